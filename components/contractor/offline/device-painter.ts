/**
 * Whose device data this dashboard keeps (the signed-in painter's id, set by use-offline-jobs.ts):
 * the job photos' part (a lazy part of the job card) queues its photos under it without the
 * dashboard handing the id down through every tab and card.
 */
import { useSyncExternalStore } from "react";

let current: string | null = null;
const listeners = new Set<() => void>();

export function setDevicePainter(painterId: string | null) {
  if (painterId === current) return;
  current = painterId;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The painter's id once the dashboard knows it; null before (and on the server). */
export function useDevicePainter(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
