import type { Metadata } from "next";
import { LegalPage, LegalSection } from "@/components/content/page-header";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { pageMetadata } from "@/lib/seo";
import { siteConfig } from "@/lib/site.shared";
import { POSTAL_ADDRESS, legalText } from "./legal-text";

export function privacyMetadata(locale: Locale): Metadata {
  const t = getT(locale, "legal");
  return pageMetadata({
    title: t("privacy.metaTitle"),
    description: t("privacy.metaDescription", { name: siteConfig.name }),
    path: "/privacy",
    locale,
  });
}

/** The privacy policy (app/(en)/privacy, app/es/privacy); its text is the legal namespace's. */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const { t, rich, updatedLine } = legalText(locale);
  const items = (section: "s1" | "s2" | "s3" | "s5", keys: readonly string[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>{rich(`privacy.${section}.${key}` as Parameters<typeof rich>[0])}</li>
      ))}
    </ul>
  );
  return (
    <LegalPage
      title={t("privacy.metaTitle")}
      updatedLine={updatedLine}
      lead={t("privacy.lead", { name: siteConfig.name })}
    >
      <LegalSection number={1} title={t("privacy.s1.title")}>
        <p>{t("privacy.s1.intro")}</p>
        {items("s1", ["contact", "project", "booking", "messages", "technical"])}
        <p>{t("privacy.s1.payment")}</p>
      </LegalSection>

      <LegalSection number={2} title={t("privacy.s2.title")}>
        {items("s2", ["quote", "match", "notices", "questions", "fraud", "improve"])}
        <p>{t("privacy.s2.noSale")}</p>
      </LegalSection>

      <LegalSection number={3} title={t("privacy.s3.title")}>
        <p>{t("privacy.s3.intro")}</p>
        {items("s3", ["painter", "providers", "law"])}
      </LegalSection>

      <LegalSection number={4} title={t("privacy.s4.title")}>
        <p>{t("privacy.s4.text")}</p>
      </LegalSection>

      <LegalSection number={5} title={t("privacy.s5.title")}>
        <p>{t("privacy.s5.intro")}</p>
        {items("s5", ["access", "correct", "delete", "emails"])}
        <p>{t("privacy.s5.noDiscrimination")}</p>
      </LegalSection>

      <LegalSection number={6} title={t("privacy.s6.title")}>
        <p>{t("privacy.s6.text")}</p>
      </LegalSection>

      <LegalSection number={7} title={t("privacy.s7.title")}>
        <p>{t("privacy.s7.text")}</p>
      </LegalSection>

      <LegalSection number={8} title={t("privacy.s8.title")}>
        <p>{t("privacy.s8.text")}</p>
      </LegalSection>

      <LegalSection number={9} title={t("privacy.s9.title")}>
        <p>{t("privacy.s9.text")}</p>
      </LegalSection>

      <LegalSection number={10} title={t("privacy.s10.title")}>
        <p>{rich("privacy.s10.text", undefined, { address: POSTAL_ADDRESS })}</p>
        <p>{rich("privacy.s10.seeAlso", "/terms")}</p>
      </LegalSection>
    </LegalPage>
  );
}
