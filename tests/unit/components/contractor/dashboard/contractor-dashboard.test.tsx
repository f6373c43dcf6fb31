import "../../../../setup/dom-polyfills";

import { render, screen, waitFor, within } from "@testing-library/react";
import {
  ContractorDashboard,
  loadAlertsCalendarTab,
  loadAvailabilityTab,
  loadCompleteJobDialog,
  loadReviewsSection,
} from "@/components/contractor/dashboard/contractor-dashboard";
import { toast } from "@/components/ui/toast";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import {
  bodyOf,
  callsTo,
  expectToast,
  jobFixture,
  jsonResponse,
  NEXT_WEEK,
  roomFixture,
  routeFetch,
  TODAY,
  TOMORROW,
  YESTERDAY,
} from "../fixtures";
import { loadOnDemandParts } from "../../../../helpers/on-demand";
import { PROFILE, setup, summaryValue, openTab, type Server } from "./contractor-dashboard.fixture";

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

describe("ContractorDashboard header and summary", () => {
  it("welcomes the contractor by name with the Verified badge, and counts jobs and earnings from the job summary", async () => {
    const { fetchMock } = setup({
      jobs: [
        jobFixture({ status: "assigned" }),
        jobFixture({ status: "assigned" }),
        jobFixture({ status: "acknowledged" }),
        jobFixture({ status: "in_progress", date: TODAY }),
        jobFixture({ status: "completed", earnings: "1000.10", completedAt: "2026-01-10T18:00:00.000Z" }),
        jobFixture({ status: "completed", earnings: "234.46", completedAt: "2026-01-11T18:00:00.000Z" }),
        jobFixture({ status: "rejected", earnings: "500.00" }),
      ],
    });
    expect(screen.getByRole("heading", { level: 1, name: "Welcome, Marco Rossi" })).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    await waitFor(() => expect(summaryValue("Pending Jobs")).toHaveTextContent("2"));
    expect(summaryValue("Active Jobs")).toHaveTextContent("2");
    expect(summaryValue("Completed")).toHaveTextContent("2");
    expect(summaryValue("Total Earnings")).toHaveTextContent("$1,234.56");
    expect(callsTo(fetchMock, "/api/contractor/jobs/summary")).toHaveLength(1);
    // The history is not downloaded until its tab is opened.
    expect(callsTo(fetchMock, /^\/api\/contractor\/jobs\/history/)).toHaveLength(0);
  });

  it("shows the summary's figures, not the open jobs' count, for a painter with years of jobs", async () => {
    routeFetch((url) => {
      if (url === "/api/contractor/jobs") return jsonResponse(200, [jobFixture({ status: "assigned" })]);
      if (url === "/api/contractor/jobs/summary")
        return jsonResponse(200, { pending: 1, active: 0, completed: 3000, totalEarnings: "1234567.80" });
      return undefined;
    });
    render(<ContractorDashboard initialProfile={PROFILE} />);
    await waitFor(() => expect(summaryValue("Completed")).toHaveTextContent("3000"));
    expect(summaryValue("Pending Jobs")).toHaveTextContent("1");
    expect(summaryValue("Total Earnings")).toHaveTextContent("$1,234,567.80");
  });

  it("loads the profile when none is given and shows Pending Verification", async () => {
    const { fetchMock } = setup({ jobs: [] }, null);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome, Marco Rossi" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Pending Verification")).toBeInTheDocument();
    expect(callsTo(fetchMock, "/api/contractor/profile")).toHaveLength(1);
    expect(summaryValue("Total Earnings")).toHaveTextContent("$0.00");
  });

  it("shows every empty text", async () => {
    const { user } = setup({ jobs: [] });
    expect(await screen.findByText("No pending jobs at the moment.")).toBeInTheDocument();
    expect(screen.getByText("No active jobs.")).toBeInTheDocument();
    await openTab(user, "My Schedule");
    expect(screen.getByText("No scheduled jobs found.")).toBeInTheDocument();
    await openTab(user, "Job History");
    expect(screen.getByText("No completed jobs yet.")).toBeInTheDocument();
  });

  it("logs out through the API and returns to the login page", async () => {
    const { user, fetchMock } = setup({ jobs: [] });
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contractor/login"));
    expect(callsTo(fetchMock, "/api/contractor/logout", "POST")).toHaveLength(1);
  });

  it("goes to the login page when the session has expired (401)", async () => {
    routeFetch(() => jsonResponse(401, { error: "Please log in to continue" }));
    render(<ContractorDashboard initialProfile={PROFILE} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contractor/login"));
  });
});

