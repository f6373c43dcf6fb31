import "../../../setup/dom-polyfills";

import { useState } from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { toast } from "@/components/ui/toast";
import { SchedulingDialog } from "@/components/scheduling/scheduling-dialog";
import { BOOKING_CONFIRMATION_MS } from "@/components/scheduling/booking-confirmed-overlay";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { HOLD_MESSAGES } from "@/lib/bookings/holds.shared";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { BOOKING_MESSAGES } from "@/lib/validations/booking.shared";
import { BOOKING_ID, bookingFixture, jsonResponse } from "../booking/fixtures";

jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), {
    error: jest.fn(),
    success: jest.fn(),
    info: jest.fn(),
    dismiss: jest.fn(),
  }),
}));

const QUOTE = { id: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d", totalCost: 1234.5 };
const DAY_1 = addDays(todayInNewYork(), 3);
const DAY_2 = addDays(todayInNewYork(), 4);
const DAY_3 = addDays(todayInNewYork(), 5);
const SLOT_TAKEN = "This time slot is no longer available. Please choose another date or time.";

const slots = (available: Partial<Record<"morning" | "afternoon" | "evening", boolean>> = {}) => ({
  timeSlots: [
    { id: "morning", label: "8:00 AM-12:00 PM", available: available.morning ?? true },
    { id: "afternoon", label: "12:00 PM-4:00 PM", available: available.afternoon ?? false },
    { id: "evening", label: "4:00 PM-7:00 PM", available: available.evening ?? true },
  ],
});

interface ApiOptions {
  dates?: () => string[];
  slotsFor?: (date: string) => unknown;
  estimatedDays?: number;
  /** Answers to POST /api/bookings, in order. */
  post?: Array<Response | Promise<Response>>;
}

function mockApi({
  dates = () => [DAY_1, DAY_2, DAY_3],
  slotsFor = () => slots(),
  estimatedDays = 3,
  post = [],
}: ApiOptions = {}) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/contractor-available-dates"))
      return jsonResponse(200, { availableDates: dates() });
    if (url.startsWith("/api/availability"))
      return jsonResponse(200, slotsFor(new URL(url, "http://x").searchParams.get("date")!));
    if (url.startsWith("/api/project-estimate/")) return jsonResponse(200, { estimatedDays });
    if (url === "/api/bookings" && init?.method === "POST")
      return (await post.shift()) ?? jsonResponse(500, null);
    throw new Error(`unexpected ${init?.method ?? "GET"} ${url}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const calls = (fetchMock: jest.Mock, prefix: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(prefix));

interface HarnessProps {
  quote?: { id: string; totalCost: number } | null;
  onBooked?: jest.Mock;
  onBackToQuote?: jest.Mock;
  onOpenChange?: jest.Mock;
}

/** Owns `open` and the quote like the wizard provider will: onBooked clears the quote. */
function Harness({
  quote = QUOTE,
  onBooked = jest.fn(),
  onBackToQuote = jest.fn(),
  onOpenChange = jest.fn(),
}: HarnessProps) {
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(quote);
  return (
    <SchedulingDialog
      quote={current}
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      onBackToQuote={onBackToQuote}
      onBooked={(booking) => {
        onBooked(booking);
        setCurrent(null);
      }}
    />
  );
}

function setup(props: HarnessProps = {}, user = userEvent.setup()) {
  const onBooked = props.onBooked ?? jest.fn();
  const onBackToQuote = props.onBackToQuote ?? jest.fn();
  const onOpenChange = props.onOpenChange ?? jest.fn();
  render(
    <Harness {...props} onBooked={onBooked} onBackToQuote={onBackToQuote} onOpenChange={onOpenChange} />,
  );
  return { user, onBooked, onBackToQuote, onOpenChange };
}

const dialog = () => screen.getByRole("dialog", { name: "Schedule Your Service" });
const dateGroup = () => screen.findByRole("radiogroup", { name: "Choose a date" });
const confirmButton = () => screen.getByRole("button", { name: "Confirm Booking" });

async function chooseDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  await user.click(within(await dateGroup()).getByRole("radio", { name: formatBookingDate(date) }));
  return screen.findByRole("radiogroup", { name: "Choose a time slot" });
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("SchedulingDialog", () => {
  it("lists the available dates as weekday, month and day, with the service details", async () => {
    const fetchMock = mockApi();
    setup();

    expect(dialog()).toBeInTheDocument();
    const group = await dateGroup();
    const radios = within(group).getAllByRole("radio");
    expect(radios).toEqual(
      [DAY_1, DAY_2, DAY_3].map((date) =>
        within(group).getByRole("radio", { name: formatBookingDate(date) }),
      ),
    );
    radios.forEach((radio) => expect(radio).not.toBeChecked());
    expect(formatBookingDate(DAY_1)).toMatch(
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}$/,
    );

    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("Payment due after service")).toBeInTheDocument();
    expect(
      screen.getByText(/collected after the work is completed, by cash, check or major credit card/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^3 days/)).toBeInTheDocument();
    expect(screen.getByText("Choose a date to see its time slots.")).toBeInTheDocument();

    expect(calls(fetchMock, "/api/contractor-available-dates")[0]![0]).toBe(
      `/api/contractor-available-dates?quoteId=${QUOTE.id}`,
    );
    expect(calls(fetchMock, "/api/project-estimate/")[0]![0]).toBe(`/api/project-estimate/${QUOTE.id}`);
    expect(calls(fetchMock, "/api/availability")).toHaveLength(0); // only once a date is chosen
  });

  it("loads the chosen date's slots: taken ones disabled and marked, evening explained as a colour consultation", async () => {
    const fetchMock = mockApi();
    const { user } = setup();
    const group = await chooseDate(user, DAY_2);

    expect(calls(fetchMock, "/api/availability")[0]![0]).toBe(
      `/api/availability?date=${DAY_2}&quoteId=${QUOTE.id}`,
    );
    expect(within(group).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" })).toBeEnabled();
    expect(
      within(group).getByRole("radio", { name: "Afternoon 12:00 PM-4:00 PM (Not Available)" }),
    ).toBeDisabled();
    const evening = within(group).getByRole("radio", { name: "Evening 4:00 PM-7:00 PM" });
    expect(evening).toBeEnabled();
    expect(evening).toHaveAccessibleDescription(/Color consultation/);

    await user.click(evening);
    expect(screen.getByText(/^1 day \(a single consultation visit\)/)).toBeInTheDocument();
  });

  it("enables Confirm only with a date and a slot, and clears the slot when the date changes", async () => {
    mockApi();
    const { user } = setup();
    await dateGroup();
    expect(confirmButton()).toBeDisabled();

    const group = await chooseDate(user, DAY_1);
    expect(confirmButton()).toBeDisabled();
    await user.click(within(group).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" }));
    expect(confirmButton()).toBeEnabled();

    await chooseDate(user, DAY_3);
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" })).not.toBeChecked(),
    );
    expect(confirmButton()).toBeDisabled();
  });

  it("says a hold is not booked yet: confirm from the e-mail within its minutes, and stays until closed", async () => {
    jest.useFakeTimers();
    const createdAt = "2026-11-29T15:00:00.000Z";
    const booking = bookingFixture({
      status: "pending",
      scheduledDate: DAY_2,
      estimatedDays: 3,
      contractorName: null,
      createdAt,
      holdExpiresAt: "2026-11-29T15:30:00.000Z",
    });
    mockApi({ post: [jsonResponse(201, booking)] });
    const { user, onBooked } = setup({}, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    const group = await chooseDate(user, DAY_2);
    await user.click(within(group).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" }));
    await user.click(confirmButton());

    const heading = await screen.findByRole("heading", { name: HOLD_MESSAGES.heldTitle });
    expect(heading).toHaveFocus();
    expect(toast.info).toHaveBeenCalledWith(HOLD_MESSAGES.heldTitle, {
      description: HOLD_MESSAGES.toastText,
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByTestId("booking-held-notice")).toHaveTextContent(
      'press "Confirm booking" by 10:30 AM (within 30 minutes)',
    );
    expect(screen.queryByText(/closes automatically/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10 * BOOKING_CONFIRMATION_MS));
    expect(onBooked).not.toHaveBeenCalled();
    expect(heading).toBeInTheDocument();
    jest.useRealTimers();
  });

  it("books, toasts 'Booking Created', shows the confirmation for 5 seconds and then hands the booking over", async () => {
    jest.useFakeTimers();
    const booking = bookingFixture({
      scheduledDate: DAY_2,
      timeSlot: "morning",
      timeSlotLabel: "8:00 AM-12:00 PM",
      estimatedDays: 3,
    });
    let answer!: (response: Response) => void;
    const fetchMock = mockApi({ post: [new Promise<Response>((resolve) => (answer = resolve))] });
    const { user, onBooked, onOpenChange } = setup(
      {},
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    );

    const group = await chooseDate(user, DAY_2);
    await user.click(within(group).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" }));
    await user.click(confirmButton());

    const busy = screen.getByRole("button", { name: "Booking…" });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("button", { name: "Back to Quote" })).toBeDisabled();
    const [, init] = calls(fetchMock, "/api/bookings")[0]!;
    expect(JSON.parse(String(init.body))).toEqual({
      quoteId: QUOTE.id,
      scheduledDate: DAY_2,
      timeSlot: "morning",
    });

    const reference = "BW-7K2M-9QX4-TA3B-E5RN";
    await act(async () => answer(jsonResponse(201, { ...booking, customerReference: reference })));

    expect(toast.success).toHaveBeenCalledWith(BOOKING_MESSAGES.created, {
      description: BOOKING_MESSAGES.createdText,
    });
    const heading = await screen.findByRole("heading", { name: "Booking Confirmed" });
    expect(heading).toHaveFocus();
    const overlay = screen.getByRole("status", { name: "Booking Confirmed" });
    expect(overlay).toHaveTextContent(/confirmation email/i);
    expect(overlay).toHaveTextContent(/collected after the work is completed/);
    expect(overlay).toHaveTextContent(BOOKING_ID);
    expect(overlay).toHaveTextContent(`Your reference${reference}Keep it`);
    expect(overlay).toHaveTextContent(`${formatBookingDate(DAY_2)} (3 consecutive days)`);
    expect(overlay).toHaveTextContent("8:00 AM-12:00 PM");
    expect(screen.queryByRole("button", { name: "Confirm Booking" })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(BOOKING_CONFIRMATION_MS - 1));
    expect(onBooked).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Booking Confirmed" })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(onBooked).toHaveBeenCalledTimes(1);
    expect(onBooked).toHaveBeenCalledWith({ ...booking, customerReference: reference });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    act(() => jest.advanceTimersByTime(BOOKING_CONFIRMATION_MS * 2));
    expect(onBooked).toHaveBeenCalledTimes(1);
  });

  it("closes the confirmation early with its Close button, handing the booking over once", async () => {
    const booking = bookingFixture({
      scheduledDate: DAY_1,
      timeSlot: "evening",
      timeSlotLabel: "4:00 PM-7:00 PM",
      estimatedDays: 1,
    });
    mockApi({ post: [jsonResponse(200, booking)] }); // 200: the quote was already booked; same success path
    const { user, onBooked } = setup();
    const group = await chooseDate(user, DAY_1);
    await user.click(within(group).getByRole("radio", { name: "Evening 4:00 PM-7:00 PM" }));
    await user.click(confirmButton());

    const overlay = await screen.findByRole("status", { name: "Booking Confirmed" });
    expect(overlay).toHaveTextContent("4:00 PM-7:00 PM (Color Consultation)");
    await user.click(within(overlay).getByRole("button", { name: "Close" }));
    expect(onBooked).toHaveBeenCalledTimes(1);
    expect(onBooked).toHaveBeenCalledWith(booking);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("hands the booking over when the confirmation is dismissed with Escape or the dialog is closed from outside", async () => {
    const booking = bookingFixture({ scheduledDate: DAY_1 });
    mockApi({ post: [jsonResponse(201, booking)] });
    const { user, onBooked } = setup();
    const group = await chooseDate(user, DAY_1);
    await user.click(within(group).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" }));
    await user.click(confirmButton());
    await screen.findByRole("heading", { name: "Booking Confirmed" });
    await user.keyboard("{Escape}");
    expect(onBooked).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // The owner closes the dialog itself while the confirmation shows.
    mockApi({ post: [jsonResponse(201, booking)] });
    const onBookedDirect = jest.fn();
    const props = {
      quote: QUOTE,
      onOpenChange: jest.fn(),
      onBackToQuote: jest.fn(),
      onBooked: onBookedDirect,
    };
    const { rerender, unmount } = render(<SchedulingDialog {...props} open />);
    const group2 = await chooseDate(user, DAY_1);
    await user.click(within(group2).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" }));
    await user.click(confirmButton());
    await screen.findByRole("heading", { name: "Booking Confirmed" });
    rerender(<SchedulingDialog {...props} open={false} />);
    expect(onBookedDirect).toHaveBeenCalledTimes(1);
    expect(onBookedDirect).toHaveBeenCalledWith(booking);
    expect(props.onOpenChange).not.toHaveBeenCalled();
    unmount();
  });

  it("on 409 toasts the server's message, clears the slot and reloads slots and dates", async () => {
    let taken = false;
    const fetchMock = mockApi({
      post: [jsonResponse(409, { error: SLOT_TAKEN })],
      slotsFor: () => slots({ morning: !taken }),
      dates: () => (taken ? [DAY_2, DAY_3] : [DAY_1, DAY_2, DAY_3]),
    });
    const { user, onBooked } = setup();
    const group = await chooseDate(user, DAY_2);
    await user.click(within(group).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" }));
    taken = true;
    await user.click(confirmButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(BOOKING_MESSAGES.failed, { description: SLOT_TAKEN }),
    );
    expect(
      await screen.findByRole("radio", { name: "Morning 8:00 AM-12:00 PM (Not Available)" }),
    ).toBeDisabled();
    expect(confirmButton()).toBeDisabled();
    await waitFor(() => expect(calls(fetchMock, "/api/availability")).toHaveLength(2));
    await waitFor(() => expect(calls(fetchMock, "/api/contractor-available-dates")).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole("radiogroup", { name: "Choose a date" })).getAllByRole("radio"),
      ).toHaveLength(2),
    );
    // The chosen date is still offered, so it stays chosen.
    expect(screen.getByRole("radio", { name: formatBookingDate(DAY_2) })).toBeChecked();
    expect(screen.queryByRole("heading", { name: "Booking Confirmed" })).not.toBeInTheDocument();
    expect(onBooked).not.toHaveBeenCalled();
  });

  it("toasts 'Booking Failed' with the fallback text when the server gives no message", async () => {
    mockApi({ post: [jsonResponse(500, null)] });
    const { user } = setup();
    const group = await chooseDate(user, DAY_1);
    await user.click(within(group).getByRole("radio", { name: "Morning 8:00 AM-12:00 PM" }));
    await user.click(confirmButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(BOOKING_MESSAGES.failed, {
        description: BOOKING_MESSAGES.failedText,
      }),
    );
    expect(confirmButton()).toBeEnabled(); // not a conflict: the choice stays
  });

  it("toasts 'No Available Dates' once and says so in the dialog when there are none", async () => {
    const fetchMock = mockApi({ dates: () => [] });
    setup();

    expect(await within(dialog()).findByText(BOOKING_MESSAGES.noDatesText)).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(BOOKING_MESSAGES.noDates, {
        description: BOOKING_MESSAGES.noDatesText,
      }),
    );
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("radiogroup", { name: "Choose a date" })).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    expect(calls(fetchMock, "/api/availability")).toHaveLength(0);
  });

  it("calls onBackToQuote from Back to Quote", async () => {
    mockApi();
    const { user, onBackToQuote } = setup();
    await dateGroup();
    await user.click(screen.getByRole("button", { name: "Back to Quote" }));
    expect(onBackToQuote).toHaveBeenCalledTimes(1);
  });

  it("fetches nothing without a quote", async () => {
    const fetchMock = mockApi();
    const { user, onBackToQuote } = setup({ quote: null });
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText(/no quote to schedule yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to Quote" }));
    expect(onBackToQuote).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lets the dates be chosen with the keyboard", async () => {
    mockApi();
    const { user } = setup();
    const group = await dateGroup();
    expect(dialog()).toHaveFocus(); // the dialog itself, not "Back to Quote", takes focus on opening
    await user.tab();
    expect(within(group).getByRole("radio", { name: formatBookingDate(DAY_1) })).toHaveFocus();
    // Radix moves focus on a timer and checks the item only while the arrow key is held.
    await user.keyboard("{ArrowDown>}");
    const second = within(group).getByRole("radio", { name: formatBookingDate(DAY_2) });
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toBeChecked();
    await user.keyboard("{/ArrowDown}");
    expect(await screen.findByRole("radiogroup", { name: "Choose a time slot" })).toBeInTheDocument();
  });
});
