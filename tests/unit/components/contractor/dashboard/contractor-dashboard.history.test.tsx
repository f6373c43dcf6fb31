import "../../../../setup/dom-polyfills";

import { screen, waitFor, within } from "@testing-library/react";
import {
  loadAlertsCalendarTab,
  loadAvailabilityTab,
  loadCompleteJobDialog,
  loadReviewsSection,
} from "@/components/contractor/dashboard/contractor-dashboard";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import { toast } from "@/components/ui/toast";
import { callsTo, expectToast, jobFixture, jsonResponse, TODAY } from "../fixtures";
import { loadOnDemandParts } from "../../../../helpers/on-demand";
import { setup, summaryValue, openTab, type Server } from "./contractor-dashboard.fixture";

// The availability tab, the reviews and the completion dialog load on demand (React.lazy): compiled
// here, before the tests, so "Complete Job" opens its dialog on the click, not after a compile.
loadOnDemandParts(loadAvailabilityTab, loadReviewsSection, loadCompleteJobDialog, loadAlertsCalendarTab);

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace, refresh }) }));

afterEach(() => {
  toast.dismiss();
  replace.mockReset();
  refresh.mockReset();
});

describe("Job History", () => {
  it("lists completed jobs newest first with earnings, date, total, paint options, conditions and notes", async () => {
    const { user } = setup({
      jobs: [
        jobFixture({
          status: "completed",
          customerName: "Older",
          completedAt: "2026-01-10T18:00:00.000Z",
          earnings: "100.00",
        }),
        jobFixture({
          status: "completed",
          customerName: "Newer",
          completedAt: "2026-01-12T18:00:00.000Z",
          earnings: "250.50",
          totalCost: 417.5,
          notes: "Two coats applied.",
          paintOptions: "{not json",
        }),
      ],
    });
    await screen.findByText("Pending Job Assignments");
    await openTab(user, "Job History");
    const items = screen.getAllByTestId("history-item");
    expect(items.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "Painting Job: Newer",
      "Painting Job: Older",
    ]);
    const newer = items[0]!;
    expect(within(newer).getByText("$250.50")).toBeInTheDocument();
    expect(within(newer).getByText("Monday, January 12")).toBeInTheDocument();
    expect(within(newer).getByText("$417.50")).toBeInTheDocument();
    expect(within(newer).getByText("Paint options not available")).toBeInTheDocument();
    expect(within(newer).getByText("Furniture moving")).toBeInTheDocument();
    expect(within(newer).getByText("Two coats applied.")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Premium quality, Eggshell finish")).toBeInTheDocument();
  });

  const completed = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      jobFixture({
        status: "completed",
        customerName: `Done ${i + 1}`,
        // Done 1 is the newest.
        completedAt: new Date(Date.UTC(2026, 0, 31 - i, 18)).toISOString(),
      }),
    );
  const historyCalls = (fetchMock: jest.Mock) =>
    callsTo(fetchMock, /^\/api\/contractor\/jobs\/history/).map(([url]) => String(url));
  const headings = () =>
    screen.getAllByTestId("history-item").map((li) => within(li).getByRole("heading").textContent);

  it("loads a page at a time: Load more asks for the next page with its cursor and appends it", async () => {
    const { user, fetchMock } = setup({ jobs: completed(5), historyPageSize: 2 });
    await waitFor(() => expect(summaryValue("Completed")).toHaveTextContent("5"));
    await openTab(user, "Job History");
    expect(await screen.findByRole("region", { name: "Job History (5)" })).toBeInTheDocument();
    expect(headings()).toEqual(["Painting Job: Done 1", "Painting Job: Done 2"]);
    expect(screen.getByText("Showing 2 of 5 completed jobs")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("history-item")).toHaveLength(4));
    expect(headings()).toEqual([
      "Painting Job: Done 1",
      "Painting Job: Done 2",
      "Painting Job: Done 3",
      "Painting Job: Done 4",
    ]);
    expect(screen.getByText("Showing 4 of 5 completed jobs")).toBeInTheDocument();
    // The keyboard lands on the first job added.
    await waitFor(() => expect(screen.getAllByTestId("history-item")[2]).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("history-item")).toHaveLength(5));
    expect(screen.getByText("Showing 5 completed jobs")).toBeInTheDocument();
    // The last page: no cursor, no button.
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(historyCalls(fetchMock)).toEqual([
      "/api/contractor/jobs/history",
      "/api/contractor/jobs/history?cursor=page%3A2",
      "/api/contractor/jobs/history?cursor=page%3A4",
    ]);
  });

  it("does not repeat a job a later page sends again", async () => {
    const [first, second, third] = completed(3) as [ContractorJob, ContractorJob, ContractorJob];
    const { user } = setup({
      jobs: [first, second, third],
      historyAnswer: (cursor) =>
        jsonResponse(
          200,
          cursor === "c2"
            ? { jobs: [second, third], nextCursor: null }
            : { jobs: [first, second], nextCursor: "c2" },
        ),
    });
    await openTab(user, "Job History");
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Load more|Loading more/ })).toBeNull());
    expect(headings()).toEqual(["Painting Job: Done 1", "Painting Job: Done 2", "Painting Job: Done 3"]);
  });

  it("keeps the jobs shown and says why when the next page fails, then loads it on a second try", async () => {
    let failing = true;
    const server: Server = {
      jobs: completed(3),
      historyPageSize: 2,
      historyAnswer: (cursor) =>
        cursor && failing ? jsonResponse(500, { error: "Something went wrong on our side." }) : undefined,
    };
    const { user } = setup(server);
    await openTab(user, "Job History");
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "More jobs could not be loaded. Something went wrong on our side.",
    );
    expect(screen.getAllByTestId("history-item")).toHaveLength(2);

    failing = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("history-item")).toHaveLength(3));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the history could not be loaded, and Try Again loads it", async () => {
    let failing = true;
    const { user, fetchMock } = setup({
      jobs: completed(1),
      historyAnswer: () =>
        failing ? jsonResponse(500, { error: "Something went wrong on our side." }) : undefined,
    });
    await openTab(user, "Job History");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your job history could not be loaded. Something went wrong on our side.",
    );
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Painting Job: Done 1" })).toBeInTheDocument();
    expect(historyCalls(fetchMock)).toEqual(["/api/contractor/jobs/history", "/api/contractor/jobs/history"]);
  });

  it("starts again from the first page after a job is completed, the new one on top", async () => {
    const server: Server = {
      jobs: [
        ...completed(5),
        jobFixture({ status: "in_progress", date: TODAY, customerName: "Just Finished" }),
      ],
      historyPageSize: 2,
    };
    const { user, fetchMock } = setup(server);
    await openTab(user, "Job History");
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("history-item")).toHaveLength(4));

    await openTab(user, "Job Management");
    await user.click(await screen.findByRole("button", { name: "Complete Job" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Job" });
    await user.click(within(dialog).getByRole("button", { name: "Mark as Completed" }));
    await expectToast("Job status updated successfully");
    await waitFor(() => expect(historyCalls(fetchMock)).toHaveLength(3));

    await openTab(user, "Job History");
    // Replaced by the first page, not appended to the pages already shown.
    await waitFor(() => expect(headings()).toEqual(["Painting Job: Just Finished", "Painting Job: Done 1"]));
    expect(screen.getByRole("region", { name: "Job History (6)" })).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 6 completed jobs")).toBeInTheDocument();
    expect(historyCalls(fetchMock)).toEqual([
      "/api/contractor/jobs/history",
      "/api/contractor/jobs/history?cursor=page%3A2",
      "/api/contractor/jobs/history",
    ]);
  });
});
