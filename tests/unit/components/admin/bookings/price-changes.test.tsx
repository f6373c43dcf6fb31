import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PriceChanges } from "@/components/admin/bookings/price-changes";
import { JobDetailsDialog } from "@/components/admin/bookings/job-details-dialog";
import { toast } from "@/components/ui/toast";
import { PRICE_CHANGE_TEXTS } from "@/lib/bookings/price-changes.shared";
import { BOOKING_ID, bookingFixture, jsonResponse, mockFetch, QUOTE_ID, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

const PRICE_URL = `POST /api/admin/bookings/${BOOKING_ID}/price-changes`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const change = {
  id: "7c6b5a4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d",
  amount: 120,
  reason: "Extra closet painted",
  earningsChange: 72,
  createdAt: "2026-11-28T15:00:00.000Z",
};
const repriced = bookingFixture({
  financials: {
    quotedTotal: 1000,
    priceChanges: 120,
    totalCost: 1120,
    contractorEarnings: 672,
    platformShare: 448,
    cancellationFee: 0,
  },
  priceChanges: [change],
});

beforeEach(() => jest.clearAllMocks());

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: PRICE_CHANGE_TEXTS.button }));
  return screen.findByRole("dialog", { name: PRICE_CHANGE_TEXTS.title });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  amount: string,
  reason: string,
) {
  await user.type(within(dialog).getByRole("textbox", { name: "Amount ($)" }), amount);
  await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), reason);
}

describe("PriceChanges", () => {
  it("sends the amount, the reason and a key, toasts, closes and hands the booking back", async () => {
    const { callsTo } = mockFetch({ [PRICE_URL]: jsonResponse(201, { booking: repriced }) });
    const onChanged = jest.fn();
    const user = userEvent.setup();
    renderAdmin(<PriceChanges booking={bookingFixture()} onChanged={onChanged} />);
    expect(screen.getByText(PRICE_CHANGE_TEXTS.none)).toBeInTheDocument();
    const dialog = await openDialog(user);
    // Every control is named; the amount's hint is read with it.
    expect(within(dialog).getByRole("textbox", { name: "Amount ($)" })).toHaveAccessibleDescription(
      PRICE_CHANGE_TEXTS.amountHint,
    );
    expect(within(dialog).getByRole("textbox", { name: "Reason" })).toHaveAttribute("maxLength", "200");
    await fill(user, dialog, "120.00", "Extra closet painted");
    await user.click(within(dialog).getByRole("button", { name: PRICE_CHANGE_TEXTS.submit }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(repriced));
    const [sent] = callsTo("POST", `/api/admin/bookings/${BOOKING_ID}/price-changes`);
    expect(sent!.body).toEqual({
      amount: "120.00",
      reason: "Extra closet painted",
      clientRef: expect.stringMatching(UUID),
    });
    expect(toast.success).toHaveBeenCalledWith(PRICE_CHANGE_TEXTS.saved, {
      description: "New total $1,120.00",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("works from the keyboard: Enter submits, with the progress on the button", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ [PRICE_URL]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderAdmin(<PriceChanges booking={bookingFixture()} onChanged={jest.fn()} />);
    await user.tab();
    expect(screen.getByRole("button", { name: PRICE_CHANGE_TEXTS.button })).toHaveFocus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: PRICE_CHANGE_TEXTS.title });
    await user.type(within(dialog).getByRole("textbox", { name: "Amount ($)" }), "-50");
    await user.tab();
    await user.keyboard("Repeat customer");
    await user.type(within(dialog).getByRole("textbox", { name: "Amount ($)" }), "{Enter}");
    expect(await within(dialog).findByRole("button", { name: PRICE_CHANGE_TEXTS.saving })).toBeDisabled();
    answer(jsonResponse(201, { booking: repriced }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });

  it("shows the server's message when the change is refused, and sends the same key again on a retry", async () => {
    const refusal =
      "Invoice BW-2026-000123 is already issued for this booking: correct it with a credit note.";
    const { callsTo } = mockFetch({ [PRICE_URL]: jsonResponse(409, { error: refusal, code: "conflict" }) });
    const onChanged = jest.fn();
    const user = userEvent.setup();
    renderAdmin(<PriceChanges booking={bookingFixture()} onChanged={onChanged} />);
    const dialog = await openDialog(user);
    await fill(user, dialog, "40", "Extra door");
    await user.click(within(dialog).getByRole("button", { name: PRICE_CHANGE_TEXTS.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal);
    await user.click(within(dialog).getByRole("button", { name: PRICE_CHANGE_TEXTS.submit }));
    await waitFor(() => expect(callsTo("POST", "/api/admin/bookings/")).toHaveLength(2));
    const [first, second] = callsTo("POST", "/api/admin/bookings/");
    expect(second!.body).toEqual(first!.body);
    expect(onChanged).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("lists the changes with their reasons, signed, and offers no change once the booking is done", () => {
    mockFetch({});
    renderAdmin(
      <PriceChanges
        booking={bookingFixture({
          status: "completed",
          priceChanges: [
            change,
            { ...change, id: "x", amount: -50, reason: "Discount", earningsChange: -30 },
          ],
        })}
        onChanged={jest.fn()}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Price changes" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Extra closet painted");
    expect(items[0]).toHaveTextContent("+$120.00");
    expect(items[0]).toHaveTextContent("painter +$72.00");
    expect(items[1]).toHaveTextContent("Discount");
    expect(items[1]).toHaveTextContent("-$50.00");
    expect(screen.getByRole("button", { name: PRICE_CHANGE_TEXTS.button })).toBeDisabled();
    expect(screen.getByText(PRICE_CHANGE_TEXTS.onlyWhileLive)).toBeInTheDocument();
  });
});

describe("JobDetailsDialog: changing the price from the booking's details", () => {
  it("shows the new total and the change at once, and tells the page", async () => {
    mockFetch({
      [PRICE_URL]: jsonResponse(201, { booking: repriced }),
      [`GET /api/quotes/${QUOTE_ID}`]: { rooms: [] },
    });
    const onPriceChanged = jest.fn();
    const user = userEvent.setup();
    renderAdmin(
      <JobDetailsDialog
        booking={bookingFixture()}
        onOpenChange={jest.fn()}
        onPriceChanged={onPriceChanged}
      />,
    );
    const details = screen.getByRole("dialog", { name: "Job Details" });
    expect(details).toHaveTextContent("$1,000.00");
    const dialog = await openDialog(user);
    await fill(user, dialog, "120", "Extra closet painted");
    await user.click(within(dialog).getByRole("button", { name: PRICE_CHANGE_TEXTS.submit }));
    await waitFor(() => expect(onPriceChanged).toHaveBeenCalledWith(repriced));
    await waitFor(() => expect(details).toHaveTextContent("$1,120.00"));
    expect(details).toHaveTextContent("Quoted$1,000.00");
    expect(details).toHaveTextContent("Price changes+$120.00");
    expect(within(details).getByRole("list", { name: "Price changes" })).toHaveTextContent(
      "Extra closet painted",
    );
  });
});
