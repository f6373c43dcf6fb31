"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales.shared";

// The sheet (focus trap, portal, animations) loads on the first tap, so phones download
// only the button with the page. React's lazy, not next/dynamic: that wrapper would be
// the biggest part of what every page of static text ships.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet").then((m) => ({ default: m.MobileNavSheet })));

/** The menu's words in the page's language, from the server-rendered header (site namespace). */
export interface MobileNavTexts {
  openMenu: string;
  description: string;
  navLabel: string;
  getQuote: string;
}

export interface MobileNavLink {
  href: string;
  label: string;
}

/**
 * The menu button. Its classes, its icon, its links and its words come from the server-rendered
 * header, so neither styling code, the icon's drawing nor a catalogue ships with it.
 */
export function MobileNav({
  className,
  icon,
  locale,
  links,
  texts,
}: {
  className: string;
  icon: ReactNode;
  locale: Locale;
  links: readonly MobileNavLink[];
  texts: MobileNavTexts;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        data-slot="button"
        className={className}
        aria-label={texts.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {icon}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} locale={locale} links={links} texts={texts} />
        </Suspense>
      )}
    </>
  );
}
