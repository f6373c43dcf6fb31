import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { publishReview } from "@/lib/reviews/moderation";

export const POST = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json({ message: "Review published", review: await publishReview(db, (await params).id) }),
);
