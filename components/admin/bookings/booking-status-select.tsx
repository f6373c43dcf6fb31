import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { BOOKING_STATUS_OPTIONS, type BookingStatus } from "@/lib/bookings/lifecycle.shared";

/**
 * Booking statuses to pick from (docs/product.md §4): every one (filtering, optionally after an "all"
 * choice), or only `statuses` (the edit dialog: the current status and the back office's moves from it).
 */
export function BookingStatusSelect({
  id,
  value,
  onValueChange,
  placeholder,
  allLabel,
  statuses,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** When set, a first choice with the value "all" and this text. */
  allLabel?: string;
  /** When set, only these statuses, in the table's order. */
  statuses?: readonly BookingStatus[];
}) {
  const options = statuses
    ? BOOKING_STATUS_OPTIONS.filter((o) => statuses.includes(o.value))
    : BOOKING_STATUS_OPTIONS;
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger id={id} className="min-h-11 w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {allLabel !== undefined && <SelectItem value="all">{allLabel}</SelectItem>}
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
