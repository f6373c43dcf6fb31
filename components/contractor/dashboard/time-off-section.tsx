"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { NETWORK_ERROR } from "@/components/api/client";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import type { AddTimeOffDto, TimeOffDto } from "@/lib/contractors/weekly-hours";
import { addDays } from "@/lib/scheduling/dates.shared";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from "@/lib/validations/availability-rules.shared";
import { useContractorApi, useContractorResource } from "./contractor-api";

const isRangeList = (data: unknown): data is TimeOffDto[] => Array.isArray(data);
const NO_RANGES: TimeOffDto[] = [];

/** "Monday, December 7 – Sunday, December 13", or the one date. */
export function timeOffLabel(range: { startDate: string; endDate: string }) {
  const first = formatBookingDate(range.startDate);
  return range.startDate === range.endDate ? first : `${first} – ${formatBookingDate(range.endDate)}`;
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
      toast.error("Time off was not added", { description: result.error ?? NETWORK_ERROR });
      return;
    }
    const { conflicts, message } = result.data;
    onConflicts(conflicts.length > 0 ? message : null);
    if (conflicts.length > 0) toast.warning(AVAILABILITY_MESSAGES.timeOffAdded, { description: message });
    else
      toast.success(AVAILABILITY_MESSAGES.timeOffAdded, { description: timeOffLabel(result.data.timeOff) });
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
      toast.error("Time off was not removed", { description: result.error ?? NETWORK_ERROR });
      return;
    }
    toast.success(AVAILABILITY_MESSAGES.timeOffRemoved, { description: timeOffLabel(range) });
    onSaved();
    await reload();
  }

  const lastStart = addDays(today, AVAILABILITY_LIMITS.aheadDays);
  return (
    <section aria-labelledby="time-off-heading" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h3 id="time-off-heading" className="font-semibold">
          Time off
        </h3>
        <p className="text-sm text-muted-foreground">
          A vacation or a day off: no jobs are matched to you from the first to the last day (up to{" "}
          {AVAILABILITY_LIMITS.timeOffMaxDays} days at a time).
        </p>
      </div>
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end" onSubmit={(e) => void add(e)}>
        <div className="space-y-1">
          <Label htmlFor="time-off-start">First day off</Label>
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
          <Label htmlFor="time-off-end">Last day off</Label>
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
          <Label htmlFor="time-off-note">Note (optional)</Label>
          <Input
            id="time-off-note"
            maxLength={AVAILABILITY_LIMITS.noteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-11"
          />
        </div>
        <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={busy !== null}>
          {busy === "add" ? "Adding..." : "Add Time Off"}
        </Button>
      </form>
      {ranges.length === 0 ? (
        <p className="text-sm text-muted-foreground">No time off planned.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Planned time off">
          {ranges.map((range) => (
            <li key={range.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="text-sm">
                {timeOffLabel(range)}
                {range.note && <span className="block text-muted-foreground">{range.note}</span>}
              </span>
              <Button
                type="button"
                variant="outline"
                className="min-h-11"
                disabled={busy !== null}
                aria-label={`Remove time off ${timeOffLabel(range)}`}
                onClick={() => void remove(range)}
              >
                {busy === range.id ? "Removing..." : "Remove"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
