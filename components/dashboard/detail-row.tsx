import type { ReactNode } from "react";

// Whole class names, so Tailwind sees them.
const LABEL_COLUMNS = {
  "9rem": "grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3",
  "10rem": "grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3",
} as const;

/** A label and its value in a details <dl>: stacked on phones, side by side from the sm breakpoint. */
export function DetailRow({
  label,
  labelWidth = "9rem",
  children,
}: {
  label: string;
  labelWidth?: keyof typeof LABEL_COLUMNS;
  children: ReactNode;
}) {
  return (
    <div className={LABEL_COLUMNS[labelWidth]}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}
