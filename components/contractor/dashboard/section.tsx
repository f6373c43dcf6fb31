import type { ReactNode } from "react";

/** A titled block of a tab, with the empty text when it has no jobs. */
export function JobSection({
  title,
  description,
  empty,
  count,
  total = count,
  footer,
  children,
}: {
  title: string;
  description?: string;
  empty: string;
  /** Jobs listed here. */
  count: number;
  /** Jobs there are, when the list shows only the first pages of them (the heading shows this). */
  total?: number;
  /** Under the list (e.g. how many are shown and a Load more button). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const id = title.toLowerCase().replace(/[^a-z]+/g, "-");
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-lg font-semibold">
          {title}
          {count > 0 && (
            <span className="ml-1 font-normal text-muted-foreground">({Math.max(total, count)})</span>
          )}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {count === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ul className="space-y-3">{children}</ul>
      )}
      {count > 0 && footer}
    </section>
  );
}
