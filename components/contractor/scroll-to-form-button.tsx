"use client";

import type { MouseEvent } from "react";
import { buttonAttributes } from "@/components/ui/button-variants";
import { ArrowDownIcon } from "@/components/ui/static-icons/arrow-down";

/**
 * Scrolls smoothly to the registration form (instantly when the visitor asks
 * for reduced motion) and moves focus to its first field. A plain #link
 * without JavaScript.
 */
export function ScrollToFormButton({ targetId, children }: { targetId: string; children: React.ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    target.querySelector<HTMLElement>("input, textarea, select")?.focus({ preventScroll: true });
    history.replaceState(null, "", `#${targetId}`);
  }
  return (
    <a
      href={`#${targetId}`}
      onClick={onClick}
      {...buttonAttributes({ size: "lg", className: "min-h-11 w-full sm:w-auto" })}
    >
      {children}
      <ArrowDownIcon aria-hidden />
    </a>
  );
}
