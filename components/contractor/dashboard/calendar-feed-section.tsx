"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { CalendarPlusIcon, CopyIcon, RefreshCwIcon } from "lucide-react";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import type { CalendarFeedUrls } from "@/lib/contractors/calendar-feed";
import { useContractorApi, useContractorResource } from "./contractor-api";

export const CALENDAR_FEED_URL = "/api/contractor/calendar-feed";

export const CALENDAR_FEED_TEXTS = {
  copied: "Calendar link copied. Paste it into your calendar app.",
  copyFailed: "Could not copy: select the link and copy it by hand.",
  rotated: "You have a new calendar link. Subscribe again with it: the old one no longer works.",
  rotateFailed: "Could not make a new link",
} as const;

const isFeed = (data: unknown): data is CalendarFeedUrls =>
  typeof data === "object" &&
  data !== null &&
  typeof (data as CalendarFeedUrls).httpsUrl === "string" &&
  typeof (data as CalendarFeedUrls).webcalUrl === "string";

// Touch-sized on the phone, where painters use the portal.
const TOUCH = "min-h-11";

/**
 * The painter's private calendar subscription: their jobs in Google or Apple Calendar, kept
 * current by the app's own refreshes. Shows the subscribe link and the https URL to paste, how to
 * add it in each app, and "Get a new link" for a link shared by mistake. No props.
 */
export function CalendarFeedSection() {
  const api = useContractorApi();
  const { resource, reload, update } = useContractorResource<CalendarFeedUrls>(CALENDAR_FEED_URL, {
    accept: isFeed,
    // The URL changes only when the painter asks for a new one, here.
    revalidateOnFocus: false,
  });
  const [rotating, setRotating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const t = useTranslations("portalAlerts.feed");
  const tShared = useTranslations("portal.shared");
  const networkError = useTranslations("portal.toasts")("networkError");

  const data = resource.data;
  if (!data && resource.status === "error") {
    return (
      <LoadError onRetry={() => void reload()} retryLabel={tShared("tryAgain")}>
        <p className="text-sm text-destructive">
          {t("loadFailed", { error: resource.error ?? networkError })}
        </p>
      </LoadError>
    );
  }
  if (!data) {
    return <LoadingState label={t("loading")} skeletons={["h-24 w-full"]} className="space-y-3" />;
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  async function rotate() {
    setRotating(true);
    const result = await api.send<CalendarFeedUrls>("POST", CALENDAR_FEED_URL);
    setRotating(false);
    setConfirming(false);
    if (result.sessionEnded) return;
    if (result.ok && isFeed(result.data)) {
      const fresh = result.data;
      update(() => fresh);
      toast.success(t("rotated"));
    } else toast.error(t("rotateFailed"), { description: result.error ?? networkError });
  }

  return (
    <section aria-labelledby="calendar-feed" className="space-y-4">
      <div>
        <h2 id="calendar-feed" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>

      <Button asChild className={`w-full sm:w-auto ${TOUCH}`}>
        <a href={data.webcalUrl}>
          <CalendarPlusIcon aria-hidden />
          {t("subscribeApple")}
        </a>
      </Button>

      <div className="space-y-2">
        <Label htmlFor="calendar-feed-url">{t("link")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="calendar-feed-url"
            readOnly
            value={data.httpsUrl}
            onFocus={(event) => event.currentTarget.select()}
            className={`min-w-0 font-mono text-xs ${TOUCH}`}
          />
          <Button type="button" variant="outline" className={TOUCH} onClick={() => void copy(data.httpsUrl)}>
            <CopyIcon aria-hidden />
            {t("copy")}
          </Button>
        </div>
      </div>

      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-xl border p-3">
          <h3 className="font-semibold">{t("google")}</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>{t("googleSteps.copy")}</li>
            <li>{t("googleSteps.open")}</li>
            <li>{t("googleSteps.other")}</li>
            <li>{t("googleSteps.paste")}</li>
          </ol>
        </div>
        <div className="rounded-xl border p-3">
          <h3 className="font-semibold">{t("apple")}</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>{t("appleSteps.tap")}</li>
            <li>{t("appleSteps.settings")}</li>
          </ol>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button type="button" variant="outline" className={TOUCH} disabled={rotating}>
            <RefreshCwIcon aria-hidden />
            {t("newLink")}
          </Button>
        }
        title={t("confirmTitle")}
        description={t("confirmText")}
        confirmLabel={t("newLink")}
        cancelLabel={t("cancel")}
        destructive
        pending={rotating}
        onConfirm={() => void rotate()}
        buttonClassName={TOUCH}
      />
    </section>
  );
}
