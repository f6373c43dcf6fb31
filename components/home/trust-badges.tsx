import { CheckCircle2 } from "@/components/ui/static-icons/circle-check";
import { ShieldCheck } from "@/components/ui/static-icons/shield-check";
import { Star } from "@/components/ui/static-icons/star";
import { trustRating, type ReviewStats } from "@/lib/reviews/display.shared";
import { siteConfig } from "@/lib/site.shared";

const badges = (stats: ReviewStats) => {
  const rating = trustRating(stats);
  return [
    {
      icon: CheckCircle2,
      value: siteConfig.stats.projects,
      label: "Projects completed",
      detail: "Rowhomes, twins, condos and single-family homes across four counties.",
    },
    {
      icon: Star,
      value: rating.value,
      label: "Customer rating",
      detail: rating.reviewCount
        ? `From ${rating.reviewCount.toLocaleString("en-US")} published reviews: homeowners rate the painter, the prep and the clean-up after every job.`
        : "Homeowners rate the painter, the prep and the clean-up after every job.",
    },
    {
      icon: ShieldCheck,
      value: "100%",
      label: "Satisfaction guarantee",
      detail:
        "Tell us within 7 days of completion and we put it right, backed by a 1-year workmanship warranty.",
    },
  ];
};

export function TrustBadges({ stats }: { stats: ReviewStats }) {
  return (
    <section aria-labelledby="trust-title" className="border-y bg-muted/40">
      <h2 id="trust-title" className="sr-only">
        Why homeowners trust {siteConfig.name}
      </h2>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3">
        {badges(stats).map(({ icon: Icon, value, label, detail }) => (
          <li key={label} className="flex gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-2xl font-bold">
                {value} <span className="text-base font-semibold">{label}</span>
              </p>
              <p className="text-sm text-muted-foreground">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
