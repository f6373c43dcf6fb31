"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  dollarsToCents,
  formatUsd,
  type PricingConfig,
  type QuoteConditions,
} from "@/lib/pricing/index.shared";

interface StepConditionsProps {
  conditions: QuoteConditions;
  pricing: PricingConfig;
  pricingLoaded: boolean;
  onChange: (conditions: QuoteConditions) => void;
}

/** Step 3: the state of the rooms and extra services. Nothing here is required. */
export function StepConditions({ conditions, pricing, pricingLoaded, onChange }: StepConditionsProps) {
  const t = useTranslations("quote.conditions");
  const id = useId();
  const furniture = pricingLoaded
    ? t("flat", { amount: formatUsd(dollarsToCents(pricing.furnitureMovingCost)) })
    : t("flatFee");
  const items: { key: keyof QuoteConditions; label: string; hint: string }[] = [
    {
      key: "substantialPrep",
      label: t("prep"),
      hint: t("prepHint"),
    },
    {
      key: "furnitureMoving",
      label: t("furniture", { price: furniture }),
      hint: t("furnitureHint"),
    },
    {
      key: "primer",
      label: t("primer"),
      hint: t("primerHint"),
    },
  ];

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm text-muted-foreground">{t("legend")}</legend>
      {items.map(({ key, label, hint }) => (
        <div key={key} className="flex items-start gap-3 rounded-md border p-4">
          <Checkbox
            id={`${id}-${key}`}
            checked={conditions[key]}
            aria-describedby={`${id}-${key}-hint`}
            onCheckedChange={(checked) => onChange({ ...conditions, [key]: checked === true })}
            className="mt-0.5"
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-${key}`} className="leading-snug">
              {label}
            </Label>
            <p id={`${id}-${key}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
