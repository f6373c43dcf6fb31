"use client";

import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useAdminApi } from "../admin-api";
import { contractorName, normalizeProductivity, PRODUCTIVITY } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";

/**
 * Square feet per day, editable in place (docs/product.md §5: 100–2000 in steps of 50,
 * non-numeric → 500). Saves with the button or Enter.
 */
export function ProductivityInput({
  contractor,
  onSaved,
}: {
  contractor: AdminContractor;
  onSaved: (c: AdminContractor) => void;
}) {
  const api = useAdminApi();
  const saved = contractor.sqFtPerDay ?? PRODUCTIVITY.fallback;
  const [text, setText] = useState(String(saved));
  const [saving, setSaving] = useState(false);
  const name = contractorName(contractor);
  const inputId = `productivity-${contractor.id}`;
  const changed = normalizeProductivity(text) !== saved || text.trim() !== String(saved);

  async function save() {
    const value = normalizeProductivity(text);
    setText(String(value));
    if (value === saved) return;
    setSaving(true);
    const result = await api.send<{ contractor: AdminContractor }>(
      "PATCH",
      `/api/admin/contractors/${contractor.id}`,
      { sqFtPerDay: value },
    );
    setSaving(false);
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      toast.success(ADMIN_MESSAGES.contractorUpdated);
      onSaved(result.data.contractor);
    } else {
      toast.error("Failed to update contractor", { description: result.error ?? NETWORK_ERROR });
    }
  }

  return (
    <div className="flex items-center gap-1">
      <label htmlFor={inputId} className="sr-only">
        Productivity of {name} (sq ft per day)
      </label>
      <Input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={PRODUCTIVITY.min}
        max={PRODUCTIVITY.max}
        step={PRODUCTIVITY.step}
        className="h-9 w-24 tabular-nums"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setText(String(normalizeProductivity(text)))}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void save();
          }
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={!changed || saving}
        onClick={() => void save()}
        aria-label={`Save productivity of ${name}`}
      >
        <SaveIcon aria-hidden />
      </Button>
    </div>
  );
}
