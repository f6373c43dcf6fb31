import "../../../../setup/dom-polyfills";

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HistoryTab, shownText } from "@/components/contractor/dashboard/history-tab";
import type { JobHistoryState } from "@/components/contractor/dashboard/use-job-history";
import { jobFixture } from "../fixtures";

describe("shownText", () => {
  it.each([
    [1, undefined, "Showing 1 completed job"],
    [20, undefined, "Showing 20 completed jobs"],
    [20, 20, "Showing 20 completed jobs"],
    // A summary behind the list (a job completed meanwhile) never says fewer than shown.
    [20, 19, "Showing 20 completed jobs"],
    [20, 3000, "Showing 20 of 3,000 completed jobs"],
    [1, 2, "Showing 1 of 2 completed jobs"],
  ])("%p shown of %p: %p", (shown, total, text) => {
    expect(shownText(shown, total)).toBe(text);
  });
});

const state = (change: Partial<JobHistoryState>): JobHistoryState => ({
  status: "ready",
  jobs: [],
  nextCursor: null,
  loadingMore: false,
  error: null,
  ...change,
});

function renderTab(history: JobHistoryState, total?: number) {
  const props = { onOpen: jest.fn(), onLoadMore: jest.fn(async () => undefined), onRetry: jest.fn() };
  render(<HistoryTab history={history} total={total} {...props} />);
  return props;
}

describe("HistoryTab", () => {
  it("asks for its first page when shown, and says it is loading", () => {
    const { onOpen } = renderTab(state({ status: "idle" }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your job history…");
  });

  it("heads the list with every completed job, not just the pages shown", () => {
    renderTab(state({ jobs: [jobFixture({ status: "completed" })], nextCursor: "c2" }), 3000);
    expect(screen.getByRole("region", { name: "Job History (3000)" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1 of 3,000 completed jobs");
  });

  it("offers Load more only while there is a next page, held while it loads", async () => {
    const jobs = [jobFixture({ status: "completed" })];
    const { onLoadMore } = renderTab(state({ jobs, nextCursor: "c2", loadingMore: true }));
    const button = screen.getByRole("button", { name: "Loading more…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    await userEvent.setup().click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it("has no Load more on the last page", () => {
    renderTab(state({ jobs: [jobFixture({ status: "completed" })] }));
    expect(screen.queryByRole("button", { name: /Load more/ })).not.toBeInTheDocument();
  });
});
