import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { db } from "@/lib/db";
import { currentSession } from "@/lib/auth/server-session";
import { devOutboxAccess, recentOutboxMessages } from "@/lib/email/dev-outbox";

export const dynamic = "force-dynamic";

const TITLE = "Email outbox (development)";

export const metadata: Metadata = { title: TITLE, robots: { index: false, follow: false } };

type Message = Awaited<ReturnType<typeof recentOutboxMessages>>[number];

const URL_PATTERN = /https?:\/\/[^\s<>"'()[\]]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** Plain text with every URL as a link (trailing sentence punctuation stays text). */
function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const url = match[0].replace(TRAILING_PUNCTUATION, "");
    parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={url} className="break-all text-primary underline underline-offset-2">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  parts.push(text.slice(last));
  return parts;
}

const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "America/New_York",
});

function OutboxMessage({ message }: { message: Message }) {
  return (
    <li>
      <details className="group rounded-lg border bg-card">
        <summary className="flex cursor-pointer flex-col gap-1 p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <span className="min-w-0">
            <span className="block font-medium break-words">{message.subject}</span>
            <span className="block text-sm break-all text-muted-foreground">To: {message.to}</span>
          </span>
          <span className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-muted-foreground">
            {message.template && <Badge variant="outline">{message.template}</Badge>}
            <Badge
              variant={
                message.status === "failed"
                  ? "destructive"
                  : message.status === "sent"
                    ? "success"
                    : "secondary"
              }
            >
              {message.status}
            </Badge>
            <time dateTime={message.createdAt.toISOString()}>{timeFormat.format(message.createdAt)}</time>
          </span>
        </summary>
        <div className="space-y-4 border-t p-4">
          {message.lastError && <p className="text-sm text-destructive">Last error: {message.lastError}</p>}
          <section aria-label="Plain-text body">
            <h3 className="mb-2 text-sm font-semibold">Plain text</h3>
            <pre className="overflow-x-auto rounded-md bg-muted p-3 font-sans text-sm break-words whitespace-pre-wrap">
              {linkify(message.text)}
            </pre>
          </section>
          <section aria-label="HTML body">
            <h3 className="mb-2 text-sm font-semibold">HTML</h3>
            <iframe
              sandbox=""
              srcDoc={message.html}
              title={`HTML body of "${message.subject}" to ${message.to}`}
              className="h-[32rem] w-full rounded-md border bg-white"
            />
          </section>
        </div>
      </details>
    </li>
  );
}

/** Development and tests only: the e-mails the app queued, newest first, so their links can be followed. */
export default async function DevEmailsPage({
  searchParams,
}: {
  searchParams: Promise<{ to?: string | string[] }>;
}) {
  const access = devOutboxAccess();
  // Not found rather than "forbidden": the page's existence is nobody else's business.
  if (access === "off" || (access === "admin" && (await currentSession())?.role !== "admin")) notFound();
  const { to } = await searchParams;
  // ?to=address narrows the list to one recipient (tests follow their own e-mails).
  const messages = await recentOutboxMessages(db, { to: typeof to === "string" && to ? to : undefined });

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{TITLE}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        The {messages.length} most recent messages of the outbox, newest first. Open a message to read it and
        follow its links.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No e-mails yet.</p>
      ) : (
        <ol className="mt-8 space-y-3">
          {messages.map((message) => (
            <OutboxMessage key={message.id} message={message} />
          ))}
        </ol>
      )}
    </div>
  );
}
