"use client";

import { PencilIcon, PlusIcon, RefreshCwIcon, RotateCcwIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/sonner";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAdminApi, useAdminResource } from "../admin-api";

import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { ServiceAreaDialog } from "./service-area-dialog";

function coverage(area: ServiceArea): string {
  if (area.type === "county") {
    const counties = area.counties.join(", ") || "—";
    return area.zipCodes.length ? `${counties} (${area.zipCodes.length} zip codes)` : counties;
  }
  const shown = area.zipCodes.slice(0, 6).join(", ");
  return area.zipCodes.length > 6 ? `${shown} +${area.zipCodes.length - 6} more` : shown || "—";
}

/** Spec §2 Service Areas: table, show-inactive toggle, Add Area, edit, Reactivate and Delete (permanent). */
export function ServiceAreasTab({ onChanged }: { onChanged: () => void }) {
  const api = useAdminApi();
  const [showInactive, setShowInactive] = useState(false);
  // Spec §7: the query parameter only when the toggle is on.
  const { resource, reload } = useAdminResource<ServiceArea[]>(
    showInactive ? "/api/admin/service-areas?showInactive=true" : "/api/admin/service-areas",
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ServiceArea | null>(null);
  const [deleting, setDeleting] = useState<ServiceArea | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const areas = resource.data ?? [];

  const changed = () => {
    void reload();
    onChanged();
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

  return (
    <section aria-labelledby="areas-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="areas-heading" className="text-lg font-semibold">
            Service Areas
          </h2>
          <p className="text-sm text-muted-foreground">
            Where customers can book, and which contractors serve them.
          </p>
        </div>
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
      </div>

      {!resource.data && resource.status === "error" ? (
        <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 p-4">
          <p className="text-sm text-destructive">
            The service areas could not be loaded. {resource.error ?? NETWORK_ERROR}
          </p>
          <Button type="button" variant="outline" className="min-h-11" onClick={() => void reload()}>
            <RefreshCwIcon aria-hidden />
            Refresh
          </Button>
        </div>
      ) : !resource.data ? (
        <div role="status">
          <Skeleton className="h-48 w-full" />
          <span className="sr-only">Loading service areas…</span>
        </div>
      ) : (
        <div className="rounded-xl border">
          <Table aria-labelledby="areas-heading">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Coverage</TableHead>
                <TableHead className="text-right">Contractors</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {areas.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} className="py-6 text-center text-muted-foreground">
                    {showInactive ? "No service areas yet." : "No active service areas."}
                  </TableCell>
                </TableRow>
              ) : (
                areas.map((area) => (
                  <TableRow key={area.id} className={area.isActive ? undefined : "text-muted-foreground"}>
                    <TableCell className="font-medium">{area.name}</TableCell>
                    <TableCell>{area.type === "county" ? "County" : "Zip codes"}</TableCell>
                    <TableCell
                      className="max-w-72 truncate"
                      title={area.type === "county" ? area.counties.join(", ") : area.zipCodes.join(", ")}
                    >
                      {coverage(area)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{area.contractorCount}</TableCell>
                    <TableCell>
                      {area.isActive ? (
                        <Badge variant="success">Active</Badge>
                      ) : (
                        <Badge variant="secondary">Inactive</Badge>
                      )}
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          className="min-h-9"
                          onClick={() => setEditing(area)}
                        >
                          <PencilIcon aria-hidden />
                          Edit<span className="sr-only"> {area.name}</span>
                        </Button>
                        {!area.isActive && (
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            className="min-h-9"
                            disabled={busyId === area.id}
                            onClick={() => void reactivate(area)}
                          >
                            <RotateCcwIcon aria-hidden />
                            Reactivate<span className="sr-only"> {area.name}</span>
                          </Button>
                        )}
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="min-h-9 text-destructive hover:text-destructive"
                          disabled={busyId === area.id}
                          onClick={() => setDeleting(area)}
                        >
                          <Trash2Icon aria-hidden />
                          Delete<span className="sr-only"> {area.name}</span>
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}

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
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {deleting?.name} permanently?</AlertDialogTitle>
            <AlertDialogDescription>
              The area and its contractor assignments are removed for good. This cannot be undone; to stop
              bookings for a while, edit the area and switch it to inactive instead.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel className="min-h-11">Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="min-h-11 bg-destructive text-white hover:bg-destructive/90"
              onClick={() => {
                if (deleting) void remove(deleting);
              }}
            >
              Delete Permanently
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
