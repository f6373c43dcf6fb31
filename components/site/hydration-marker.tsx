"use client";

import { useEffect } from "react";

/**
 * Marks the document `data-hydrated` once React owns the page: its effects run after the commit
 * that attached every handler of the layout and the page (the header's menu, the Get Quote links,
 * the forms). Before then a click on a React control does nothing, so the end-to-end tests wait for
 * this state after each page load instead of for a length of time.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
