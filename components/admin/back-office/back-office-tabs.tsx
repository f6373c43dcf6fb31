"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils.shared";
import {
  BACK_OFFICE_PANEL_ID,
  BACK_OFFICE_TABS,
  backOfficeHref,
  backOfficeTabId,
  type BackOfficeTabValue,
} from "./tabs";

/** The arrow keys' moves along the row (automatic activation, as the other dashboards' tabs). */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The back office's navigation: links, one per page, that read as tabs (a tablist of tabs with
 * aria-selected, one tab stop, arrows move and open). Being links, they can be opened in a new
 * browser tab and every page has its own address and history entry.
 */
export function BackOfficeTabs({ selected }: { selected: BackOfficeTabValue }) {
  const router = useRouter();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEPS[event.key];
    const current = links.current.findIndex((link) => link === document.activeElement);
    if (!step || current === -1) return;
    event.preventDefault();
    const next = step(current, BACK_OFFICE_TABS.length);
    links.current[next]?.focus();
    router.push(backOfficeHref(BACK_OFFICE_TABS[next]!.value));
  }

  return (
    <div
      role="tablist"
      aria-label="Back office"
      onKeyDown={onKeyDown}
      className="grid h-auto w-full grid-cols-2 items-center gap-1 rounded-lg bg-muted p-[3px] text-muted-foreground sm:grid-cols-4 lg:grid-cols-7"
    >
      {BACK_OFFICE_TABS.map((tab, i) => {
        const active = tab.value === selected;
        return (
          <Link
            key={tab.value}
            ref={(link) => {
              links.current[i] = link;
            }}
            href={backOfficeHref(tab.value)}
            id={backOfficeTabId(tab.value)}
            role="tab"
            aria-selected={active}
            aria-controls={active ? BACK_OFFICE_PANEL_ID : undefined}
            tabIndex={active ? 0 : -1}
            data-state={active ? "active" : "inactive"}
            className={cn(
              "inline-flex min-h-11 flex-1 items-center justify-center rounded-md border border-transparent px-2 py-1 text-center text-sm font-medium text-foreground transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 focus-visible:outline-ring",
              active && "bg-background shadow-sm",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}
