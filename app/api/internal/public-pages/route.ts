import { NextResponse } from "next/server";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { isInternalRequest } from "@/lib/pages/internal-request";
import { refreshPublicPagesHere } from "@/lib/pages/public-pages";

export const dynamic = "force-dynamic";

/**
 * This instance refreshes its public pages: called by its own page-change listener when another
 * instance changed them (lib/pages/page-change-listener.ts). Anyone else: 404.
 */
export const POST = route(
  async (request) => {
    if (!isInternalRequest(request)) throw notFound();
    refreshPublicPagesHere();
    return new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  },
  { quiet: true },
);
