import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { quoteInclude, serializeQuoteSpecification } from "./serialize";

export async function getQuote(db: PrismaClient, rawId: unknown) {
  const quote = await db.quote.findUnique({
    where: { id: parseId(rawId, "Invalid quote ID") },
    include: quoteInclude,
  });
  if (!quote) throw notFound("Quote not found");
  return serializeQuoteSpecification(quote);
}
