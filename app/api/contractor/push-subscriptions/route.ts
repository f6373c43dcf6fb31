import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { pushSettings, subscribeDevice, unsubscribeDevice } from "@/lib/push/subscriptions";

/** Whether job alerts are on, the key to subscribe with, and whether ?endpoint= is this painter's. */
export const GET = withContractor(async (request, { auth }) =>
  NextResponse.json(
    await pushSettings(db, auth.contractorId, new URL(request.url).searchParams.get("endpoint")),
  ),
);

/** Subscribes this device (the browser's PushSubscription JSON). */
export const POST = withContractor(async (request, { auth }) =>
  NextResponse.json(
    await subscribeDevice(db, auth.contractorId, await readJson(request), request.headers.get("user-agent")),
  ),
);

/** Unsubscribes one of the painter's devices: { endpoint }. */
export const DELETE = withContractor(async (request, { auth }) =>
  NextResponse.json(await unsubscribeDevice(db, auth.contractorId, await readJson(request))),
);
