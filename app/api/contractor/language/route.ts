import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { contractorLanguage, setContractorLanguage } from "@/lib/contractors/language";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { readJson } from "@/lib/http/respond";

/** The painter's language for the portal: null until they choose one (the portal follows the browser). */
export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json(
    { language: await contractorLanguage(db, auth.contractorId) },
    { headers: NO_CACHE_HEADERS },
  ),
);

export const PUT = withContractor(async (request, { auth }) =>
  NextResponse.json(await setContractorLanguage(db, auth.contractorId, await readJson(request))),
);
