import "server-only";
/**
 * Each production instance listens for the other instances' page changes (lib/pages/page-changes.ts)
 * on a Postgres connection of its own, and refreshes its public pages when one arrives.
 *
 * The connection is watched: a failed check (every `checkEveryMs`, bounded by `checkTimeoutMs`,
 * so a database that stopped answering is noticed too) or a lost connection closes it and
 * a new one is tried after 1, 2, 4 … 30 s. Notifications sent while it was away are lost, so the
 * pages are refreshed once it is back. A database outage therefore costs stale public pages at
 * worst, never a stuck instance.
 */
import pg from "pg";
import { parseDatabaseUrl } from "@/lib/db/connection";
import { log, serializeError } from "@/lib/log";
import { noticeFromPeer, PAGE_CHANGES_CHANNEL, type PageChange } from "./page-changes";

export type PageRefreshReason = PageChange | "reconnected";

export interface PageChangeListenerOptions {
  databaseUrl: string;
  connectTimeoutMs: number;
  /** How long the watch's `SELECT 1` may take before the connection counts as lost. */
  checkTimeoutMs: number;
  checkEveryMs: number;
  /** A peer's change, or a reconnection after which changes may have been missed. */
  onChange: (reason: PageRefreshReason) => Promise<unknown> | unknown;
  /** Listening (true: every change from now on arrives) or not (false: the connection is lost). */
  onListening?: (listening: boolean) => void;
  /** The id this instance announces its own changes with (lib/pages/page-changes.ts): ignored. */
  self?: string;
  retryFirstMs?: number;
  retryMaxMs?: number;
}

export interface PageChangeListener {
  /** Resolves once listening (the first time). */
  readonly listening: Promise<void>;
  stop(): Promise<void>;
}

export function listenForPageChanges(options: PageChangeListenerOptions): PageChangeListener {
  const { connectionString, schema = "public" } = parseDatabaseUrl(options.databaseUrl);
  const retryFirstMs = options.retryFirstMs ?? 1_000;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  let client: pg.Client | undefined;
  let watch: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let listenedBefore = false;
  let stopped = false;
  let markListening!: () => void;
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const refresh = (reason: PageRefreshReason) =>
    Promise.resolve()
      .then(() => options.onChange(reason))
      .catch((error: unknown) => log.warn("pages.refresh-failed", { reason, error: serializeError(error) }));

  function close(connection: pg.Client) {
    connection.removeAllListeners("notification");
    // end() waits for the server's goodbye, which a silent server never sends: give it a moment.
    void Promise.race([connection.end(), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]).catch(
      () => {},
    );
  }

  function lost(connection: pg.Client, error?: unknown) {
    if (connection !== client) return;
    client = undefined;
    clearInterval(watch);
    close(connection);
    options.onListening?.(false);
    if (stopped) return;
    const delay = Math.min(retryMaxMs, retryFirstMs * 2 ** failures++);
    log.warn("pages.listener-lost", { retryInMs: delay, ...(error ? { error: serializeError(error) } : {}) });
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
  }

  async function connect() {
    if (stopped) return;
    const connection = new pg.Client({
      connectionString,
      connectionTimeoutMillis: options.connectTimeoutMs,
      query_timeout: options.checkTimeoutMs,
      keepAlive: true,
    });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", (message) => {
      if (message.channel !== PAGE_CHANGES_CHANNEL) return;
      const notice = noticeFromPeer(message.payload, schema, options.self);
      if (notice) void refresh(notice.change);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${PAGE_CHANGES_CHANNEL}`);
    } catch (error) {
      lost(connection, error);
      return;
    }
    if (stopped || connection !== client) return close(connection);
    failures = 0;
    watch = setInterval(() => {
      connection.query("SELECT 1").catch((error: unknown) => lost(connection, error));
    }, options.checkEveryMs);
    watch.unref();
    options.onListening?.(true);
    if (listenedBefore) {
      log.info("pages.listener-back");
      void refresh("reconnected");
    }
    listenedBefore = true;
    markListening();
  }

  void connect();
  return {
    listening,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(watch);
      const connection = client;
      client = undefined;
      options.onListening?.(false);
      if (connection) close(connection);
    },
  };
}
