import type { Metadata } from "next";
import { InvalidLinkCard } from "@/components/booking/invalid-link-card";
import { InvoiceDocument } from "@/components/invoices/invoice-document";
import { db } from "@/lib/db";
import { INVOICE_TEXTS } from "@/lib/invoices/texts.shared";
import { loadInvoiceView } from "@/lib/invoices/view";
import { CHECKOUT_NOTICES } from "@/lib/payments/checkout";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your Invoice",
  robots: { index: false, follow: false },
  // The token in the address must not leak to other sites (Stripe's page included).
  referrer: "no-referrer",
};

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The invoice link of the invoice e-mail: no login, the signed token is the only credential. */
export default async function InvoicePage({ params, searchParams }: Props) {
  const { token } = await params;
  const { payment } = await searchParams;
  const invoice = await loadInvoiceView(db, token);
  // Back from Stripe: paid (the webhook may not have landed yet) or not started (an outage).
  const notice =
    invoice && payment === "paid" && invoice.status !== "paid"
      ? { text: CHECKOUT_NOTICES.paid, tone: "status" as const }
      : invoice && payment === "unavailable" && invoice.dueCents > 0
        ? { text: CHECKOUT_NOTICES.unavailable, tone: "alert" as const }
        : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      {invoice ? (
        <InvoiceDocument
          invoice={invoice}
          notice={notice}
          payAction={`/api/invoices/${encodeURIComponent(token)}/checkout`}
        />
      ) : (
        <InvalidLinkCard text={INVOICE_TEXTS.invalidLinkText} />
      )}
    </div>
  );
}
