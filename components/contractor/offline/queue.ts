/**
 * The painter's moves (acknowledge, start, complete) made without signal, kept on the device
 * until the network returns, then sent in order, one at a time, each at most once:
 * - an item is marked "sending" (stored) before its request leaves; a lost answer (no network, a
 *   proxy's 5xx, 429) leaves it "sending", and the next flush first asks the server where the job
 *   is: when it already reached the target, the move went through and is not sent again;
 * - one flush at a time per painter across tabs (navigator.locks, else one per tab);
 * - a refusal (the job was cancelled or reassigned meanwhile: 409/404) drops the move and is
 *   reported, for the dashboard to show and to reload the jobs.
 * The cash or check the painter was handed on completion waits in the same queue, after the
 * completion it belongs to (PAYMENT_STEP): it carries its own key (clientRef), so sending it again
 * after a lost answer records it once, and no server check is needed before a resend. On My Way
 * (ON_MY_WAY_STEP) waits the same way, with the time it was tapped: the server records it once.
 * A before or after photo of the work (PHOTO_STEP; its bytes in IndexedDB, ./photo-store.ts) waits
 * the same way, keyed by its clientRef, in the order it was taken among the job's moves: after photos
 * taken before Complete Job reach the server before the completion, whose e-mail shows them.
 */
import { JOB_STATES } from "@/lib/bookings/states.shared";
import { deviceKey, readStored, writeStored } from "./storage";

/** The painter's record of money received at the job (POST /api/contractor/jobs/{id}/payments). */
export interface PaymentOnSite {
  method: "cash" | "check";
  /** Dollars as typed, e.g. "412.50" (the server reads it exactly) */
  amount: string;
  checkNumber?: string;
  /** This payment's own key: however often it is sent, it is recorded once */
  clientRef: string;
}

/** The queue item's `status` for a payment: not a job status, so no job move matches it. */
export const PAYMENT_STEP = "payment";

/** The queue item's `status` for On My Way: a recorded fact, not a job status (docs/product.md §4). */
export const ON_MY_WAY_STEP = "on_my_way";

/** A job photo waiting on the device (POST /api/contractor/jobs/{id}/photos); its bytes are in IndexedDB. */
export interface QueuedPhoto {
  /** The photo's own key: however often it is sent, it is stored once */
  clientRef: string;
  roomId: string;
  phase: "before" | "after";
}

/** The queue item's `status` for a photo: not a job status either. */
export const PHOTO_STEP = "photo";

export interface QueuedMove {
  id: string;
  jobId: string;
  /** The status the move leads to (PAYMENT_STEP for a payment). */
  status: string;
  /** The payment, when this item is one. */
  payment?: PaymentOnSite;
  /** On My Way (ON_MY_WAY_STEP): when the painter tapped it, which the server believes up to 12 h back. */
  onMyWay?: { tappedAt: string };
  /** The photo, when this item is one. */
  photo?: QueuedPhoto;
  /** Completion notes, sent with the move. */
  notes: string;
  /** The button the painter pressed ("Start Job"). */
  label: string;
  /** Which job, in words, for a refusal ("Painting Job: Jane Doe"). */
  jobName: string;
  queuedAt: string;
  /** "sending": a request left for it and no answer came back: it may have gone through. */
  state: "queued" | "sending";
}

export type NewMove = Pick<
  QueuedMove,
  "jobId" | "status" | "notes" | "label" | "jobName" | "payment" | "onMyWay" | "photo"
>;

/** What a flush needs from the painter's API (contractor-api.tsx, under its session rule). */
export interface MoveTransport {
  send(
    move: QueuedMove,
  ): Promise<{ ok: boolean; status: number; error: string | null; sessionEnded?: boolean }>;
  /** Sends a queued payment (PAYMENT_STEP): the same answer shape as `send`. */
  sendPayment(
    move: QueuedMove & { payment: PaymentOnSite },
  ): Promise<{ ok: boolean; status: number; error: string | null; sessionEnded?: boolean }>;
  /** Sends a queued On My Way (ON_MY_WAY_STEP): the same answer shape as `send`. */
  sendOnMyWay(
    move: QueuedMove & { onMyWay: { tappedAt: string } },
  ): Promise<{ ok: boolean; status: number; error: string | null; sessionEnded?: boolean }>;
  /** Sends a queued photo (PHOTO_STEP): the same answer shape as `send`. */
  sendPhoto(
    move: QueuedMove & { photo: QueuedPhoto },
  ): Promise<{ ok: boolean; status: number; error: string | null; sessionEnded?: boolean }>;
  /** A photo's item left the queue (sent or refused): its bytes can go from the device. */
  photoDone(photo: QueuedPhoto): Promise<void>;
  /**
   * The job's status on the server: null when the painter no longer has it (cancelled,
   * reassigned), undefined when there was no answer.
   */
  currentStatus(jobId: string): Promise<string | null | undefined>;
}

