/**
 * Whether this page has asked for a toast yet. The toaster (sonner, its styles and icons)
 * mounts on the first toast instead of with every page: pages of static text never toast.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeToToasterRequest(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toasterRequested = () => requested;
