import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { replyToReview } from "@/lib/reviews/moderation";

export const PUT = withAdmin<{ id: string }>(async (request, { params }) =>
  NextResponse.json({
    message: "Reply saved",
    review: await replyToReview(db, (await params).id, await readJson(request)),
  }),
);
