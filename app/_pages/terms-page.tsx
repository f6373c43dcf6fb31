import type { Metadata } from "next";
import { LegalPage, LegalSection } from "@/components/content/page-header";
import { formatHoursIn } from "@/lib/i18n/hours.shared";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { pageMetadata } from "@/lib/seo";
import { siteConfig } from "@/lib/site.shared";
import { POSTAL_ADDRESS, legalText } from "./legal-text";

export function termsMetadata(locale: Locale): Metadata {
  const t = getT(locale, "legal");
  return pageMetadata({
    title: t("terms.metaTitle"),
    description: t("terms.metaDescription", { name: siteConfig.name }),
    path: "/terms",
    locale,
  });
}

/** The terms of use (app/(en)/terms, app/es/terms); their text is the legal namespace's. */
export function TermsPage({ locale }: { locale: Locale }) {
  const { t, rich, updatedLine } = legalText(locale);
  const items = (section: "s3" | "s4" | "s5" | "s10", keys: readonly string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{rich(`terms.${section}.${key}` as Parameters<typeof rich>[0], "/manage-booking")}</li>
      ))}
    </ul>
  );
  const hours = formatHoursIn(locale, siteConfig.businessHours.opens, siteConfig.businessHours.closes);
  return (
    <LegalPage
      title={t("terms.metaTitle")}
      updatedLine={updatedLine}
      lead={t("terms.lead", { name: siteConfig.name })}
    >
      <LegalSection number={1} title={t("terms.s1.title")}>
        <p>{rich("terms.s1.text", "/privacy")}</p>
      </LegalSection>

      <LegalSection number={2} title={t("terms.s2.title")}>
        <p>{t("terms.s2.text", { name: siteConfig.name })}</p>
      </LegalSection>

      <LegalSection number={3} title={t("terms.s3.title")}>
        {items("s3", ["quotes", "differences", "confirmed", "payment", "disputes"])}
      </LegalSection>

      <LegalSection number={4} title={t("terms.s4.title")}>
        {items("s4", ["reschedule", "late", "multiDay"])}
      </LegalSection>

      <LegalSection number={5} title={t("terms.s5.title")}>
        {items("s5", ["accurate", "access", "fragile", "paint", "hazards"])}
      </LegalSection>

      <LegalSection number={6} title={t("terms.s6.title")}>
        <p>{rich("terms.s6.text")}</p>
      </LegalSection>

      <LegalSection number={7} title={t("terms.s7.title")}>
        <p>{t("terms.s7.text", { name: siteConfig.name })}</p>
      </LegalSection>

      <LegalSection number={8} title={t("terms.s8.title")}>
        <p>{t("terms.s8.text", { name: siteConfig.name })}</p>
      </LegalSection>

      <LegalSection number={9} title={t("terms.s9.title")}>
        <p>{rich("terms.s9.text", "/privacy")}</p>
      </LegalSection>

      <LegalSection number={10} title={t("terms.s10.title")}>
        <p>{t("terms.s10.intro")}</p>
        {items("s10", ["false", "scrape", "interfere", "circumvent"])}
      </LegalSection>

      <LegalSection number={11} title={t("terms.s11.title")}>
        <p>{t("terms.s11.text")}</p>
      </LegalSection>

      <LegalSection number={12} title={t("terms.s12.title")}>
        <p>{t("terms.s12.text")}</p>
      </LegalSection>

      <LegalSection number={13} title={t("terms.s13.title")}>
        <p>{rich("terms.s13.text", undefined, { hours, address: POSTAL_ADDRESS })}</p>
      </LegalSection>
    </LegalPage>
  );
}
