"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { AppDialog } from "@/components/ui/app-dialog";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { NOTES_MAX } from "@/lib/validations/booking-messages.shared";
import { serviceType } from "./format";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

/**
 * Completing a job e-mails the customer and cannot be undone, so it is
 * confirmed first; the optional notes become the job's completion notes.
 */
export function CompleteJobDialog({
  job,
  pending,
  onOpenChange,
  onConfirm,
}: {
  job: ContractorJob | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (notes: string) => void | Promise<void>;
}) {
  const [notes, setNotes] = useState("");
  useEffect(() => {
    if (job) setNotes("");
  }, [job]);
  const customer = job?.booking?.quote?.customerName || "the customer";

  return (
    <AppDialog
      open={job !== null}
      onOpenChange={(open) => !pending && onOpenChange(open)}
      title="Complete Job"
      description={
        <>
          Mark the {job ? serviceType(job) : "job"} for {customer} as completed? We&apos;ll let the customer
          know. This cannot be undone.
        </>
      }
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onConfirm(notes.trim());
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="completion-notes">Completion notes (optional)</Label>
          <Textarea
            id="completion-notes"
            rows={3}
            maxLength={NOTES_MAX}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            placeholder="e.g. Two coats applied; touch-ups done with the customer."
          />
        </div>
        <DialogFooter className="gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline" className="min-h-11" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" className="min-h-11" disabled={pending}>
            {pending ? "Completing..." : "Mark as Completed"}
          </Button>
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
