import { cardClasses } from "@/components/ui/card-classes";

export interface ReviewJob {
  painterFirstName: string | null;
  jobDateLabel: string;
}

/**
 * The job being reviewed: the painter's first name and the date, as the review e-mail names them.
 * The card's header as plain markup (components/ui/card.tsx's CardHeader classes): the review form,
 * a client component, shows it too, and the Card components would bring tailwind-merge to the page.
 */
export function ReviewHeading({ painterFirstName, jobDateLabel }: ReviewJob) {
  return (
    <div data-slot="card-header" className={cardClasses.header}>
      <h1 className="text-2xl font-bold">Review Your Painting Job</h1>
      <p className="text-muted-foreground">
        How did{" "}
        <strong className="font-semibold text-foreground">{painterFirstName ?? "your painter"}</strong> do on
        your painting job of <strong className="font-semibold text-foreground">{jobDateLabel}</strong>?
      </p>
    </div>
  );
}
