import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { hideReview } from "@/lib/reviews/moderation";

export const POST = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json({ message: "Review hidden", review: await hideReview(db, (await params).id) }),
);
