import { PageLink } from "@/components/site/page-link";
import { PaintRoller } from "@/components/ui/static-icons/paint-roller";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { siteConfig } from "@/lib/site.shared";

/** The brand, linking to the home page in the page's language. */
export function Logo({ locale = "en" }: { locale?: Locale }) {
  return (
    <PageLink
      href={sitePath(locale, "/")}
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground"
        aria-hidden="true"
      >
        <PaintRoller className="size-4" />
      </span>
      <span className="text-lg">{siteConfig.name}</span>
    </PageLink>
  );
}
