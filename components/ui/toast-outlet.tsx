"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToasterRequest, toasterRequested } from "./toaster-request";

const Toaster = lazy(() => import("./sonner").then((m) => ({ default: m.Toaster })));

/**
 * The root layout's place for toasts: empty until the page raises its first toast. The
 * toaster then mounts and shows the toasts raised before it (sonner replays them).
 */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToToasterRequest, toasterRequested, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
