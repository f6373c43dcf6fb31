import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { badgeVariants } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/field-classes";
import { cn } from "@/lib/utils.shared";
import {
  BADGE_CLASSES,
  buttonProps,
  CARD_CLASSES,
  LABEL_CLASSES,
} from "@/components/booking/booking-classes";

/** What each component puts on its element, through `cn` (tailwind-merge). */
describe("booking-classes: the components' classes without their tailwind-merge", () => {
  it.each([
    ["default", undefined],
    ["default", "w-full"],
    ["default", "w-full sm:w-auto"],
    ["outline", undefined],
    ["outline", "w-full"],
    ["outline", "w-full sm:w-auto"],
    ["destructive", "w-full sm:w-auto"],
    ["link", "px-0"],
  ] as const)("Button variant=%s className=%j", (variant, className) => {
    expect(buttonProps(variant, className)).toEqual({
      "data-slot": "button",
      "data-variant": variant,
      "data-size": "default",
      className: cn(buttonVariants({ variant, className })),
    });
  });

  it.each(["default", "secondary", "destructive"] as const)("Badge variant=%s", (variant) => {
    expect(BADGE_CLASSES[variant]).toBe(cn(badgeVariants({ variant })));
  });

  const classOf = (component: ComponentType<{ className?: string }>, className?: string) =>
    /class="([^"]*)"/.exec(renderToStaticMarkup(createElement(component, { className })))![1];

  it("Card, its header, content and footer; Label; Input", () => {
    expect(CARD_CLASSES.card).toBe(classOf(Card));
    expect(CARD_CLASSES.header).toBe(classOf(CardHeader));
    expect(CARD_CLASSES.content).toBe(classOf(CardContent));
    expect(`${CARD_CLASSES.content} space-y-5`).toBe(classOf(CardContent, "space-y-5"));
    expect(CARD_CLASSES.footer).toBe(classOf(CardFooter));
    expect(LABEL_CLASSES).toBe(classOf(Label));
    expect(inputClassName).toBe(cn(inputClassName));
  });
});
