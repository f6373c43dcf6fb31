"use client";

import { format, parseISO } from "date-fns";
import { es as spanishDates } from "date-fns/locale/es";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { CONTRACTOR_SLOT_LABELS, TIME_SLOTS, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { usePortalError } from "../i18n/portal-errors";
import { usePortalFormat } from "../i18n/use-portal-format";
import type { AvailabilityDayDto as AvailabilityDay } from "@/lib/contractors/availability";
import { useContractorApi, useContractorResource } from "./contractor-api";
import { TimeOffSection } from "./time-off-section";
import { WeeklyHoursSection } from "./weekly-hours-section";

/** Calendar days are local Date objects; the API speaks YYYY-MM-DD (New York dates). */
const toIso = (date: Date) => format(date, "yyyy-MM-dd");
const fromIso = (iso: string) => parseISO(iso);

/** The day button's words around the date (English: "Today, ", ", selected", ", available"). */
interface DayWords {
  today: string;
  selected: string;
  available: string;
}

/**
 * "Tuesday, March 10, 2026, available": the visible day number stays a word of
 * the name (react-day-picker's "March 10th" fails axe's label-content-name-mismatch).
 * Spanish: "martes, 10 de marzo de 2026, disponible".
 */
function dayLabel(
  date: Date,
  modifiers: { today?: boolean; selected?: boolean },
  available: boolean,
  words: DayWords,
  spanish: boolean,
) {
  const text = spanish
    ? format(date, "EEEE, d 'de' MMMM 'de' yyyy", { locale: spanishDates })
    : format(date, "EEEE, MMMM d, yyyy");
  return `${modifiers.today ? words.today : ""}${text}${modifiers.selected ? words.selected : ""}${available ? words.available : ""}`;
}

export const AVAILABLE_DAY_CLASS = "bg-green-100 text-green-900 font-semibold rounded-md";

interface SaveResponse {
  date: string;
  timeSlots: string[];
  message?: string;
}

/** Where the chosen date's slots come from (GET /api/contractor/availability/{date}): its note's key. */
type Source = "weekly" | "date" | "timeOff";

const isDayList = (data: unknown): data is AvailabilityDay[] => Array.isArray(data);
const NO_DAYS: AvailabilityDay[] = [];

export function AvailabilityTab({ today }: { today: string }) {
  const api = useContractorApi();
  const t = useTranslations("portalAvailability");
  const tToast = useTranslations("portal.toasts");
  const portalFormat = usePortalFormat();
  const spanish = portalFormat.locale === "es";
  const localError = usePortalError();
  const [selected, setSelected] = useState<string | null>(null);
  /** The painter's ticks on the selected date, until saved or another date is chosen. */
  const [edited, setEdited] = useState<{ date: string; slots: TimeSlotId[] } | null>(null);
  const [saving, setSaving] = useState<"save" | "clear" | null>(null);
  /** The booked jobs the last change of hours or time off left outside them, in words. */
  const [conflicts, setConflicts] = useState<string | null>(null);

  const { resource: overviewResource, reload: loadOverview } = useContractorResource(
    "/api/contractor/availability-overview",
    {
      accept: isDayList,
    },
  );
  // docs/product.md §7: an empty list when the call fails.
  const overview = overviewResource.status === "ready" ? overviewResource.data : NO_DAYS;
  // Focus must not reload the date: it would undo the ticks not saved yet.
  const { resource: day, reload: reloadDay } = useContractorResource<{
    timeSlots?: string[];
    source?: Source;
  }>(selected ? `/api/contractor/availability/${selected}` : null, {
    keepPreviousData: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const offered = day.data?.timeSlots ?? [];
  const slots =
    selected && edited?.date === selected ? edited.slots : TIME_SLOTS.filter((s) => offered.includes(s));
  const loadingSlots = selected !== null && day.status === "loading";

  const availableDates = useMemo(
    () => overview.filter((d) => d.timeSlots.length > 0).map((d) => fromIso(d.date)),
    [overview],
  );
  const availableSet = useMemo(
    () => new Set(overview.filter((d) => d.timeSlots.length > 0).map((d) => d.date)),
    [overview],
  );

  function choose(date: Date | undefined) {
    if (!date) return; // clicking the chosen day again keeps it
    setSelected(toIso(date));
    setEdited(null);
  }

  function toggle(slot: TimeSlotId, checked: boolean) {
    if (!selected) return;
    setEdited({
      date: selected,
      slots: TIME_SLOTS.filter((s) => (s === slot ? checked : slots.includes(s))),
    });
  }

  async function save(timeSlots: TimeSlotId[], kind: "save" | "clear") {
    if (!selected) return;
    const date = selected;
    setSaving(kind);
    const result = await api.send<SaveResponse>("POST", "/api/contractor/availability", { date, timeSlots });
    setSaving(null);
    if (result.sessionEnded) return;
    if (!result.ok || !result.data) {
      toast.error(t("toasts.failed"), { description: localError(result.error) ?? tToast("networkError") });
      return;
    }
    const saved = result.data;
    setEdited({ date, slots: TIME_SLOTS.filter((s) => saved.timeSlots.includes(s)) });
    toast.success(t("toasts.updated"), {
      // The server's own words are English: a Spanish page says it itself.
      description:
        (spanish ? undefined : saved.message) ??
        t("toasts.setSlots", { count: saved.timeSlots.length, date: saved.date }),
    });
    // The date's cached answer is older than the save: a later return to it must not show that.
    await Promise.all([loadOverview(), reloadDay()]);
  }

  /** The weekly hours or time off changed what every date offers: the calendar and the chosen date follow. */
  function refreshDates() {
    setEdited(null);
    void Promise.all([loadOverview(), selected ? reloadDay() : null]);
  }

  const busy = saving !== null || loadingSlots;
  const dayWords = {
    today: t("tab.dayToday"),
    selected: t("tab.daySelected"),
    available: t("tab.dayAvailable"),
  };
  const todayDate = fromIso(today);

  return (
    <section aria-labelledby="availability-heading" className="space-y-3">
      <div>
        <h2 id="availability-heading" className="text-lg font-semibold">
          {t("tab.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("tab.description")}</p>
      </div>
      {conflicts && (
        <p
          role="status"
          className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950"
        >
          {conflicts}
        </p>
      )}
      <WeeklyHoursSection onSaved={refreshDates} onConflicts={setConflicts} />
      <TimeOffSection today={today} onSaved={refreshDates} onConflicts={setConflicts} />
      <h3 className="font-semibold">{t("tab.changeOneDate")}</h3>
      <div className="grid gap-4 md:grid-cols-[auto_1fr] md:items-start">
        <div className="rounded-xl border bg-card p-2 shadow-sm sm:p-3">
          <Calendar
            mode="single"
            selected={selected ? fromIso(selected) : undefined}
            onSelect={choose}
            defaultMonth={selected ? fromIso(selected) : todayDate}
            today={todayDate}
            disabled={{ before: todayDate }}
            modifiers={{ available: availableDates }}
            modifiersClassNames={{ available: AVAILABLE_DAY_CLASS }}
            locale={spanish ? spanishDates : undefined}
            labels={{
              labelDayButton: (date, modifiers) =>
                dayLabel(date, modifiers, availableSet.has(toIso(date)), dayWords, spanish),
            }}
            className="mx-auto p-0 [--cell-size:--spacing(11)]"
            classNames={{ root: "w-full" }}
          />
          <p className="mt-2 flex items-center gap-2 px-1 text-sm text-muted-foreground">
            <span aria-hidden className="inline-block size-4 rounded bg-green-100 ring-1 ring-green-300" />
            {t("tab.datesWithAvailability", { count: availableSet.size })}
          </p>
        </div>

        <div className="rounded-xl border bg-card p-4 shadow-sm">
          {selected ? (
            <fieldset className="space-y-3" disabled={busy} aria-busy={loadingSlots}>
              <legend className="mb-1 font-semibold">
                {t("tab.slotsFor", { date: portalFormat.bookingDate(selected) })}
              </legend>
              {day.data?.source && day.status === "ready" && (
                <p className="text-sm text-muted-foreground">{t(`source.${day.data.source}`)}</p>
              )}
              <div className="space-y-2">
                {TIME_SLOTS.map((slot) => (
                  <div
                    key={slot}
                    className="flex items-center gap-3 rounded-md border px-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                  >
                    <Checkbox
                      id={`availability-${slot}`}
                      checked={slots.includes(slot)}
                      onCheckedChange={(checked) => toggle(slot, checked === true)}
                      className="size-5"
                    />
                    <Label
                      htmlFor={`availability-${slot}`}
                      className="min-h-11 flex-1 cursor-pointer py-2 font-normal"
                    >
                      {spanish ? t(`slot.${slot}`) : CONTRACTOR_SLOT_LABELS[slot]}
                    </Label>
                  </div>
                ))}
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  type="button"
                  className="min-h-11 w-full sm:w-auto"
                  onClick={() => void save(slots, "save")}
                >
                  {saving === "save" ? t("tab.saving") : t("tab.save")}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11 w-full sm:w-auto"
                  onClick={() => void save([], "clear")}
                >
                  {saving === "clear" ? t("tab.clearing") : t("tab.clearAll")}
                </Button>
              </div>
            </fieldset>
          ) : (
            <p className="text-sm text-muted-foreground">{t("tab.chooseDate")}</p>
          )}
        </div>
      </div>
    </section>
  );
}
