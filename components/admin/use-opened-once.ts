"use client";

import { useState } from "react";

/**
 * True from the first time `open` is true on: a dialog whose code loads on demand mounts then,
 * and stays mounted so that it can animate closed and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
