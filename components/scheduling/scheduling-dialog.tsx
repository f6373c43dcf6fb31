"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ArrowLeft, Loader2 } from "lucide-react";
import { AppDialog } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { api, type ApiResult } from "@/components/api/client";
import { useTimeSlots, type Loadable } from "@/components/booking/use-schedule-options";
import { cn } from "@/lib/utils.shared";
import { awaitsConfirmation } from "@/lib/bookings/holds.shared";
import { useLocalizeApiError } from "@/components/quote/validation-context";
import { BookingConfirmedOverlay } from "./booking-confirmed-overlay";
import { AvailableDatesLoader, DateChoices } from "./date-choices";
import { ServiceDetailsCard } from "./service-details-card";
import { SlotChoices } from "./slot-choices";
import type { ScheduledBooking, SchedulingQuote } from "./types";
import { useProjectEstimate } from "./use-project-estimate";
import { useTranslations } from "next-intl";

export type { ScheduledBooking, SchedulingQuote } from "./types";

export interface SchedulingDialogProps {
  /** The saved quote to book; null before one exists (nothing is fetched then). */
  quote: SchedulingQuote | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Back to Quote": the owner closes this dialog and reopens the wizard at step 4 (docs/product.md §4). */
  onBackToQuote: () => void;
  /**
   * Called once per booking, when the "Booking Confirmed" overlay goes away
   * (Close, Escape, or after 5 s); the owner clears the quote here. The dialog
   * then asks to close with `onOpenChange(false)`.
   */
  onBooked: (booking: ScheduledBooking) => void;
}

/**
 * "Schedule Your Service" (docs/product.md §2, §4, §7): pick one of the quote's available
 * dates and a free time slot, review the service details and book.
 */
export function SchedulingDialog({
  quote,
  open,
  onOpenChange,
  onBackToQuote,
  onBooked,
}: SchedulingDialogProps) {
  const t = useTranslations("schedule");
  const tu = useTranslations("ui");
  const localizeApiError = useLocalizeApiError();
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  /** The booking the overlay shows; kept until the dialog opens again so the closing animation doesn't flash the form. */
  const [confirmed, setConfirmed] = useState<ScheduledBooking | null>(null);
  /** A booking whose overlay has not been dismissed yet, i.e. `onBooked` is still owed. */
  const pending = useRef<ScheduledBooking | null>(null);

  const latest = useRef({ onBooked, onOpenChange });
  useEffect(() => {
    latest.current = { onBooked, onOpenChange };
  });

  // A fresh opening starts with the form, not last time's confirmation.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setConfirmed(null);
  }

  /** Hands the booking to the owner exactly once; `close` also asks to close the dialog. */
  const finish = useCallback((close: boolean) => {
    const booking = pending.current;
    pending.current = null;
    if (booking) latest.current.onBooked(booking);
    if (close) latest.current.onOpenChange(false);
  }, []);

  // Closed from outside while the confirmation was showing (or before it could): still hand the booking over.
  useEffect(() => {
    if (!open && pending.current) finish(false);
  }, [open, confirmed, finish]);

  function handleOpenChange(next: boolean) {
    if (!next && pending.current) finish(true);
    else onOpenChange(next);
  }

  async function book(scheduledDate: string, timeSlot: string): Promise<ApiResult<ScheduledBooking> | null> {
    if (!quote || submittingRef.current) return null;
    submittingRef.current = true;
    setSubmitting(true);
    const result = await api.post<ScheduledBooking>("/api/bookings", {
      quoteId: quote.id,
      scheduledDate,
      timeSlot,
    });
    submittingRef.current = false;
    setSubmitting(false);
    if (result.ok && result.data) {
      // A hold is not booked yet: the toast says what the overlay says, to confirm from the e-mail.
      if (awaitsConfirmation(result.data))
        toast.info(t("confirmed.heldTitle"), { description: t("toasts.heldText") });
      else toast.success(t("toasts.created"), { description: t("toasts.createdText") });
      pending.current = result.data;
      setConfirmed(result.data);
    } else {
      toast.error(t("toasts.failed"), {
        description: (result.error ? localizeApiError(result.error) : undefined) ?? t("toasts.failedText"),
      });
    }
    return result;
  }

  const showOverlay = confirmed !== null;
  const content = useRef<HTMLDivElement>(null);

  return (
    <AppDialog
      open={open}
      onOpenChange={handleOpenChange}
      ref={content}
      showCloseButton={!showOverlay}
      className="sm:max-w-2xl"
      // Start on the dialog itself (its title is read out), not on "Back to Quote" while the dates load.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        content.current?.focus();
      }}
      headerClassName={cn(showOverlay && "sr-only")}
      title={t("title")}
      description={t("description")}
      closeLabel={tu("close")}
    >
      {showOverlay ? (
        <BookingConfirmedOverlay booking={confirmed} onClose={() => finish(true)} />
      ) : quote ? (
        <SchedulingForm
          key={quote.id}
          quote={quote}
          submitting={submitting}
          onBackToQuote={onBackToQuote}
          onConfirm={book}
        />
      ) : (
        <NoQuote onBackToQuote={onBackToQuote} />
      )}
    </AppDialog>
  );
}

