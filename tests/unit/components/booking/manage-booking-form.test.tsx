import "../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { loadCancelConfirmation } from "@/components/booking/cancel-panel";
import { loadBookingDetails, ManageBookingForm } from "@/components/booking/manage-booking-form";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import {
  BOOKING_ID,
  FUTURE_DATE,
  bookingFixture,
  clearToasts,
  expectToast,
  jsonResponse,
  mockFetch,
  requestBody,
  COMPLETED_STEP,
} from "./fixtures";
import { loadOnDemandParts } from "../../../helpers/on-demand";

// The details dialog and, inside it, the cancel confirmation load on demand (React.lazy): compiled
// here, before the tests, so finding them waits for the look-up's answer, not for a compile.
loadOnDemandParts(loadBookingDetails, loadCancelConfirmation);

const EMAIL = "emily.carter@example.com";

function setup(initialId = "") {
  const user = userEvent.setup();
  render(
    <>
      <ManageBookingForm initialId={initialId} />
      <Toaster />
    </>,
  );
  return user;
}

async function findBooking(user: ReturnType<typeof userEvent.setup>, id = BOOKING_ID, email = EMAIL) {
  if (id) await user.type(screen.getByLabelText("Booking ID"), id);
  if (email) await user.type(screen.getByLabelText("Email Address"), email);
  await user.click(screen.getByRole("button", { name: "Find My Booking" }));
}

afterEach(() => {
  toast.dismiss();
  jest.restoreAllMocks();
});

