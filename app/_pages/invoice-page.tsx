import type { Metadata } from "next";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { InvoiceDocument } from "@/components/invoices/invoice-document";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { loadInvoiceView } from "@/lib/invoices/view";

export function invoiceMetadata(locale: Locale): Metadata {
  return {
    title: getT(locale, "invoicePage")("metaTitle"),
    robots: { index: false, follow: false },
    // The token in the address must not leak to other sites (Stripe's page included).
    referrer: "no-referrer",
  };
}

/** The invoice link of the invoice e-mail in one language: no login, the signed token is the only credential. */
export async function InvoicePage({
  locale,
  token,
  payment,
}: {
  locale: Locale;
  token: string;
  /** Back from Stripe: "paid" (the webhook may not have landed yet) or "unavailable" (an outage). */
  payment: string | string[] | undefined;
}) {
  const t = getT(locale, "invoicePage");
  const invoice = await loadInvoiceView(db, token);
  const notice =
    invoice && payment === "paid" && invoice.status !== "paid"
      ? { text: t("notices.paid"), tone: "status" as const }
      : invoice && payment === "unavailable" && invoice.dueCents > 0
        ? { text: t("notices.unavailable"), tone: "alert" as const }
        : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      {invoice ? (
        <InvoiceDocument
          locale={locale}
          invoice={invoice}
          notice={notice}
          payAction={`/api/invoices/${encodeURIComponent(token)}/checkout`}
        />
      ) : (
        <InvalidLinkCard locale={locale} text={t("invalidLinkText")} />
      )}
    </div>
  );
}
