import Link from "next/link";
import { CheckCircle2, ShieldCheck, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { GET_QUOTE_HREF, siteConfig } from "@/lib/site";

const badges = [
  { icon: CheckCircle2, label: `${siteConfig.stats.projects} projects completed` },
  { icon: Star, label: `${siteConfig.stats.rating} customer rating` },
  { icon: ShieldCheck, label: "Satisfaction guarantee" },
];

export default function HomePage() {
  return (
    <section className="bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
        <p className="rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
          Philadelphia · Chester · Delaware · Montgomery
        </p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Your interior painting price in minutes, not days.
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Describe your rooms, see an exact room-by-room price, and book a vetted local painter for a date and time
          that suits you. You pay only after the work is done.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={GET_QUOTE_HREF}>Get Quote</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/#how-it-works">How It Works</Link>
          </Button>
        </div>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          {badges.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
