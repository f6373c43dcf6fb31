import type { ReactNode, Ref } from "react";

/**
 * The head of a back-office section: its heading (named by the section's aria-labelledby), a line
 * saying what it holds, and its actions on the right (below on a phone). Every tab and panel of
 * the back office opens with it, so they read alike.
 */
export function SectionHeader({
  headingId,
  title,
  description,
  headingRef,
  children,
}: {
  headingId: string;
  title: ReactNode;
  description?: ReactNode;
  /** For a section that moves the focus to its heading (a new page of a list): focusable by script only. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The actions: buttons, a filter. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="flex flex-wrap items-center gap-2 text-lg font-semibold outline-none"
        >
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </div>
  );
}
