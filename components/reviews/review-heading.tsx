import { CardHeader } from "@/components/ui/card";

export interface ReviewJob {
  painterFirstName: string | null;
  jobDateLabel: string;
}

/** The job being reviewed: the painter's first name and the date, as the review e-mail names them. */
export function ReviewHeading({ painterFirstName, jobDateLabel }: ReviewJob) {
  return (
    <CardHeader>
      <h1 className="text-2xl font-bold">Review Your Painting Job</h1>
      <p className="text-muted-foreground">
        How did{" "}
        <strong className="font-semibold text-foreground">{painterFirstName ?? "your painter"}</strong> do on
        your painting job of <strong className="font-semibold text-foreground">{jobDateLabel}</strong>?
      </p>
    </CardHeader>
  );
}
