"use client";

import { lazy, Suspense, useState } from "react";

// The sheet (focus trap, portal, animations) loads on the first tap, so phones download
// only the button with the page. React's lazy, not next/dynamic: that wrapper would be
// the biggest part of what every page of static text ships.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet").then((m) => ({ default: m.MobileNavSheet })));

/** The menu button; its classes come from the server-rendered header, so no styling code ships with it. */
export function MobileNav({ className }: { className: string }) {
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
        {/* lucide's menu icon, drawn inline: the icon library's code would cost every page more than the button. */}
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M4 5h16M4 12h16M4 19h16" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
