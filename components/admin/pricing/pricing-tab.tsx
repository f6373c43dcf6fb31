"use client";

import { RotateCcwIcon, SaveIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { PRICING_FIELDS } from "@/lib/pricing/config.shared";
import { useAdminApi, useAdminResource } from "../admin-api";

import {
  formatTimestamp,
  PRICING_GROUPS,
  pricingLabel,
  pricingStep,
  pricingUnitHint,
  type PricingGroup,
} from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import { usePricingDraft } from "./pricing-draft";
import { readPrice } from "./read-price";
import type { PricingItemDto as PricingItem } from "@/lib/admin/pricing";
import { SectionHeader } from "@/components/admin/back-office/section-header";

/** The order of the pricing configuration (walls, ceilings, trim, doors, windows…), unknown names last. */
const fieldOrder = (name: string) => {
  const i = (PRICING_FIELDS as readonly string[]).indexOf(name);
  return i === -1 ? PRICING_FIELDS.length : i;
};

const OTHER_GROUP: PricingGroup = { id: "other", title: "Other Settings", description: "", categories: [] };

/**
 * docs/product.md §2/§5 Pricing: editable groups, numeric inputs (min 0, step 0.01 or 1
 * for counts), an Unsaved Changes badge, and Save Changes only with changes.
 * Only the changed items are sent, as numbers. Unsaved values survive leaving the tab (pricing-draft.ts).
 */
export function PricingTab() {
  const api = useAdminApi();
  const { resource, reload } = useAdminResource<PricingItem[]>("/api/admin/pricing/config");
  const [saved, setSaved] = useState<PricingItem[] | null>(null);
  const [drafts, setDrafts] = usePricingDraft();
  const [saving, setSaving] = useState(false);
  const items = useMemo(
    () => [...(saved ?? resource.data ?? [])].sort((a, b) => fieldOrder(a.name) - fieldOrder(b.name)),
    [saved, resource.data],
  );

  const groups = useMemo(() => {
    const known = new Set(PRICING_GROUPS.flatMap((g) => g.categories));
    const list = PRICING_GROUPS.map((group) => ({
      group,
      items: items.filter((i) => group.categories.includes(i.category)),
    }));
    const other = items.filter((i) => !known.has(i.category));
    if (other.length) list.push({ group: OTHER_GROUP, items: other });
    return list.filter((g) => g.items.length > 0);
  }, [items]);

  const changes = items.filter(
    (item) => drafts[item.name] !== undefined && readPrice(drafts[item.name]!).value !== item.value,
  );
  const invalid = changes.filter((item) => readPrice(drafts[item.name]!).value === null);
  const hasChanges = changes.length > 0;
  const lastUpdated = items.reduce<string | null>(
    (latest, i) => (i.updatedAt && (!latest || i.updatedAt > latest) ? i.updatedAt : latest),
    null,
  );

  async function save() {
    if (!hasChanges || invalid.length) return;
    setSaving(true);
    const updates = changes.map((item) => ({
      name: item.name,
      value: readPrice(drafts[item.name]!).value!,
    }));
    const result = await api.send<{ items: PricingItem[] }>("POST", "/api/admin/pricing/update", { updates });
    setSaving(false);
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      setSaved(result.data.items);
      setDrafts({});
      toast.success(ADMIN_MESSAGES.pricingUpdated, {
        description: `${updates.length} ${updates.length === 1 ? "price" : "prices"} changed. New quotes use them at once.`,
      });
    } else {
      toast.error(ADMIN_MESSAGES.pricingFailed, {
        description: result.error ?? ADMIN_MESSAGES.pricingFailedText,
      });
    }
  }

  if (!resource.data && resource.status === "error")
    return (
      <LoadError onRetry={() => void reload()}>
        <p className="text-sm text-destructive">
          The pricing could not be loaded. {resource.error ?? NETWORK_ERROR}
        </p>
      </LoadError>
    );
  if (!resource.data)
    return (
      <LoadingState
        label="Loading pricing…"
        skeletons={["h-40 w-full", "h-40 w-full"]}
        className="space-y-3"
      />
    );

  return (
    <section aria-labelledby="pricing-heading" className="space-y-4">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="space-y-4"
      >
        <SectionHeader
          headingId="pricing-heading"
          title={
            <>
              Pricing
              {hasChanges && (
                <Badge variant="outline" className="border-yellow-300 bg-yellow-50 text-yellow-900">
                  Unsaved Changes
                </Badge>
              )}
            </>
          }
          description={
            <>
              New quotes use saved prices at once.
              {lastUpdated ? ` Last change ${formatTimestamp(lastUpdated)}.` : ""}
            </>
          }
        >
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              disabled={!hasChanges || saving}
              onClick={() => setDrafts({})}
            >
              <RotateCcwIcon aria-hidden />
              Discard
            </Button>
            <Button type="submit" className="min-h-11" disabled={!hasChanges || invalid.length > 0 || saving}>
              <SaveIcon aria-hidden />
              {saving ? "Saving..." : "Save Changes"}
            </Button>
          </div>
        </SectionHeader>

        <div className="grid gap-4 lg:grid-cols-3">
          {groups.map(({ group, items: groupItems }) => (
            <fieldset key={group.id} className="min-w-0 space-y-3 rounded-xl border bg-card p-4 shadow-sm">
              <legend className="sr-only">{group.title}</legend>
              <div aria-hidden>
                <h3 className="font-semibold">{group.title}</h3>
                {group.description && <p className="text-sm text-muted-foreground">{group.description}</p>}
              </div>
              {groupItems.map((item) => {
                const id = `price-${item.name}`;
                const text = drafts[item.name] ?? String(item.value);
                const { value, problem } = readPrice(text);
                const bad = drafts[item.name] !== undefined && problem !== null;
                const changed = drafts[item.name] !== undefined && value !== item.value;
                return (
                  <div key={item.name} className="grid gap-1.5">
                    <Label htmlFor={id} className="flex flex-wrap items-center gap-2">
                      {pricingLabel(item.name)}
                      {changed && (
                        <>
                          <span aria-hidden className="size-2 rounded-full bg-yellow-500" />
                          <span className="sr-only">(changed)</span>
                        </>
                      )}
                    </Label>
                    <div className="flex items-center gap-2">
                      <Input
                        id={id}
                        name={item.name}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step={pricingStep(item.unit)}
                        value={text}
                        aria-invalid={bad || undefined}
                        aria-describedby={`${id}-hint`}
                        className="h-11 tabular-nums"
                        onChange={(e) => setDrafts((d) => ({ ...d, [item.name]: e.target.value }))}
                      />
                      <span className="w-24 shrink-0 text-xs text-muted-foreground">
                        {pricingUnitHint(item.unit, value ?? item.value)}
                      </span>
                    </div>
                    <p
                      id={`${id}-hint`}
                      className={bad ? "text-xs text-destructive" : "text-xs text-muted-foreground"}
                    >
                      {bad ? problem : item.description}
                    </p>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
      </form>
    </section>
  );
}
