import "../../../../setup/dom-polyfills";

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditBookingDialog } from "@/components/admin/bookings/edit-booking-dialog";
import { toast } from "@/components/ui/toast";
import { BOOKING_ID, bookingFixture, CONTRACTOR_ID, jsonResponse, mockFetch, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

// A fixed "today" (New York): Tuesday, March 10, 2026.
const NOW = new Date("2026-03-10T16:00:00Z");
const BOOKED = "2026-03-12";
const FREE = "2026-03-13";
const EMAIL_NOTE = /e-mail notifications .* will be sent to the customer and the contractor/i;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

function setup(
  put: unknown = (call: { body: Record<string, unknown> }) =>
    jsonResponse(200, { booking: bookingFixture({ ...call.body }) }),
) {
  const api = mockFetch({
    // The past day is listed on purpose: it must stay disabled anyway.
    "GET /api/contractor-availability-overview": [
      { date: "2026-03-09", timeSlots: ["morning"] },
      { date: FREE, timeSlots: ["afternoon"] },
    ],
    [`GET /api/contractor-availability/${BOOKED}`]: { date: BOOKED, timeSlots: ["morning"] },
    [`GET /api/contractor-availability/${FREE}`]: { date: FREE, timeSlots: ["afternoon"] },
    [`PUT /api/admin/bookings/${BOOKING_ID}`]: put,
  });
  const onSaved = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  renderAdmin(
    <EditBookingDialog
      booking={bookingFixture({ scheduledDate: BOOKED, timeSlot: "morning" })}
      onOpenChange={jest.fn()}
      onSaved={onSaved}
    />,
  );
  return { ...api, user, onSaved };
}

/** Free dates and the booking date's slots have loaded. */
async function loaded() {
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Time slot" })).toBeEnabled());
  await waitFor(() => expect(screen.getByRole("button", { name: /^\w+, March 13, 2026/ })).toBeEnabled());
}

const day = (name: RegExp) => screen.getByRole("button", { name });

async function slotOptions(user: ReturnType<typeof userEvent.setup>) {
  const trigger = screen.getByRole("combobox", { name: "Time slot" });
  await waitFor(() => expect(trigger).toBeEnabled());
  await user.click(trigger);
  return screen.findAllByRole("option");
}

describe("EditBookingDialog", () => {
  it("reads the assigned contractor's free dates and slots (the booking's own slot counts as free)", async () => {
    const { calls } = setup();
    await loaded();
    expect(calls.map((c) => c.url)).toEqual([
      `/api/contractor-availability-overview?contractorId=${CONTRACTOR_ID}`,
      `/api/contractor-availability/${BOOKED}?contractorId=${CONTRACTOR_ID}&bookingId=${BOOKING_ID}`,
    ]);
  });

  it("offers the current status and the back office's moves from it, never back to pending", async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "Scheduled",
      "Confirmed",
      "In Progress",
      "Completed",
      "Cancelled",
    ]);
  });

  it("offers a cancelled booking only to stay cancelled or be scheduled again", async () => {
    mockFetch({ "GET /api/contractor-available-dates": { availableDates: [] } });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    renderAdmin(
      <EditBookingDialog
        booking={bookingFixture({ status: "cancelled", assignmentStatus: "cancelled" })}
        onOpenChange={jest.fn()}
        onSaved={jest.fn()}
      />,
    );
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual([
      "Scheduled",
      "Cancelled",
    ]);
  });

  it("lets only free dates be picked, never past ones", async () => {
    setup();
    await loaded();
    expect(day(/^\w+, March 12, 2026/)).toBeEnabled(); // the booking's own date
    expect(day(/^\w+, March 9, 2026/)).toBeDisabled(); // free, but in the past
    expect(day(/^\w+, March 16, 2026/)).toBeDisabled(); // no availability
    expect(day(/^\w+, March 16, 2026/)).toHaveAccessibleName("Monday, March 16, 2026, not available");
    expect(day(/^\w+, March 12, 2026/)).toHaveAccessibleName("Thursday, March 12, 2026, selected");
    expect(day(/^\w+, March 11, 2026/)).toBeDisabled();
  });

  it("marks slots without availability '(Not Available)' and disables them", async () => {
    const { user } = setup();
    await loaded();
    const options = await slotOptions(user);
    expect(options.map((o) => o.textContent)).toEqual([
      "Morning (8-12)",
      "Afternoon (12-5) (Not Available)",
      "Evening (5-8) (Not Available)",
    ]);
    expect(options[0]).not.toHaveAttribute("aria-disabled", "true");
    expect(options[1]).toHaveAttribute("aria-disabled", "true");
    expect(options[2]).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the e-mail note once the date or slot changes and saves the move", async () => {
    const { user, callsTo, onSaved } = setup();
    await loaded();
    expect(screen.queryByText(EMAIL_NOTE)).not.toBeInTheDocument();

    await user.click(day(/^\w+, March 13, 2026/));
    // The morning is not free on the new date: the slot has to be chosen again.
    await waitFor(() =>
      expect(screen.getByText("Choose a free time slot for the new date.")).toBeInTheDocument(),
    );
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    expect(screen.getByText(EMAIL_NOTE)).toBeInTheDocument();

    const options = await slotOptions(user);
    expect(options.map((o) => o.textContent)).toEqual([
      "Morning (8-12) (Not Available)",
      "Afternoon (12-5)",
      "Evening (5-8) (Not Available)",
    ]);
    await user.click(options[1]!);
    await user.type(screen.getByLabelText("Notes"), "Moved at the customer's request");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Booking updated successfully"));
    expect(callsTo("PUT", `/api/admin/bookings/${BOOKING_ID}`)[0]!.body).toEqual({
      status: "scheduled",
      scheduledDate: FREE,
      timeSlot: "afternoon",
      notes: "Moved at the customer's request",
    });
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ scheduledDate: FREE, timeSlot: "afternoon" }),
    );
  });

  it("shows the server's message when the slot was taken meanwhile (409)", async () => {
    const message = "That time slot was just taken. Please choose another.";
    const { user } = setup(jsonResponse(409, { error: message }));
    await loaded();
    await user.click(day(/^\w+, March 13, 2026/));
    await user.click((await slotOptions(user))[1]!);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith("Failed to update booking", { description: message });
  });

  it("loads the chosen date's slots again after a 409 (the slot may have been taken)", async () => {
    const { user, callsTo } = setup(jsonResponse(409, { error: "That time slot was just taken." }));
    await loaded();
    await user.click(day(/^\w+, March 13, 2026/));
    await user.click((await slotOptions(user))[1]!);
    expect(callsTo("GET", `/api/contractor-availability/${FREE}`)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(callsTo("GET", `/api/contractor-availability/${FREE}`)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Time slot" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled();
  });

  it("changes only the status without the e-mail note", async () => {
    const { user, callsTo } = setup();
    await loaded();
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Confirmed" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled());
    expect(screen.queryByText(EMAIL_NOTE)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(callsTo("PUT", `/api/admin/bookings/${BOOKING_ID}`)).toHaveLength(1));
    expect(callsTo("PUT", `/api/admin/bookings/${BOOKING_ID}`)[0]!.body).toEqual({
      status: "confirmed",
      scheduledDate: BOOKED,
      timeSlot: "morning",
      notes: null,
    });
  });
});
