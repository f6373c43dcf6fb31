import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ERASE_TEXTS, ErasePersonalData } from "@/components/admin/bookings/erase-personal-data";
import { JobDetailsDialog } from "@/components/admin/bookings/job-details-dialog";
import { toast } from "@/components/ui/toast";
import { ERASE_MESSAGES } from "@/lib/bookings/erased.shared";
import { BOOKING_ID, bookingFixture, jsonResponse, mockFetch, QUOTE_ID, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

const ERASE_URL = `POST /api/admin/bookings/${BOOKING_ID}/erase-personal-data`;
const completed = bookingFixture({ status: "completed", county: "Chester", assignmentStatus: "completed" });
const erased = bookingFixture({
  ...completed,
  customerName: "Erased",
  customerEmail: "erased+5b0e7a7e-2f3c-4d4b-9a8e-1c2d3e4f5a6b@invalid",
  customerPhone: "",
  address: "Erased",
});

beforeEach(() => jest.clearAllMocks());

async function confirmErase(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: ERASE_TEXTS.button }));
  const dialog = await screen.findByRole("alertdialog", { name: ERASE_TEXTS.title });
  await user.click(within(dialog).getByRole("button", { name: ERASE_TEXTS.button }));
}

describe("ErasePersonalData", () => {
  it("explains what goes and what stays before anything is erased, and Cancel erases nothing", async () => {
    const { calls } = mockFetch({});
    const user = userEvent.setup();
    renderAdmin(<ErasePersonalData booking={completed} onErased={jest.fn()} />);
    await user.click(screen.getByRole("button", { name: ERASE_TEXTS.button }));
    const dialog = await screen.findByRole("alertdialog", { name: ERASE_TEXTS.title });
    expect(dialog).toHaveTextContent(/name, e-mail address, phone number and street address are removed/);
    expect(dialog).toHaveTextContent('Their review stays, shown as "a homeowner in Chester County"');
    expect(dialog).toHaveTextContent("The zip code, rooms, prices, dates and statuses stay.");
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it("erases on confirmation, toasts and hands the erased booking back", async () => {
    const { callsTo } = mockFetch({ [ERASE_URL]: { message: ERASE_MESSAGES.erased, booking: erased } });
    const onErased = jest.fn();
    const user = userEvent.setup();
    renderAdmin(<ErasePersonalData booking={completed} onErased={onErased} />);
    await confirmErase(user);
    await waitFor(() => expect(onErased).toHaveBeenCalledWith(erased));
    expect(callsTo("POST", `/api/admin/bookings/${BOOKING_ID}/erase-personal-data`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith(ERASE_MESSAGES.erased);
  });

  it("shows the progress on the button while the erasure runs", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({ [ERASE_URL]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderAdmin(<ErasePersonalData booking={completed} onErased={jest.fn()} />);
    await confirmErase(user);
    expect(await screen.findByRole("button", { name: ERASE_TEXTS.running })).toBeDisabled();
    answer(jsonResponse(200, { booking: erased }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
  });

  it("toasts the server's reason when the erasure is refused", async () => {
    mockFetch({ [ERASE_URL]: jsonResponse(409, { error: ERASE_MESSAGES.notErasable, code: "conflict" }) });
    const onErased = jest.fn();
    const user = userEvent.setup();
    renderAdmin(<ErasePersonalData booking={completed} onErased={onErased} />);
    await confirmErase(user);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ERASE_TEXTS.failed, {
        description: ERASE_MESSAGES.notErasable,
      }),
    );
    expect(onErased).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: ERASE_TEXTS.button })).toBeEnabled();
  });

  it("is not offered for a live booking, and says why", () => {
    mockFetch({});
    renderAdmin(<ErasePersonalData booking={bookingFixture({ status: "scheduled" })} onErased={jest.fn()} />);
    expect(screen.getByRole("button", { name: ERASE_TEXTS.button })).toBeDisabled();
    expect(screen.getByText(ERASE_TEXTS.onlyWhenOver)).toBeInTheDocument();
  });

  it("says an erased booking was erased, with no button", () => {
    mockFetch({});
    renderAdmin(<ErasePersonalData booking={erased} onErased={jest.fn()} />);
    expect(screen.getByText(ERASE_TEXTS.done)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: ERASE_TEXTS.button })).not.toBeInTheDocument();
  });
});

describe("JobDetailsDialog: erasing from the booking's details", () => {
  it("shows the booking as erased at once and tells the page", async () => {
    mockFetch({
      [ERASE_URL]: { message: ERASE_MESSAGES.erased, booking: erased },
      [`GET /api/quotes/${QUOTE_ID}`]: { rooms: [] },
    });
    const onErased = jest.fn();
    const user = userEvent.setup();
    renderAdmin(<JobDetailsDialog booking={completed} onOpenChange={jest.fn()} onErased={onErased} />);
    const details = screen.getByRole("dialog", { name: "Job Details" });
    expect(details).toHaveTextContent("Emily Carter");
    await confirmErase(user);
    await waitFor(() => expect(onErased).toHaveBeenCalledWith(erased));
    await waitFor(() => expect(details).not.toHaveTextContent("Emily Carter"));
    expect(details).toHaveTextContent(ERASE_TEXTS.done);
    expect(details).not.toHaveTextContent("emily.carter@example.com");
  });
});
