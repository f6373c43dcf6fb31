import "../../../setup/dom-polyfills";

import { act, render, screen, within } from "@testing-library/react";

import { LIVE_STATUS_REFRESH_MS, LiveStatusSteps } from "@/components/booking/live-status-steps";
import { BOOKING_ID, COMPLETED_STEP, jsonResponse, mockFetch, requestBody } from "./fixtures";

const ON_THE_WAY = { step: "on_the_way" as const, onTheWayAt: "2026-12-03T14:05:00.000Z", completedAt: null };
const SCHEDULED = { step: "scheduled" as const, onTheWayAt: null, completedAt: null };

const steps = () => within(screen.getByRole("region", { name: "Job status" })).getAllByRole("listitem");
const current = () => steps().find((item) => item.getAttribute("aria-current") === "step");

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("LiveStatusSteps", () => {
  it("lists the four steps in order and marks the current one, with the arrival window", () => {
    mockFetch();
    render(<LiveStatusSteps bookingId={BOOKING_ID} initial={ON_THE_WAY} token="status-token" />);
    expect(steps().map((item) => item.textContent)).toEqual([
      "✓Scheduled",
      "2Painter on the way (Current step)Expected arrival: between 9:20 AM and 9:50 AM.",
      "3In progress",
      "4Completed",
    ]);
    expect(current()).toHaveTextContent("Painter on the way");
    expect(screen.getByText("Updates by itself while this page is open.")).toBeInTheDocument();
  });

  it("shows the completion's day, and asks nothing more", () => {
    const fetchMock = mockFetch();
    render(
      <LiveStatusSteps
        bookingId={BOOKING_ID}
        initial={{ step: "completed", onTheWayAt: null, completedAt: "2026-12-03T21:00:00.000Z" }}
        token={null}
      />,
    );
    expect(current()).toHaveTextContent("Completed on Dec 3, 2026");
    expect(screen.queryByText("Updates by itself while this page is open.")).not.toBeInTheDocument();
    window.dispatchEvent(new Event("focus"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the after photos a refresh brings with the completion, under the steps", async () => {
    jest.useFakeTimers();
    mockFetch(
      jsonResponse(200, {
        liveStatus: COMPLETED_STEP,
        afterPhotos: [{ room: "Living Room 2", urls: ["/api/job-photos/x.sig"] }],
      }),
    );
    render(
      <LiveStatusSteps
        bookingId={BOOKING_ID}
        initial={{ step: "in_progress", onTheWayAt: null, completedAt: null }}
        token="status-token"
      />,
    );
    expect(screen.queryByRole("region", { name: "Photos of the finished work" })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(LIVE_STATUS_REFRESH_MS);
    });
    expect(current()).toHaveTextContent("Completed on Dec 3, 2026");
    const photos = screen.getByRole("region", { name: "Photos of the finished work" });
    expect(within(photos).getByRole("img", { name: "Living Room 2 after painting" })).toHaveAttribute(
      "src",
      "/api/job-photos/x.sig",
    );
  });

  it("refreshes with its token every minute while visible and when shown again, and says when the token ran out", async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch(
      jsonResponse(200, { liveStatus: ON_THE_WAY }),
      jsonResponse(200, { liveStatus: { step: "in_progress", onTheWayAt: null, completedAt: null } }),
      jsonResponse(403, { error: "expired", code: "forbidden" }),
    );
    render(<LiveStatusSteps bookingId={BOOKING_ID} initial={SCHEDULED} token="status-token" />);
    expect(current()).toHaveTextContent("Scheduled");

    await act(async () => {
      jest.advanceTimersByTime(LIVE_STATUS_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/bookings/${BOOKING_ID}/live-status`);
    expect(requestBody(fetchMock)).toEqual({ token: "status-token" });
    expect(current()).toHaveTextContent("Painter on the way");

    // Shown again: once, however many events say so.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(current()).toHaveTextContent("In progress");

    await act(async () => {
      jest.advanceTimersByTime(LIVE_STATUS_REFRESH_MS);
    });
    expect(
      screen.getByText("This page stopped updating. Look your booking up again to see its latest status."),
    ).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(3 * LIVE_STATUS_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
