import "server-only";
import type { DbClient } from "@/lib/db/types";
import { recipientLanguage } from "@/lib/email/language";
import type { Locale } from "@/lib/i18n/locales.shared";

/**
 * The language of an invoice's e-mails: its booking's (the customer's). An invoice whose booking
 * was cleaned up (a cancelled booking's fee, kept for the books) has none left: English.
 */
export async function invoiceLanguage(db: DbClient, invoice: { bookingId: string | null }): Promise<Locale> {
  if (!invoice.bookingId) return "en";
  const booking = await db.booking.findUnique({
    where: { id: invoice.bookingId },
    select: { language: true },
  });
  return recipientLanguage(booking);
}
