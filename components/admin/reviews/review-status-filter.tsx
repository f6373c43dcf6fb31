"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { REVIEW_STATUSES } from "@/lib/validations/review-rules.shared";
import { REVIEW_STATUS_LABELS, type ReviewFilter } from "./review-list";

const OPTIONS: { value: ReviewFilter; label: string }[] = [
  { value: "all", label: "All reviews" },
  ...REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
];

const isReviewFilter = (value: string): value is ReviewFilter => OPTIONS.some((o) => o.value === value);

/** All / Pending / Published / Hidden, as the contractors tab filters its list. */
export function ReviewStatusFilter({
  value,
  onChange,
}: {
  value: ReviewFilter;
  onChange: (value: ReviewFilter) => void;
}) {
  return (
    <div className="grid gap-1.5 sm:w-56">
      <Label htmlFor="reviews-status-filter">Status</Label>
      <Select value={value} onValueChange={(next) => isReviewFilter(next) && onChange(next)}>
        <SelectTrigger id="reviews-status-filter" className="min-h-11 w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {OPTIONS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
