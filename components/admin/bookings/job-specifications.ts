/**
 * Reads the job specifications of a quote (GET /api/quotes/{id}) defensively:
 * rooms, conditions and paint options may arrive as JSON text or objects, and
 * each part that cannot be read is reported with its message (docs/product.md §8) while the
 * others are still shown.
 */
import { decodeSpecification } from "@/lib/quotes/decode-specification.shared";
import type {
  JobRoom,
  QuoteConditions,
  QuotePaintOptions,
  RoomPaintOptions,
  SurfaceOption,
} from "@/lib/quotes/specification";
import { ADMIN_MESSAGES } from "../messages";

/** The admin dialog's names for the shared shapes. */
export type RoomSpec = JobRoom;
export type RoomPaint = RoomPaintOptions;
export type { SurfaceOption };

export interface JobSpecifications {
  rooms: RoomSpec[];
  conditions: QuoteConditions | null;
  paintOptions: QuotePaintOptions | null;
  /** docs/product.md §8 messages of the parts that could not be read. */
  problems: string[];
}

type Parsed<T> = { ok: true; value: T | null } | { ok: false };

function parseJsonish<T>(value: unknown): Parsed<T> {
  if (value === null || value === undefined || value === "") return { ok: true, value: null };
  const decoded = decodeSpecification(value);
  if (!decoded.ok) return { ok: false };
  return decoded.value !== null && typeof decoded.value === "object"
    ? { ok: true, value: decoded.value as T }
    : { ok: false };
}

export function readJobSpecifications(quote: unknown): JobSpecifications {
  const source = (quote && typeof quote === "object" ? quote : {}) as Record<string, unknown>;
  const problems: string[] = [];

  let rooms: RoomSpec[] = [];
  const parsedRooms = parseJsonish<unknown>(source.rooms);
  if (!parsedRooms.ok) problems.push(ADMIN_MESSAGES.roomParseError);
  else if (parsedRooms.value !== null && !Array.isArray(parsedRooms.value))
    problems.push(ADMIN_MESSAGES.invalidRoomData);
  else rooms = (parsedRooms.value as RoomSpec[] | null) ?? [];

  const conditions = parseJsonish<JobSpecifications["conditions"]>(source.conditions);
  if (!conditions.ok) problems.push(ADMIN_MESSAGES.conditionsParseError);

  const paint = parseJsonish<JobSpecifications["paintOptions"]>(source.paintOptions);
  if (!paint.ok) problems.push(ADMIN_MESSAGES.paintOptionsParseError);

  return {
    rooms,
    conditions: conditions.ok ? conditions.value : null,
    paintOptions: paint.ok ? paint.value : null,
    problems,
  };
}

/** A room's own paint options, or an error text when they cannot be read. */
export function readRoomPaint(room: RoomSpec): { value: RoomPaint | null; problem: string | null } {
  const parsed = parseJsonish<RoomPaint>(room.paintOptions);
  return parsed.ok
    ? { value: parsed.value, problem: null }
    : { value: null, problem: ADMIN_MESSAGES.paintOptionsParseError };
}
