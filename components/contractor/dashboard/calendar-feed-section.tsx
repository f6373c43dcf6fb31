"use client";

import { useState } from "react";
import { CalendarPlusIcon, CopyIcon, RefreshCwIcon } from "lucide-react";
import { NETWORK_ERROR } from "@/components/api/client";
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

  const data = resource.data;
  if (!data && resource.status === "error") {
    return (
      <LoadError onRetry={() => void reload()} retryLabel="Try Again">
        <p className="text-sm text-destructive">
          Your calendar link could not be loaded. {resource.error ?? NETWORK_ERROR}
        </p>
      </LoadError>
    );
  }
  if (!data) {
    return (
      <LoadingState label="Loading your calendar link…" skeletons={["h-24 w-full"]} className="space-y-3" />
    );
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(CALENDAR_FEED_TEXTS.copied);
    } catch {
      toast.error(CALENDAR_FEED_TEXTS.copyFailed);
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
      toast.success(CALENDAR_FEED_TEXTS.rotated);
    } else toast.error(CALENDAR_FEED_TEXTS.rotateFailed, { description: result.error ?? NETWORK_ERROR });
  }

  return (
    <section aria-labelledby="calendar-feed" className="space-y-4">
      <div>
        <h2 id="calendar-feed" className="text-lg font-semibold">
          Jobs in Your Calendar
        </h2>
        <p className="text-sm text-muted-foreground">
          Subscribe once and your jobs show in your phone&apos;s calendar: new jobs, changed dates and
          cancellations appear when your calendar next refreshes (every few hours; Google Calendar can take up
          to a day). Keep the link private: it shows your customers&apos; addresses and phone numbers.
        </p>
      </div>

      <Button asChild className={`w-full sm:w-auto ${TOUCH}`}>
        <a href={data.webcalUrl}>
          <CalendarPlusIcon aria-hidden />
          Subscribe in Apple Calendar
        </a>
      </Button>

      <div className="space-y-2">
        <Label htmlFor="calendar-feed-url">Calendar link</Label>
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
            Copy link
          </Button>
        </div>
      </div>

      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="rounded-xl border p-3">
          <h3 className="font-semibold">Google Calendar</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>Copy the link above.</li>
            <li>On a computer, open calendar.google.com.</li>
            <li>Next to &quot;Other calendars&quot;, click + and choose &quot;From URL&quot;.</li>
            <li>Paste the link and click &quot;Add calendar&quot;. It shows on your phone too.</li>
          </ol>
        </div>
        <div className="rounded-xl border p-3">
          <h3 className="font-semibold">Apple Calendar (iPhone, iPad, Mac)</h3>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-muted-foreground">
            <li>Tap &quot;Subscribe in Apple Calendar&quot; above, then Subscribe.</li>
            <li>
              Or copy the link, open Settings → Calendar → Accounts → Add Account → Other → Add Subscribed
              Calendar, and paste it.
            </li>
          </ol>
        </div>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button type="button" variant="outline" className={TOUCH} disabled={rotating}>
            <RefreshCwIcon aria-hidden />
            Get a new link
          </Button>
        }
        title="Get a new calendar link?"
        description="The current link stops working at once: calendars subscribed to it stop getting your jobs, and you subscribe again with the new link. Do this if the link reached someone it should not have."
        confirmLabel="Get a new link"
        destructive
        pending={rotating}
        onConfirm={() => void rotate()}
        buttonClassName={TOUCH}
      />
    </section>
  );
}
