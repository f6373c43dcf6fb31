import { cn } from "@/lib/utils.shared";

const WIDTHS = { "3xl": "max-w-3xl", "5xl": "max-w-5xl", "6xl": "max-w-6xl" } as const;

/**
 * A titled band of a content page: the section is labelled by its h2, and `tone="muted"` gives
 * the tinted background that alternates with plain bands down the page.
 */
export function ContentSection({
  id,
  title,
  intro,
  largeIntro = true,
  tone = "plain",
  width = "6xl",
  tightHeading = false,
  children,
}: {
  id: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** The marketing pages set their intro in large type; the location pages keep body size. */
  largeIntro?: boolean;
  tone?: "plain" | "muted";
  width?: keyof typeof WIDTHS;
  /** A short list under the heading sits closer to it than a card grid does. */
  tightHeading?: boolean;
  children: React.ReactNode;
}) {
  const headingGap = intro ? "mb-3" : tightHeading ? "mb-6" : "mb-10";
  return (
    <section aria-labelledby={id} className={cn(tone === "muted" && "bg-muted/40", "px-4 py-16")}>
      <div className={cn("mx-auto", WIDTHS[width])}>
        <h2 id={id} className={cn(headingGap, "text-3xl font-bold tracking-tight")}>
          {title}
        </h2>
        {intro && (
          <p className={cn("mb-10 max-w-3xl", largeIntro && "text-lg", "text-muted-foreground")}>{intro}</p>
        )}
        {children}
      </div>
    </section>
  );
}

/** A section labelled by its own h2, for bands that lay out their content themselves. */
export function LabelledSection({
  id,
  title,
  className,
  headingClassName,
  children,
}: {
  id: string;
  title: React.ReactNode;
  className: string;
  headingClassName: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
