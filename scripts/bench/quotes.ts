/** The quotes the bench sends, built as the wizard builds them (scripts/shared/quotes.ts). */
import { defaultRoomPaintOptions, type RoomPaintOptions } from "@/lib/pricing/index.shared";
import type { DraftRoom } from "@/lib/quotes/draft.shared";
import { MAX_ONLINE_PAINTABLE_SQFT } from "@/lib/scheduling/productivity.shared";
import { paintableSqFt, quotePayload, wizardRoom, type QuoteProject } from "../shared/quotes";
import { BOOKING_ADDRESS } from "./config";

const WHITE = "SW 7005 Pure White";

/** Colour codes on every surface the wizard asks one for, so that no room needs a consultation. */
function coloured(wallColor: string): RoomPaintOptions {
  const defaults = defaultRoomPaintOptions();
  return {
    ...defaults,
    walls: { ...defaults.walls, colorCode: wallColor },
    ceiling: { ...defaults.ceiling, colorCode: WHITE },
    trim: { ...defaults.trim, colorCode: WHITE },
    doors: { ...defaults.doors, colorCode: WHITE },
  };
}

const room = (type: DraftRoom["type"], length: number, width: number, extra: Partial<DraftRoom> = {}) =>
  wizardRoom({ type, length, width, paintOptions: coloured("SW 7008 Alabaster"), ...extra });

const project = (customerName: string, rooms: DraftRoom[]): QuoteProject => ({
  address: BOOKING_ADDRESS,
  propertyType: "townhouse",
  customerName,
  email: "bench.customer@example.com",
  phone: "(215) 555-0199",
  conditions: { primer: false, furnitureMoving: true, substantialPrep: false },
  rooms,
});

/** A two-room quote with colour codes, as the wizard sends it. */
export const QUOTE_BODY = quotePayload(
  project("Bench Customer", [
    room("living-room", 18, 14, { paintTrim: true, paintDoors: true, doorCount: 2, windowCount: 2 }),
    room("bedroom", 12, 11, { paintCeiling: true }),
  ]),
);

/** One small room (360 sq ft of walls): a one-day job for every painter, so a booking holds one slot. */
export const SMALL_QUOTE_BODY = quotePayload(project("Bench Booker", [room("bedroom", 10, 10)]));

/**
 * The largest quote accepted online (MAX_ONLINE_PAINTABLE_SQFT, lib/quotes/size-limit.ts refuses
 * more): one square room of 10 ft walls, 30 days at 500 sq ft a day. Painters free for the 60-day
 * window have no 30-day run for the window's later dates, so the available-dates search finds no
 * early way out: its worst case.
 */
const WORST_HEIGHT = 10;
const WORST_SIDE = MAX_ONLINE_PAINTABLE_SQFT / (4 * WORST_HEIGHT);
const worstRooms = [room("other", WORST_SIDE, WORST_SIDE, { height: WORST_HEIGHT })];
if (paintableSqFt(worstRooms) !== MAX_ONLINE_PAINTABLE_SQFT) {
  throw new Error(`the worst-case quote measures ${paintableSqFt(worstRooms)} sq ft, not the online maximum`);
}
export const WORST_QUOTE_BODY = quotePayload(project("Bench Worst Case", worstRooms));
