import { CalendarCheck } from "@/components/ui/static-icons/calendar-check";
import { ClipboardList } from "@/components/ui/static-icons/clipboard-list";
import { Receipt } from "@/components/ui/static-icons/receipt";
import { Wallet } from "@/components/ui/static-icons/wallet";
import { FeatureGrid } from "@/components/content/feature-grid";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { HomeSection } from "./section-heading";

const STEPS = [
  { icon: ClipboardList, key: "describe" },
  { icon: Receipt, key: "price" },
  { icon: CalendarCheck, key: "date" },
  { icon: Wallet, key: "pay" },
] as const;

export function HowItWorks({ locale = "en" }: { locale?: Locale }) {
  const t = getT(locale, "home");
  const steps = STEPS.map(({ icon, key }) => ({
    icon,
    title: t(`howItWorks.${key}Title`),
    text: t(`howItWorks.${key}Text`),
  }));
  return (
    <HomeSection
      id="how-it-works"
      titleId="how-it-works-title"
      eyebrow={t("howItWorks.eyebrow")}
      title={t("howItWorks.title")}
      intro={t("howItWorks.intro")}
    >
      <FeatureGrid
        features={steps}
        mark="step"
        ordered
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </HomeSection>
  );
}
