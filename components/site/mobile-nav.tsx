"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";

// The sheet (focus trap, portal, animations) loads on the first tap, so phones download
// only the button with the page. React's lazy, not next/dynamic: that wrapper would be
// the biggest part of what every page of static text ships.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet").then((m) => ({ default: m.MobileNavSheet })));

/**
 * The menu button. Its classes and its icon come from the server-rendered header, so neither
 * styling code nor the icon's drawing ships with it.
 */
export function MobileNav({ className, icon }: { className: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        data-slot="button"
        className={className}
        aria-label="Open menu"
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
          <MobileNavSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
