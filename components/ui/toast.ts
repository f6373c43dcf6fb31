/**
 * The app's one way to raise a toast, without sonner in the page's first load: sonner (its
 * styles, icons and the toaster) arrives with the first toast. Calls made before it has arrived
 * are kept in order and replayed; once it is here they go straight through. Ids are given here,
 * so a caller gets one at once (to dismiss or replace its toast later), as with sonner's own.
 */
import type { ExternalToast, toast as SonnerToast } from "sonner";
import { requestToaster } from "./toaster-request";

type Sonner = typeof SonnerToast;
type Message = Parameters<Sonner>[0];
type ToastId = string | number;

let sonner: Sonner | null = null;
const waiting: ((sonner: Sonner) => void)[] = [];
let nextId = 0;

/** Called by components/ui/sonner.tsx as it loads: from then on toasts go straight to sonner. */
export function provideSonner(loaded: Sonner) {
  sonner = loaded;
  for (const call of waiting.splice(0)) call(loaded);
}

function withSonner(call: (sonner: Sonner) => void) {
  requestToaster();
  if (sonner) {
    call(sonner);
    return;
  }
  waiting.push(call);
  // The root layout's ToastOutlet loads the same module; whichever import lands first provides it.
  void import("./sonner");
}

type Kind = "success" | "error" | "info" | "warning" | "message";

function show(kind: Kind | null) {
  return (message: Message, options?: ExternalToast): ToastId => {
    const id = options?.id ?? `toast-${++nextId}`;
    withSonner((loaded) => {
      const raise = kind ? loaded[kind] : loaded;
      raise(message, { ...options, id });
    });
    return id;
  };
}

export const toast = Object.assign(show(null), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  message: show("message"),
  /** Without an id, every toast on the page. */
  dismiss(id?: ToastId) {
    // Nothing to dismiss before sonner has shown anything.
    if (sonner) sonner.dismiss(id);
    else if (waiting.length) withSonner((loaded) => loaded.dismiss(id));
  },
});
