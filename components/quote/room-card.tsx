"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Separator } from "@/components/ui/separator";
import { Skeleton } from "@/components/ui/skeleton";
import {
  formatUsd,
  SURFACE_FLAGS,
  SURFACES,
  type Cents,
  type PricingConfig,
} from "@/lib/pricing/index.shared";
import type { DraftPhoto, DraftRoom, RoomType } from "@/lib/quotes/draft.shared";
import { ROOM_TYPES } from "@/lib/validations/quote.shared";
import { ROOM_TYPE_KEYS } from "./labels";
import { NumberField } from "./number-field";
import { RoomPhotos } from "./room-photos";
import { SurfacePaintOptions } from "./surface-paint-options";
import { useLocalizeValidation } from "./validation-context";

export type RoomUpdate = Partial<DraftRoom> | ((room: DraftRoom) => DraftRoom);

interface RoomCardProps {
  room: DraftRoom;
  index: number;
  canRemove: boolean;
  /** Live cost of the room; null until the pricing has loaded. */
  cents: Cents | null;
  pricing: PricingConfig;
  errors: Record<string, string>;
  onChange: (update: RoomUpdate) => void;
  onRemove: () => void;
}

/** One room: type, size, surfaces, doors and windows, excluded area, photos, paint options and its live cost. */
export function RoomCard({
  room,
  index,
  canRemove,
  cents,
  pricing,
  errors,
  onChange,
  onRemove,
}: RoomCardProps) {
  const t = useTranslations("quote.rooms");
  const tq = useTranslations("quote");
  const localize = useLocalizeValidation();
  const id = useId();
  const label = t("roomLabel", { number: index + 1 });
  const photosUpdater = (update: (photos: DraftPhoto[]) => DraftPhoto[]) =>
    onChange((current) => ({ ...current, photos: update(current.photos) }));

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="room-card"
      className="grid gap-5 rounded-lg border bg-card p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={`${id}-title`} className="font-semibold">
            {label}
          </h4>
          <p className="text-sm text-muted-foreground">{tq(`roomTypes.${ROOM_TYPE_KEYS[room.type]}`)}</p>
        </div>
        <div className="flex items-center gap-2">
          <div className="text-right text-sm" aria-live="polite">
            <span className="block text-xs text-muted-foreground">{t("roomCost")}</span>
            {cents === null ? (
              <>
                <Skeleton className="mt-1 h-5 w-20" />
                <span className="sr-only">{t("calculating")}</span>
              </>
            ) : (
              <strong className="text-base" data-testid="room-cost">
                {formatUsd(cents)}
              </strong>
            )}
          </div>
          {canRemove && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t("remove", { room: label })}
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>
          <span className="sr-only">{label} </span>
          {t("roomType")}
        </Label>
        <Select value={room.type} onValueChange={(type) => onChange({ type: type as RoomType })}>
          <SelectTrigger id={`${id}-type`} className="w-full sm:w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROOM_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {tq(`roomTypes.${ROOM_TYPE_KEYS[type]}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <NumberField
          label={t("length")}
          srPrefix={label}
          required
          min={1}
          step={0.5}
          value={room.length}
          error={errors.length}
          onChange={(length) => onChange({ length })}
        />
        <NumberField
          label={t("width")}
          srPrefix={label}
          required
          min={1}
          step={0.5}
          value={room.width}
          error={errors.width}
          onChange={(width) => onChange({ width })}
        />
        <NumberField
          label={t("height")}
          srPrefix={label}
          required
          min={1}
          step={0.5}
          value={room.height}
          error={errors.height}
          onChange={(height) => onChange({ height })}
        />
      </div>

      <fieldset
        className="grid gap-2"
        aria-describedby={errors.paintWalls ? `${id}-surfaces-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium">
          <span className="sr-only">{label}: </span>
          {t("surfacesToPaint")}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-3">
          {SURFACES.map((surface) => {
            const flag = SURFACE_FLAGS[surface];
            return (
              <div key={surface} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-${surface}`}
                  checked={room[flag]}
                  onCheckedChange={(checked) => onChange({ [flag]: checked === true })}
                />
                <Label htmlFor={`${id}-${surface}`}>{tq(`surfaces.${surface}`)}</Label>
              </div>
            );
          })}
        </div>
        {errors.paintWalls && (
          <p id={`${id}-surfaces-error`} className="text-xs text-destructive">
            {localize(errors.paintWalls)}
          </p>
        )}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField
          label={t("doors")}
          srPrefix={label}
          min={0}
          step={1}
          value={room.doorCount}
          error={errors.doorCount}
          onChange={(doorCount) => onChange({ doorCount })}
        />
        <NumberField
          label={t("windows")}
          srPrefix={label}
          min={0}
          step={1}
          value={room.windowCount}
          error={errors.windowCount}
          onChange={(windowCount) => onChange({ windowCount })}
        />
        <NumberField
          label={t("windowWidth")}
          srPrefix={label}
          min={0}
          step={0.5}
          value={room.windowWidth}
          error={errors.windowWidth}
          onChange={(windowWidth) => onChange({ windowWidth })}
        />
        <NumberField
          label={t("windowHeight")}
          srPrefix={label}
          min={0}
          step={0.5}
          value={room.windowHeight}
          error={errors.windowHeight}
          onChange={(windowHeight) => onChange({ windowHeight })}
        />
      </div>

      <div className="grid gap-3">
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${id}-exclude`}
            checked={room.excludeArea}
            aria-describedby={`${id}-exclude-hint`}
            onCheckedChange={(checked) =>
              // Ticking starts at 1 sq ft (docs/product.md §5).
              onChange(checked === true ? { excludeArea: true, excludedArea: 1 } : { excludeArea: false })
            }
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-exclude`}>
              <span className="sr-only">{label}: </span>
              {t("excludeArea")}
            </Label>
            <p id={`${id}-exclude-hint`} className="text-xs text-muted-foreground">
              {t("excludeHint")}
            </p>
          </div>
        </div>
        {room.excludeArea && (
          <NumberField
            className="sm:w-64"
            label={t("excludedArea")}
            srPrefix={label}
            min={1}
            step={1}
            value={room.excludedArea}
            error={errors.excludedArea}
            onChange={(excludedArea) => onChange({ excludedArea })}
          />
        )}
      </div>

      <RoomPhotos roomLabel={label} photos={room.photos} onPhotosChange={photosUpdater} />

      <Separator />

      <div className="grid gap-3">
        <h5 className="text-sm font-semibold">{t("paintOptions")}</h5>
        <SurfacePaintOptions
          room={room}
          roomLabel={label}
          pricing={pricing}
          errors={errors}
          onChange={(paintOptions) => onChange({ paintOptions })}
        />
      </div>
    </section>
  );
}
