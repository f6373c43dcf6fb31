/**
 * A stand-in for Stripe's API on 127.0.0.1 (loopback only), for STRIPE_API_URL: the real `stripe`
 * SDK talks to it as to api.stripe.com. It checks what it is sent as Stripe would (amounts in whole
 * cents, a currency, the metadata we rely on, an Idempotency-Key on every write; the same key gives
 * the same object back) and answers in Stripe's shapes. Its /pay/{session} page stands in for the
 * hosted Checkout page: paying there sends the signed checkout.session.completed event to the app's
 * webhook (signed with the SDK's own test-header generator) and returns to the success URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET } from "./stripe-stand-in-keys.mjs";

export { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET };

type Form = Record<string, unknown>;

/** Stripe's form encoding (a[b][0][c]=v) back into objects and arrays. */
export function parseStripeForm(body: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter(Boolean);
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

export interface SeenStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Form;
}

type Failure = "none" | "error" | "hang";

/** `port`: 0 for any free one (the API tests), or the one the end-to-end server was told. */
export async function startLocalStripe({ port = 0 }: { port?: number } = {}) {
  const requests: SeenStripeRequest[] = [];
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const byKey = new Map<string, unknown>();
  const hanging = new Set<ServerResponse>();
  let failure: Failure = "none";
  let appWebhookUrl: string | null = null;
  let count = 0;
  const sdk = new Stripe(STAND_IN_SECRET_KEY);

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const invalid = (res: ServerResponse, message: string) =>
    json(res, 400, { error: { type: "invalid_request_error", message } });

  /** The signed webhook request an event makes: Stripe-Signature from the SDK's own generator. */
  const signed = (event: unknown) => {
    const payload = JSON.stringify(event);
    return {
      payload,
      signature: sdk.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET }),
    };
  };

  /** An event about a session, as Stripe sends it. */
  const eventFor = (type: string, session: Stripe.Checkout.Session, id = `evt_test_${++count}`) => ({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    data: { object: session },
  });

  /** Marks a session paid (what the hosted page's Pay does) and returns the event that says so. */
  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, {
      payment_status: "paid",
      status: "complete",
      payment_intent: session.payment_intent ?? `pi_test_${++count}`,
    });
    return eventFor("checkout.session.completed", session);
  };

  function createSession(res: ServerResponse, form: Form, key: string, base: string) {
    const item = ((form.line_items as Form | undefined)?.["0"] ?? {}) as Form;
    const price = (item.price_data ?? {}) as Form;
    const amount = String(price.unit_amount ?? "");
    const metadata = (form.metadata ?? {}) as Record<string, string>;
    if (!/^[1-9]\d*$/.test(amount)) return invalid(res, "unit_amount must be a positive integer (cents)");
    if (price.currency !== "usd") return invalid(res, "currency must be usd");
    if (!metadata.invoiceId || metadata.amountCents !== amount)
      return invalid(res, "metadata must name the invoice and the amount asked");
    if (
      !String(form.success_url ?? "").startsWith("http") ||
      !String(form.cancel_url ?? "").startsWith("http")
    )
      return invalid(res, "success_url and cancel_url are required");
    const id = `cs_test_${++count}`;
    const session = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: Number(amount),
      currency: "usd",
      customer_email: form.customer_email ?? null,
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      url: `${base}/pay/${id}`,
      livemode: false,
    } as unknown as Stripe.Checkout.Session;
    sessions.set(id, session);
    byKey.set(key, session);
    json(res, 200, session);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string, base: string) {
    const url = new URL(req.url ?? "/", base);
    const key = req.headers["idempotency-key"] as string | undefined;
    if (url.pathname.startsWith("/v1/")) {
      const form = parseStripeForm(body);
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        idempotencyKey: key,
        authorization: req.headers.authorization,
        form,
      });
      if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
        return json(res, 401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      if (failure === "hang") return void hanging.add(res);
      if (failure === "error")
        return json(res, 500, { error: { type: "api_error", message: "Stripe is having a bad day" } });
      if (req.method === "POST" && !key) return invalid(res, "an Idempotency-Key is expected on every write");
      if (key && byKey.has(key)) return json(res, 200, byKey.get(key));
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions")
        return createSession(res, form, key!, base);
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        if (!String(form.payment_intent ?? "").startsWith("pi_"))
          return invalid(res, "payment_intent is required");
        if (!/^[1-9]\d*$/.test(String(form.amount ?? "")))
          return invalid(res, "amount must be a positive integer (cents)");
        const refund = {
          id: `re_test_${++count}`,
          object: "refund",
          amount: Number(form.amount),
          currency: "usd",
          payment_intent: form.payment_intent,
          status: "succeeded",
        };
        byKey.set(key!, refund);
        return json(res, 200, refund);
      }
      return json(res, 404, {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` },
      });
    }
    if (url.pathname === "/health") return json(res, 200, { ok: true });
    const page = /^\/pay\/(cs_test_\d+)$/.exec(url.pathname);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (!session) return json(res, 404, { error: "no such checkout" });
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><html lang="en"><title>Stand-in Checkout</title><main><h1>Stand-in Checkout</h1>` +
          `<p>Pay ${(Number(session.amount_total) / 100).toFixed(2)} USD to BrushWise</p>` +
          `<form method="post"><button type="submit">Pay</button></form></main></html>`,
      );
      return;
    }
    const event = pay(session.id);
    if (appWebhookUrl) {
      const { payload, signature } = signed(event);
      await fetch(appWebhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
    }
    // The suite's site address (NEXT_PUBLIC_SITE_URL) names no server here: return to the same page
    // on the app under test, as Stripe returns to the site's own address.
    const success = new URL(String(session.success_url));
    const back = appWebhookUrl
      ? new URL(`${success.pathname}${success.search}`, appWebhookUrl).href
      : success.href;
    res.writeHead(303, { location: back });
    res.end();
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void handle(req, res, Buffer.concat(chunks).toString("utf8"), base).catch((error: unknown) =>
        json(res, 500, { error: { type: "api_error", message: String(error) } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    sessions,
    /** How the API answers from now on: normally, a 500, or never. */
    fail(next: Failure) {
      failure = next;
      if (next === "hang") return;
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    /** Where /pay/{id} sends its event (the app's webhook route), for the end-to-end test. */
    deliverTo(url: string | null) {
      appWebhookUrl = url;
    },
    pay,
    eventFor,
    signed,
    /** The SDK settings that point the app at this stand-in. */
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: base,
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
