/**
 * The classes and attributes of the Button, Badge and Card that the booking pages render, without
 * those components: their `cn` brings tailwind-merge, which would weigh more than a booking page's
 * own code. Where tailwind-merge would drop a class (a variant's focus ring, a size's padding
 * overridden by `px-0`), it is dropped here by hand; tests/unit/components/booking/booking-classes.test.ts
 * holds every string to what the components render.
 */
import { buttonVariants } from "@/components/ui/button-variants";

type ButtonVariant = "default" | "destructive" | "outline" | "link";

/** What `<Button variant className>` puts on its element (or, with `asChild`, on its link). */
export function buttonProps(variant: ButtonVariant = "default", className?: string) {
  let classes = buttonVariants({ variant, className });
  // tailwind-merge: the destructive ring colour replaces the default one…
  if (variant === "destructive") classes = classes.replace(" focus-visible:ring-ring/50", "");
  // …and `px-0` the default size's padding.
  if (className?.split(" ").includes("px-0")) classes = classes.replace(" px-4 ", " ");
  return {
    "data-slot": "button",
    "data-variant": variant,
    "data-size": "default",
    className: classes,
  } as const;
}

const BADGE_BASE =
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px]";
const BADGE_INVALID =
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40 [&>svg]:pointer-events-none [&>svg]:size-3";

/** `<Badge variant>`'s classes (components/ui/badge.tsx), for the variants a booking's status takes. */
export const BADGE_CLASSES = {
  default: `${BADGE_BASE} focus-visible:ring-ring/50 ${BADGE_INVALID} border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90`,
  secondary: `${BADGE_BASE} focus-visible:ring-ring/50 ${BADGE_INVALID} border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90`,
  destructive: `${BADGE_BASE} ${BADGE_INVALID} border-transparent bg-destructive text-white focus-visible:ring-destructive/20 dark:bg-destructive/60 dark:focus-visible:ring-destructive/40 [a&]:hover:bg-destructive/90`,
} as const;

/** components/ui/card.tsx's classes: Card, CardHeader, CardContent, CardFooter. */
export const CARD_CLASSES = {
  card: "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
  header:
    "@container/card-header grid auto-rows-min grid-rows-[auto_auto] items-start gap-2 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-6",
  content: "px-6",
  footer: "flex items-center px-6 [.border-t]:pt-6",
} as const;

/** `<Label>`'s classes (components/ui/label.tsx). */
export const LABEL_CLASSES =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
