"use client";

import * as React from "react";
import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import { Toaster as Sonner, toast as sonnerToast, type ToasterProps } from "sonner";
import { provideSonner } from "./toast";

// Toasts raised before this module loaded (components/ui/toast.ts) are shown now.
provideSonner(sonnerToast);

// Maps Sonner's CSS variables onto the BrushWise theme tokens so toasts match
// popovers, and success/error rich colours use our --success/--destructive.
const themeVars = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
  "--border-radius": "var(--radius)",
  "--success-bg": "color-mix(in oklch, var(--success) 10%, var(--background))",
  "--success-border": "color-mix(in oklch, var(--success) 35%, var(--background))",
  "--success-text": "var(--success)",
  "--error-bg": "color-mix(in oklch, var(--destructive) 8%, var(--background))",
  "--error-border": "color-mix(in oklch, var(--destructive) 35%, var(--background))",
  "--error-text": "var(--destructive)",
} as React.CSSProperties;

/**
 * App-wide toast outlet. docs/product.md §4 allows only one toast on screen at
 * a time, so a newer toast replaces the visible one.
 */
function Toaster({ style, ...props }: Omit<ToasterProps, "visibleToasts">) {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position="top-center"
      richColors
      closeButton
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden />,
        info: <InfoIcon className="size-4" aria-hidden />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden />,
        error: <OctagonXIcon className="size-4" aria-hidden />,
        loading: <Loader2Icon className="size-4 animate-spin" aria-hidden />,
      }}
      style={{ ...themeVars, ...style }}
      {...props}
      visibleToasts={1}
    />
  );
}

export { Toaster };
