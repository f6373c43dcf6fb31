import { Star } from "@/components/ui/static-icons/star";
import { cn } from "@/lib/utils.shared";

/** A rating as five stars; screen readers hear "4 out of 5 stars". */
export function StarRating({
  rating,
  className,
  label = `${rating} out of 5 stars`,
}: {
  rating: number;
  className?: string;
  /** What a screen reader hears, in the page's language (home.reviewCard.stars). */
  label?: string;
}) {
  return (
    <p className={cn("flex gap-0.5 text-amber-500", className)} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={cn("size-4", i < rating ? "fill-current" : "text-muted-foreground/40")}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}
