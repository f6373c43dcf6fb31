/**
 * The Button, Badge, Card and Label of the booking pages, as their classes and attributes without
 * the components: their `cn` brings tailwind-merge, which would weigh more than a booking page's
 * own code. Where tailwind-merge would drop a class (a variant's focus ring, a size's padding
 * overridden by `px-0`), it is dropped here by hand; tests/unit/components/booking/booking-classes.test.ts
 * holds every string to what the components render.
 */
import { badgeVariants } from "@/components/ui/badge-variants";
import { buttonAttributes } from "@/components/ui/button-variants";
import { cardClasses } from "@/components/ui/card-classes";
import { labelClassName } from "@/components/ui/field-classes";

type ButtonVariant = "default" | "destructive" | "outline" | "link";

/** The default focus ring, which the destructive variants replace with their own. */
const DEFAULT_RING = " focus-visible:ring-ring/50";

/** What `<Button variant className>` puts on its element (or, with `asChild`, on its link). */
export function buttonProps(variant: ButtonVariant = "default", className?: string) {
  const attributes = buttonAttributes({ variant, className });
  let classes: string = attributes.className;
  // tailwind-merge: the destructive ring colour replaces the default one…
  if (variant === "destructive") classes = classes.replace(DEFAULT_RING, "");
  // …and `px-0` the default size's padding.
  if (className?.split(" ").includes("px-0")) classes = classes.replace(" px-4 ", " ");
  return { ...attributes, className: classes };
}

/** `<Badge variant>`'s classes, for the variants a booking's status takes. */
export const BADGE_CLASSES = {
  default: badgeVariants({ variant: "default" }),
  secondary: badgeVariants({ variant: "secondary" }),
  destructive: badgeVariants({ variant: "destructive" }).replace(DEFAULT_RING, ""),
} as const;

export const CARD_CLASSES = cardClasses;
export const LABEL_CLASSES = labelClassName;
