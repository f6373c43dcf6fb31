"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import type { AddTimeOffDto, TimeOffDto } from "@/lib/contractors/weekly-hours";
import { addDays } from "@/lib/scheduling/dates.shared";
import { AVAILABILITY_LIMITS } from "@/lib/validations/availability-rules.shared";
import { usePortalError } from "../i18n/portal-errors";
import { usePortalFormat } from "../i18n/use-portal-format";
import { useContractorApi, useContractorResource } from "./contractor-api";

const isRangeList = (data: unknown): data is TimeOffDto[] => Array.isArray(data);
const NO_RANGES: TimeOffDto[] = [];

/** "Monday, December 7 – Sunday, December 13", or the one date (`day`: the page's own date words). */
export function timeOffLabel(
  range: { startDate: string; endDate: string },
  day: (isoDate: string) => string = formatBookingDate,
) {
  const first = day(range.startDate);
  return range.startDate === range.endDate ? first : `${first} – ${day(range.endDate)}`;
}

/**
 * Ranges of dates off (docs/product.md §5): nothing is offered on them, whatever the weekly hours
 * or a date's change say. Adding one never drops a booked job (`onConflicts` gets the answer's list).
 */
export function TimeOffSection({
  today,
  onSaved,
  onConflicts,
}: {
  today: string;
  onSaved: () => void;
  onConflicts: (message: string | null) => void;
}) {
  const api = useContractorApi();
  const t = useTranslations("portalAvailability");
  const tToast = useTranslations("portal.toasts");
  const localError = usePortalError();
  const { bookingDate } = usePortalFormat();
  const label = (range: { startDate: string; endDate: string }) => timeOffLabel(range, bookingDate);
  const { resource, reload } = useContractorResource("/api/contractor/availability/time-off", {
    accept: isRangeList,
  });
  const ranges = resource.status === "ready" ? resource.data : NO_RANGES;
  const [startDate, setStartDate] = useState("");
  const [endDate, setEndDate] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy("add");
    const result = await api.send<AddTimeOffDto>("POST", "/api/contractor/availability/time-off", {
      startDate,
      endDate: endDate || startDate,
      note: note || undefined,
    });
    setBusy(null);
    if (result.sessionEnded) return;
    if (!result.ok || !result.data) {
      toast.error(t("toasts.timeOffAddFailed"), {
        description: localError(result.error) ?? tToast("networkError"),
      });
      return;
    }
    const { conflicts, message } = result.data;
    onConflicts(conflicts.length > 0 ? message : null);
    if (conflicts.length > 0) toast.warning(t("toasts.timeOffAdded"), { description: message });
    else toast.success(t("toasts.timeOffAdded"), { description: label(result.data.timeOff) });
    setStartDate("");
    setEndDate("");
    setNote("");
    onSaved();
    await reload();
  }

  async function remove(range: TimeOffDto) {
    setBusy(range.id);
    const result = await api.send("DELETE", `/api/contractor/availability/time-off/${range.id}`);
    setBusy(null);
    if (result.sessionEnded) return;
    if (!result.ok) {
      toast.error(t("toasts.timeOffRemoveFailed"), {
        description: localError(result.error) ?? tToast("networkError"),
      });
      return;
    }
    toast.success(t("toasts.timeOffRemoved"), { description: label(range) });
    onSaved();
    await reload();
  }

  const lastStart = addDays(today, AVAILABILITY_LIMITS.aheadDays);
  return (
    <section aria-labelledby="time-off-heading" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h3 id="time-off-heading" className="font-semibold">
          {t("timeOff.title")}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t("timeOff.description", { days: AVAILABILITY_LIMITS.timeOffMaxDays })}
        </p>
      </div>
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end" onSubmit={(e) => void add(e)}>
        <div className="space-y-1">
          <Label htmlFor="time-off-start">{t("timeOff.firstDay")}</Label>
          <Input
            id="time-off-start"
            type="date"
            required
            min={today}
            max={lastStart}
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            className="min-h-11"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="time-off-end">{t("timeOff.lastDay")}</Label>
          <Input
            id="time-off-end"
            type="date"
            min={startDate || today}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            className="min-h-11"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="time-off-note">{t("timeOff.note")}</Label>
          <Input
            id="time-off-note"
            maxLength={AVAILABILITY_LIMITS.noteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-11"
          />
        </div>
        <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={busy !== null}>
          {busy === "add" ? t("timeOff.adding") : t("timeOff.add")}
        </Button>
      </form>
      {ranges.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("timeOff.none")}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("timeOff.planned")}>
          {ranges.map((range) => (
            <li key={range.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="text-sm">
                {label(range)}
                {range.note && <span className="block text-muted-foreground">{range.note}</span>}
              </span>
              <Button
                type="button"
                variant="outline"
                className="min-h-11"
                disabled={busy !== null}
                aria-label={t("timeOff.removeLabel", { range: label(range) })}
                onClick={() => void remove(range)}
              >
                {busy === range.id ? t("timeOff.removing") : t("timeOff.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
