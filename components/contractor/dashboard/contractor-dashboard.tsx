"use client";

import { BriefcaseIcon, CheckCircle2Icon, ClockIcon, DollarSignIcon, LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { DashboardTabList } from "@/components/dashboard/dashboard-tab-list";
import { PendingVerificationBadge } from "@/components/dashboard/pending-verification-badge";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { SummaryRow } from "@/components/dashboard/summary-card";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { detailText } from "@/components/api/client";
import { formatMoney } from "@/lib/format.shared";
import { ContractorApiProvider, useContractorApi, useContractorResource } from "./contractor-api";
import { isTooEarly, serviceType } from "./format";
import { EarningsStatements } from "./earnings-statements";
import { HistoryTab } from "./history-tab";
import { JobManagementTab } from "./job-management-tab";
import { ScheduleTab } from "./schedule-tab";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import type { JobSummaryDto } from "@/lib/contractors/job-summary";
import type { ContractorProfileDto } from "@/lib/contractors/profile";
import { useJobHistory } from "./use-job-history";
import { InstallPrompt } from "@/components/contractor/pwa/install-prompt";
import { OfflineBanner, RefusedMoves } from "../offline/offline-notices";
import { useOfflineJobs } from "../offline/use-offline-jobs";
import { ON_MY_WAY_STEP, PAYMENT_STEP, type PaymentOnSite } from "../offline/queue";
import {
  loadAlertsCalendarTab,
  loadAvailabilityTab,
  loadCompleteJobDialog,
  loadReviewsSection,
} from "../offline/app-parts";
import { lazyPart } from "@/components/dashboard/lazy-part";
import { usePortalFormat } from "../i18n/use-portal-format";
import { LanguageSetting } from "./language-setting";

// The calendar (react-day-picker), the reviews, the alerts and the completion dialog load when first
// opened, and are downloaded for offline use once the dashboard is up (../offline/app-parts.ts). A
// part that cannot be downloaded says so in its place: it never takes the dashboard down. (The
// loaders are exported for the unit tests, which load them before they assert.)
export { loadAlertsCalendarTab, loadAvailabilityTab, loadCompleteJobDialog, loadReviewsSection };
const AvailabilityTab = lazyPart(() => loadAvailabilityTab().then((m) => m.AvailabilityTab));
const ReviewsSection = lazyPart(() => loadReviewsSection().then((m) => m.ReviewsSection));
const AlertsCalendarTab = lazyPart(() => loadAlertsCalendarTab().then((m) => m.AlertsCalendarTab));
const CompleteJobDialog = lazyPart(() => loadCompleteJobDialog().then((m) => m.CompleteJobDialog));

/** The page passes only what the header shows; GET /api/contractor/profile sends the rest. */
type ContractorProfile = Pick<ContractorProfileDto, "firstName" | "lastName" | "isVerified"> &
  Partial<ContractorProfileDto>;

const isJobList = (data: unknown): data is ContractorJob[] => Array.isArray(data);
const isSummary = (data: unknown): data is JobSummaryDto =>
  typeof data === "object" && data !== null && typeof (data as JobSummaryDto).totalEarnings === "string";

const TABS = ["jobs", "schedule", "history", "availability", "reviews", "alerts"] as const;

/** The painter's dashboard, under the painter portal's session rule (contractor-api.tsx). */
export function ContractorDashboard({
  initialProfile = null,
}: {
  initialProfile?: ContractorProfile | null;
}) {
  return (
    <ContractorApiProvider>
      <Dashboard initialProfile={initialProfile} />
    </ContractorApiProvider>
  );
}

function Dashboard({ initialProfile }: { initialProfile: ContractorProfile | null }) {
  const api = useContractorApi();
  const [pendingJobId, setPendingJobId] = useState<string | null>(null);
  const [onMyWayPendingId, setOnMyWayPendingId] = useState<string | null>(null);
  const [completing, setCompleting] = useState<ContractorJob | null>(null);
  // Loaded on the first Complete Job, then kept mounted so the dialog can animate out.
  const [completionLoaded, setCompletionLoaded] = useState(false);
  if (completing && !completionLoaded) setCompletionLoaded(true);
  const [loggingOut, setLoggingOut] = useState(false);
  const today = todayInNewYork();
  const t = useTranslations("portal.dashboard");
  const tToast = useTranslations("portal.toasts");
  const tShared = useTranslations("portal.shared");
  const tJobs = useTranslations("portal.jobs");
  const format = usePortalFormat();
  const networkError = tToast("networkError");
  const partTexts = { needsConnection: tShared("partNeedsConnection"), tryAgain: tShared("tryAgain") };
  const jobName = (job: ContractorJob) =>
    `${format.service(serviceType(job))}: ${job.booking?.quote?.customerName || tShared("customer")}`;

  // A failed reload keeps the jobs on screen; the error shows only when there are none yet.
  // Open jobs only: the completed ones are counted by the summary and paged by the history.
  const { resource: jobs, reload: loadJobs } = useContractorResource<ContractorJob[]>(
    "/api/contractor/jobs",
    {
      accept: isJobList,
    },
  );
  const { resource: summary, reload: loadSummary } = useContractorResource<JobSummaryDto>(
    "/api/contractor/jobs/summary",
    { accept: isSummary },
  );
  const { resource: loadedProfile } = useContractorResource<ContractorProfile>(
    initialProfile ? null : "/api/contractor/profile",
  );
  const profile = initialProfile ?? loadedProfile.data;
  const { history, open: openHistory, refresh: refreshHistory, loadMore, retry } = useJobHistory();
  const reloadAll = () => Promise.all([loadJobs(), loadSummary(), refreshHistory()]);
  const offline = useOfflineJobs({
    painterId: initialProfile?.id ?? loadedProfile.data?.id ?? null,
    api,
    jobs,
    summary,
    onFlushed: async ({ sent }) => {
      // A photo that left is seen on its card; only a job's move changes its status.
      if (sent.some((move) => !move.photo)) toast.success(tToast("statusUpdated"));
      await reloadAll();
    },
  });

  /**
   * Without signal the move waits on the device (../offline/queue.ts). A request that got no
   * answer may still have arrived: it is queued as "sending", so the server is asked first.
   */
  function queueMove(job: ContractorJob, status: string, notes: string, sending: boolean) {
    return offline.queueMove(
      {
        jobId: job.id,
        status,
        notes,
        label: format.nextActionLabel(job.status) ?? t("theChange"),
        jobName: jobName(job),
      },
      sending ? "sending" : "queued",
    );
  }

  /** "queued": it waits on the phone; true: the server took it; false or nothing: it did not happen. */
  async function changeStatus(job: ContractorJob, status: string, notes = "") {
    // Behind the job's waiting photos too: the completion e-mail shows the after photos.
    const behindPhotos = offline.photoJobIds.has(job.id);
    if ((!navigator.onLine || behindPhotos) && queueMove(job, status, notes, false)) return "queued" as const;
    setPendingJobId(job.id);
    const result = await api.send<{ message?: string; job?: ContractorJob }>(
      "PUT",
      `/api/contractor/jobs/${job.id}/status`,
      { status, notes },
    );
    setPendingJobId(null);
    if (result.sessionEnded) return;
    if (result.status === 0 && queueMove(job, status, notes, true)) return "queued" as const;
    if (result.ok) {
      toast.success(tToast("statusUpdated"));
    } else if (result.code === "cannot_start_early") {
      // The server's description is English: a Spanish page says it from the job's own date.
      const description =
        format.locale === "en" || !job.booking?.scheduledDate
          ? detailText(result, "description")
          : tToast("earlyStart", { date: format.bookingDate(job.booking.scheduledDate) });
      toast.error(tToast("cannotStartEarly"), { description: description ?? undefined });
    } else if (result.error) {
      toast.error(tToast("statusFailed"), { description: result.error });
    } else {
      toast.error(tToast("statusFailed"), result.status === 0 ? { description: networkError } : undefined);
    }
    // docs/product.md §7: jobs are refetched after a status change (a refused move may mean the job changed meanwhile);
    // the figures and a history already shown follow them.
    await reloadAll();
    return result.ok;
  }

  /**
   * The cash or check handed over at completion (docs/product.md §10). Behind a completion that waits
   * on the phone it waits too, in the same queue; its clientRef makes a resend one payment.
   */
  async function recordPaymentOnSite(
    job: ContractorJob,
    payment: PaymentOnSite,
    completion: "queued" | true,
  ) {
    const queuePayment = (sending: boolean) =>
      offline.queueMove(
        {
          jobId: job.id,
          status: PAYMENT_STEP,
          notes: "",
          label: t("thePayment"),
          jobName: jobName(job),
          payment,
        },
        sending ? "sending" : "queued",
      );
    if ((completion === "queued" || !navigator.onLine) && queuePayment(false)) return;
    const result = await api.send("POST", `/api/contractor/jobs/${job.id}/payments`, payment);
    if (result.sessionEnded) return;
    if (result.status === 0 && queuePayment(true)) return;
    if (result.ok) toast.success(tToast("paymentRecorded"));
    else toast.error(tToast("paymentFailed"), { description: result.error ?? networkError });
  }

  /**
   * On My Way (docs/product.md §4): the tap's time goes with it, so one sent later (queued without
   * signal, like the moves) still gives the customer the right window, or none once it is over.
   */
  async function announceOnMyWay(job: ContractorJob) {
    const tappedAt = new Date().toISOString();
    const queue = (sending: boolean) =>
      offline.queueMove(
        {
          jobId: job.id,
          status: ON_MY_WAY_STEP,
          notes: "",
          label: tJobs("onMyWay"),
          jobName: jobName(job),
          onMyWay: { tappedAt },
        },
        sending ? "sending" : "queued",
      );
    if (!navigator.onLine && queue(false)) return;
    setOnMyWayPendingId(job.id);
    const result = await api.send("POST", `/api/contractor/jobs/${job.id}/on-my-way`, { tappedAt });
    setOnMyWayPendingId(null);
    if (result.sessionEnded) return;
    if (result.status === 0 && queue(true)) return;
    if (result.ok) toast.success(tToast("onMyWayDone"));
    else toast.error(tToast("onMyWayFailed"), { description: result.error ?? networkError });
    await reloadAll();
  }

  /** docs/product.md §4: moving to in progress or completed before the scheduled date is refused here, without a call. */
  function requestChange(job: ContractorJob, status: string) {
    if (isTooEarly(job, status, todayInNewYork())) {
      toast.error(tToast("cannotStartEarly"), {
        description: tToast("earlyStart", { date: format.bookingDate(job.booking!.scheduledDate!) }),
      });
      return;
    }
    if (status === "completed") void openCompletion(job);
    else void changeStatus(job, status);
  }

  /** The dialog opens once its part is here (at once, normally: it was downloaded with the dashboard). */
  async function openCompletion(job: ContractorJob) {
    try {
      await loadCompleteJobDialog();
    } catch {
      toast.error(tShared("partNeedsConnection"));
      return;
    }
    setCompleting(job);
  }

  async function logout() {
    setLoggingOut(true);
    await api.logout();
  }

  // Without signal, what the device kept from the last good load (this visit's data first).
  const shownJobs = jobs.data ?? offline.snapshot?.jobs ?? null;
  const list = shownJobs ?? [];
  const figures = summary.data ?? offline.snapshot?.summary ?? null;
  const actions = {
    pendingJobId,
    onAction: requestChange,
    queuedJobIds: offline.queuedJobIds,
    onMyWay: (job: ContractorJob) => void announceOnMyWay(job),
    onMyWayPendingId,
    onMyWayQueuedJobIds: offline.onMyWayQueuedJobIds,
  };
  const openJobsState = shownJobs ? null : jobs.status === "loading" || jobs.status === "unauthorized" ? (
    <LoadingState label={t("loadingJobs")} skeletons={["h-32 w-full", "h-32 w-full"]} className="space-y-3" />
  ) : jobs.status === "error" ? (
    <LoadError onRetry={() => void loadJobs()} retryLabel={tShared("tryAgain")}>
      <p className="text-sm text-destructive">{t("jobsFailed", { error: jobs.error ?? networkError })}</p>
    </LoadError>
  ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:py-10">
      <header className="space-y-2">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-medium text-muted-foreground">{t("title")}</p>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            onClick={() => void logout()}
            disabled={loggingOut}
          >
            <LogOutIcon aria-hidden />
            {loggingOut ? t("loggingOut") : t("logout")}
          </Button>
        </div>
        {profile ? (
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {t("welcome", { firstName: profile.firstName, lastName: profile.lastName })}
          </h1>
        ) : (
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            <span className="sr-only">{t("welcomeLoading")}</span>
            <Skeleton aria-hidden className="h-8 w-56" />
          </h1>
        )}
        {profile &&
          (profile.isVerified ? (
            <Badge variant="success">
              <CheckCircle2Icon aria-hidden />
              {t("verified")}
            </Badge>
          ) : (
            <PendingVerificationBadge label={t("pendingVerification")} />
          ))}
        {offline.offline && (
          <OfflineBanner lastUpdated={offline.lastUpdated} onRetry={() => void reloadAll()} />
        )}
        <RefusedMoves refusals={offline.refusals} onDismiss={offline.dismissRefusal} />
      </header>
      <LanguageSetting />
      <InstallPrompt />

      <SummaryRow
        label={t("summary")}
        figures={[
          { label: t("pendingJobs"), value: figures?.pending, icon: ClockIcon, tone: "text-yellow-700" },
          { label: t("activeJobs"), value: figures?.active, icon: BriefcaseIcon, tone: "text-blue-700" },
          {
            label: t("completed"),
            value: figures?.completed,
            icon: CheckCircle2Icon,
            tone: "text-green-700",
          },
          {
            label: t("totalEarnings"),
            value: figures && formatMoney(figures.totalEarnings),
            icon: DollarSignIcon,
            tone: "text-green-700",
          },
        ]}
      />

      <Tabs defaultValue="jobs" className="gap-4">
        <DashboardTabList
          tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6"
          triggerClassName="min-h-11 whitespace-normal"
        />

        <TabsContent value="jobs">
          {openJobsState ?? <JobManagementTab jobs={list} today={today} {...actions} />}
        </TabsContent>
        <TabsContent value="schedule">
          {openJobsState ?? <ScheduleTab jobs={list} today={today} {...actions} />}
        </TabsContent>
        <TabsContent value="history" className="space-y-4">
          <EarningsStatements />
          <HistoryTab
            history={history}
            total={figures?.completed}
            onOpen={openHistory}
            onLoadMore={loadMore}
            onRetry={() => void retry()}
          />
        </TabsContent>
        <TabsContent value="availability">
          <AvailabilityTab
            today={today}
            texts={partTexts}
            fallback={<LoadingState label={t("loadingAvailability")} skeletons={["h-80 w-full"]} />}
          />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsSection
            texts={partTexts}
            fallback={<LoadingState label={t("loadingReviews")} skeletons={["h-24 w-full", "h-40 w-full"]} />}
          />
        </TabsContent>
        <TabsContent value="alerts">
          <AlertsCalendarTab
            texts={partTexts}
            fallback={<LoadingState label={t("loadingAlerts")} skeletons={["h-24 w-full", "h-40 w-full"]} />}
          />
        </TabsContent>
      </Tabs>

      {completionLoaded && (
        <CompleteJobDialog
          texts={partTexts}
          fallback={null}
          unavailable={null}
          job={completing}
          pending={completing !== null && pendingJobId === completing.id}
          onOpenChange={(open) => !open && setCompleting(null)}
          onConfirm={async (notes, payment) => {
            if (!completing) return;
            const completion = await changeStatus(completing, "completed", notes);
            if (payment && completion) await recordPaymentOnSite(completing, payment, completion);
            setCompleting(null);
          }}
        />
      )}
    </div>
  );
}
