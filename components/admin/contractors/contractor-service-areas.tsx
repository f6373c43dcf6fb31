"use client";

import { SaveIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import type {
  AdminContractorDto as AdminContractor,
  ContractorAreaOptionDto as ContractorAreaOption,
} from "@/lib/admin/contractors";
import { useAdminApi, useAdminResource } from "../admin-api";
import { contractorName } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";

const PRIORITIES = [1, 2, 3, 4, 5];

/** docs/product.md §2: service-area assignment with priority 1–5 (1 highest). */
export function ContractorServiceAreas({
  contractor,
  onChanged,
}: {
  contractor: AdminContractor;
  onChanged: () => void;
}) {
  const api = useAdminApi();
  const url = `/api/admin/contractors/${contractor.id}/service-areas`;
  const { resource, reload, update } = useAdminResource<ContractorAreaOption[]>(url, {
    accept: (data): data is ContractorAreaOption[] => Array.isArray(data),
  });
  // The ticked areas while they differ from the saved assignment; null follows the saved one.
  const [edited, setEdited] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [priorityBusy, setPriorityBusy] = useState<string | null>(null);

  if (resource.status === "error" && !resource.data)
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-destructive">
          The service areas could not be loaded. {resource.error ?? NETWORK_ERROR}
        </p>
        <Button type="button" variant="outline" className="min-h-11" onClick={() => void reload()}>
          Try Again
        </Button>
      </div>
    );
  if (!resource.data) return <Skeleton className="h-24 w-full" />;

  const areas = resource.data;
  const assigned = new Set(areas.filter((a) => a.assigned).map((a) => a.id));
  const chosen = edited ?? [...assigned];
  const dirty = chosen.length !== assigned.size || chosen.some((id) => !assigned.has(id));
  const visible = areas.filter((a) => a.isActive || a.assigned);

  async function save() {
    setSaving(true);
    const result = await api.send<ContractorAreaOption[]>("POST", url, { serviceAreaIds: chosen });
    setSaving(false);
    if (result.sessionEnded) return;
    if (result.ok && Array.isArray(result.data)) {
      const saved = result.data;
      update(() => saved);
      setEdited(null);
      toast.success(ADMIN_MESSAGES.areasUpdated);
      onChanged();
    } else {
      toast.error("Failed to update service areas", { description: result.error ?? NETWORK_ERROR });
    }
  }

  async function setPriority(areaId: string, priority: number) {
    setPriorityBusy(areaId);
    const result = await api.send<{ priority: number }>("PUT", `${url}/${areaId}/priority`, { priority });
    setPriorityBusy(null);
    if (result.sessionEnded) return;
    if (result.ok) {
      update((list) => list.map((a) => (a.id === areaId ? { ...a, priority } : a)));
      toast.success(ADMIN_MESSAGES.priorityUpdated);
      onChanged();
    } else {
      toast.error("Failed to update priority", { description: result.error ?? NETWORK_ERROR });
    }
  }

  return (
    <fieldset className="space-y-2" disabled={saving}>
      <legend className="sr-only">Service areas of {contractorName(contractor)}</legend>
      {visible.length === 0 ? (
        <p className="text-sm text-muted-foreground">No service areas exist yet.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {visible.map((area) => {
            const checked = chosen.includes(area.id);
            const saved = assigned.has(area.id);
            return (
              <li key={area.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1">
                <Checkbox
                  id={`area-${area.id}`}
                  checked={checked}
                  onCheckedChange={(c) =>
                    setEdited(c === true ? [...chosen, area.id] : chosen.filter((id) => id !== area.id))
                  }
                />
                <Label
                  htmlFor={`area-${area.id}`}
                  className="min-h-11 min-w-0 flex-1 cursor-pointer font-normal"
                >
                  {area.name}
                  {!area.isActive && <span className="text-muted-foreground"> (inactive)</span>}
                </Label>
                {saved && checked ? (
                  <Select
                    value={String(area.priority ?? 1)}
                    onValueChange={(v) => void setPriority(area.id, Number(v))}
                    disabled={priorityBusy === area.id}
                  >
                    <SelectTrigger className="min-h-11 w-36" aria-label={`Priority for ${area.name}`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PRIORITIES.map((p) => (
                        <SelectItem key={p} value={String(p)}>
                          Priority {p}
                          {p === 1 ? " (highest)" : p === 5 ? " (lowest)" : ""}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : checked ? (
                  <span className="text-xs text-muted-foreground">Save to set priority</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        Priority 1 is the highest: jobs in an area go first to the contractors with the highest priority
        there.
      </p>
      <Button
        type="button"
        variant="outline"
        className="min-h-11"
        disabled={!dirty || saving}
        onClick={() => void save()}
      >
        <SaveIcon aria-hidden />
        {saving ? "Saving..." : "Save Service Areas"}
      </Button>
    </fieldset>
  );
}
