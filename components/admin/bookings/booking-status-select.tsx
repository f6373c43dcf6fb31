import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { BOOKING_STATUS_OPTIONS } from "@/lib/bookings/lifecycle";

/** The booking statuses an admin may pick (docs/product.md §4), optionally after an "all" choice for filtering. */
export function BookingStatusSelect({
  id,
  value,
  onValueChange,
  placeholder,
  allLabel,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** When set, a first choice with the value "all" and this text. */
  allLabel?: string;
}) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger id={id} className="min-h-11 w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {allLabel !== undefined && <SelectItem value="all">{allLabel}</SelectItem>}
        {BOOKING_STATUS_OPTIONS.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
