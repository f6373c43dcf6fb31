"use client";

import { BadgeCheckIcon, CopyIcon, KeyRoundIcon, PowerIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import { useAdminApi } from "../admin-api";
import { contractorName } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";

/** A contractor's account actions: Verify, Deactivate/Activate and Reset Password (shown once). */
export function ContractorAccount({
  contractor,
  onChanged,
}: {
  contractor: AdminContractor;
  /** With the updated contractor the call returned. */
  onChanged: (c: AdminContractor) => void;
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
    <>
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
    </>
  );
}
