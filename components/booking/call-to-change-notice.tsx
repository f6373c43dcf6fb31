"use client";

import { useTranslations } from "next-intl";
import { siteConfig } from "@/lib/site.shared";

/** Shown instead of the cancel button once a booking is past the scheduled state. */
export function CallToChangeNotice() {
  const t = useTranslations("booking");
  return (
    <p className="border-t pt-4 text-sm text-muted-foreground">
      {t.rich("callToChange", {
        phone: () => (
          <a
            href={siteConfig.phoneHref}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {siteConfig.phone}
          </a>
        ),
      })}
    </p>
  );
}