export interface Refusal {
  move: QueuedMove;
  error: string;
}

export interface FlushOutcome {
  sent: QueuedMove[];
  refused: Refusal[];
}

/**
 * Whether a job at `current` has got as far as `target`: `current` is `target` or one of the
 * steps after it along the painter's "next" moves of the state table (docs/product.md §4).
 */
function reached(current: string, target: string): boolean {
  let status: string | undefined = target;
  while (status) {
    if (status === current) return true;
    status = (JOB_STATES as Record<string, { next?: { status: string } } | undefined>)[status]?.next?.status;
  }
  return false;
}

/** Answers that say nothing about whether the move was written: keep it and try later. */
const answerUnknown = (status: number) => status === 0 || status === 401 || status === 429 || status >= 500;

export const REFUSED_FALLBACK = "The job could not be changed.";

export function readQueue(painterId: string): QueuedMove[] {
  return readStored<QueuedMove[]>(deviceKey(painterId, "moves")) ?? [];
}

function writeQueue(painterId: string, moves: QueuedMove[]) {
  writeStored(deviceKey(painterId, "moves"), moves.length ? moves : null);
}

/** Adds a move at the end; a job already waiting for the same move is not queued twice. */
export function enqueueMove(
  painterId: string,
  move: NewMove,
  state: QueuedMove["state"] = "queued",
  now: Date = new Date(),
): QueuedMove {
  const queue = readQueue(painterId);
  const same = queue.find(
    (m) => m.jobId === move.jobId && m.status === move.status && m.photo?.clientRef === move.photo?.clientRef,
  );
  if (same) return same;
  const id = `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const queued: QueuedMove = { ...move, id, queuedAt: now.toISOString(), state };
  writeQueue(painterId, [...queue, queued]);
  return queued;
}

function remove(painterId: string, id: string) {
  writeQueue(
    painterId,
    readQueue(painterId).filter((m) => m.id !== id),
  );
}

function markSending(painterId: string, id: string) {
  writeQueue(
    painterId,
    readQueue(painterId).map((m) => (m.id === id ? { ...m, state: "sending" as const } : m)),
  );
}

const busyInThisTab = new Set<string>();

/** Runs `fn` unless a flush of the same queue runs already (here or in another tab): then null. */
async function exclusively<T>(name: string, fn: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (locks) return locks.request(name, { ifAvailable: true }, (lock) => (lock ? fn() : null));
  if (busyInThisTab.has(name)) return null;
  busyInThisTab.add(name);
  try {
    return await fn();
  } finally {
    busyInThisTab.delete(name);
  }
}

/** The sender of an item that carries its own key (a payment, a photo) or that the server records once (On My Way). */
function keyedSender(transport: MoveTransport, move: QueuedMove) {
  if (move.payment) return () => transport.sendPayment({ ...move, payment: move.payment! });
  if (move.onMyWay) return () => transport.sendOnMyWay({ ...move, onMyWay: move.onMyWay! });
  if (move.photo) return () => transport.sendPhoto({ ...move, photo: move.photo! });
  return null;
}

/**
 * Sends the queued moves in order until the queue is empty or an answer is lost. Null when
 * another flush holds the queue (it reports its own outcome).
 */
export async function flushQueue(painterId: string, transport: MoveTransport): Promise<FlushOutcome | null> {
  if (readQueue(painterId).length === 0) return { sent: [], refused: [] };
  return exclusively(`brushwise-moves:${painterId}`, async () => {
    const outcome: FlushOutcome = { sent: [], refused: [] };
    for (let move = readQueue(painterId)[0]; move; move = readQueue(painterId)[0]) {
      const sendKeyed = keyedSender(transport, move);
      if (sendKeyed) {
        // Its key (or the server's one record of On My Way) makes a resend harmless: no need to ask.
        markSending(painterId, move.id);
        const answer = await sendKeyed();
        if (answer.sessionEnded || answerUnknown(answer.status)) break;
        remove(painterId, move.id);
        if (move.photo) await transport.photoDone(move.photo);
        if (answer.ok) outcome.sent.push(move);
        else outcome.refused.push({ move, error: answer.error ?? REFUSED_FALLBACK });
        continue;
      }
      if (move.state === "sending") {
        const status = await transport.currentStatus(move.jobId);
        if (status === undefined) break;
        if (status !== null && reached(status, move.status)) {
          remove(painterId, move.id);
          outcome.sent.push(move);
          continue;
        }
        // It did not arrive (or the job is gone, which the server will say): send it now.
      }
      markSending(painterId, move.id);
      const answer = await transport.send(move);
      if (answer.sessionEnded || answerUnknown(answer.status)) break;
      remove(painterId, move.id);
      if (answer.ok) outcome.sent.push(move);
      else outcome.refused.push({ move, error: answer.error ?? REFUSED_FALLBACK });
    }
    return outcome;
  });
}
