"use client";

import { format, parseISO } from "date-fns";
import { MailIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { AppDialog, AppDialogFormFooter } from "@/components/ui/app-dialog";
import { Calendar } from "@/components/ui/calendar";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { Textarea } from "@/components/ui/textarea";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { useAdminApi, useAdminResource } from "../admin-api";
import { isLiveJob } from "@/lib/bookings/lifecycle.shared";
import { adminStatusChoices } from "@/lib/bookings/states.shared";
import { NOTES_MAX } from "@/lib/validations/booking-messages.shared";
import { BookingStatusSelect } from "./booking-status-select";
import { ADMIN_SLOT_LABELS, ADMIN_TIME_SLOTS, formatDate } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { FreeDayDto as FreeDay } from "@/lib/admin/availability";

/** Calendar days are local Date objects; the API speaks YYYY-MM-DD (New York dates). */
const toIso = (date: Date) => format(date, "yyyy-MM-dd");

/** "Friday, December 4, 2026, selected": the visible day number is part of the name (WCAG 2.5.3). */
const dayLabel = (date: Date, modifiers: { today?: boolean; selected?: boolean; disabled?: boolean }) =>
  [
    format(date, "EEEE, MMMM d, yyyy"),
    modifiers.today && "today",
    modifiers.selected && "selected",
    modifiers.disabled && "not available",
  ]
    .filter(Boolean)
    .join(", ");

/**
 * Where the free dates and slots come from: the assigned painter keeps the job
 * when it moves (their own availability), otherwise the server picks the best
 * painter for the new date (the quote's availability).
 */
function availabilitySource(booking: AdminBooking) {
  const live = booking.contractorId && isLiveJob(booking.assignmentStatus);
  if (live) {
    const q = `contractorId=${encodeURIComponent(booking.contractorId!)}`;
    return {
      dates: `/api/contractor-availability-overview?${q}`,
      slots: (date: string) =>
        `/api/contractor-availability/${date}?${q}&bookingId=${encodeURIComponent(booking.id)}`,
      readDates: (data: unknown) =>
        Array.isArray(data) ? (data as FreeDay[]).filter((d) => d.timeSlots?.length).map((d) => d.date) : [],
      readSlots: (data: unknown) =>
        ((data as { timeSlots?: unknown })?.timeSlots as string[] | undefined)?.filter(
          (s) => typeof s === "string",
        ) ?? [],
    };
  }
  const q = `quoteId=${encodeURIComponent(booking.quoteId)}`;
  return {
    dates: `/api/contractor-available-dates?${q}`,
    slots: (date: string) => `/api/availability?date=${date}&${q}`,
    readDates: (data: unknown) =>
      ((data as { availableDates?: string[] })?.availableDates ?? []).filter((d) => typeof d === "string"),
    readSlots: (data: unknown) =>
      (
        ((data as { timeSlots?: { id: string; available: boolean }[] })?.timeSlots ?? []) as {
          id: string;
          available: boolean;
        }[]
      )
        .filter((s) => s.available)
        .map((s) => s.id),
  };
}

type Load<T> = { status: "loading" } | { status: "error" } | { status: "ready"; value: T };

function EditBookingForm({
  booking,
  onSaved,
  onCancel,
}: {
  booking: AdminBooking;
  onSaved: (b: AdminBooking) => void;
  onCancel: () => void;
}) {
  const api = useAdminApi();
  const source = useMemo(() => availabilitySource(booking), [booking]);
  const today = todayInNewYork();
  const [status, setStatus] = useState<string>(booking.status);
  // The back office's moves only (docs/product.md §4); the server refuses any other with 422.
  const statusChoices = useMemo(() => adminStatusChoices(booking.status), [booking.status]);
  const [date, setDate] = useState(booking.scheduledDate);
  const [slot, setSlot] = useState<string>(booking.timeSlot);
  const [notes, setNotes] = useState(booking.notes ?? "");
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A 409 on saving: the chosen date's slots load again, shown as loading until they are in.
  const [slotsReloadKey, setSlotsReloadKey] = useState(0);
  // The date just chosen, until its slots are in: then a slot it has no room for is cleared.
  const checkSlotOn = useRef<string | null>(null);

  // The dates the painter (or anyone) is free and the chosen date's slots, through the admin's
  // resource hook; another date's slots are never shown for the chosen one.
  const { resource: datesAnswer } = useAdminResource<unknown>(source.dates, { keepPreviousData: false });
  const dates: Load<Set<string>> = useMemo(() => {
    if (datesAnswer.status === "ready")
      return { status: "ready", value: new Set(source.readDates(datesAnswer.data)) };
    return datesAnswer.status === "error" ? { status: "error" } : { status: "loading" };
  }, [datesAnswer, source]);

  const {
    resource: slotsAnswer,
    stale: slotsStale,
    reloading: slotsReloading,
  } = useAdminResource<unknown>(source.slots(date), { keepPreviousData: false, reloadKey: slotsReloadKey });
  const slots: Load<Set<string>> = useMemo(() => {
    if (slotsAnswer.status === "error") return { status: "error" };
    if (slotsAnswer.status !== "ready" || slotsStale || slotsReloading) return { status: "loading" };
    const free = new Set(source.readSlots(slotsAnswer.data));
    // The booking's own slot is always free for itself.
    if (date === booking.scheduledDate) free.add(booking.timeSlot);
    return { status: "ready", value: free };
  }, [booking.scheduledDate, booking.timeSlot, date, slotsAnswer, slotsReloading, slotsStale, source]);

  useEffect(() => {
    if (checkSlotOn.current !== date || slots.status === "loading") return;
    checkSlotOn.current = null;
    if (slots.status === "ready" && !slots.value.has(slot)) setSlot("");
  }, [date, slot, slots]);

  function chooseDate(day: Date | undefined) {
    if (!day) return; // clicking the chosen day again keeps it
    const iso = toIso(day);
    checkSlotOn.current = iso;
    setDate(iso);
  }

  const freeDates = dates.status === "ready" ? dates.value : new Set<string>();
  const isSelectable = (day: Date) => {
    const iso = toIso(day);
    if (iso < today) return false;
    return iso === booking.scheduledDate || freeDates.has(iso);
  };
  const moving = date !== booking.scheduledDate || slot !== booking.timeSlot;
  const freeSlots = slots.status === "ready" ? slots.value : new Set<string>();
  const canSave = !saving && slots.status === "ready" && slot !== "" && freeSlots.has(slot);

  async function save() {
    setSaving(true);
    setFailure(null);
    const trimmed = notes.trim();
    const result = await api.send<{ booking: AdminBooking }>("PUT", `/api/admin/bookings/${booking.id}`, {
      status,
      scheduledDate: date,
      timeSlot: slot,
      notes: trimmed === "" ? null : trimmed,
    });
    setSaving(false);
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      toast.success(ADMIN_MESSAGES.bookingUpdated);
      onSaved(result.data.booking);
      return;
    }
    const message = result.error ?? NETWORK_ERROR;
    setFailure(message);
    toast.error("Failed to update booking", { description: message });
    // A 409 means the slot was taken meanwhile: show the fresh picture.
    if (result.status === 409) setSlotsReloadKey((key) => key + 1);
  }

  const monthStart = parseISO(booking.scheduledDate < today ? today : booking.scheduledDate);

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) void save();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="edit-booking-status">Status</Label>
        <BookingStatusSelect
          id="edit-booking-status"
          value={status}
          onValueChange={setStatus}
          placeholder="Choose a status"
          statuses={statusChoices}
        />
      </div>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          Date: <span className="font-normal">{formatDate(date)}</span>
        </legend>
        <div className="rounded-lg border p-1">
          <Calendar
            mode="single"
            required
            selected={parseISO(date)}
            onSelect={chooseDate}
            defaultMonth={monthStart}
            disabled={(d) => !isSelectable(d)}
            labels={{ labelDayButton: dayLabel }}
            className="mx-auto p-1 [--cell-size:--spacing(10)]"
          />
        </div>
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {dates.status === "loading"
            ? "Loading the contractor's availability…"
            : dates.status === "error"
              ? ADMIN_MESSAGES.availabilityFailed
              : booking.contractorName && isLiveJob(booking.assignmentStatus)
                ? `Only dates on which ${booking.contractorName} has a free slot can be chosen.`
                : "Only dates on which a contractor in the area has a free slot can be chosen."}
        </p>
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor="edit-booking-slot">Time slot</Label>
        <Select value={slot} onValueChange={setSlot} disabled={slots.status !== "ready"}>
          <SelectTrigger
            id="edit-booking-slot"
            className="min-h-11 w-full"
            aria-describedby="edit-booking-slot-hint"
          >
            <SelectValue placeholder="Choose a time slot" />
          </SelectTrigger>
          <SelectContent>
            {ADMIN_TIME_SLOTS.map((s) => {
              // While the slots load nothing is marked: the select is disabled meanwhile.
              const free = slots.status !== "ready" || freeSlots.has(s);
              return (
                <SelectItem key={s} value={s} disabled={!free}>
                  {free ? ADMIN_SLOT_LABELS[s] : `${ADMIN_SLOT_LABELS[s]} ${ADMIN_MESSAGES.notAvailable}`}
                </SelectItem>
              );
            })}
          </SelectContent>
        </Select>
        <p id="edit-booking-slot-hint" className="text-xs text-muted-foreground">
          {slots.status === "loading"
            ? "Loading free time slots…"
            : slots.status === "error"
              ? ADMIN_MESSAGES.availabilityFailed
              : slot === ""
                ? "Choose a free time slot for the new date."
                : " "}
        </p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor="edit-booking-notes">Notes</Label>
        <Textarea
          id="edit-booking-notes"
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          maxLength={NOTES_MAX}
        />
      </div>

      <div aria-live="polite">
        {moving && (
          <p className="flex items-start gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
            <MailIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {ADMIN_MESSAGES.emailNote}
          </p>
        )}
      </div>
      <AppDialogFormFooter
        failure={failure}
        onCancel={onCancel}
        submitLabel={saving ? "Saving..." : "Save Changes"}
        submitDisabled={!canSave}
      />
    </form>
  );
}

export function EditBookingDialog({
  booking,
  onOpenChange,
  onSaved,
}: {
  booking: AdminBooking | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (booking: AdminBooking) => void;
}) {
  return (
    <AppDialog
      open={booking !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={booking ? "Edit Booking" : null}
      description={
        booking && (
          <>
            {booking.customerName || "Customer"} · {formatDate(booking.scheduledDate)},{" "}
            {ADMIN_SLOT_LABELS[booking.timeSlot as keyof typeof ADMIN_SLOT_LABELS] ?? booking.timeSlot}
          </>
        )
      }
    >
      {booking && (
        <EditBookingForm
          key={booking.id}
          booking={booking}
          onSaved={onSaved}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </AppDialog>
  );
}
