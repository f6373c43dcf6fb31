"use client";

import { useState } from "react";
import { AppDialog } from "@/components/ui/app-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FailureAlert } from "@/components/ui/failure-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCents } from "@/lib/format.shared";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { PAYOUT_METHOD_LABELS, PAYOUT_METHODS } from "@/lib/payouts/methods.shared";
import { useAdminApi, useAdminResource } from "../admin-api";
import { useMoneyForm } from "./use-money-form";

interface OwedPainter {
  contractorId: string;
  name: string;
  owedCents: number;
  jobs: number;
}

interface UnpaidJob {
  id: string;
  earningsCents: number;
  completedOn: string | null;
  scheduledDate: string;
  address: string;
}

const isOwed = (data: unknown): data is { painters: OwedPainter[] } =>
  typeof data === "object" && data !== null && Array.isArray((data as { painters?: unknown }).painters);
const isUnpaid = (data: unknown): data is { owedCents: number; jobs: UnpaidJob[] } =>
  typeof data === "object" && data !== null && Array.isArray((data as { jobs?: unknown }).jobs);

function PayoutForm({ painter, onDone }: { painter: OwedPainter; onDone: () => void }) {
  const api = useAdminApi();
  const { resource } = useAdminResource(`/api/admin/contractors/${painter.contractorId}/payouts`, {
    accept: isUnpaid,
    keepPreviousData: false,
  });
  const [unchecked, setUnchecked] = useState<Set<string>>(new Set());
  const jobs = resource.status === "ready" ? resource.data.jobs : [];
  const chosen = jobs.filter((job) => !unchecked.has(job.id));
  const { busy, failure, submit } = useMoneyForm(
    (form) =>
      api.send("POST", `/api/admin/contractors/${painter.contractorId}/payouts`, {
        paidOn: form.get("paidOn"),
        method: form.get("method"),
        reference: form.get("reference"),
        jobIds: chosen.map((job) => job.id),
      }),
    onDone,
    "The payout could not be recorded. Check your connection and try again.",
  );
  if (resource.status === "error")
    return <FailureAlert>The painter&apos;s unpaid jobs could not be loaded.</FailureAlert>;
  if (resource.status !== "ready") return <p role="status">Loading the unpaid jobs…</p>;
  const total = chosen.reduce((sum, job) => sum + job.earningsCents, 0);

  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset className="max-h-60 space-y-2 overflow-y-auto rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Jobs this payout covers</legend>
        {jobs.map((job) => (
          <label key={job.id} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={!unchecked.has(job.id)}
              onChange={(event) => {
                const next = new Set(unchecked);
                if (event.target.checked) next.delete(job.id);
                else next.add(job.id);
                setUnchecked(next);
              }}
            />
            <span className="flex-1">
              {job.scheduledDate} · {job.address}
            </span>
            <span className="tabular-nums">{formatCents(job.earningsCents)}</span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor="payout-method">Method</Label>
          <select
            id="payout-method"
            name="method"
            className="h-10 w-full rounded-md border bg-background px-3 text-sm"
          >
            {PAYOUT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYOUT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="payout-date">Paid on</Label>
          <Input id="payout-date" name="paidOn" type="date" required defaultValue={todayInNewYork()} />
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor="payout-reference">Reference (optional)</Label>
        <Input
          id="payout-reference"
          name="reference"
          maxLength={100}
          placeholder="Check 1042, transfer ID…"
        />
      </div>
      {failure && <FailureAlert>{failure}</FailureAlert>}
      <DialogFooter>
        <Button type="submit" disabled={busy || chosen.length === 0}>
          {busy ? "Recording…" : `Record payout of ${formatCents(total)}`}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Who is owed what for completed jobs, and the payout that settles it (docs/product.md §10). */
export function PainterPayouts() {
  const [version, setVersion] = useState(0);
  const [paying, setPaying] = useState<OwedPainter | null>(null);
  const { resource } = useAdminResource(`/api/admin/payouts?v=${version}`, { accept: isOwed });
  const painters = resource.status === "ready" ? resource.data.painters : [];
  return (
    <section aria-labelledby="payouts-heading" className="space-y-2 rounded-xl border p-4">
      <h3 id="payouts-heading" className="text-sm font-semibold">
        Painters owed
      </h3>
      {resource.status === "ready" && painters.length === 0 && (
        <p className="text-sm text-muted-foreground">Every painter is paid for their completed jobs.</p>
      )}
      {painters.length > 0 && (
        <ul className="divide-y">
          {painters.map((painter) => (
            <li
              key={painter.contractorId}
              className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
            >
              <span>
                {painter.name} · {painter.jobs} {painter.jobs === 1 ? "job" : "jobs"}
              </span>
              <span className="flex items-center gap-3">
                <span className="font-medium tabular-nums">{formatCents(painter.owedCents)}</span>
                <Button
                  variant="outline"
                  className="min-h-11"
                  onClick={() => setPaying(painter)}
                  aria-label={`Record payout to ${painter.name}`}
                >
                  Record payout
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <AppDialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title={paying ? `Pay ${paying.name}` : null}
        description={paying ? `${formatCents(paying.owedCents)} owed for completed jobs.` : ""}
      >
        {paying && (
          <PayoutForm
            key={paying.contractorId}
            painter={paying}
            onDone={() => {
              setPaying(null);
              setVersion((n) => n + 1);
            }}
          />
        )}
      </AppDialog>
    </section>
  );
}
