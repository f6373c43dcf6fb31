import "../../../setup/dom-polyfills";

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { CancelByLink } from "@/components/booking/cancel-by-link";
import { loadCancelConfirmation } from "@/components/booking/cancel-panel";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { loadOnDemandParts } from "../../../helpers/on-demand";
import { BOOKING_ID, FUTURE_DATE, bookingFixture, jsonResponse, mockFetch, requestBody } from "./fixtures";

// The confirmation loads on demand (React.lazy): compiled here, before the tests, so the alert
// dialog appears on the click, not after a compile inside findByRole's second.
loadOnDemandParts(loadCancelConfirmation);

const TOKEN = "eyJiIjoiMGI3ZSJ9.c2lnbmF0dXJl";

function setup(booking = bookingFixture()) {
  const user = userEvent.setup();
  render(<CancelByLink booking={booking} token={TOKEN} />);
  return user;
}

async function confirmCancel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Cancel My Booking" }));
  const confirm = await screen.findByRole("alertdialog");
  await user.click(within(confirm).getByRole("button", { name: "Yes, Cancel Booking" }));
}

afterEach(() => jest.restoreAllMocks());

describe("CancelByLink", () => {
  it("starts pending with the booking summary and a link to Manage My Booking", () => {
    mockFetch();
    setup();
    expect(screen.getByRole("heading", { name: "Cancel Your Booking" })).toBeInTheDocument();
    expect(screen.getByText(formatBookingDate(FUTURE_DATE))).toBeInTheDocument();
    expect(screen.getByText("8:00 AM-12:00 PM")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText(/free until 24 hours before 9:00 AM/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage My Booking" })).toHaveAttribute(
      "href",
      "/manage-booking",
    );
  });

  it("keeps the booking when the confirmation is declined", async () => {
    const fetchMock = mockFetch();
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Cancel My Booking" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/free until 24 hours before 9:00 AM/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Keep My Booking" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel My Booking" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes pending → confirm → success, posting the link token", async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, {
        message: "Booking Cancelled",
        cancellationFee: 0,
        booking: bookingFixture({ status: "cancelled", cancellationFee: 0 }),
      }),
    );
    const user = setup();
    await confirmCancel(user);

    const heading = await screen.findByRole("heading", { name: "Booking Cancelled" });
    expect(heading).toHaveFocus();
    expect(screen.getByText("No cancellation fee applies.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Main Page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Manage My Booking" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel My Booking" })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/bookings/${BOOKING_ID}/cancel`,
      expect.objectContaining({ method: "POST" }),
    );
    expect(requestBody(fetchMock)).toEqual({ token: TOKEN });
  });

  it("shows the late-cancellation fee on success", async () => {
    mockFetch(
      jsonResponse(200, {
        message: "Booking Cancelled",
        cancellationFee: 100,
        booking: bookingFixture({ status: "cancelled" }),
      }),
    );
    const user = setup();
    await confirmCancel(user);
    expect(await screen.findByText("A $100.00 cancellation fee applies.")).toBeInTheDocument();
  });

  it("shows the error and retries with Try Again", async () => {
    const fetchMock = mockFetch(
      jsonResponse(403, { error: "Invalid Link: This cancellation link is invalid or expired." }),
      jsonResponse(200, {
        message: "Booking Cancelled",
        cancellationFee: 0,
        booking: bookingFixture({ status: "cancelled" }),
      }),
    );
    const user = setup();
    await confirmCancel(user);

    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("Invalid Link: This cancellation link is invalid or expired."),
    ).toBeInTheDocument();
    expect(within(alert).getByRole("heading", { name: "Cancellation Failed" })).toHaveFocus();

    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Booking Cancelled" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestBody(fetchMock, 1)).toEqual({ token: TOKEN });
  });

  it("falls back to 'Unable to cancel booking', and to a connection hint when offline", async () => {
    const fetchMock = mockFetch(jsonResponse(500, null));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const user = setup();
    await confirmCancel(user);
    expect(await screen.findByText("Unable to cancel booking")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText(/check your connection/)).toBeInTheDocument();
  });

  it("shows an already cancelled booking without a cancel button", () => {
    mockFetch();
    setup(bookingFixture({ status: "cancelled", cancellationFee: 0 }));
    expect(screen.getByText("This booking has already been cancelled.")).toBeInTheDocument();
    expect(screen.getByText("Cancelled")).toHaveAttribute("data-variant", "destructive");
    expect(screen.queryByRole("button", { name: "Cancel My Booking" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Main Page" })).toHaveAttribute("href", "/");
  });

  it("offers no cancel button for a booking that is no longer scheduled", () => {
    mockFetch();
    setup(bookingFixture({ status: "completed" }));
    expect(screen.getByText(/can no longer be cancelled online/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel My Booking" })).not.toBeInTheDocument();
  });
});

describe("InvalidLinkCard", () => {
  it("says 'Invalid Link' with the cancellation text and links to Manage My Booking", () => {
    render(<InvalidLinkCard />);
    expect(screen.getByRole("heading", { name: "Invalid Link" })).toBeInTheDocument();
    expect(screen.getByText("This cancellation link is invalid or expired.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage My Booking" })).toHaveAttribute(
      "href",
      "/manage-booking",
    );
  });
});
