"use client";

import { BellIcon, BellOffIcon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { usePortalError } from "../i18n/portal-errors";
import { Button } from "@/components/ui/button";
import { useContractorApi, useContractorResource } from "./contractor-api";
import {
  currentSubscription,
  DeviceError,
  deviceSupport,
  PUSH_SUBSCRIPTIONS_URL,
  subscribeThisDevice,
  type DeviceSupport,
} from "../pwa/push-device";

interface PushSettings {
  enabled: boolean;
  publicKey: string | null;
  subscribed: boolean;
  devices: number;
}

const isSettings = (data: unknown): data is PushSettings =>
  typeof data === "object" &&
  data !== null &&
  typeof (data as PushSettings).enabled === "boolean" &&
  typeof (data as PushSettings).subscribed === "boolean";

export const PUSH_TEXTS = {
  title: "Job alerts",
  intro:
    "Get a notification on this phone or computer when you get a new job, lose one, or its date changes.",
  on: "Job alerts are on for this device.",
  off: "Job alerts are off for this device.",
  serverOff: "Job alerts are not available right now. We e-mail you about your jobs instead.",
  homeScreen:
    "On iPhone and iPad, add this site to your Home Screen first: tap Share, then Add to Home Screen. Open it from there and turn job alerts on.",
  unsupported: "This browser cannot show job alerts. We e-mail you about your jobs instead.",
  denied:
    "Notifications are blocked for this site. Allow them in your browser's settings, then turn job alerts on here.",
  turnOn: "Turn on job alerts on this device",
  turnOff: "Turn off",
};

function Notice({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">{children}</p>;
}

/**
 * The painter's opt-in to job alerts on the device they are using (docs: README → Job alerts).
 * Each device is turned on on its own; a painter with none gets the e-mails as before.
 */
export function PushAlertsSection() {
  const api = useContractorApi();
  const t = useTranslations("portalAlerts.push");
  const networkError = useTranslations("portal.toasts")("networkError");
  const localError = usePortalError();
  // Undefined until this browser has been looked at (after mount: the server render knows nothing).
  const [support, setSupport] = useState<DeviceSupport>();
  const [endpoint, setEndpoint] = useState<string | null>();
  const [permission, setPermission] = useState<NotificationPermission>("default");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    const found = deviceSupport();
    setSupport(found);
    if (found !== "supported") return setEndpoint(null);
    setPermission(Notification.permission);
    currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  const url =
    endpoint === undefined
      ? null
      : endpoint
        ? `${PUSH_SUBSCRIPTIONS_URL}?endpoint=${encodeURIComponent(endpoint)}`
        : PUSH_SUBSCRIPTIONS_URL;
  const { resource, reload } = useContractorResource<PushSettings>(url, { accept: isSettings });
  const settings = resource.data;

  async function turnOn() {
    if (!settings?.publicKey) return;
    setBusy(true);
    setMessage(null);
    try {
      const subscription = await subscribeThisDevice(settings.publicKey);
      const saved = await api.send("POST", PUSH_SUBSCRIPTIONS_URL, subscription.toJSON());
      if (!saved.ok) {
        setMessage({ text: saved.error ?? networkError, error: true });
        return;
      }
      setEndpoint(subscription.endpoint);
      setMessage({ text: t("on"), error: false });
      await reload();
    } catch (error) {
      setMessage({
        text: error instanceof DeviceError ? localError(error.message) : t("turnOnFailed"),
        error: true,
      });
    } finally {
      setPermission(Notification.permission);
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    setMessage(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const removed = await api.send("DELETE", PUSH_SUBSCRIPTIONS_URL, { endpoint: subscription.endpoint });
        // 404: the server had already forgotten it; the browser's side still goes.
        if (!removed.ok && removed.status !== 404) {
          setMessage({ text: removed.error ?? networkError, error: true });
          return;
        }
        await subscription.unsubscribe();
      }
      setEndpoint(null);
      setMessage({ text: t("off"), error: false });
    } catch {
      setMessage({ text: t("turnOffFailed"), error: true });
    } finally {
      setBusy(false);
    }
  }

  let body: ReactNode;
  if (support === "needs-home-screen") body = <Notice>{t("homeScreen")}</Notice>;
  else if (support === "unsupported") body = <Notice>{t("unsupported")}</Notice>;
  else if (!settings) {
    body =
      resource.status === "error" ? (
        <p className="text-sm text-destructive">
          {t("loadFailed", { error: resource.error ?? networkError })}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("checking")}</p>
      );
  } else if (!settings.enabled) body = <Notice>{t("serverOff")}</Notice>;
  else if (settings.subscribed && endpoint) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex items-center gap-2 text-sm">
          <BellIcon aria-hidden className="size-4 text-primary" />
          {t("on")}
        </p>
        <Button type="button" variant="outline" onClick={() => void turnOff()} disabled={busy}>
          {busy ? <Loader2Icon aria-hidden className="animate-spin" /> : <BellOffIcon aria-hidden />}
          {t("turnOff")}
        </Button>
      </div>
    );
  } else if (permission === "denied") body = <Notice>{t("denied")}</Notice>;
  else {
    body = (
      <Button type="button" onClick={() => void turnOn()} disabled={busy} className="w-full sm:w-auto">
        {busy ? <Loader2Icon aria-hidden className="animate-spin" /> : <BellIcon aria-hidden />}
        {t("turnOn")}
      </Button>
    );
  }

  return (
    <section aria-labelledby="job-alerts" className="space-y-3">
      <div>
        <h2 id="job-alerts" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {body}
      <p
        role="status"
        className={message?.error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
      >
        {message?.text ?? ""}
      </p>
    </section>
  );
}
