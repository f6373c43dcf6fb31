import {
  enqueueMove,
  flushQueue,
  readQueue,
  REFUSED_FALLBACK,
  type MoveTransport,
  type NewMove,
  type QueuedMove,
  PAYMENT_STEP,
  ON_MY_WAY_STEP,
} from "@/components/contractor/offline/queue";
import { deviceKey } from "@/components/contractor/offline/storage";

const PAINTER = "painter-1";

const move = (jobId: string, status = "in_progress", notes = ""): NewMove => ({
  jobId,
  status,
  notes,
  label: status === "completed" ? "Complete Job" : "Start Job",
  jobName: `Painting Job: ${jobId}`,
});

type Answer = Awaited<ReturnType<MoveTransport["send"]>>;
const ok: Answer = { ok: true, status: 200, error: null };
const noSignal: Answer = { ok: false, status: 0, error: null };

/** A server that answers each PUT with the next of `answers` (ok when they run out), recording what it got. */
function server(answers: Answer[] = [], statuses: Record<string, string | null | undefined> = {}) {
  const sent: {
    jobId: string;
    status: string;
    notes: string;
    stateWhenSent: string | undefined;
    tappedAt?: string;
  }[] = [];
  const asked: string[] = [];
  const record = (m: QueuedMove) => {
    // What the device held while the request was out: the move marked as sending.
    const stored = readQueue(PAINTER).find((q) => q.id === m.id);
    sent.push({
      jobId: m.jobId,
      status: m.status,
      notes: m.notes,
      stateWhenSent: stored?.state,
      ...(m.onMyWay ? { tappedAt: m.onMyWay.tappedAt } : {}),
    });
    return answers.shift() ?? ok;
  };
  const transport: MoveTransport = {
    send: async (m) => record(m),
    sendPayment: async (m) => record(m),
    sendOnMyWay: async (m) => record(m),
    sendPhoto: async (m) => record(m),
    photoDone: async () => undefined,
    currentStatus: async (jobId) => {
      asked.push(jobId);
      return statuses[jobId];
    },
  };
  return { transport, sent, asked };
}

beforeEach(() => localStorage.clear());

describe("enqueueMove", () => {
  it("keeps moves in the order they were made, on the device, and a repeat of a waiting move once", () => {
    enqueueMove(PAINTER, move("a", "acknowledged"));
    enqueueMove(PAINTER, move("b"));
    enqueueMove(PAINTER, move("a", "acknowledged"));
    const stored = JSON.parse(localStorage.getItem(deviceKey(PAINTER, "moves"))!) as QueuedMove[];
    expect(stored.map((m) => [m.jobId, m.status, m.state])).toEqual([
      ["a", "acknowledged", "queued"],
      ["b", "in_progress", "queued"],
    ]);
    expect(readQueue("another-painter")).toEqual([]);
  });
});

