/**
 * Job photos in the painter's offline queue (components/contractor/offline/queue.ts): keyed by their
 * clientRef, sent in order with the job's moves, each once, their bytes let go once they left.
 */
import {
  enqueueMove,
  flushQueue,
  PHOTO_STEP,
  readQueue,
  type MoveTransport,
  type NewMove,
  type QueuedMove,
} from "@/components/contractor/offline/queue";

const PAINTER = "painter-photos";

const photo = (clientRef: string, phase: "before" | "after" = "after"): NewMove => ({
  jobId: "job-1",
  status: PHOTO_STEP,
  notes: "",
  label: `The ${phase} photo`,
  jobName: "Painting Job: Jane Doe",
  photo: { clientRef, roomId: "room-1", phase },
});

const completion: NewMove = {
  jobId: "job-1",
  status: "completed",
  notes: "",
  label: "Complete Job",
  jobName: "Painting Job: Jane Doe",
};

type Answer = Awaited<ReturnType<MoveTransport["send"]>>;
const ok: Answer = { ok: true, status: 201, error: null };

function server(photoAnswers: Answer[] = []) {
  const sent: string[] = [];
  const done: string[] = [];
  const transport: MoveTransport = {
    send: async (m: QueuedMove) => {
      sent.push(m.status);
      return ok;
    },
    sendPayment: async () => ok,
    sendOnMyWay: async () => ok,
    sendPhoto: async (m) => {
      sent.push(`photo ${m.photo.clientRef} (${readQueue(PAINTER).find((q) => q.id === m.id)?.state})`);
      return photoAnswers.shift() ?? ok;
    },
    photoDone: async (p) => {
      done.push(p.clientRef);
    },
    currentStatus: async () => "in_progress",
  };
  return { transport, sent, done };
}

beforeEach(() => localStorage.clear());

it("queues each photo once by its key, several of one job side by side", () => {
  enqueueMove(PAINTER, photo("ref-1", "before"));
  enqueueMove(PAINTER, photo("ref-2"));
  enqueueMove(PAINTER, photo("ref-1", "before"));
  expect(readQueue(PAINTER).map((m) => m.photo?.clientRef)).toEqual(["ref-1", "ref-2"]);
});

it("sends the photos taken before Complete Job ahead of it, each marked sending first, and lets their bytes go", async () => {
  enqueueMove(PAINTER, photo("ref-1", "before"));
  enqueueMove(PAINTER, photo("ref-2"));
  enqueueMove(PAINTER, completion);
  const { transport, sent, done } = server();
  const outcome = await flushQueue(PAINTER, transport);
  expect(sent).toEqual(["photo ref-1 (sending)", "photo ref-2 (sending)", "completed"]);
  expect(done).toEqual(["ref-1", "ref-2"]);
  expect(outcome!.sent).toHaveLength(3);
  expect(readQueue(PAINTER)).toEqual([]);
});

it("keeps a photo whose answer was lost, and the completion behind it, to send again (its key makes it one photo)", async () => {
  enqueueMove(PAINTER, photo("ref-1"));
  enqueueMove(PAINTER, completion);
  const lost = server([{ ok: false, status: 0, error: null }]);
  expect(await flushQueue(PAINTER, lost.transport)).toEqual({ sent: [], refused: [] });
  expect(lost.done).toEqual([]);
  expect(readQueue(PAINTER).map((m) => [m.status, m.state])).toEqual([
    [PHOTO_STEP, "sending"],
    ["completed", "queued"],
  ]);
  const again = server();
  await flushQueue(PAINTER, again.transport);
  expect(again.sent).toEqual(["photo ref-1 (sending)", "completed"]);
  expect(readQueue(PAINTER)).toEqual([]);
});

it("drops a photo the server refuses, says why, and goes on with the job's moves", async () => {
  enqueueMove(PAINTER, photo("ref-1"));
  enqueueMove(PAINTER, completion);
  const limit = "This room already has 6 after photos, the most one room may have.";
  const { transport, sent, done } = server([{ ok: false, status: 409, error: limit }]);
  const outcome = await flushQueue(PAINTER, transport);
  expect(outcome!.refused.map((r) => r.error)).toEqual([limit]);
  expect(done).toEqual(["ref-1"]);
  expect(sent).toEqual(["photo ref-1 (sending)", "completed"]);
});
