"use client";

import { RefreshCwIcon, SendIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useAdminApi, useAdminResource } from "../admin-api";
import { formatMoment } from "../moment";
import { DataTable, type DataColumn } from "../data-table";
import { NETWORK_ERROR } from "../messages";
import type { FailedEmailDto, FailedEmailsDto } from "@/lib/admin/failed-emails";
import { SectionHeader } from "@/components/admin/back-office/section-header";

export const FAILED_EMAILS_URL = "/api/admin/emails/failed";
export const resendUrl = (id: string) => `/api/admin/emails/${id}/resend`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line on how mail is leaving now: held on purpose, being retried, or nothing to report. */
function deliverySummary(data: FailedEmailsDto): string {
  const parts: string[] = [];
  if (data.delivery === "outbox") {
    parts.push(
      `Delivery is off (EMAIL_DELIVERY=outbox): ${plural(data.held, "message is", "messages are")} kept in the outbox, not sent.`,
    );
  }
  if (data.retrying > 0) {
    parts.push(
      `${plural(data.retrying, "message is", "messages are")} being retried after a failed attempt (for up to 24 hours).`,
    );
  }
  return parts.join(" ");
}

/**
 * Mail the provider refused for good (a permanent error) or could not take for 24 hours:
 * each with its error, and a Resend button that queues it again as a new delivery.
 */
export function FailedEmails() {
  const api = useAdminApi();
  const { resource, reload } = useAdminResource<FailedEmailsDto>(FAILED_EMAILS_URL);
  const [resending, setResending] = useState<ReadonlySet<string>>(() => new Set());
  const data = resource.data;

  async function resend(email: FailedEmailDto) {
    setResending((current) => new Set([...current, email.id]));
    const result = await api.send("POST", resendUrl(email.id));
    setResending((current) => new Set([...current].filter((id) => id !== email.id)));
    if (result.sessionEnded) return;
    if (result.ok) toast.success("E-mail queued to be sent again", { description: `To ${email.to}.` });
    else toast.error("The e-mail could not be resent", { description: result.error ?? NETWORK_ERROR });
    await reload();
  }

  const columns: DataColumn<FailedEmailDto>[] = [
    { header: "Queued", className: "whitespace-nowrap", cell: (e) => formatMoment(e.createdAt) },
    { header: "To", cellClassName: "break-all", cell: (e) => e.to },
    { header: "Subject", cellClassName: "min-w-40 break-words whitespace-normal", cell: (e) => e.subject },
    {
      header: "Error",
      cellClassName: "min-w-48 break-words whitespace-normal",
      cell: (e) => e.lastError ?? "",
    },
    {
      header: <span className="sr-only">Actions</span>,
      className: "text-right",
      cell: (e) => (
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          disabled={resending.has(e.id)}
          onClick={() => void resend(e)}
        >
          <SendIcon aria-hidden />
          {resending.has(e.id) ? "Resending…" : "Resend"}
          <span className="sr-only">
            {" "}
            “{e.subject}” to {e.to}
          </span>
        </Button>
      ),
    },
  ];

  const summary = data ? deliverySummary(data) : "";
  return (
    <section aria-labelledby="failed-emails-heading" className="space-y-3">
      <SectionHeader
        headingId="failed-emails-heading"
        title="Undelivered e-mail"
        description="Messages the mail provider refused, or could not take for 24 hours, newest first. Resend one once the cause is fixed."
      >
        <Button type="button" variant="outline" className="min-h-11 self-start" onClick={() => void reload()}>
          <RefreshCwIcon aria-hidden />
          Refresh<span className="sr-only"> undelivered e-mail</span>
        </Button>
      </SectionHeader>
      {summary && <p className="text-sm font-medium">{summary}</p>}
      {!data && resource.status === "error" ? (
        <p role="alert" className="text-sm text-destructive">
          The undelivered e-mail could not be loaded. {resource.error ?? NETWORK_ERROR}
        </p>
      ) : !data ? (
        <div role="status">
          <Skeleton className="h-24 w-full" />
          <span className="sr-only">Loading undelivered e-mail…</span>
        </div>
      ) : (
        <DataTable
          aria-labelledby="failed-emails-heading"
          columns={columns}
          rows={data.failed}
          rowKey={(e) => e.id}
          empty="No undelivered e-mail."
        />
      )}
    </section>
  );
}
