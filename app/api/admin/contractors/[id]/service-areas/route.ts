import { NextResponse } from "next/server";
import { contractorServiceAreas, setContractorServiceAreas } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

export const GET = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json(await contractorServiceAreas(db, (await params).id)),
);

export const POST = withAdmin<{ id: string }>(async (request, { params }) =>
  NextResponse.json(await setContractorServiceAreas(db, (await params).id, await readJson(request))),
);
