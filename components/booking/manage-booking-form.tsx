"use client";

import { lazy, Suspense, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/components/api/client";
import { useServerRenderedForm } from "@/components/hooks/use-server-rendered-form";
import { inputClassName } from "@/components/ui/field-classes";
import { LoadingDialog } from "@/components/ui/loading-dialog";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import { Search } from "@/components/ui/static-icons/search";
import { toast } from "@/components/ui/toast";
import type { RoomPhotos } from "@/lib/bookings/live-status.shared";
import type { BookingDto } from "@/lib/bookings/serialize";
import {
  BOOKING_MESSAGES,
  bookingLookupKey,
  bookingLookupProblem,
} from "@/lib/validations/booking-messages.shared";
import { localizeApiError } from "./api-errors";
import { buttonProps, LABEL_CLASSES } from "./booking-classes";
import { cancellationFeeText } from "./format";

// The details dialog (Radix's dialog, the summary, the cancel step) loads with the first look-up,
// not with the page: most of its JavaScript, and shown only once a booking is found. (Exported for the
// unit tests, which load it before they assert.)
export const loadBookingDetails = () => import("./booking-details-dialog");
const BookingDetailsDialog = lazy(() =>
  loadBookingDetails().then((m) => ({ default: m.BookingDetailsDialog })),
);

/**
 * The look-up's answer: the booking, the token its live status refreshes with (lib/bookings/live-status.ts)
 * and a completed job's after photos.
 */
type LookupAnswer = BookingDto & { statusToken: string | null; afterPhotos?: RoomPhotos[] };

interface CancelResult {
  message: string;
  cancellationFee: number;
  booking: BookingDto;
}

type FormText = ReturnType<typeof useTranslations<"manageBooking">>;
type BookingText = ReturnType<typeof useTranslations<"booking">>;

/**
 * The look-up's failure, by status. The server's English text is shown on English pages (as it
 * always was); another language shows its own text for the status, or the server's translated.
 */
function lookupFailed(t: FormText, tb: BookingText, english: boolean, status: number, error: string | null) {
  const server = (fallback: string) => (english ? (error ?? fallback) : localizeApiError(t, error, fallback));
  if (status === 404) toast.error(t("toasts.notFound"), { description: t("toasts.notFoundText") });
  else if (status === 400) toast.error(server(t("toasts.invalidId")));
  else if (status === 429) toast.error(english ? (error ?? t("toasts.tooMany")) : t("toasts.tooMany"));
  else toast.error(t("toasts.wrong"), { description: server(tb("networkError")) });
}

/**
 * Booking ID or the customer's reference + e-mail → the booking's details, where a scheduled booking can be cancelled (docs/product.md §2,
 * §5). The ID is checked with the API's own rule (lib/validations/booking-messages.shared.ts) in a few
 * lines, and the fields carry the Input and Label classes without their components: zod and
 * tailwind-merge would be most of the page's JavaScript.
 */
export function ManageBookingForm({ initialId = "" }: { initialId?: string }) {
  const t = useTranslations("manageBooking");
  const tb = useTranslations("booking");
  const english = t("toasts.notFound") === BOOKING_MESSAGES.notFound;
  const [bookingId, setBookingId] = useState(initialId);
  const [email, setEmail] = useState("");
  const [searching, setSearching] = useState(false);
  // `key`: what the customer named it by (ID or reference), which the cancel names it by too: a
  // booking whose ID was locked by wrong e-mails still cancels through its reference.
  const [found, setFound] = useState<{
    booking: BookingDto;
    key: string;
    email: string;
    statusToken: string | null;
    afterPhotos: RoomPhotos[];
  } | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { hydrated, formProps } = useServerRenderedForm((typed) => {
    if (typed.bookingId !== undefined) setBookingId(typed.bookingId);
    if (typed.email !== undefined) setEmail(typed.email);
  });

  async function findBooking(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = bookingLookupProblem({ bookingId, email });
    if (problem) {
      toast.error(english ? problem : localizeApiError(t, problem, t("toasts.required")));
      return;
    }
    const key = bookingLookupKey(bookingId) ?? bookingId.trim();
    const address = email.trim();
    setSearching(true);
    void loadBookingDetails(); // downloads while the server looks the booking up
    const result = await api.post<LookupAnswer>(`/api/bookings/${encodeURIComponent(key)}/lookup`, {
      email: address,
    });
    setSearching(false);
    if (!result.ok || !result.data) {
      lookupFailed(t, tb, english, result.status, result.error);
      return;
    }
    toast.dismiss(); // an earlier "required" or "not found" notice no longer applies
    const { statusToken, afterPhotos = [], ...booking } = result.data;
    setFound({ booking, key, email: address, statusToken, afterPhotos });
    setOpen(true);
  }

  async function cancelBooking() {
    if (!found) return;
    setCancelling(true);
    const result = await api.post<CancelResult>(`/api/bookings/${encodeURIComponent(found.key)}/cancel`, {
      email: found.email,
    });
    setCancelling(false);
    if (!result.ok || !result.data) {
      toast.error(t("toasts.cancelFailed"), {
        description: english
          ? (result.error ?? t("toasts.cancelFailedText"))
          : localizeApiError(t, result.error, t("toasts.cancelFailedText")),
      });
      return;
    }
    const { booking, cancellationFee, message } = result.data;
    setFound({ ...found, booking });
    const fee = cancellationFeeText(tb, cancellationFee);
    // The server's own words (English) join the fee on English pages only.
    toast.success(t("toasts.cancelled"), {
      description: message === BOOKING_MESSAGES.cancelled || !english ? fee : `${message} ${fee}`,
    });
  }

  return (
    <>
      <form
        {...formProps}
        onSubmit={findBooking}
        noValidate
        aria-label={t("form.label")}
        className="space-y-5"
      >
        <div className="space-y-2">
          <label htmlFor="booking-id" data-slot="label" className={LABEL_CLASSES}>
            {t("form.bookingId")}
          </label>
          <input
            id="booking-id"
            name="bookingId"
            data-slot="input"
            className={inputClassName}
            value={bookingId}
            onChange={(event) => {
              setBookingId(event.target.value);
              setFound(null);
            }}
            aria-required="true"
            aria-describedby="booking-id-hint"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("form.bookingIdPlaceholder")}
          />
          <p id="booking-id-hint" className="text-xs text-muted-foreground">
            {t("form.bookingIdHint")}
          </p>
        </div>
        <div className="space-y-2">
          <label htmlFor="booking-email" data-slot="label" className={LABEL_CLASSES}>
            {t("form.email")}
          </label>
          <input
            id="booking-email"
            name="email"
            type="email"
            data-slot="input"
            className={inputClassName}
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFound(null);
            }}
            aria-required="true"
            placeholder={t("form.emailPlaceholder")}
          />
        </div>
        <button type="submit" {...buttonProps("default", "w-full")} disabled={searching || !hydrated}>
          {searching ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
          {searching ? t("form.searching") : t("form.find")}
        </button>
        {found && !open && (
          <button type="button" {...buttonProps("outline", "w-full")} onClick={() => setOpen(true)}>
            {t("form.view")}
          </button>
        )}
      </form>
      {found && (
        <Suspense fallback={open ? <LoadingDialog label={t("form.loading")} /> : null}>
          <BookingDetailsDialog
            booking={found.booking}
            statusToken={found.statusToken}
            afterPhotos={found.afterPhotos}
            open={open}
            onOpenChange={setOpen}
            cancelling={cancelling}
            onCancel={cancelBooking}
          />
        </Suspense>
      )}
    </>
  );
}
