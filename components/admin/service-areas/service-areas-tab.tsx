"use client";

import { PencilIcon, PlusIcon, RotateCcwIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { Switch } from "@/components/ui/switch";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { useAdminApi, useAdminResource } from "../admin-api";
import { DataTable, RowAction, RowActions, srHeader, type DataColumn } from "../data-table";

import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { useOpenedOnce } from "../use-opened-once";
import { SectionHeader } from "@/components/admin/back-office/section-header";

// The area form (react-hook-form and zod) loads when first opened, not with the table.
const ServiceAreaDialog = lazy(() =>
  import("./service-area-dialog").then((m) => ({ default: m.ServiceAreaDialog })),
);

function coverage(area: ServiceArea): string {
  if (area.type === "county") {
    const counties = area.counties.join(", ") || "—";
    return area.zipCodes.length ? `${counties} (${area.zipCodes.length} zip codes)` : counties;
  }
  const shown = area.zipCodes.slice(0, 6).join(", ");
  return area.zipCodes.length > 6 ? `${shown} +${area.zipCodes.length - 6} more` : shown || "—";
}

/** docs/product.md §2 Service Areas: table, show-inactive toggle, Add Area, edit, Reactivate and Delete (permanent). */
export function ServiceAreasTab({ onChanged }: { onChanged?: () => void }) {
  const api = useAdminApi();
  const [showInactive, setShowInactive] = useState(false);
  // docs/product.md §7: the query parameter only when the toggle is on.
  const { resource, reload } = useAdminResource<ServiceArea[]>(
    showInactive ? "/api/admin/service-areas?showInactive=true" : "/api/admin/service-areas",
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ServiceArea | null>(null);
  const [deleting, setDeleting] = useState<ServiceArea | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const dialogLoaded = useOpenedOnce(adding || editing !== null);
  const areas = resource.data ?? [];

  const changed = () => {
    void reload();
    onChanged?.();
  };

  async function reactivate(area: ServiceArea) {
    setBusyId(area.id);
    const result = await api.send<ServiceArea>("PUT", `/api/admin/service-areas/${area.id}`, {
      isActive: true,
    });
    setBusyId(null);
    if (result.sessionEnded) return;
    if (result.ok) {
      toast.success(ADMIN_MESSAGES.areaUpdated, { description: `${area.name} is active again.` });
      changed();
    } else toast.error(ADMIN_MESSAGES.areaUpdateFailed, { description: result.error ?? NETWORK_ERROR });
  }

  async function remove(area: ServiceArea) {
    setBusyId(area.id);
    const result = await api.send<{ message?: string }>("DELETE", `/api/admin/service-areas/${area.id}`);
    setBusyId(null);
    if (result.sessionEnded) return;
    if (result.ok) {
      toast.success(ADMIN_MESSAGES.areaDeleted, { description: area.name });
      changed();
    } else toast.error(ADMIN_MESSAGES.areaDeleteFailed, { description: result.error ?? NETWORK_ERROR });
  }

  const columns: DataColumn<ServiceArea>[] = [
    { header: "Name", cellClassName: "font-medium", cell: (area) => area.name },
    { header: "Type", cell: (area) => (area.type === "county" ? "County" : "Zip codes") },
    {
      header: "Coverage",
      cellClassName: "max-w-72 truncate",
      cellTitle: (area) => (area.type === "county" ? area.counties.join(", ") : area.zipCodes.join(", ")),
      cell: coverage,
    },
    {
      header: "Contractors",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (area) => area.contractorCount,
    },
    {
      header: "Status",
      cell: (area) =>
        area.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>,
    },
    {
      header: srHeader("Actions"),
      cell: (area) => (
        <RowActions>
          <RowAction icon={PencilIcon} label="Edit" of={area.name} onClick={() => setEditing(area)} />
          {!area.isActive && (
            <RowAction
              icon={RotateCcwIcon}
              label="Reactivate"
              of={area.name}
              disabled={busyId === area.id}
              onClick={() => void reactivate(area)}
            />
          )}
          <RowAction
            icon={Trash2Icon}
            label="Delete"
            of={area.name}
            variant="ghost"
            className="text-destructive hover:text-destructive"
            disabled={busyId === area.id}
            onClick={() => setDeleting(area)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-labelledby="areas-heading" className="space-y-4">
      <SectionHeader
        headingId="areas-heading"
        title="Service Areas"
        description="Where customers can book, and which contractors serve them."
      >
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch id="show-inactive-areas" checked={showInactive} onCheckedChange={setShowInactive} />
            <Label htmlFor="show-inactive-areas" className="min-h-11 cursor-pointer">
              Show inactive
            </Label>
          </div>
          <Button type="button" className="min-h-11" onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden />
            Add Area
          </Button>
        </div>
      </SectionHeader>

      {!resource.data && resource.status === "error" ? (
        <LoadError onRetry={() => void reload()}>
          <p className="text-sm text-destructive">
            The service areas could not be loaded. {resource.error ?? NETWORK_ERROR}
          </p>
        </LoadError>
      ) : !resource.data ? (
        <LoadingState label="Loading service areas…" skeletons={["h-48 w-full"]} />
      ) : (
        <DataTable
          aria-labelledby="areas-heading"
          columns={columns}
          rows={areas}
          rowKey={(area) => area.id}
          rowClassName={(area) => (area.isActive ? undefined : "text-muted-foreground")}
          empty={showInactive ? "No service areas yet." : "No active service areas."}
        />
      )}

      {dialogLoaded && (
        <Suspense fallback={null}>
          <ServiceAreaDialog
            mode="add"
            open={adding}
            onOpenChange={setAdding}
            onSaved={() => {
              setAdding(false);
              changed();
            }}
          />
          <ServiceAreaDialog
            mode="edit"
            area={editing}
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            onSaved={() => {
              setEditing(null);
              changed();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<>Delete {deleting?.name} permanently?</>}
        description="The area and its contractor assignments are removed for good. This cannot be undone; to stop bookings for a while, edit the area and switch it to inactive instead."
        confirmLabel="Delete Permanently"
        destructive
        buttonClassName="min-h-11"
        onConfirm={() => {
          if (deleting) void remove(deleting);
        }}
      />
    </section>
  );
}
