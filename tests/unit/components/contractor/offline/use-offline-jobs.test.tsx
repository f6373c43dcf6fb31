import "../../../../setup/dom-polyfills";

import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { clearResourceCache } from "@/components/api/use-resource";
import { ContractorDashboard } from "@/components/contractor/dashboard/contractor-dashboard";
import { readQueue } from "@/components/contractor/offline/queue";
import { readSnapshot, saveSnapshot } from "@/components/contractor/offline/snapshot";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import { Toaster } from "@/components/ui/sonner";
import { toast } from "@/components/ui/toast";
import { callsTo, expectToast, jobFixture, jsonResponse, routeFetch, TODAY } from "../fixtures";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace, refresh: jest.fn() }) }));

const PAINTER_ID = "c0000000-0000-4000-8000-000000000001";
const PROFILE = { id: PAINTER_ID, firstName: "Marco", lastName: "Rossi", isVerified: true };
const SUMMARY = { pending: 0, active: 1, completed: 4, totalEarnings: "2400.00" };
/** 9:41 AM in New York on Nov 27, 2026 (EST). */
const SAVED_AT = new Date("2026-11-27T14:41:00Z");

let online = true;
Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  });
}

interface Server {
  jobs: ContractorJob[];
  /** No answer at all (the network is down). */
  down?: boolean;
  statusAnswer?: (jobId: string) => Response;
}

function api(server: Server) {
  return routeFetch((url, init) => {
    if (server.down) throw new TypeError("Failed to fetch");
    const method = init.method ?? "GET";
    if (url === "/api/contractor/jobs") return jsonResponse(200, server.jobs);
    if (url === "/api/contractor/jobs/summary") return jsonResponse(200, SUMMARY);
    if (url === "/api/contractor/logout" && method === "POST") return jsonResponse(200, { success: true });
    const status = /^\/api\/contractor\/jobs\/([^/]+)\/status$/.exec(url);
    if (status && method === "PUT") {
      if (server.statusAnswer) return server.statusAnswer(status[1]!);
      const body = JSON.parse(String(init.body)) as { status: ContractorJob["status"] };
      server.jobs = server.jobs.map((j) => (j.id === status[1] ? { ...j, status: body.status } : j));
      return jsonResponse(200, { job: server.jobs.find((j) => j.id === status[1]) });
    }
    return undefined;
  });
}

function setup(server: Server) {
  const fetchMock = api(server);
  const user = userEvent.setup();
  const view = render(
    <>
      <ContractorDashboard initialProfile={PROFILE} />
      <Toaster />
    </>,
  );
  return { user, fetchMock, view };
}

const startJob = () => jobFixture({ status: "acknowledged", date: TODAY, customerName: "Emily Carter" });
const activeJobs = () => screen.getByRole("region", { name: /Active Jobs/ });

beforeEach(() => {
  online = true;
  localStorage.clear();
  clearResourceCache();
  replace.mockReset();
});
afterEach(() => toast.dismiss());

