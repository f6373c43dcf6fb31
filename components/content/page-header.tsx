/** The h1 block at the top of the content pages. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="bg-gradient-to-b from-primary/10 to-background px-4 pt-16 pb-12">
      <div className="mx-auto max-w-3xl text-center">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        )}
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 text-lg text-muted-foreground">{children}</div>}
      </div>
    </header>
  );
}

/** A numbered section of the privacy policy or the terms. */
export function LegalSection({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  const id = `section-${number}`;
  return (
    <section aria-labelledby={id} className="scroll-mt-20 space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {number}. {title}
      </h2>
      <div className="space-y-3 leading-relaxed text-muted-foreground [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

/** The frame of the privacy policy and the terms: header, date line and a lead paragraph. */
export function LegalPage({
  title,
  updatedLine,
  lead,
  children,
}: {
  title: string;
  /** "Last updated: January 2024", in the page's language. */
  updatedLine: string;
  lead: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>
        <p>{updatedLine}</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-20">
        <p className="text-lg leading-relaxed">{lead}</p>
        {children}
      </div>
    </>
  );
}