describe("ManageBookingForm", () => {
  it("asks for both fields before calling the server", async () => {
    const fetchMock = mockFetch();
    const user = setup();

    await user.click(screen.getByRole("button", { name: "Find My Booking" }));
    await expectToast("Booking ID and email are required");
    await clearToasts();

    await user.type(screen.getByLabelText("Booking ID"), BOOKING_ID);
    await user.click(screen.getByRole("button", { name: "Find My Booking" }));
    await expectToast("Booking ID and email are required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("pre-fills the booking ID and submits with the keyboard", async () => {
    const fetchMock = mockFetch(jsonResponse(200, bookingFixture()));
    const user = setup(BOOKING_ID);
    expect(screen.getByLabelText("Booking ID")).toHaveValue(BOOKING_ID);

    await user.click(screen.getByLabelText("Email Address"));
    await user.keyboard(`${EMAIL}{Enter}`);

    expect(await screen.findByRole("dialog", { name: "Booking Details" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/bookings/${BOOKING_ID}/lookup`,
      expect.objectContaining({ method: "POST" }),
    );
    expect(requestBody(fetchMock)).toEqual({ email: EMAIL });
  });

  it("shows 'Booking Not Found' with its description on 404", async () => {
    mockFetch(
      jsonResponse(404, { error: "Booking Not Found: Please check your booking ID and email address" }),
    );
    const user = setup();
    await findBooking(user, BOOKING_ID, "wrong@example.com");

    await expectToast("Booking Not Found");
    await expectToast("Please check your booking ID and email address");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("reports an invalid booking ID: a malformed one without a request, and the server's 400", async () => {
    const fetchMock = mockFetch(jsonResponse(400, { error: "Invalid booking ID" }));
    const user = setup();
    await findBooking(user, "not-a-booking-id");
    await expectToast("Invalid booking ID");
    expect(fetchMock).not.toHaveBeenCalled();
    await clearToasts();

    await user.clear(screen.getByLabelText("Booking ID"));
    await user.type(screen.getByLabelText("Booking ID"), BOOKING_ID);
    await user.click(screen.getByRole("button", { name: "Find My Booking" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await expectToast("Invalid booking ID");
  });

  it("shows the server's message when rate-limited", async () => {
    const message = "Too many booking look-ups from your network. Please wait a few minutes and try again.";
    mockFetch(jsonResponse(429, { error: message }));
    const user = setup();
    await findBooking(user);
    await expectToast(message);
  });

  it("shows date, time slot, address, total and status, and offers cancelling a scheduled booking", async () => {
    mockFetch(jsonResponse(200, bookingFixture()));
    const user = setup();
    await findBooking(user);

    const dialog = await screen.findByRole("dialog", { name: "Booking Details" });
    expect(within(dialog).getByText(formatBookingDate(FUTURE_DATE))).toBeInTheDocument();
    expect(within(dialog).getByText("8:00 AM-12:00 PM")).toBeInTheDocument();
    expect(within(dialog).getByText("2116 Spruce St, Philadelphia, PA 19103")).toBeInTheDocument();
    expect(within(dialog).getByText("$1,234.50")).toBeInTheDocument();
    const badge = within(dialog).getByText("Scheduled");
    expect(badge).toHaveAttribute("data-variant", "default");
    expect(within(dialog).getByRole("button", { name: "Cancel This Appointment" })).toBeInTheDocument();
    expect(within(dialog).getByText(/free until 24 hours before 9:00 AM/)).toBeInTheDocument();
  });

  it.each([
    ["completed", "secondary"],
    ["in_progress", "secondary"],
  ])("offers no cancel button for a %s booking", async (status, variant) => {
    mockFetch(jsonResponse(200, bookingFixture({ status: status as "completed" })));
    const user = setup();
    await findBooking(user);

    const dialog = await screen.findByRole("dialog", { name: "Booking Details" });
    expect(within(dialog).getByText(status === "completed" ? "Completed" : "In Progress")).toHaveAttribute(
      "data-variant",
      variant,
    );
    expect(within(dialog).queryByRole("button", { name: "Cancel This Appointment" })).not.toBeInTheDocument();
  });

  it("shows a completed job's after photos under its status, each opening the full photo in a new tab", async () => {
    mockFetch(
      jsonResponse(200, {
        ...bookingFixture({ status: "completed", liveStatus: COMPLETED_STEP }),
        statusToken: null,
        afterPhotos: [
          { room: "Bedroom 1", urls: ["/api/job-photos/a.sig", "/api/job-photos/b.sig"] },
          { room: "Kitchen", urls: ["/api/job-photos/c.sig"] },
        ],
      }),
    );
    const user = setup();
    await findBooking(user);

    const dialog = await screen.findByRole("dialog", { name: "Booking Details" });
    const photos = within(dialog).getByRole("region", { name: "Photos of the finished work" });
    expect(
      within(photos)
        .getAllByRole("img")
        .map((img) => [img.getAttribute("alt"), img.getAttribute("src")]),
    ).toEqual([
      ["Bedroom 1 after painting", "/api/job-photos/a.sig"],
      ["Bedroom 1 after painting, photo 2", "/api/job-photos/b.sig"],
      ["Kitchen after painting", "/api/job-photos/c.sig"],
    ]);
    const link = within(photos).getByRole("link", { name: "Kitchen after painting (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "/api/job-photos/c.sig");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows no photos section when the look-up brings none", async () => {
    mockFetch(
      jsonResponse(200, {
        ...bookingFixture({ status: "completed", liveStatus: COMPLETED_STEP }),
        statusToken: null,
        afterPhotos: [],
      }),
    );
    const user = setup();
    await findBooking(user);

    const dialog = await screen.findByRole("dialog", { name: "Booking Details" });
    expect(within(dialog).getByRole("region", { name: "Job status" })).toBeInTheDocument();
    expect(within(dialog).queryByText("Photos of the finished work")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("img")).not.toBeInTheDocument();
  });

  it("shows a cancelled booking with a destructive badge and the schedule-anew notice", async () => {
    mockFetch(jsonResponse(200, bookingFixture({ status: "cancelled", cancellationFee: 0 })));
    const user = setup();
    await findBooking(user);

    const dialog = await screen.findByRole("dialog", { name: "Booking Details" });
    expect(within(dialog).getByText("Cancelled")).toHaveAttribute("data-variant", "destructive");
    expect(within(dialog).queryByRole("button", { name: "Cancel This Appointment" })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/return to the main page/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Return to Main Page" })).toHaveAttribute("href", "/");
  });

  it("cancels after confirmation and toasts 'Booking Cancelled' with the fee", async () => {
    const cancelled = bookingFixture({ status: "cancelled", cancellationFee: 0 });
    const fetchMock = mockFetch(
      jsonResponse(200, bookingFixture()),
      jsonResponse(200, { message: "Booking Cancelled", cancellationFee: 0, booking: cancelled }),
    );
    const user = setup();
    await findBooking(user);
    const dialog = await screen.findByRole("dialog", { name: "Booking Details" });

    await user.click(within(dialog).getByRole("button", { name: "Cancel This Appointment" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/free until 24 hours before 9:00 AM/)).toBeInTheDocument();
    expect(within(confirm).getByText(/If you cancel now: No cancellation fee applies\./)).toBeInTheDocument();

    // "Keep My Booking" closes the confirmation without a request.
    await user.click(within(confirm).getByRole("button", { name: "Keep My Booking" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole("button", { name: "Cancel This Appointment" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, Cancel Booking" }),
    );

    await expectToast("Booking Cancelled");
    expect(screen.getAllByText("No cancellation fee applies.").length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenLastCalledWith(
      `/api/bookings/${BOOKING_ID}/cancel`,
      expect.objectContaining({ method: "POST" }),
    );
    expect(requestBody(fetchMock, 1)).toEqual({ email: EMAIL });
    expect(within(dialog).getByText("Cancelled")).toHaveAttribute("data-variant", "destructive");
    expect(within(dialog).queryByRole("button", { name: "Cancel This Appointment" })).not.toBeInTheDocument();
  });

  it("takes the customer's reference however it is typed, and cancels through it", async () => {
    const reference = "BW-7K2M-9QX4-TA3B-E501";
    const fetchMock = mockFetch(
      jsonResponse(200, bookingFixture()),
      jsonResponse(200, {
        message: "Booking Cancelled",
        cancellationFee: 0,
        booking: bookingFixture({ status: "cancelled", cancellationFee: 0 }),
      }),
    );
    const user = setup();
    expect(
      screen.getByText("Your booking ID or the reference from your confirmation e-mail"),
    ).toBeInTheDocument();
    await findBooking(user, "bw 7k2m 9qx4 ta3b e5ol");
    await screen.findByRole("dialog", { name: "Booking Details" });
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/bookings/${reference}/lookup`,
      expect.objectContaining({ method: "POST" }),
    );
    // The cancel names the booking as the customer did: the reference works when the ID is locked.
    await user.click(await screen.findByRole("button", { name: "Cancel This Appointment" }));
    await user.click(await screen.findByRole("button", { name: "Yes, Cancel Booking" }));
    await expectToast("Booking Cancelled");
    expect(fetchMock).toHaveBeenLastCalledWith(
      `/api/bookings/${reference}/cancel`,
      expect.objectContaining({ method: "POST" }),
    );
    expect(requestBody(fetchMock, 1)).toEqual({ email: EMAIL });
  });

  it("names a late cancellation's fee", async () => {
    mockFetch(
      jsonResponse(200, bookingFixture()),
      jsonResponse(200, {
        message: "Booking Cancelled",
        cancellationFee: 100,
        booking: bookingFixture({ status: "cancelled", cancellationFee: 100 }),
      }),
    );
    const user = setup();
    await findBooking(user);
    await user.click(await screen.findByRole("button", { name: "Cancel This Appointment" }));
    await user.click(await screen.findByRole("button", { name: "Yes, Cancel Booking" }));
    await expectToast("Booking Cancelled");
    expect(screen.getAllByText("A $100.00 cancellation fee applies.").length).toBeGreaterThan(0);
  });

  it("toasts 'Cancellation Failed' with the server's message, or 'Unable to cancel booking'", async () => {
    mockFetch(
      jsonResponse(200, bookingFixture()),
      jsonResponse(409, {
        error: "Only scheduled bookings can be cancelled online. Please call us to change this appointment.",
      }),
      jsonResponse(500, null),
    );
    const user = setup();
    await findBooking(user);

    await user.click(await screen.findByRole("button", { name: "Cancel This Appointment" }));
    await user.click(await screen.findByRole("button", { name: "Yes, Cancel Booking" }));
    await expectToast("Cancellation Failed");
    await expectToast(/Only scheduled bookings can be cancelled online/);
    await clearToasts();

    await user.click(await screen.findByRole("button", { name: "Cancel This Appointment" }));
    await user.click(await screen.findByRole("button", { name: "Yes, Cancel Booking" }));
    await expectToast("Unable to cancel booking");
  });
});
