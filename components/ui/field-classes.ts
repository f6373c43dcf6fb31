/**
 * The text field's, text area's and label's classes, apart from their components: a client component
 * that only needs the look (a placeholder form, say) takes them from here without the
 * tailwind-merge that the components' `cn` brings.
 */
/** `height` replaces the default rather than adding a second height class. */
export const inputClasses = (height = "h-9") =>
  [
    // text-base below md keeps iOS Safari from zooming in on focus.
    `${height} w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30`,
    "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
    "aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40",
  ].join(" ");

export const inputClassName = inputClasses();

/** `minHeight` replaces the default rather than adding a second min-height class. */
export const textareaClassName = (minHeight = "min-h-16") =>
  `flex field-sizing-content ${minHeight} w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40`;

/** The label's classes (components/ui/label.tsx). */
export const labelClassName =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

/** The skeleton's classes (components/ui/skeleton.tsx): a loading field's stand-in. */
export const skeletonClassName = "animate-pulse rounded-md bg-accent motion-reduce:animate-none";
