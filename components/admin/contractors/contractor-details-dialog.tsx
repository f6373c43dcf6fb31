"use client";

import {
  BadgeCheckIcon,
  CopyIcon,
  DownloadIcon,
  FileTextIcon,
  KeyRoundIcon,
  PowerIcon,
  SaveIcon,
} from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { AppDialog } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useAdminApi } from "../admin-api";
import { contractorName, formatBytes, formatTimestamp, PRODUCTIVITY } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type {
  AdminContractorDto as AdminContractor,
  ContractorAreaOptionDto as ContractorAreaOption,
} from "@/lib/admin/contractors";
import { ContractorStatusBadges } from "./contractor-badges";
import { DetailRow } from "@/components/dashboard/detail-row";

const PRIORITIES = [1, 2, 3, 4, 5];

/**
 * The W9 is served only to an admin session, by the cookie: no token in the URL.
 * It always downloads (an attachment, sandboxed): a painter's upload never runs in
 * the back office's origin, whatever it really contains.
 */
function W9Viewer({ contractor }: { contractor: AdminContractor }) {
  if (!contractor.w9Document || !contractor.w9)
    return <p className="text-sm text-muted-foreground">No W9 document on file.</p>;
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <FileTextIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-all">{contractor.w9.name}</span>
        <span className="text-muted-foreground">
          ({formatBytes(contractor.w9.size)}, uploaded {formatTimestamp(contractor.w9.uploadedAt)})
        </span>
      </p>
      <Button asChild variant="outline" className="min-h-11">
        <a href={contractor.w9Document} download={contractor.w9.name}>
          <DownloadIcon aria-hidden />
          Download W9 Document
        </a>
      </Button>
    </div>
  );
}

type AreasState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; areas: ContractorAreaOption[] };

