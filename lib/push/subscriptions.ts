import "server-only";
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { ApiError, notFound } from "@/lib/http/errors";
import { MAX_DEVICES_PER_PAINTER, pushEndpointSchema, pushSubscriptionSchema } from "./subscription-rules";

export const PUSH_OFF_MESSAGE = "Job alerts are not available on this site. You will get e-mails instead.";

/** What the opt-in needs: whether alerts are on, the key to subscribe with, and this device's state. */
export async function pushSettings(db: PrismaClient, contractorId: string, endpoint: string | null) {
  const vapid = env.webPush;
  const subscribed =
    !!endpoint &&
    (await db.pushSubscription.count({ where: { contractorId, endpoint: endpoint.slice(0, 2000) } })) > 0;
  return {
    enabled: vapid !== null,
    publicKey: vapid?.publicKey ?? null,
    subscribed,
    devices: await db.pushSubscription.count({ where: { contractorId } }),
  };
}

/** A short label of the device ("Mobile Safari on iPhone" is what the painter recognises). */
const deviceLabel = (userAgent: string | null) => userAgent?.slice(0, 200) || null;

/**
 * Subscribes this device for the painter. The endpoint is the device's: one that was another
 * painter's (a shared tablet, someone else signed in before) moves to this one. Past
 * MAX_DEVICES_PER_PAINTER the oldest devices are dropped.
 */
export async function subscribeDevice(
  db: PrismaClient,
  contractorId: string,
  input: unknown,
  userAgent: string | null,
) {
  const { endpoint, keys } = pushSubscriptionSchema.parse(input);
  if (!env.webPush) throw new ApiError(409, PUSH_OFF_MESSAGE);
  const label = deviceLabel(userAgent);
  await db.$transaction(async (tx) => {
    await tx.pushSubscription.upsert({
      where: { endpoint },
      create: { contractorId, endpoint, p256dh: keys.p256dh, auth: keys.auth, label },
      update: { contractorId, p256dh: keys.p256dh, auth: keys.auth, label, createdAt: new Date() },
    });
    const extra = await tx.pushSubscription.findMany({
      where: { contractorId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: MAX_DEVICES_PER_PAINTER,
      select: { id: true },
    });
    if (extra.length > 0)
      await tx.pushSubscription.deleteMany({ where: { id: { in: extra.map((s) => s.id) } } });
  });
  return { subscribed: true };
}

/** Unsubscribes one of the painter's own devices; another painter's endpoint is as unknown as none. */
export async function unsubscribeDevice(db: PrismaClient, contractorId: string, input: unknown) {
  const { endpoint } = pushEndpointSchema.parse(input);
  const { count } = await db.pushSubscription.deleteMany({ where: { contractorId, endpoint } });
  if (count === 0) throw notFound("This device is not subscribed to job alerts");
  return { subscribed: false };
}

/**
 * Forgets every device of a painter who may no longer sign in (deactivated): their phones stop
 * showing job alerts for a dashboard they cannot open, and an alert still queued for them ends
 * "gone" and falls back to the e-mail (lib/push/worker.ts), so nothing they must hear is lost.
 */
export async function forgetPainterDevices(db: DbClient, contractorId: string): Promise<number> {
  const { count } = await db.pushSubscription.deleteMany({ where: { contractorId } });
  return count;
}
