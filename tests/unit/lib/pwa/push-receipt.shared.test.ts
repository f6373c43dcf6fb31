/**
 * The service worker's `push` handler (lib/pwa/service-worker.ts hands showPush the notice and its
 * own showNotification and fetch): the notification first, then the receipt to the server.
 */
import { PUSH_RECEIPT_PATH } from "@/lib/push/payload.shared";
import { PUSH_ICON, showPush, type PushScope } from "@/lib/pwa/push-receipt.shared";
import { pushNotice } from "@/lib/pwa/push.shared";

const ORIGIN = "https://brushwise.example";
const RECEIPT = "eyJuIjoiMSJ9.c2lnbmF0dXJl";
/** The route's answer to a receipt (jsdom has no Response). */
const NO_CONTENT = { ok: true, status: 204 } as Response;
const PAYLOAD = JSON.stringify({
  title: "New job: Tue, Dec 2",
  body: "Painting Job, 8:00 AM-12:00 PM",
  url: "/contractor/dashboard",
  tag: "new-job-1",
  receipt: RECEIPT,
});

/** A service worker scope that records what the handler did, in order. */
function scope({ show, post }: { show?: () => Promise<void>; post?: () => Promise<Response> } = {}) {
  const steps: string[] = [];
  const shown: Array<[string, NotificationOptions]> = [];
  const posted: Array<[string, RequestInit]> = [];
  const worker: PushScope = {
    origin: ORIGIN,
    showNotification: async (title, options) => {
      steps.push("show");
      shown.push([title, options]);
      await show?.();
    },
    fetch: async (url, init) => {
      steps.push("post");
      posted.push([url, init]);
      return post ? post() : NO_CONTENT;
    },
  };
  return { worker, steps, shown, posted };
}

it("shows the notification, then posts its receipt to the server without cookies", async () => {
  const { worker, steps, shown, posted } = scope();
  await showPush(pushNotice(PAYLOAD, ORIGIN), worker);
  expect(steps).toEqual(["show", "post"]);
  expect(shown).toEqual([
    [
      "New job: Tue, Dec 2",
      {
        body: "Painting Job, 8:00 AM-12:00 PM",
        tag: "new-job-1",
        data: { url: "/contractor/dashboard" },
        icon: PUSH_ICON,
      },
    ],
  ]);
  expect(posted).toHaveLength(1);
  const [url, init] = posted[0]!;
  expect(url).toBe(`${ORIGIN}${PUSH_RECEIPT_PATH}`);
  expect(init).toMatchObject({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "omit",
  });
  expect(JSON.parse(init.body as string)).toEqual({ token: RECEIPT });
});

it("posts nothing for an alert without a receipt (sent before receipts existed, or unreadable)", async () => {
  for (const payload of [
    JSON.stringify({ title: "t", body: "b", url: "/contractor/dashboard" }),
    "not json",
    null,
  ]) {
    const { worker, steps } = scope();
    await showPush(pushNotice(payload, ORIGIN), worker);
    expect(steps).toEqual(["show"]);
  }
});

it("confirms nothing when the notification could not be shown: the event fails, and the e-mail goes", async () => {
  const { worker, steps } = scope({
    show: () => Promise.reject(new TypeError("No notification permission")),
  });
  await expect(showPush(pushNotice(PAYLOAD, ORIGIN), worker)).rejects.toThrow("No notification permission");
  expect(steps).toEqual(["show"]);
});

it("lets a receipt that cannot be posted go: the notification stays shown, the event ends well", async () => {
  const { worker, steps } = scope({ post: () => Promise.reject(new TypeError("Failed to fetch")) });
  await expect(showPush(pushNotice(PAYLOAD, ORIGIN), worker)).resolves.toBeUndefined();
  expect(steps).toEqual(["show", "post"]);
});

it("waits for the receipt's request before the event ends (the browser keeps the worker alive until then)", async () => {
  let answer: (response: Response) => void = () => undefined;
  const { worker } = scope({ post: () => new Promise<Response>((resolve) => (answer = resolve)) });
  let ended = false;
  const event = showPush(pushNotice(PAYLOAD, ORIGIN), worker).then(() => (ended = true));
  await Promise.resolve();
  await Promise.resolve();
  expect(ended).toBe(false);
  answer(NO_CONTENT);
  await event;
  expect(ended).toBe(true);
});
