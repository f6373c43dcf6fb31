import { PRODUCTIVITY } from "./productivity.shared";
import { isConsultationSlot, type TimeSlotId } from "./time-slots.shared";

export const DEFAULT_SQFT_PER_DAY = PRODUCTIVITY.fallback;

/**
 * Days a project takes a painter: paintable square feet over their daily
 * productivity, rounded up. A colour consultation (a consultation slot) is a single visit.
 */
export function estimatedDays(paintableSqFt: number, sqFtPerDay: number, slot?: TimeSlotId): number {
  if (isConsultationSlot(slot)) return 1;
  const perDay = sqFtPerDay > 0 ? sqFtPerDay : DEFAULT_SQFT_PER_DAY;
  return Math.max(1, Math.ceil(paintableSqFt / perDay));
}