/** docs/product.md §2: service-area assignment with priority 1–5 (1 highest). */
function ServiceAreaAssignment({
  contractor,
  onChanged,
}: {
  contractor: AdminContractor;
  onChanged: () => void;
}) {
  const api = useAdminApi();
  const [state, setState] = useState<AreasState>({ status: "loading" });
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [priorityBusy, setPriorityBusy] = useState<string | null>(null);
  const url = `/api/admin/contractors/${contractor.id}/service-areas`;

  const apply = (areas: ContractorAreaOption[]) => {
    setState({ status: "ready", areas });
    setChosen(areas.filter((a) => a.assigned).map((a) => a.id));
  };

  const load = useCallback(async () => {
    const result = await api.get<ContractorAreaOption[]>(url);
    if (result.sessionEnded) return;
    if (result.ok && Array.isArray(result.data)) apply(result.data);
    else setState({ status: "error", message: result.error ?? NETWORK_ERROR });
  }, [api, url]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.status === "loading") return <Skeleton className="h-24 w-full" />;
  if (state.status === "error")
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="text-destructive">The service areas could not be loaded. {state.message}</p>
        <Button type="button" variant="outline" className="min-h-11" onClick={() => void load()}>
          Try Again
        </Button>
      </div>
    );

  const assigned = new Set(state.areas.filter((a) => a.assigned).map((a) => a.id));
  const dirty = chosen.length !== assigned.size || chosen.some((id) => !assigned.has(id));
  const visible = state.areas.filter((a) => a.isActive || a.assigned);

  async function save() {
    setSaving(true);
    const result = await api.send<ContractorAreaOption[]>("POST", url, { serviceAreaIds: chosen });
    setSaving(false);
    if (result.sessionEnded) return;
    if (result.ok && Array.isArray(result.data)) {
      apply(result.data);
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
      setState((s) =>
        s.status === "ready"
          ? { status: "ready", areas: s.areas.map((a) => (a.id === areaId ? { ...a, priority } : a)) }
          : s,
      );
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
                    setChosen((list) =>
                      c === true ? [...list, area.id] : list.filter((id) => id !== area.id),
                    )
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

function ContractorDetails({
  contractor,
  onChanged,
}: {
  contractor: AdminContractor;
  onChanged: (c?: AdminContractor) => void;
}) {
  const api = useAdminApi();
  const [busy, setBusy] = useState<"status" | "verify" | "reset" | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const name = contractorName(contractor);

  async function toggleActive() {
    setBusy("status");
    const result = await api.send<{ contractor: AdminContractor }>(
      "PUT",
      `/api/admin/contractors/${contractor.id}/status`,
      { isActive: !contractor.isActive },
    );
    setBusy(null);
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      toast.success(ADMIN_MESSAGES.contractorStatusUpdated);
      onChanged(result.data.contractor);
    } else toast.error("Failed to update contractor status", { description: result.error ?? NETWORK_ERROR });
  }

  async function verify() {
    setBusy("verify");
    const result = await api.send<{ contractor: AdminContractor }>(
      "PATCH",
      `/api/admin/contractors/${contractor.id}`,
      { isVerified: true },
    );
    setBusy(null);
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      toast.success(ADMIN_MESSAGES.contractorUpdated, { description: `${name} is now verified.` });
      onChanged(result.data.contractor);
    } else toast.error("Failed to verify contractor", { description: result.error ?? NETWORK_ERROR });
  }

  async function copy(password: string, toastId?: string | number) {
    try {
      await navigator.clipboard.writeText(password);
      toast.success(ADMIN_MESSAGES.passwordReset, {
        id: toastId,
        description: `Temporary password ${password} copied to the clipboard.`,
      });
    } catch {
      toast.error("Could not copy: select the password and copy it by hand.");
    }
  }

  async function resetPassword() {
    setBusy("reset");
    const result = await api.send<{ temporaryPassword: string }>(
      "POST",
      `/api/admin/contractors/${contractor.id}/reset-password`,
    );
    setBusy(null);
    if (result.sessionEnded) return;
    const password = result.data?.temporaryPassword;
    if (!result.ok || !password) {
      toast.error("Failed to reset password", { description: result.error ?? NETWORK_ERROR });
      return;
    }
    setTemporaryPassword(password);
    const id = toast.success(ADMIN_MESSAGES.passwordReset, {
      description: `Temporary password for ${name}: ${password}. It is shown only once.`,
      duration: Infinity,
      action: {
        label: "Copy",
        onClick: (event) => {
          event.preventDefault();
          void copy(password, id);
        },
      },
    });
  }

  return (
    <div className="space-y-5">
      <ContractorStatusBadges isActive={contractor.isActive} isVerified={contractor.isVerified} />
      <dl className="space-y-1.5">
        <DetailRow label="Email">
          <a
            href={`mailto:${contractor.email}`}
            className="break-all text-primary underline-offset-4 hover:underline"
          >
            {contractor.email}
          </a>
        </DetailRow>
        <DetailRow label="Phone">{contractor.phone || "—"}</DetailRow>
        <DetailRow label="Business">{contractor.businessName || "—"}</DetailRow>
        <DetailRow label="Experience">
          {contractor.experienceYears ? `${contractor.experienceYears} years` : "—"}
        </DetailRow>
        <DetailRow label="Productivity">
          {contractor.sqFtPerDay ?? PRODUCTIVITY.fallback} sq ft per day
        </DetailRow>
        <DetailRow label="Total jobs">{contractor.totalJobs}</DetailRow>
        <DetailRow label="Status">
          {contractor.isActive ? "Active" : "Inactive"} ·{" "}
          {contractor.isVerified ? "Verified" : "Pending Verification"}
        </DetailRow>
        <DetailRow label="Joined">{formatTimestamp(contractor.createdAt)}</DetailRow>
        {contractor.licenseNumber && <DetailRow label="License">{contractor.licenseNumber}</DetailRow>}
      </dl>

      <section className="space-y-2" aria-labelledby="job-matching-heading">
        <h3 id="job-matching-heading" className="text-sm font-semibold">
          Job Matching
        </h3>
        {contractor.matchingBlockers.length === 0 ? (
          <p className="text-sm text-muted-foreground">Receives matched jobs in their service areas.</p>
        ) : (
          <div className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950">
            <p className="font-medium">Receives no jobs:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {contractor.matchingBlockers.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">W9 Document</h3>
        <W9Viewer contractor={contractor} />
      </section>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">Service Areas</h3>
        <ServiceAreaAssignment contractor={contractor} onChanged={() => onChanged()} />
      </section>

      {temporaryPassword && (
        <div
          role="status"
          className="space-y-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950"
        >
          <p>
            Temporary password:{" "}
            <code className="rounded bg-white px-1.5 py-0.5 font-mono select-all">{temporaryPassword}</code>
          </p>
          <p>Give it to {name}; it is not shown again once this dialog closes.</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="min-h-9"
            onClick={() => void copy(temporaryPassword)}
          >
            <CopyIcon aria-hidden />
            Copy Password
          </Button>
        </div>
      )}

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">Account</h3>
        <div className="flex flex-wrap gap-2">
          {!contractor.isVerified && (
            <Button type="button" className="min-h-11" disabled={busy !== null} onClick={() => void verify()}>
              <BadgeCheckIcon aria-hidden />
              {busy === "verify" ? "Verifying..." : "Verify"}
            </Button>
          )}
          <Button
            type="button"
            variant={contractor.isActive ? "outline" : "default"}
            className="min-h-11"
            disabled={busy !== null}
            onClick={() => void toggleActive()}
          >
            <PowerIcon aria-hidden />
            {busy === "status" ? "Saving..." : contractor.isActive ? "Deactivate" : "Activate"}
          </Button>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" className="min-h-11" disabled={busy !== null}>
                <KeyRoundIcon aria-hidden />
                {busy === "reset" ? "Resetting..." : "Reset Password"}
              </Button>
            }
            title={`Reset the password of ${name}?`}
            description={
              <>
                A new temporary password replaces the current one and is shown to you once. {name} is signed
                out everywhere and must choose a new password at the next login.
              </>
            }
            confirmLabel="Reset Password"
            pending={busy === "reset"}
            buttonClassName="min-h-11"
            onConfirm={() => void resetPassword()}
          />
        </div>
      </section>
    </div>
  );
}

export function ContractorDetailsDialog({
  contractor,
  onOpenChange,
  onChanged,
}: {
  contractor: AdminContractor | null;
  onOpenChange: (open: boolean) => void;
  /** With the updated contractor when the call returned it; the list reloads either way. */
  onChanged: (c?: AdminContractor) => void;
}) {
  return (
    <AppDialog
      open={contractor !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={contractor ? contractorName(contractor) : null}
      description="Contractor details, W9, service areas and account actions."
    >
      {contractor && <ContractorDetails key={contractor.id} contractor={contractor} onChanged={onChanged} />}
    </AppDialog>
  );
}
