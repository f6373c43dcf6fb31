import { cn } from "@/lib/utils.shared";

/** The eyebrow, h2 and intro that open each home page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto mb-10 max-w-2xl text-center", className)}>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-muted-foreground">{children}</p>}
    </div>
  );
}

/**
 * A full-width home page band opened by a SectionHeading. Bands with an `id` are nav targets,
 * so they keep clear of the sticky header when scrolled to.
 */
export function HomeSection({
  id,
  titleId,
  eyebrow,
  title,
  intro,
  muted = false,
  children,
}: {
  id?: string;
  titleId: string;
  eyebrow: string;
  title: string;
  intro: React.ReactNode;
  muted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn(id && "scroll-mt-20", muted && "bg-muted/40", "px-4 py-20")}
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
