"use client";

import { useLocale, useTranslations } from "next-intl";
import { PageLink } from "@/components/site/page-link";
import { localizedPath } from "@/lib/i18n/locales.shared";
import { CircleSlash } from "@/components/ui/static-icons/circle-slash";
import { buttonProps } from "./booking-classes";
import { cancellationFeeText } from "./format";

/** A cancelled booking: the fee that applied and the way back to book anew (docs/product.md §2). */
export function CancelledNotice({ fee, title }: { fee: number | null; title?: string }) {
  const t = useTranslations("booking");
  const locale = useLocale();
  return (
    <div className="space-y-3 rounded-lg border bg-muted/50 p-4 text-sm">
      <p className="flex items-start gap-2 font-medium">
        <CircleSlash className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        {title ?? t("cancelled.title")}
      </p>
      {fee !== null && <p>{cancellationFeeText(t, fee)}</p>}
      <p className="text-muted-foreground">{t("cancelled.newQuote")}</p>
      <PageLink href={localizedPath(locale, "/")} {...buttonProps("outline", "w-full sm:w-auto")}>
        {t("cancelled.returnToMain")}
      </PageLink>
    </div>
  );
}