describe("Job Management", () => {
  it("acknowledges a pending job, toasts and refetches the jobs", async () => {
    const server: Server = { jobs: [jobFixture({ status: "assigned", customerName: "Emily Carter" })] };
    const { user, fetchMock } = setup(server);
    const pending = await screen.findByRole("region", { name: /Pending Job Assignments/ });
    await user.click(within(pending).getByRole("button", { name: "Acknowledge Job" }));

    await expectToast("Job status updated successfully");
    const [put] = callsTo(fetchMock, /\/status$/, "PUT");
    expect(put![0]).toBe(`/api/contractor/jobs/${server.jobs[0]!.id}/status`);
    expect(bodyOf(put)).toEqual({ status: "acknowledged", notes: "" });
    await waitFor(() => expect(callsTo(fetchMock, "/api/contractor/jobs")).toHaveLength(2));
    const active = screen.getByRole("region", { name: /Active Jobs/ });
    expect(within(active).getByRole("button", { name: "Start Job" })).toBeInTheDocument();
    expect(screen.getByText("No pending jobs at the moment.")).toBeInTheDocument();
  });

  it("blocks starting a job before its date in the browser, without calling the server", async () => {
    const job = jobFixture({ status: "acknowledged", date: TOMORROW });
    const { user, fetchMock } = setup({ jobs: [job] });
    await user.click(await screen.findByRole("button", { name: "Start Job" }));
    await expectToast("Cannot Start Job Early");
    await expectToast(
      `This job is scheduled for ${formatBookingDate(TOMORROW)} and can only be started or completed on or after that date.`,
    );
    expect(callsTo(fetchMock, /\/status$/, "PUT")).toHaveLength(0);
  });

  it("shows the server's early-start refusal as title and description, and other failures as 'Error updating job status'", async () => {
    const server: Server = {
      jobs: [jobFixture({ status: "acknowledged", date: TODAY })],
      statusAnswer: () =>
        jsonResponse(409, {
          error: "Cannot Start Job Early: This job is scheduled for Friday, March 13.",
          code: "cannot_start_early",
          details: {
            title: "Cannot Start Job Early",
            description: "This job is scheduled for Friday, March 13.",
          },
        }),
    };
    const { user } = setup(server);
    await user.click(await screen.findByRole("button", { name: "Start Job" }));
    await expectToast("Cannot Start Job Early");
    await expectToast("This job is scheduled for Friday, March 13.");

    server.statusAnswer = () =>
      jsonResponse(409, {
        error: "A job that is completed cannot be moved to in progress.",
        code: "conflict",
      });
    await user.click(screen.getByRole("button", { name: "Start Job" }));
    await expectToast("Error updating job status");
    await expectToast("A job that is completed cannot be moved to in progress.");

    server.statusAnswer = () => jsonResponse(500, null);
    await user.click(screen.getByRole("button", { name: "Start Job" }));
    await expectToast("Error updating job status");
  });

  it("completes an in-progress job after confirmation, sending the completion notes", async () => {
    const server: Server = {
      jobs: [
        jobFixture({
          status: "in_progress",
          date: TODAY,
          customerName: "Sofia Martinez",
          earnings: "321.00",
        }),
      ],
    };
    const { user, fetchMock } = setup(server);
    await user.click(await screen.findByRole("button", { name: "Complete Job" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Job" });
    await user.type(within(dialog).getByLabelText("Completion notes (optional)"), "Two coats.");
    await user.click(within(dialog).getByRole("button", { name: "Mark as Completed" }));

    await expectToast("Job status updated successfully");
    expect(bodyOf(callsTo(fetchMock, /\/status$/, "PUT")[0])).toEqual({
      status: "completed",
      notes: "Two coats.",
    });
    await waitFor(() => expect(summaryValue("Completed")).toHaveTextContent("1"));
    expect(summaryValue("Total Earnings")).toHaveTextContent("$321.00");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("records the check handed over with the completion, after it, under a key of its own", async () => {
    const job = jobFixture({
      status: "in_progress",
      date: TODAY,
      customerName: "Sofia Martinez",
      earnings: "321.00",
    });
    const { user, fetchMock } = setup({ jobs: [job] });
    await user.click(await screen.findByRole("button", { name: "Complete Job" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Job" });
    await user.click(within(dialog).getByRole("radio", { name: "Check" }));
    expect(within(dialog).getByLabelText("Amount received ($)")).toHaveValue(
      Number(job.booking!.quote!.totalCost).toFixed(2),
    );
    await user.clear(within(dialog).getByLabelText("Amount received ($)"));
    await user.type(within(dialog).getByLabelText("Amount received ($)"), "400.00");
    await user.type(within(dialog).getByLabelText("Check number"), "1042");
    await user.click(within(dialog).getByRole("button", { name: "Mark as Completed" }));

    await expectToast("Payment recorded");
    const order = fetchMock.mock.calls
      .map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`)
      .filter((call) => !call.startsWith("GET"));
    expect(order).toEqual([
      `PUT /api/contractor/jobs/${job.id}/status`,
      `POST /api/contractor/jobs/${job.id}/payments`,
    ]);
    expect(bodyOf(callsTo(fetchMock, /\/payments$/, "POST")[0])).toEqual({
      method: "check",
      amount: "400.00",
      checkNumber: "1042",
      clientRef: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("expands a job to its full details: customer, phone, address, rooms with dimensions and surfaces, paint, photos", async () => {
    const job = jobFixture({
      status: "assigned",
      customerName: "Emily Carter",
      rooms: [roomFixture({ type: "living-room", length: 18, width: 14, height: 9 })],
    });
    const { user } = setup({ jobs: [job] });
    const item = await screen.findByRole("listitem", { name: /Emily Carter/ });
    const toggle = within(item).getByRole("button", { name: /View Details/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    expect(within(item).getAllByText("Emily Carter").length).toBeGreaterThan(0);
    expect(within(item).getByRole("link", { name: /\(215\) 555-0101/ })).toHaveAttribute(
      "href",
      "tel:2155550101",
    );
    expect(within(item).getByRole("link", { name: /2116 Spruce St/ })).toBeInTheDocument();
    expect(within(item).getByText("Living Room")).toBeInTheDocument();
    expect(within(item).getByText("18 × 14 ft, 9 ft ceiling")).toBeInTheDocument();
    expect(within(item).getByText("Walls, Ceiling, Doors (2), Windows (3, 3 × 5 ft)")).toBeInTheDocument();
    expect(
      within(item).getByText("Standard · Eggshell · SW 7008 Alabaster · Sherwin-Williams"),
    ).toBeInTheDocument();
    expect(within(item).getByText("Premium quality, Eggshell finish")).toBeInTheDocument();
    expect(within(item).getByText("Furniture moving")).toBeInTheDocument();
    expect(within(item).getByRole("img", { name: /Living Room photo 1/ })).toHaveAttribute(
      "src",
      "/api/uploads/p1",
    );

    await user.click(toggle);
    expect(within(item).queryByText("18 × 14 ft, 9 ft ceiling")).not.toBeInTheDocument();
  });

  it("names evening jobs Color Consultation and the others Painting Job", async () => {
    setup({
      jobs: [
        jobFixture({ status: "assigned", timeSlot: "evening", customerName: "Daniel Kim" }),
        jobFixture({ status: "assigned", customerName: "Emily Carter" }),
      ],
    });
    expect(
      await screen.findByRole("heading", { name: "Color Consultation: Daniel Kim" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Painting Job: Emily Carter" })).toBeInTheDocument();
  });
});

describe("Alerts & Calendar", () => {
  it("loads the job alerts and the calendar feed when its tab is first opened", async () => {
    const { user, fetchMock } = setup({ jobs: [] });
    expect(callsTo(fetchMock, "/api/contractor/calendar-feed")).toHaveLength(0);
    await openTab(user, "Alerts & Calendar");
    expect(await screen.findByRole("region", { name: "Job alerts" })).toBeInTheDocument();
    const feed = await screen.findByRole("region", { name: "Jobs in Your Calendar" });
    await waitFor(() =>
      expect(within(feed).getByRole("link", { name: /Subscribe in Apple Calendar/ })).toHaveAttribute(
        "href",
        "webcal://www.brushwise.test/api/calendar-feed/abc.def.ics",
      ),
    );
    expect(callsTo(fetchMock, "/api/contractor/calendar-feed")).toHaveLength(1);
  });
});

describe("My Schedule", () => {
  it("lists dated active jobs earliest first, tagged Today / Overdue / Upcoming with status badges; Start Job only today", async () => {
    const { user } = setup({
      jobs: [
        jobFixture({ status: "acknowledged", date: NEXT_WEEK, customerName: "Upcoming Customer" }),
        jobFixture({ status: "acknowledged", date: TODAY, customerName: "Today Customer" }),
        jobFixture({ status: "in_progress", date: YESTERDAY, customerName: "Overdue Customer" }),
        jobFixture({ status: "acknowledged", date: YESTERDAY, customerName: "Late Ack Customer" }),
        jobFixture({ status: "assigned", date: TODAY, customerName: "Not Acknowledged" }),
      ],
    });
    await screen.findByText("Pending Job Assignments");
    await openTab(user, "My Schedule");
    const panel = screen.getByRole("tabpanel", { name: "My Schedule" });
    const items = within(panel)
      .getAllByRole("listitem")
      .filter((li) => li.dataset.testid === "job-card");
    expect(items.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "Painting Job: Overdue Customer",
      "Painting Job: Late Ack Customer",
      "Painting Job: Today Customer",
      "Painting Job: Upcoming Customer",
    ]);

    const [overdue, lateAck, today, upcoming] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(overdue).getByText("Overdue")).toBeInTheDocument();
    expect(within(overdue).getByText("In Progress")).toHaveAttribute("data-status", "in_progress");
    expect(within(overdue).getByRole("button", { name: "Complete Job" })).toBeInTheDocument();

    expect(within(lateAck).getByText("Overdue")).toBeInTheDocument();
    expect(within(lateAck).queryByRole("button", { name: "Start Job" })).not.toBeInTheDocument();

    expect(within(today).getByText("Today")).toBeInTheDocument();
    expect(within(today).getByText("Acknowledged")).toHaveClass("bg-blue-100");
    expect(within(today).getByRole("button", { name: "Start Job" })).toBeInTheDocument();

    expect(within(upcoming).getByText("Upcoming")).toBeInTheDocument();
    expect(
      within(upcoming).queryByRole("button", { name: /Start Job|Complete Job/ }),
    ).not.toBeInTheDocument();

    const link = within(upcoming).getByRole("link", { name: /Add to Google Calendar/ });
    const params = new URL(link.getAttribute("href")!).searchParams;
    expect(params.get("dates")).toBe(
      `${NEXT_WEEK.replaceAll("-", "")}T080000/${NEXT_WEEK.replaceAll("-", "")}T120000`,
    );
    expect(params.get("ctz")).toBe("America/New_York");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("starts today's job from the schedule", async () => {
    const server: Server = { jobs: [jobFixture({ status: "acknowledged", date: TODAY })] };
    const { user, fetchMock } = setup(server);
    await screen.findByText("Pending Job Assignments");
    await openTab(user, "My Schedule");
    await user.click(
      within(screen.getByRole("tabpanel", { name: "My Schedule" })).getByRole("button", {
        name: "Start Job",
      }),
    );
    await expectToast("Job status updated successfully");
    expect(bodyOf(callsTo(fetchMock, /\/status$/, "PUT")[0])).toEqual({ status: "in_progress", notes: "" });
    expect(
      await within(screen.getByRole("tabpanel", { name: "My Schedule" })).findByRole("button", {
        name: "Complete Job",
      }),
    ).toBeInTheDocument();
  });
});
