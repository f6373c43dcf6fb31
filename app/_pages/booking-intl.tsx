import type { ReactNode } from "react";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { clientMessages } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales.shared";

/**
 * The texts the booking pages' client parts read (Manage Booking, the cancel, confirm and
 * reschedule links), in the page's language only.
 */
export function BookingIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider
      locale={locale}
      messages={clientMessages(locale, ["booking", "manageBooking", "cancelBooking", "ui"])}
    >
      {children}
    </IntlProvider>
  );
}
