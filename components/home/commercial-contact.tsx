import { Building2 } from "@/components/ui/static-icons/building-complex";
import { Clock } from "@/components/ui/static-icons/clock";
import { Mail } from "@/components/ui/static-icons/mail";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";
import type { CommercialInquiryTexts } from "./commercial-inquiry-form";

export type { CommercialInquiryTexts };
import { CommercialInquiryFormLoader } from "./commercial-inquiry-form-loader";
import { SectionHeading } from "./section-heading";

/**
 * The home page's commercial band. On a Spanish page the form gets its words and the Spanish of the
 * schema's messages from the server (`form`), so the browser receives one language only.
 */
export function CommercialContact({
  locale = "en",
  form,
}: {
  locale?: Locale;
  form?: CommercialInquiryTexts;
}) {
  const t = getT(locale, "home");
  return (
    <section
      id="commercial"
      aria-labelledby="commercial-title"
      className="scroll-mt-20 bg-muted/40 px-4 py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="commercial-title"
            eyebrow={t("commercial.eyebrow")}
            title={t("commercial.title")}
            className="mx-0 text-left"
          >
            {t("commercial.intro")}
          </SectionHeading>
          <ul className="space-y-4 text-sm">
            <li className="flex gap-3">
              <Building2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{t("commercial.online")}</span>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>{t("commercial.evenings")}</span>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {t.rich("commercial.answer", {
                  phone: () => (
                    <a
                      className="font-medium text-primary underline-offset-4 hover:underline"
                      href={siteConfig.phoneHref}
                    >
                      {siteConfig.phone}
                    </a>
                  ),
                })}
              </span>
            </li>
          </ul>
        </div>
        <div className="rounded-xl border bg-card p-6 shadow-sm">
          <CommercialInquiryFormLoader texts={form} />
        </div>
      </div>
    </section>
  );
}
