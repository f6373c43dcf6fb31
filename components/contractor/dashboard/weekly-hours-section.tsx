"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import type { SaveWeeklyHoursDto, WeeklyHoursDto } from "@/lib/contractors/weekly-hours";
import { WEEKDAYS, type Weekday } from "@/lib/scheduling/offer.shared";
import { TIME_SLOTS, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { usePortalError } from "../i18n/portal-errors";
import { useContractorApi, useContractorResource } from "./contractor-api";

type Week = Record<Weekday, TimeSlotId[]>;

const isWeek = (data: unknown): data is WeeklyHoursDto =>
  !!data && Array.isArray((data as WeeklyHoursDto).days);

const toWeek = (data: WeeklyHoursDto | undefined): Week => {
  const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as TimeSlotId[]])) as Week;
  for (const day of data?.days ?? []) week[day.weekday as Weekday] = [...day.timeSlots];
  return week;
};

/**
 * The painter's usual week (docs/product.md §5): the slots offered on every such weekday. A date's
 * own change and time off come on top. Saving never drops a booked job: the answer lists the ones
 * now outside the hours (`onConflicts`).
 */
export function WeeklyHoursSection({
  onSaved,
  onConflicts,
}: {
  onSaved: () => void;
  onConflicts: (message: string | null) => void;
}) {
  const api = useContractorApi();
  const t = useTranslations("portalAvailability");
  const tToast = useTranslations("portal.toasts");
  const localError = usePortalError();
  const { resource, reload } = useContractorResource("/api/contractor/availability/weekly", {
    accept: isWeek,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  /** The painter's ticks, until saved. */
  const [edited, setEdited] = useState<Week | null>(null);
  const [saving, setSaving] = useState(false);
  const week = edited ?? toWeek(resource.status === "ready" ? resource.data : undefined);
  const loading = resource.status === "loading";

  function toggle(day: Weekday, slot: TimeSlotId, checked: boolean) {
    setEdited({ ...week, [day]: TIME_SLOTS.filter((s) => (s === slot ? checked : week[day].includes(s))) });
  }

  async function save() {
    setSaving(true);
    const days = WEEKDAYS.map((weekday) => ({ weekday, timeSlots: week[weekday] }));
    const result = await api.send<SaveWeeklyHoursDto>("PUT", "/api/contractor/availability/weekly", { days });
    setSaving(false);
    if (result.sessionEnded) return;
    if (!result.ok || !result.data) {
      toast.error(t("toasts.weeklyFailed"), {
        description: localError(result.error) ?? tToast("networkError"),
      });
      return;
    }
    const saved = result.data;
    setEdited(toWeek(saved));
    const conflicted = saved.conflicts.length > 0;
    // The conflicts' list is the server's (English) words, with the dates of the jobs it names.
    onConflicts(conflicted ? saved.message : null);
    if (conflicted) toast.warning(t("toasts.weeklySaved"), { description: saved.message });
    else toast.success(t("toasts.weeklySaved"));
    onSaved();
    await reload();
  }

  return (
    <section
      aria-labelledby="weekly-hours-heading"
      className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div>
        <h3 id="weekly-hours-heading" className="font-semibold">
          {t("weekly.title")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("weekly.description")}</p>
      </div>
      <div className="space-y-2" aria-busy={loading}>
        {WEEKDAYS.map((day) => (
          <fieldset key={day} disabled={saving || loading} className="border-b pb-1 last:border-b-0">
            <legend className="text-sm font-medium">{t(`weekday.${day}`)}</legend>
            <div className="grid grid-cols-3 gap-x-2">
              {TIME_SLOTS.map((slot) => {
                const id = `weekly-${day}-${slot}`;
                return (
                  <div key={slot} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={week[day].includes(slot)}
                      onCheckedChange={(checked) => toggle(day, slot, checked === true)}
                      className="size-5"
                    />
                    <Label htmlFor={id} className="min-h-11 flex-1 cursor-pointer py-2 text-sm font-normal">
                      {t(`period.${slot}`)}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <Button
        type="button"
        className="min-h-11 w-full sm:w-auto"
        disabled={saving || loading}
        onClick={() => void save()}
      >
        {saving ? t("weekly.saving") : t("weekly.save")}
      </Button>
    </section>
  );
}
