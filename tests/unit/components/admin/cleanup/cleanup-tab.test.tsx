import "../../../../setup/dom-polyfills";

import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CLEANUP_REFRESH_MS,
  CleanupTab,
  pendingFigure,
  statFigure,
} from "@/components/admin/cleanup/cleanup-tab";
import { AdminApiProvider, useAdminResource } from "@/components/admin/admin-api";
import type { Resource } from "@/components/api/use-resource";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import { toast } from "@/components/ui/toast";
import { jsonResponse, mockFetch, renderAdmin } from "../helpers";

const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/components/ui/toast", () => ({
  toast: Object.assign(jest.fn(), { error: jest.fn(), success: jest.fn() }),
}));

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

const RETENTION_NOTHING_DUE: CleanupStats["retention"] = {
  expiredPersonalData: { count: 0, days: 1095 },
  oldEmails: { count: 0, days: 90 },
  oldInquiries: { count: 0, days: 365 },
  unverifiedW9s: { count: 0, days: 180 },
};

const stats = (pending: Partial<CleanupStats> = {}): CleanupStats => {
  const s = {
    totalQuotes: 40,
    totalBookings: 25,
    totalAssignments: 22,
    oldQuotesCount: 0,
    oldBookingsCount: 0,
    orphanedAssignmentsCount: 0,
    unattachedPhotosCount: 0,
    expiredSessionsCount: 0,
    expiredRateLimitRowsCount: 0,
    estimatedTotals: [],
    countCap: 100_000,
    ...pending,
  };
  return {
    ...s,
    pending: s.oldQuotesCount + s.oldBookingsCount + s.orphanedAssignmentsCount,
    housekeeping: s.unattachedPhotosCount + s.expiredSessionsCount + s.expiredRateLimitRowsCount,
    retention: pending.retention ?? RETENTION_NOTHING_DUE,
  };
};

const ready = (data: CleanupStats): Resource<CleanupStats> => ({ status: "ready", data, error: null });

function renderTab(data: CleanupStats, onCleaned = jest.fn()) {
  renderAdmin(
    <CleanupTab stats={ready(data)} lastLoadedAt={null} onReload={jest.fn()} onCleaned={onCleaned} />,
  );
  return onCleaned;
}

describe("CleanupTab", () => {
  it("shows totals and pending counts, and disables Run Cleanup when nothing is pending", () => {
    mockFetch({});
    renderTab(stats());
    expect(screen.getByText("Total quotes").nextSibling).toHaveTextContent("40");
    expect(screen.getByText("Orphaned assignments").nextSibling).toHaveTextContent("0");
    expect(screen.getByText("Nothing to clean up.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Run Cleanup" })).toBeDisabled();
  });

  it("shows what the retention rules have due, with each period", () => {
    mockFetch({});
    renderTab(
      stats({
        retention: {
          ...RETENTION_NOTHING_DUE,
          oldEmails: { count: 12, days: 90 },
          unverifiedW9s: { count: 2, days: 180 },
        },
      }),
    );
    expect(screen.getByText("Old e-mails").nextSibling).toHaveTextContent("12");
    expect(screen.getByText("Sent or given up more than 90 days ago")).toBeInTheDocument();
    expect(screen.getByText("Unverified applicants' W9s").nextSibling).toHaveTextContent("2");
    expect(screen.getByText("Completed bookings to anonymise").nextSibling).toHaveTextContent("0");
    // The daily cleanup removes them: the manual run stays for the pending items of docs/product.md §2.
    expect(screen.getByRole("button", { name: "Run Cleanup" })).toBeDisabled();
  });

  it("runs the cleanup after a confirm and says what was removed", async () => {
    const { callsTo } = mockFetch({
      "POST /api/admin/cleanup/manual": {
        message: "Cleanup Complete",
        deletedQuotes: 3,
        deletedBookings: 1,
        deletedAssignments: 2,
        stats: stats(),
      },
    });
    const user = userEvent.setup();
    const onCleaned = renderTab(
      stats({ oldQuotesCount: 3, oldBookingsCount: 1, orphanedAssignmentsCount: 2 }),
    );
    expect(screen.getByText("6 items pending.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Run Cleanup" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm).toHaveTextContent("3 old quotes, 1 old booking and 2 orphaned assignments");
    expect(callsTo("POST", "/api/admin/cleanup/manual")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Run Cleanup" }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Cleanup Complete", {
        description: "Removed 3 old quotes, 1 old booking and 2 orphaned assignments.",
      }),
    );
    expect(onCleaned).toHaveBeenCalled();
  });

  it("says 'Failed to perform cleanup' when it fails", async () => {
    mockFetch({
      "POST /api/admin/cleanup/manual": jsonResponse(500, {
        error: "Something went wrong on our side. Please try again.",
      }),
    });
    const user = userEvent.setup();
    renderTab(stats({ oldQuotesCount: 1 }));
    await user.click(screen.getByRole("button", { name: "Run Cleanup" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Run Cleanup" }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to perform cleanup", {
        description: "Something went wrong on our side. Please try again.",
      }),
    );
  });
});

function StatsProbe() {
  const { resource } = useAdminResource<CleanupStats>("/api/admin/cleanup/stats", {
    intervalMs: CLEANUP_REFRESH_MS,
  });
  return <p>pending {resource.data?.pending ?? "…"}</p>;
}

describe("cleanup statistics", () => {
  it("are refetched every 30 seconds", async () => {
    jest.useFakeTimers();
    let pending = 0;
    const { callsTo } = mockFetch({
      "GET /api/admin/cleanup/stats": () => jsonResponse(200, stats({ oldQuotesCount: pending })),
    });
    render(
      <AdminApiProvider>
        <StatsProbe />
      </AdminApiProvider>,
    );
    expect(await screen.findByText("pending 0")).toBeInTheDocument();
    expect(CLEANUP_REFRESH_MS).toBe(30_000);
    const before = callsTo("GET", "/api/admin/cleanup/stats").length;

    pending = 4;
    await act(async () => {
      jest.advanceTimersByTime(29_000);
    });
    expect(callsTo("GET", "/api/admin/cleanup/stats")).toHaveLength(before);
    await act(async () => {
      jest.advanceTimersByTime(1_000);
    });
    expect(await screen.findByText("pending 4")).toBeInTheDocument();
    expect(callsTo("GET", "/api/admin/cleanup/stats")).toHaveLength(before + 1);
  });
});

describe("counts at scale", () => {
  it("shows an estimated total as 'about' and a count that reached the cap with a +", () => {
    const data = stats({
      totalQuotes: 3_000_000,
      estimatedTotals: ["totalQuotes"],
      oldQuotesCount: 100_000,
      oldBookingsCount: 12,
    });
    expect(statFigure(data, data.totalQuotes, "totalQuotes")).toBe("about 3,000,000");
    expect(statFigure(data, data.totalBookings, "totalBookings")).toBe("25");
    expect(statFigure(data, data.oldQuotesCount)).toBe("100,000+");
    expect(statFigure(data, data.oldBookingsCount)).toBe("12");
    expect(pendingFigure(data)).toBe("100,012+");
    expect(pendingFigure(stats({ oldBookingsCount: 1_500 }))).toBe("1,500");
  });
});
