import { z } from "@/lib/validations/zod.shared";
import { badRequest } from "./errors";

/** Record ids are UUIDs: anything else is answered 400 before it reaches the database. */
export function parseId(value: unknown, message = "Invalid ID"): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw badRequest(message);
  return parsed.data.toLowerCase();
}