function NoQuote({ onBackToQuote }: { onBackToQuote: () => void }) {
  const t = useTranslations("schedule");
  return (
    <>
      <p className="text-sm text-muted-foreground">{t("noQuote")}</p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBackToQuote}>
          <ArrowLeft aria-hidden />
          {t("backToQuote")}
        </Button>
      </DialogFooter>
    </>
  );
}

interface SchedulingFormProps {
  quote: SchedulingQuote;
  submitting: boolean;
  onBackToQuote: () => void;
  onConfirm: (date: string, slot: string) => Promise<ApiResult<ScheduledBooking> | null>;
}

function SchedulingForm({ quote, submitting, onBackToQuote, onConfirm }: SchedulingFormProps) {
  const t = useTranslations("schedule");
  const [dates, setDates] = useState<Loadable<string[]>>({ status: "loading" });
  const [datesVersion, setDatesVersion] = useState(0);
  const [date, setDate] = useState("");
  const [slot, setSlot] = useState("");
  const [slotsVersion, setSlotsVersion] = useState(0);
  const slots = useTimeSlots(quote.id, date, slotsVersion);
  const estimate = useProjectEstimate(quote.id);
  const noDatesToasted = useRef(false);

  // While the dates load again (after a 409) keep showing the last list.
  const receiveDates = useCallback((next: Loadable<string[]>) => {
    setDates((previous) => (next.status === "loading" && previous.status === "ready" ? previous : next));
  }, []);

  useEffect(() => {
    if (dates.status !== "ready") return;
    if (dates.value.length === 0 && !noDatesToasted.current) {
      noDatesToasted.current = true;
      toast.error(t("toasts.noDates"), { description: t("toasts.noDatesText") });
    }
    if (date && !dates.value.includes(date)) {
      setDate("");
      setSlot("");
    }
    // Only a new list of dates matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choosing a date must not re-run the check
  }, [dates]);

  function chooseDate(value: string) {
    setDate(value);
    setSlot(""); // docs/product.md §4: choosing a date clears the chosen time slot
  }

  const chosenSlot = slots.status === "ready" ? slots.value.find((s) => s.id === slot) : undefined;
  const canConfirm = Boolean(date && slot && chosenSlot?.available) && !submitting;

  async function confirm() {
    if (!canConfirm) return;
    const result = await onConfirm(date, slot);
    if (result?.status === 409) {
      // Someone took the slot meanwhile: show what is left.
      setSlot("");
      setSlotsVersion((v) => v + 1);
      setDatesVersion((v) => v + 1);
    }
  }

  return (
    <>
      <AvailableDatesLoader key={datesVersion} quoteId={quote.id} onChange={receiveDates} />
      <div className="grid gap-6 md:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <DateChoices
            dates={dates}
            value={date}
            onChange={chooseDate}
            onRetry={() => setDatesVersion((v) => v + 1)}
            disabled={submitting}
          />
          <SlotChoices slots={slots} value={slot} onChange={setSlot} disabled={submitting} />
        </div>
        <ServiceDetailsCard totalCost={quote.totalCost} estimate={estimate} date={date} slot={slot} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBackToQuote} disabled={submitting}>
          <ArrowLeft aria-hidden />
          {t("backToQuote")}
        </Button>
        <Button type="button" onClick={confirm} disabled={!canConfirm} aria-busy={submitting || undefined}>
          {submitting && <Loader2 className="animate-spin" aria-hidden />}
          {submitting ? t("booking") : t("confirm")}
        </Button>
      </DialogFooter>
    </>
  );
}