describe("flushQueue", () => {
  it("sends the moves in order, one at a time, each marked sending first, with the completion notes, and empties the queue", async () => {
    enqueueMove(PAINTER, move("a", "acknowledged"));
    enqueueMove(PAINTER, move("b", "completed", "Two coats."));
    const { transport, sent } = server();
    const outcome = await flushQueue(PAINTER, transport);
    expect(sent).toEqual([
      { jobId: "a", status: "acknowledged", notes: "", stateWhenSent: "sending" },
      { jobId: "b", status: "completed", notes: "Two coats.", stateWhenSent: "sending" },
    ]);
    expect(outcome!.sent.map((m) => m.jobId)).toEqual(["a", "b"]);
    expect(outcome!.refused).toEqual([]);
    expect(readQueue(PAINTER)).toEqual([]);
    expect(localStorage.getItem(deviceKey(PAINTER, "moves"))).toBeNull();
  });

  it("stops at a lost answer and keeps that move and the later ones; sends nothing twice once the server shows it arrived", async () => {
    enqueueMove(PAINTER, move("a"));
    enqueueMove(PAINTER, move("b"));
    const first = server([noSignal]);
    const outcome = await flushQueue(PAINTER, first.transport);
    expect(first.sent.map((s) => s.jobId)).toEqual(["a"]);
    expect(outcome).toEqual({ sent: [], refused: [] });
    expect(readQueue(PAINTER).map((m) => [m.jobId, m.state])).toEqual([
      ["a", "sending"],
      ["b", "queued"],
    ]);

    // The lost request had reached the server: a is in progress there, so only b leaves.
    const second = server([], { a: "in_progress" });
    const again = await flushQueue(PAINTER, second.transport);
    expect(second.asked).toEqual(["a"]);
    expect(second.sent.map((s) => s.jobId)).toEqual(["b"]);
    expect(again!.sent.map((m) => m.jobId)).toEqual(["a", "b"]);
    expect(readQueue(PAINTER)).toEqual([]);
  });

  it("sends a move left 'sending' by a reload when the server shows it did not arrive", async () => {
    enqueueMove(PAINTER, move("a"), "sending");
    const { transport, sent, asked } = server([], { a: "acknowledged" });
    await flushQueue(PAINTER, transport);
    expect(asked).toEqual(["a"]);
    expect(sent.map((s) => s.jobId)).toEqual(["a"]);
  });

  it("counts a completed job as arrived for a start left 'sending'", async () => {
    enqueueMove(PAINTER, move("a"), "sending");
    const { transport, sent } = server([], { a: "completed" });
    const outcome = await flushQueue(PAINTER, transport);
    expect(sent).toEqual([]);
    expect(outcome!.sent.map((m) => m.jobId)).toEqual(["a"]);
  });

  it("keeps a move left 'sending' while the server cannot be asked", async () => {
    enqueueMove(PAINTER, move("a"), "sending");
    const { transport, sent } = server([], { a: undefined });
    await flushQueue(PAINTER, transport);
    expect(sent).toEqual([]);
    expect(readQueue(PAINTER).map((m) => m.state)).toEqual(["sending"]);
  });

  it("drops a move the server refuses, reports it with the server's words, and goes on with the next", async () => {
    enqueueMove(PAINTER, move("a"));
    enqueueMove(PAINTER, move("b"));
    enqueueMove(PAINTER, move("c"));
    const { transport, sent } = server([
      { ok: false, status: 409, error: "This job was cancelled and can no longer change." },
      { ok: false, status: 404, error: null },
    ]);
    const outcome = await flushQueue(PAINTER, transport);
    expect(sent.map((s) => s.jobId)).toEqual(["a", "b", "c"]);
    expect(outcome!.refused.map((r) => [r.move.jobId, r.error])).toEqual([
      ["a", "This job was cancelled and can no longer change."],
      ["b", REFUSED_FALLBACK],
    ]);
    expect(outcome!.sent.map((m) => m.jobId)).toEqual(["c"]);
    expect(readQueue(PAINTER)).toEqual([]);
  });

  it("keeps the move on a server error or an ended session (the answer says nothing about the write)", async () => {
    enqueueMove(PAINTER, move("a"));
    await flushQueue(PAINTER, server([{ ok: false, status: 503, error: "Unavailable" }]).transport);
    expect(readQueue(PAINTER)).toHaveLength(1);
    await flushQueue(
      PAINTER,
      server([{ ok: false, status: 401, error: null, sessionEnded: true }]).transport,
    );
    expect(readQueue(PAINTER)).toHaveLength(1);
  });

  it("runs one flush at a time: a second call while one is sending sends nothing", async () => {
    enqueueMove(PAINTER, move("a"));
    let answer!: (value: Answer) => void;
    const sends: string[] = [];
    const slow: MoveTransport = {
      send: (m) => {
        sends.push(m.jobId);
        return new Promise((resolve) => (answer = resolve));
      },
      sendPayment: async () => ok,
      sendOnMyWay: async () => ok,
      sendPhoto: async () => ok,
      photoDone: async () => undefined,
      currentStatus: async () => "acknowledged",
    };
    const first = flushQueue(PAINTER, slow);
    await Promise.resolve();
    expect(await flushQueue(PAINTER, slow)).toBeNull();
    answer(ok);
    await first;
    expect(sends).toEqual(["a"]);
  });

  it("uses navigator.locks when the browser has it, so two tabs never both send", async () => {
    const request = jest.fn(
      async (_name: string, _options: LockOptions, callback: (lock: Lock | null) => Promise<unknown>) =>
        callback(null),
    );
    Object.defineProperty(navigator, "locks", { configurable: true, value: { request } });
    try {
      enqueueMove(PAINTER, move("a"));
      const { transport, sent } = server();
      expect(await flushQueue(PAINTER, transport)).toBeNull();
      expect(request).toHaveBeenCalledWith(
        `brushwise-moves:${PAINTER}`,
        { ifAvailable: true },
        expect.any(Function),
      );
      expect(sent).toEqual([]);
      expect(readQueue(PAINTER)).toHaveLength(1);
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
  });
});

describe("a payment taken at the job", () => {
  const cash = (clientRef: string): NewMove => ({
    jobId: "a",
    status: PAYMENT_STEP,
    notes: "",
    label: "The payment",
    jobName: "Painting Job: a",
    payment: { method: "cash", amount: "412.50", clientRef },
  });

  it("leaves after the completion it follows, and is sent again after a lost answer without asking the server", async () => {
    enqueueMove(PAINTER, move("a", "completed"));
    enqueueMove(PAINTER, cash("ref-1"));
    const lost = server([ok, noSignal]);
    expect(await flushQueue(PAINTER, lost.transport)).toEqual({
      sent: [expect.objectContaining({ status: "completed" })],
      refused: [],
    });
    expect(lost.sent.map((s) => s.status)).toEqual(["completed", PAYMENT_STEP]);
    // The answer was lost: it waits, marked as sending.
    expect(readQueue(PAINTER)).toEqual([expect.objectContaining({ status: PAYMENT_STEP, state: "sending" })]);

    const back = server([ok]);
    const outcome = await flushQueue(PAINTER, back.transport);
    expect(outcome?.sent.map((m) => m.payment?.clientRef)).toEqual(["ref-1"]);
    expect(back.asked).toEqual([]);
    expect(readQueue(PAINTER)).toEqual([]);
  });

  it("is dropped and reported when the server refuses it", async () => {
    enqueueMove(PAINTER, cash("ref-2"));
    const refusing = server([
      { ok: false, status: 422, error: "That is more than is due on invoice BW-2026-000007 ($400.00)." },
    ]);
    const outcome = await flushQueue(PAINTER, refusing.transport);
    expect(outcome?.refused).toEqual([
      expect.objectContaining({ error: "That is more than is due on invoice BW-2026-000007 ($400.00)." }),
    ]);
    expect(readQueue(PAINTER)).toEqual([]);
  });
});

describe("On My Way tapped without signal", () => {
  const onMyWay = (jobId: string, tappedAt: string): NewMove => ({
    jobId,
    status: ON_MY_WAY_STEP,
    notes: "",
    label: "On My Way",
    jobName: `Painting Job: ${jobId}`,
    onMyWay: { tappedAt },
  });

  it("waits once however often it is tapped, goes before the Start Job tapped after it, with its tap time", async () => {
    enqueueMove(PAINTER, onMyWay("a", "2026-12-03T14:05:00.000Z"));
    enqueueMove(PAINTER, onMyWay("a", "2026-12-03T14:06:00.000Z"));
    enqueueMove(PAINTER, move("a", "in_progress"));
    const { transport, sent, asked } = server();
    await flushQueue(PAINTER, transport);
    expect(sent).toEqual([
      {
        jobId: "a",
        status: ON_MY_WAY_STEP,
        notes: "",
        stateWhenSent: "sending",
        tappedAt: "2026-12-03T14:05:00.000Z",
      },
      { jobId: "a", status: "in_progress", notes: "", stateWhenSent: "sending" },
    ]);
    expect(asked).toEqual([]);
    expect(readQueue(PAINTER)).toEqual([]);
  });

  it("is sent again after a lost answer without asking the server (the server records it once)", async () => {
    enqueueMove(PAINTER, onMyWay("b", "2026-12-03T14:05:00.000Z"));
    const lost = server([noSignal]);
    await flushQueue(PAINTER, lost.transport);
    expect(readQueue(PAINTER)).toEqual([
      expect.objectContaining({ status: ON_MY_WAY_STEP, state: "sending" }),
    ]);
    const back = server([ok]);
    const outcome = await flushQueue(PAINTER, back.transport);
    expect(outcome?.sent.map((m) => m.onMyWay?.tappedAt)).toEqual(["2026-12-03T14:05:00.000Z"]);
    expect(back.asked).toEqual([]);
  });
});