describe("the painter dashboard without signal", () => {
  it("keeps each good load on the device, and shows it with 'Offline' and when it was saved when a load gets no answer", async () => {
    const server: Server = { jobs: [startJob()] };
    const first = setup(server);
    expect(
      await within(await screen.findByRole("region", { name: /Active Jobs/ })).findByRole("heading", {
        name: /Emily Carter/,
      }),
    ).toBeVisible();
    await waitFor(() => expect(readSnapshot(PAINTER_ID)?.summary).toEqual(SUMMARY));
    expect(readSnapshot(PAINTER_ID)?.jobs).toEqual(server.jobs);
    expect(screen.queryByText("Offline")).not.toBeInTheDocument();
    first.view.unmount();

    // A later visit without signal: the jobs come from the device.
    saveSnapshot(PAINTER_ID, { summary: SUMMARY }, SAVED_AT);
    clearResourceCache();
    setup({ ...server, down: true });
    expect(await screen.findByText("Offline")).toBeVisible();
    expect(screen.getByText("Last updated Nov 27, 9:41 AM")).toBeVisible();
    expect(within(activeJobs()).getByRole("heading", { name: /Emily Carter/ })).toBeVisible();
    expect(screen.queryByText(/Your jobs could not be loaded/)).not.toBeInTheDocument();
  });

  it("shows the device's jobs at once when the browser starts offline", async () => {
    saveSnapshot(PAINTER_ID, { jobs: [startJob()] }, SAVED_AT);
    online = false;
    setup({ jobs: [], down: true });
    expect(await screen.findByText("Offline")).toBeVisible();
    expect(screen.getByText("Last updated Nov 27, 9:41 AM")).toBeVisible();
    expect(within(activeJobs()).getByRole("heading", { name: /Emily Carter/ })).toBeVisible();
  });

  it("queues Start Job made offline, says so on the job, and sends it once when the signal returns", async () => {
    const server: Server = { jobs: [startJob()] };
    const { user, fetchMock } = setup(server);
    const start = await within(await screen.findByRole("region", { name: /Active Jobs/ })).findByRole(
      "button",
      {
        name: "Start Job",
      },
    );
    goOnline(false);
    server.down = true;
    expect(await screen.findByText("Offline")).toBeVisible();

    await user.click(start);
    expect(
      within(activeJobs()).getByText("Waiting for signal: Start Job will be sent when you're back online"),
    ).toBeVisible();
    expect(within(activeJobs()).queryByRole("button", { name: "Start Job" })).not.toBeInTheDocument();
    expect(readQueue(PAINTER_ID).map((m) => [m.status, m.state])).toEqual([["in_progress", "queued"]]);
    expect(callsTo(fetchMock, /\/status$/, "PUT")).toHaveLength(0);

    server.down = false;
    goOnline(true);
    expect(await within(activeJobs()).findByText("In Progress", { exact: true })).toBeVisible();
    expect(screen.queryByText(/Waiting for signal/)).not.toBeInTheDocument();
    expect(screen.queryByText("Offline")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, /\/status$/, "PUT")).toHaveLength(1);
    expect(readQueue(PAINTER_ID)).toEqual([]);
  });

  it("keeps the early-start rule offline: a job scheduled later is refused without being queued", async () => {
    const server: Server = { jobs: [jobFixture({ status: "acknowledged", customerName: "Later Job" })] };
    const { user } = setup(server);
    const start = await within(await screen.findByRole("region", { name: /Active Jobs/ })).findByRole(
      "button",
      {
        name: "Start Job",
      },
    );
    goOnline(false);
    await user.click(start);
    await expectToast("Cannot Start Job Early");
    expect(readQueue(PAINTER_ID)).toEqual([]);
    expect(screen.queryByText(/Waiting for signal/)).not.toBeInTheDocument();
  });

  it("shows a move the server refuses when the signal returns, naming the job and the server's words, until dismissed", async () => {
    const server: Server = { jobs: [startJob()] };
    const { user, fetchMock } = setup(server);
    const start = await within(await screen.findByRole("region", { name: /Active Jobs/ })).findByRole(
      "button",
      {
        name: "Start Job",
      },
    );
    goOnline(false);
    await user.click(start);

    server.statusAnswer = () =>
      jsonResponse(409, { error: "This job was cancelled and can no longer change." });
    server.jobs = [];
    goOnline(true);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Start Job for Painting Job: Emily Carter was not sent. This job was cancelled and can no longer change.",
    );
    // The jobs are loaded again: the cancelled one is gone.
    expect(await screen.findByText("No active jobs.")).toBeVisible();
    expect(readQueue(PAINTER_ID)).toEqual([]);
    expect(callsTo(fetchMock, /\/status$/, "PUT")).toHaveLength(1);

    await user.click(
      screen.getByRole("button", { name: "Dismiss the message about Painting Job: Emily Carter" }),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("queues a move whose request got no answer as possibly sent, and asks the server before sending it again", async () => {
    const server: Server = { jobs: [startJob()] };
    const { user, fetchMock } = setup(server);
    const start = await within(await screen.findByRole("region", { name: /Active Jobs/ })).findByRole(
      "button",
      {
        name: "Start Job",
      },
    );
    server.down = true;
    await user.click(start);
    expect(await within(activeJobs()).findByText(/Waiting for signal: Start Job/)).toBeVisible();
    expect(readQueue(PAINTER_ID).map((m) => m.state)).toEqual(["sending"]);

    // The lost request had arrived.
    server.down = false;
    server.jobs = server.jobs.map((j) => ({ ...j, status: "in_progress" }));
    goOnline(true);
    expect(await within(activeJobs()).findByText("In Progress", { exact: true })).toBeVisible();
    await waitFor(() => expect(readQueue(PAINTER_ID)).toEqual([]));
    expect(callsTo(fetchMock, /\/status$/, "PUT")).toHaveLength(1);
  });

  it("Logout deletes the jobs and moves kept on the device", async () => {
    const server: Server = { jobs: [startJob()] };
    const { user } = setup(server);
    await waitFor(() => expect(readSnapshot(PAINTER_ID)?.jobs).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contractor/login"));
    expect(readSnapshot(PAINTER_ID)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("an ended session (401) deletes them too", async () => {
    saveSnapshot(PAINTER_ID, { jobs: [startJob()] }, SAVED_AT);
    routeFetch(() => jsonResponse(401, { error: "Please log in to continue" }));
    render(<ContractorDashboard initialProfile={PROFILE} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/contractor/login"));
    expect(localStorage.length).toBe(0);
  });
});
