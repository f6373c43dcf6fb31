"use client";

import { useState } from "react";
import { AppDialog, AppDialogFormFooter } from "@/components/ui/app-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { commaList, createServiceAreaSchema, updateServiceAreaSchema } from "@/lib/validations/admin.shared";
import { useAdminApi } from "../admin-api";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";

type AreaType = ServiceArea["type"];

/** docs/product.md §5: split on commas, trimmed, empties dropped. */
export const splitList = (text: string) => commaList(text) as string[];

const listLabel = (type: AreaType) => (type === "zipcode" ? "Zip codes" : "Counties");
const listHint = (type: AreaType) =>
  type === "zipcode"
    ? "Separate with commas, e.g. 19103, 19104, 19106"
    : "Separate with commas, e.g. Chester, Delaware. Chester, Delaware, Montgomery, Philadelphia, Bucks, Berks and Lancaster get their zip codes automatically.";

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "Check the fields";
}

/**
 * Add (name, type, zip codes or counties, active) or edit (type shown, not
 * changeable) a service area.
 */
export function ServiceAreaDialog({
  mode,
  area,
  open,
  onOpenChange,
  onSaved,
}: {
  mode: "add" | "edit";
  area?: ServiceArea | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (area: ServiceArea) => void;
}) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-lg"
      title={mode === "add" ? "Add Service Area" : "Edit Service Area"}
      description={
        mode === "add"
          ? "A named set of zip codes or counties that contractors can be assigned to."
          : "The type of an area cannot change after it is created."
      }
    >
      {open && (
        <AreaForm
          key={area?.id ?? "new"}
          mode={mode}
          area={area ?? null}
          onCancel={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      )}
    </AppDialog>
  );
}

function AreaForm({
  mode,
  area,
  onCancel,
  onSaved,
}: {
  mode: "add" | "edit";
  area: ServiceArea | null;
  onCancel: () => void;
  onSaved: (a: ServiceArea) => void;
}) {
  const api = useAdminApi();
  const [name, setName] = useState(area?.name ?? "");
  const [type, setType] = useState<AreaType>(area?.type ?? "zipcode");
  const [list, setList] = useState(
    area ? (area.type === "county" ? area.counties : area.zipCodes).join(", ") : "",
  );
  const [isActive, setIsActive] = useState(area?.isActive ?? true);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const prefix = mode === "add" ? "new-area" : "edit-area";

  async function submit() {
    setFailure(null);
    const items = splitList(list);
    if (mode === "add") {
      const payload = {
        name: name.trim(),
        type,
        zipCodes: type === "zipcode" ? items : [],
        counties: type === "county" ? items : [],
        isActive,
      };
      const check = createServiceAreaSchema.safeParse(payload);
      if (!check.success) return setFailure(firstIssue(check.error));
      setSaving(true);
      const result = await api.send<ServiceArea>("POST", "/api/admin/service-areas", payload);
      setSaving(false);
      if (result.sessionEnded) return;
      if (result.ok && result.data) {
        toast.success(ADMIN_MESSAGES.areaAdded);
        onSaved(result.data);
      } else {
        setFailure(result.error ?? NETWORK_ERROR);
        toast.error("Failed to add service area", { description: result.error ?? NETWORK_ERROR });
      }
      return;
    }
    if (!area) return;
    const payload = {
      name: name.trim(),
      isActive,
      ...(area.type === "county" ? { counties: items } : { zipCodes: items }),
    };
    const check = updateServiceAreaSchema.safeParse(payload);
    if (!check.success) return setFailure(firstIssue(check.error));
    if (items.length === 0)
      return setFailure(
        area.type === "county"
          ? "A county area needs at least one county"
          : "A zipcode area needs at least one zip code",
      );
    setSaving(true);
    const result = await api.send<ServiceArea>("PUT", `/api/admin/service-areas/${area.id}`, payload);
    setSaving(false);
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      toast.success(ADMIN_MESSAGES.areaUpdated);
      onSaved(result.data);
    } else {
      setFailure(result.error ?? NETWORK_ERROR);
      toast.error(ADMIN_MESSAGES.areaUpdateFailed, { description: result.error ?? NETWORK_ERROR });
    }
  }

  const currentType = area?.type ?? type;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) void submit();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-name`}>Name</Label>
        <Input
          id={`${prefix}-name`}
          className="h-11"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={120}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-type`}>Type</Label>
        {mode === "add" ? (
          <Select value={type} onValueChange={(v) => setType(v as AreaType)}>
            <SelectTrigger id={`${prefix}-type`} className="min-h-11 w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="zipcode">Zip codes</SelectItem>
              <SelectItem value="county">County</SelectItem>
            </SelectContent>
          </Select>
        ) : (
          <Input
            id={`${prefix}-type`}
            className="h-11"
            value={currentType === "county" ? "County" : "Zip codes"}
            readOnly
            aria-readonly
          />
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-list`}>{listLabel(currentType)} (comma-separated)</Label>
        <Textarea
          id={`${prefix}-list`}
          rows={3}
          value={list}
          onChange={(e) => setList(e.target.value)}
          aria-describedby={`${prefix}-list-hint`}
        />
        <p id={`${prefix}-list-hint`} className="text-xs text-muted-foreground">
          {listHint(currentType)}
          {area?.type === "county" && area.zipCodes.length > 0
            ? ` Currently covers ${area.zipCodes.length} zip codes.`
            : ""}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Switch id={`${prefix}-active`} checked={isActive} onCheckedChange={setIsActive} />
        <Label htmlFor={`${prefix}-active`} className="min-h-11 cursor-pointer">
          Active
        </Label>
      </div>
      <AppDialogFormFooter
        failure={failure}
        onCancel={onCancel}
        submitLabel={saving ? "Saving..." : mode === "add" ? "Add Area" : "Save Changes"}
        submitDisabled={name.trim() === "" || saving}
      />
    </form>
  );
}
