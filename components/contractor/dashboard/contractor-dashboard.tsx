"use client";

import { BriefcaseIcon, CheckCircle2Icon, ClockIcon, DollarSignIcon, LogOutIcon, RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { todayInNewYork } from "@/lib/scheduling/dates";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor";
import { getJson, LOGIN_PATH, NETWORK_ERROR, sendJson } from "../api";
import { AvailabilityTab } from "./availability-tab";
import { CompleteJobDialog } from "./complete-job-dialog";
import { earlyStartText, formatMoney, isTooEarly, splitServerError, summarizeJobs } from "./format";
import { HistoryTab } from "./history-tab";
import { JobManagementTab } from "./job-management-tab";
import { ScheduleTab } from "./schedule-tab";
import type { ContractorJob, ContractorProfile } from "./types";

type JobsState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; jobs: ContractorJob[] };

function SummaryCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
      <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        {label}
        {icon}
      </dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}

const TABS = [
  { value: "jobs", label: "Job Management" },
  { value: "schedule", label: "My Schedule" },
  { value: "history", label: "Job History" },
  { value: "availability", label: "Set Availability" },
] as const;

export function ContractorDashboard({ initialProfile = null }: { initialProfile?: ContractorProfile | null }) {
  const router = useRouter();
  // Effects depend on onUnauthorized: keep it stable whatever useRouter returns.
  const routerRef = useRef(router);
  routerRef.current = router;
  const [profile, setProfile] = useState<ContractorProfile | null>(initialProfile);
  const [jobs, setJobs] = useState<JobsState>({ status: "loading" });
  const [pendingJobId, setPendingJobId] = useState<string | null>(null);
  const [completing, setCompleting] = useState<ContractorJob | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const leaving = useRef(false);
  const today = todayInNewYork();

  /** Spec: a 401 from any call goes to the login page. */
  const onUnauthorized = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    routerRef.current.replace(LOGIN_PATH);
  }, []);

  const loadJobs = useCallback(async () => {
    const result = await getJson<ContractorJob[]>("/api/contractor/jobs");
    if (result.status === 401) return onUnauthorized();
    if (result.ok && Array.isArray(result.data)) setJobs({ status: "ready", jobs: result.data });
    else setJobs((current) => (current.status === "ready" ? current : { status: "error", message: result.error ?? NETWORK_ERROR }));
  }, [onUnauthorized]);

  useEffect(() => {
    void loadJobs();
  }, [loadJobs]);

  useEffect(() => {
    if (initialProfile) return;
    void getJson<ContractorProfile>("/api/contractor/profile").then((result) => {
      if (result.status === 401) onUnauthorized();
      else if (result.ok && result.data) setProfile(result.data);
    });
  }, [initialProfile, onUnauthorized]);

  async function changeStatus(job: ContractorJob, status: string, notes = "") {
    setPendingJobId(job.id);
    const result = await sendJson<{ message?: string; job?: ContractorJob }>("PUT", `/api/contractor/jobs/${job.id}/status`, { status, notes });
    setPendingJobId(null);
    if (result.status === 401) return onUnauthorized();
    if (result.ok) {
      toast.success(CONTRACTOR_MESSAGES.statusUpdated);
    } else if (result.error) {
      const { title, description } = splitServerError(result.error);
      if (description) toast.error(title, { description });
      else toast.error(CONTRACTOR_MESSAGES.statusFailed, { description: title });
    } else {
      toast.error(CONTRACTOR_MESSAGES.statusFailed, result.status === 0 ? { description: NETWORK_ERROR } : undefined);
    }
    // Spec §7: jobs are refetched after a status change (a refused move may mean the job changed meanwhile).
    await loadJobs();
    return result.ok;
  }

  /** Spec §4: moving to in progress or completed before the scheduled date is refused here, without a call. */
  function requestChange(job: ContractorJob, status: string) {
    if (isTooEarly(job, status, todayInNewYork())) {
      toast.error(CONTRACTOR_MESSAGES.cannotStartEarly, { description: earlyStartText(job.booking!.scheduledDate!) });
      return;
    }
    if (status === "completed") setCompleting(job);
    else void changeStatus(job, status);
  }

  async function logout() {
    setLoggingOut(true);
    leaving.current = true;
    await sendJson("POST", "/api/contractor/logout", {});
    router.replace(LOGIN_PATH);
    router.refresh();
  }

  const summary = jobs.status === "ready" ? summarizeJobs(jobs.jobs) : null;
  const list = jobs.status === "ready" ? jobs.jobs : [];
  const actions = { pendingJobId, onAction: requestChange };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <header className="space-y-2">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-medium text-muted-foreground">Contractor Dashboard</p>
          <Button type="button" variant="outline" className="min-h-11" onClick={() => void logout()} disabled={loggingOut}>
            <LogOutIcon aria-hidden />
            {loggingOut ? "Logging Out..." : "Logout"}
          </Button>
        </div>
        {profile ? (
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            Welcome, {profile.firstName} {profile.lastName}
          </h1>
        ) : (
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <span className="sr-only">Welcome</span>
            <Skeleton aria-hidden className="h-8 w-56" />
          </h1>
        )}
        {profile &&
          (profile.isVerified ? (
            <Badge variant="success">
              <CheckCircle2Icon aria-hidden />
              Verified
            </Badge>
          ) : (
            <Badge variant="outline" className="border-yellow-300 bg-yellow-50 text-yellow-900">
              <ClockIcon aria-hidden />
              Pending Verification
            </Badge>
          ))}
      </header>

      <section aria-label="Summary">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SummaryCard label="Pending Jobs" value={summary ? summary.pending : "—"} icon={<ClockIcon aria-hidden className="size-4 text-yellow-700" />} />
          <SummaryCard label="Active Jobs" value={summary ? summary.active : "—"} icon={<BriefcaseIcon aria-hidden className="size-4 text-blue-700" />} />
          <SummaryCard label="Completed" value={summary ? summary.completed : "—"} icon={<CheckCircle2Icon aria-hidden className="size-4 text-green-700" />} />
          <SummaryCard
            label="Total Earnings"
            value={summary ? formatMoney(summary.totalEarnings) : "—"}
            icon={<DollarSignIcon aria-hidden className="size-4 text-green-700" />}
          />
        </dl>
      </section>

      <Tabs defaultValue="jobs" className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="min-h-11 whitespace-normal">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>

        {jobs.status === "loading" && (
          <div role="status" className="space-y-3">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
            <span className="sr-only">Loading your jobs…</span>
          </div>
        )}
        {jobs.status === "error" && (
          <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 p-4">
            <p className="text-sm text-destructive">Your jobs could not be loaded. {jobs.message}</p>
            <Button type="button" variant="outline" className="min-h-11" onClick={() => void loadJobs()}>
              <RefreshCwIcon aria-hidden />
              Try Again
            </Button>
          </div>
        )}
        {jobs.status === "ready" && (
          <>
            <TabsContent value="jobs">
              <JobManagementTab jobs={list} {...actions} />
            </TabsContent>
            <TabsContent value="schedule">
              <ScheduleTab jobs={list} today={today} {...actions} />
            </TabsContent>
            <TabsContent value="history">
              <HistoryTab jobs={list} />
            </TabsContent>
          </>
        )}
        <TabsContent value="availability">
          <AvailabilityTab today={today} onUnauthorized={onUnauthorized} />
        </TabsContent>
      </Tabs>

      <CompleteJobDialog
        job={completing}
        pending={completing !== null && pendingJobId === completing.id}
        onOpenChange={(open) => !open && setCompleting(null)}
        onConfirm={async (notes) => {
          if (!completing) return;
          await changeStatus(completing, "completed", notes);
          setCompleting(null);
        }}
      />
    </div>
  );
}
