"use client";

import { createRoot } from "react-dom/client";
import { Toaster } from "./sonner";

/**
 * The page's toaster, mounted on its first toast (components/ui/toast.ts) in a React root of its
 * own at the end of <body>, instead of a placeholder in the root layout that every page would
 * ship. It stays across client-side navigations, as the layout's would.
 */
export function mountToaster() {
  const host = document.createElement("div");
  host.setAttribute("data-toaster-root", "");
  document.body.appendChild(host);
  createRoot(host).render(<Toaster />);
}
