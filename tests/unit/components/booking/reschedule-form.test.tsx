import "../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { RescheduleForm } from "@/components/booking/reschedule-form";
import { loadScheduleControls } from "@/components/booking/schedule-pickers";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { addDays } from "@/lib/scheduling/dates.shared";
import { loadOnDemandParts } from "../../../helpers/on-demand";
import { settleRequests } from "../../../helpers/settle";
import { BOOKING_ID, FUTURE_DATE, bookingFixture, jsonResponse, requestBody } from "./fixtures";

// The date select and the slot radios load on demand (React.lazy): compiled here, before the tests,
// so no compile runs inside a test's wait, however cold the transform cache or busy the CPU.
loadOnDemandParts(loadScheduleControls);

const TOKEN = "eyJiIjoiMGI3ZSJ9.c2lnbmF0dXJl";
const NEW_DATE = addDays(FUTURE_DATE, 2);
const OTHER_DATE = addDays(FUTURE_DATE, 3);

const slots = (available: Record<string, boolean>) => ({
  timeSlots: [
    { id: "morning", label: "8:00 AM-12:00 PM", available: available.morning ?? true },
    { id: "afternoon", label: "12:00 PM-4:00 PM", available: available.afternoon ?? true },
    { id: "evening", label: "4:00 PM-7:00 PM", available: available.evening ?? true },
  ],
});

/** Answers the GETs by URL and the reschedule POST with `post`. */
function mockApi(
  post: Response[] = [],
  slotsFor: (date: string) => unknown = () => slots({ evening: false }),
) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/contractor-available-dates"))
      return jsonResponse(200, { availableDates: [FUTURE_DATE, NEW_DATE, OTHER_DATE] });
    if (url.startsWith("/api/availability"))
      return jsonResponse(200, slotsFor(new URL(url, "http://x").searchParams.get("date")!));
    if (init?.method === "POST") return post.shift() ?? jsonResponse(500, null);
    throw new Error(`unexpected ${url}`);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function chooseDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  await settleRequests(); // the dates answered: the date select is shown
  await user.click(screen.getByRole("combobox", { name: "New date" }));
  await user.click(await screen.findByRole("option", { name: new RegExp(formatBookingDate(date)) }));
}

afterEach(() => jest.restoreAllMocks());

describe("RescheduleForm", () => {
  it("lists the available dates as weekday, month and day and the slots of the chosen date", async () => {
    mockApi();
    const user = userEvent.setup();
    render(<RescheduleForm booking={bookingFixture()} token={TOKEN} />);

    expect(screen.getByRole("heading", { name: "Current appointment" })).toBeInTheDocument();
    expect(screen.getByText(/free until 24 hours before 9:00 AM/)).toBeInTheDocument();
    await settleRequests(); // the dates answered: the date select is shown
    await user.click(screen.getByRole("combobox", { name: "New date" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      `${formatBookingDate(FUTURE_DATE)} (current date)`,
      formatBookingDate(NEW_DATE),
      formatBookingDate(OTHER_DATE),
    ]);
    await user.click(options[1]!);

    const group = await screen.findByRole("radiogroup", { name: "New time slot" });
    expect(within(group).getByRole("radio", { name: "8:00 AM-12:00 PM" })).toBeEnabled();
    expect(within(group).getByRole("radio", { name: "4:00 PM-7:00 PM (Not Available)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Confirm New Time" })).toBeDisabled();
  });

  it("clears the chosen slot when the date changes", async () => {
    mockApi();
    const user = userEvent.setup();
    render(<RescheduleForm booking={bookingFixture()} token={TOKEN} />);
    await chooseDate(user, NEW_DATE);
    await user.click(await screen.findByRole("radio", { name: "12:00 PM-4:00 PM" }));
    expect(screen.getByRole("button", { name: "Confirm New Time" })).toBeEnabled();

    await chooseDate(user, OTHER_DATE);
    expect(await screen.findByRole("radio", { name: "12:00 PM-4:00 PM" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Confirm New Time" })).toBeDisabled();
  });

  it("posts token, date and slot and shows the new appointment", async () => {
    const moved = bookingFixture({
      scheduledDate: NEW_DATE,
      timeSlot: "afternoon",
      timeSlotLabel: "12:00 PM-4:00 PM",
    });
    const fetchMock = mockApi([jsonResponse(200, { booking: moved, cancellationFee: 0 })]);
    const user = userEvent.setup();
    render(<RescheduleForm booking={bookingFixture()} token={TOKEN} />);
    await chooseDate(user, NEW_DATE);
    await user.click(await screen.findByRole("radio", { name: "12:00 PM-4:00 PM" }));
    await user.click(screen.getByRole("button", { name: "Confirm New Time" }));

    expect(await screen.findByRole("heading", { name: "Appointment Rescheduled" })).toHaveFocus();
    expect(screen.getByText(formatBookingDate(NEW_DATE))).toBeInTheDocument();
    expect(screen.getByText("12:00 PM-4:00 PM")).toBeInTheDocument();
    expect(screen.getByText(/updated confirmation e-mail with a new calendar file/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(fetchMock.mock.calls[post]![0]).toBe(`/api/bookings/${BOOKING_ID}/reschedule`);
    expect(requestBody(fetchMock as unknown as jest.Mock, post)).toEqual({
      token: TOKEN,
      scheduledDate: NEW_DATE,
      timeSlot: "afternoon",
    });
  });

  it("shows the server's message when the slot was taken meanwhile and reloads the slots", async () => {
    let taken = false;
    const fetchMock = mockApi(
      [
        jsonResponse(409, {
          error: "This time slot is no longer available. Please choose another date or time.",
        }),
      ],
      () => slots({ afternoon: !taken }),
    );
    const user = userEvent.setup();
    render(<RescheduleForm booking={bookingFixture()} token={TOKEN} />);
    await chooseDate(user, NEW_DATE);
    await user.click(await screen.findByRole("radio", { name: "12:00 PM-4:00 PM" }));
    taken = true;
    await user.click(screen.getByRole("button", { name: "Confirm New Time" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("This time slot is no longer available.");
    expect(await screen.findByRole("radio", { name: "12:00 PM-4:00 PM (Not Available)" })).toBeDisabled();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url.startsWith("/api/availability"))).toHaveLength(2),
    );
  });
});
