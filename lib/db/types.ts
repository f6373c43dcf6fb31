import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

/** The client, or the client of an interactive transaction. */
export type DbClient = PrismaClient | Prisma.TransactionClient;
