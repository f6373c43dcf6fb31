"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import {
  FINISHES,
  QUALITIES,
  SURFACE_FLAGS,
  SURFACES,
  type Finish,
  type PricingConfig,
  type Quality,
  type RoomPaintOptions,
  type Surface,
  type SurfacePaintOption,
} from "@/lib/pricing/index.shared";
import type { DraftRoom } from "@/lib/quotes/draft.shared";
import { FINISH_KEYS } from "./labels";
import { useLocalizeValidation } from "./validation-context";

const MARKUP_FIELDS: Record<Quality, keyof PricingConfig> = {
  standard: "standardQualityMarkup",
  premium: "premiumQualityMarkup",
  luxury: "luxuryQualityMarkup",
};

/** "$0.12" from the live pricing: the quality's surcharge per square foot. */
export function qualitySurchargeAmount(quality: Quality, pricing: PricingConfig): string {
  return `$${pricing[MARKUP_FIELDS[quality]].toFixed(2)}`;
}

interface SurfacePaintOptionsProps {
  room: DraftRoom;
  roomLabel: string;
  pricing: PricingConfig;
  errors: Record<string, string>;
  onChange: (options: RoomPaintOptions) => void;
}

/** Who supplies the paint, a colour consultation, and quality/finish/colour/brand per selected surface. */
export function SurfacePaintOptions({
  room,
  roomLabel,
  pricing,
  errors,
  onChange,
}: SurfacePaintOptionsProps) {
  const t = useTranslations("quote.paint");
  const tq = useTranslations("quote");
  const localize = useLocalizeValidation();
  const id = useId();
  const options = room.paintOptions;
  const selected = SURFACES.filter((surface) => room[SURFACE_FLAGS[surface]]);
  const colorOptional = options.customerSupplies || options.colorConsultation;

  const setSurface = (surface: Surface, patch: Partial<SurfacePaintOption>) =>
    onChange({ ...options, [surface]: { ...options[surface], ...patch } });

  return (
    <div className="grid gap-4">
      <div className="grid gap-3">
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${id}-supplies`}
            checked={options.customerSupplies}
            onCheckedChange={(checked) =>
              onChange({
                ...options,
                customerSupplies: checked === true,
                // A consultation is only offered when we supply the paint (docs/product.md §5).
                colorConsultation: checked === true ? false : options.colorConsultation,
              })
            }
          />
          <Label htmlFor={`${id}-supplies`} className="leading-snug">
            <span className="sr-only">{roomLabel}: </span>
            {t("ownPaint")}
          </Label>
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${id}-consultation`}
            checked={options.colorConsultation}
            disabled={options.customerSupplies}
            aria-describedby={`${id}-consultation-hint`}
            onCheckedChange={(checked) => onChange({ ...options, colorConsultation: checked === true })}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-consultation`} className="leading-snug">
              <span className="sr-only">{roomLabel}: </span>
              {t("consultation")}
            </Label>
            <p id={`${id}-consultation-hint`} className="text-xs text-muted-foreground">
              {options.customerSupplies ? t("consultationWhenSupplied") : t("consultationHint")}
            </p>
          </div>
        </div>
      </div>

      {selected.map((surface) => {
        const prefix = `${id}-${surface}`;
        const value = options[surface];
        const colorError = errors[`paintOptions.${surface}.colorCode`];
        const colorRequired = surface !== "windows" && !colorOptional;
        const surfaceLabel = tq(`surfaces.${surface}`);
        const name = `${roomLabel} ${surfaceLabel}`;
        return (
          <fieldset
            key={surface}
            className="grid gap-3 rounded-md border p-3"
            data-testid={`paint-${surface}`}
          >
            <legend className="px-1 text-sm font-medium">
              <span className="sr-only">{roomLabel}: </span>
              {t("surfacePaint", { surface: surfaceLabel })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid min-w-0 gap-1.5">
                <Label htmlFor={`${prefix}-quality`}>
                  <span className="sr-only">{name} </span>
                  {t("quality")}
                </Label>
                <Select
                  value={value.quality}
                  onValueChange={(quality) => setSurface(surface, { quality: quality as Quality })}
                >
                  <SelectTrigger id={`${prefix}-quality`} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {QUALITIES.map((quality) => (
                      <SelectItem key={quality} value={quality}>
                        {tq(`qualities.${quality}`)} (
                        {t("surcharge", { amount: qualitySurchargeAmount(quality, pricing) })})
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid min-w-0 gap-1.5">
                <Label htmlFor={`${prefix}-finish`}>
                  <span className="sr-only">{name} </span>
                  {t("finish")}
                </Label>
                <Select
                  value={value.finish}
                  onValueChange={(finish) => setSurface(surface, { finish: finish as Finish })}
                >
                  <SelectTrigger id={`${prefix}-finish`} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {FINISHES.map((finish) => (
                      <SelectItem key={finish} value={finish}>
                        {tq(`finishes.${FINISH_KEYS[finish]}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <div className="grid min-w-0 gap-1.5">
                <Label htmlFor={`${prefix}-color`}>
                  <span className="sr-only">{name} </span>
                  {t("colorCode")}
                  {colorRequired && (
                    <span aria-hidden="true" className="text-destructive" data-testid="color-required">
                      *
                    </span>
                  )}
                </Label>
                <Input
                  id={`${prefix}-color`}
                  placeholder={t("colorPlaceholder")}
                  value={value.colorCode ?? ""}
                  required={colorRequired}
                  aria-invalid={colorError ? true : undefined}
                  aria-describedby={colorError ? `${prefix}-color-error` : undefined}
                  onChange={(event) => setSurface(surface, { colorCode: event.target.value })}
                />
                {colorError && (
                  <p id={`${prefix}-color-error`} className="text-xs text-destructive">
                    {localize(colorError)}
                  </p>
                )}
              </div>
              <div className="grid min-w-0 gap-1.5">
                <Label htmlFor={`${prefix}-brand`}>
                  <span className="sr-only">{name} </span>
                  {t("brand")}
                  <span className="font-normal text-muted-foreground">{t("optional")}</span>
                </Label>
                <Input
                  id={`${prefix}-brand`}
                  placeholder={t("brandPlaceholder")}
                  value={value.brand ?? ""}
                  onChange={(event) => setSurface(surface, { brand: event.target.value })}
                />
              </div>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
