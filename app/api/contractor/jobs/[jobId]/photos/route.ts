import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { BODY_CAPS } from "@/lib/http/body-caps";
import { addJobPhoto } from "@/lib/uploads/job-photos";
import { readMultipartForm } from "@/lib/uploads/files";

/** A before or after photo of the painter's own job: 201, or 200 with the photo its clientRef already made. */
export const POST = withContractor<{ jobId: string }>(
  async (request, { params, auth }) => {
    const { jobId } = await params;
    const { photo, repeated } = await addJobPhoto(
      db,
      auth.contractorId,
      jobId,
      await readMultipartForm(request),
    );
    return NextResponse.json(photo, { status: repeated ? 200 : 201 });
  },
  { bodyCap: BODY_CAPS.upload },
);
