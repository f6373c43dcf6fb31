/** The painter's dashboard over a fake API, for contractor-dashboard.test.tsx and its aspects. */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContractorDashboard } from "@/components/contractor/dashboard/contractor-dashboard";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import { Toaster } from "@/components/ui/sonner";
import { jsonResponse, routeFetch } from "../fixtures";

export const PROFILE = { firstName: "Marco", lastName: "Rossi", isVerified: true };

export interface Server {
  jobs: ContractorJob[];
  statusAnswer?: (jobId: string, body: { status: string; notes?: string }) => Response;
  /** The history's page size (the real one is 20). */
  historyPageSize?: number;
  historyAnswer?: (cursor: string | null) => Response | undefined;
}

const OPEN = ["assigned", "acknowledged", "in_progress"];
const count = (jobs: ContractorJob[], ...statuses: string[]) =>
  jobs.filter((j) => statuses.includes(j.status)).length;
const cents = (job: ContractorJob) => Math.round(Number(job.contractorEarnings ?? 0) * 100);

/** The painter's API as the server answers it (open jobs, summary, history pages), over `server.jobs`. */
function api(server: Server) {
  return routeFetch((url, init) => {
    const method = init.method ?? "GET";
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/contractor/jobs" && method === "GET")
      return jsonResponse(
        200,
        server.jobs.filter((j) => OPEN.includes(j.status)),
      );
    if (url === "/api/contractor/jobs/summary") {
      const completed = server.jobs.filter((j) => j.status === "completed");
      return jsonResponse(200, {
        pending: count(server.jobs, "assigned"),
        active: count(server.jobs, "acknowledged", "in_progress"),
        completed: completed.length,
        totalEarnings: (completed.reduce((sum, j) => sum + cents(j), 0) / 100).toFixed(2),
      });
    }
    if (pathname === "/api/contractor/jobs/history" && method === "GET") {
      const cursor = searchParams.get("cursor");
      const custom = server.historyAnswer?.(cursor);
      if (custom) return custom;
      // Newest completion first; the cursor here is simply "page:<offset>".
      const done = server.jobs
        .filter((j) => j.status === "completed")
        .sort((a, b) => (b.completedAt ?? "").localeCompare(a.completedAt ?? "") || b.id.localeCompare(a.id));
      const size = server.historyPageSize ?? 20;
      const from = cursor ? Number(cursor.slice("page:".length)) : 0;
      const end = from + size;
      return jsonResponse(200, {
        jobs: done.slice(from, end),
        nextCursor: end < done.length ? `page:${end}` : null,
      });
    }
    if (url === "/api/contractor/profile") return jsonResponse(200, { ...PROFILE, isVerified: false });
    if (url === "/api/contractor/availability-overview") return jsonResponse(200, []);
    if (url === "/api/contractor/statements") return jsonResponse(200, { weeks: [] });
    if (pathname === "/api/contractor/push-subscriptions" && method === "GET")
      return jsonResponse(200, {
        enabled: true,
        publicKey: "BEl62iUYgUivxIkv69yViEuiBIa",
        subscribed: false,
        devices: 0,
      });
    if (url === "/api/contractor/calendar-feed" && method === "GET")
      return jsonResponse(200, {
        httpsUrl: "https://www.brushwise.test/api/calendar-feed/abc.def.ics",
        webcalUrl: "webcal://www.brushwise.test/api/calendar-feed/abc.def.ics",
      });
    if (url === "/api/contractor/logout" && method === "POST") return jsonResponse(200, { success: true });
    if (/^\/api\/contractor\/jobs\/[^/]+\/payments$/.test(url) && method === "POST")
      return jsonResponse(201, { message: "Payment recorded", balance: { status: "paid", dueCents: 0 } });
    const status = /^\/api\/contractor\/jobs\/([^/]+)\/status$/.exec(url);
    if (status && method === "PUT") {
      const body = JSON.parse(String(init.body)) as { status: string; notes?: string };
      if (server.statusAnswer) return server.statusAnswer(status[1]!, body);
      server.jobs = server.jobs.map((j) =>
        j.id === status[1]
          ? {
              ...j,
              status: body.status as ContractorJob["status"],
              completedAt: body.status === "completed" ? new Date().toISOString() : j.completedAt,
            }
          : j,
      );
      return jsonResponse(200, {
        message: "Job status updated successfully",
        job: server.jobs.find((j) => j.id === status[1]),
      });
    }
    return undefined;
  });
}

export function setup(server: Server, profile: typeof PROFILE | null = PROFILE) {
  const fetchMock = api(server);
  const user = userEvent.setup();
  render(
    <>
      <ContractorDashboard initialProfile={profile} />
      <Toaster />
    </>,
  );
  return { user, fetchMock };
}

export const summaryValue = (label: string) =>
  screen.getByText(label, { selector: "dt" }).closest("div")!.querySelector("dd")!;
export const openTab = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole("tab", { name }));
