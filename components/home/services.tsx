import Link from "next/link";
import { Building2, Check, Home, Paintbrush } from "lucide-react";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "./section-heading";

const interiorIncludes = [
  "Walls, ceilings, trim, doors and window trim",
  "Patching, sanding and priming where needed",
  "Careful work on old plaster and original moulding",
  "Furniture moved and covered, floors protected",
  "Daily clean-up and a final walk-through",
];

export function Services() {
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-muted/40 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="services-title" eyebrow="Services" title="Interior painting, done properly">
          We focus on one thing and do it well: the inside of your home. Commercial and exterior work are on the way.
        </SectionHeading>
        <div className="grid gap-6 lg:grid-cols-3">
          <article className="flex flex-col rounded-xl border-2 border-primary bg-card p-6 shadow-sm lg:row-span-2">
            <div className="mb-4 flex items-center justify-between gap-2">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Paintbrush className="size-6" aria-hidden="true" />
              </span>
              <Badge>Available now</Badge>
            </div>
            <h3 className="mb-2 text-xl font-semibold">Interior Painting</h3>
            <p className="mb-4 text-muted-foreground">
              Single rooms or the whole house, priced instantly and painted by a vetted local professional.
            </p>
            <ul className="mb-6 space-y-2 text-sm">
              {interiorIncludes.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <GetQuoteButton className="mt-auto self-start">Get Quote</GetQuoteButton>
          </article>
          <article className="flex flex-col rounded-xl border bg-card p-6 shadow-sm lg:col-span-2">
            <div className="mb-4 flex items-center justify-between gap-2">
              <span className="flex size-12 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                <Building2 className="size-6" aria-hidden="true" />
              </span>
              <Badge variant="secondary">Coming soon</Badge>
            </div>
            <h3 className="mb-2 text-xl font-semibold">Commercial Painting</h3>
            <p className="mb-4 text-muted-foreground">
              Offices, shops, restaurants and common areas of apartment buildings, scheduled around your business
              hours. Online quotes for commercial spaces are coming soon; until then, tell us about your project and we
              will price it by hand.
            </p>
            <Button asChild variant="outline" className="self-start">
              <Link href="/#commercial">Ask about commercial work</Link>
            </Button>
          </article>
          <article className="flex flex-col rounded-xl border bg-card p-6 shadow-sm lg:col-span-2">
            <div className="mb-4 flex items-center justify-between gap-2">
              <span className="flex size-12 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                <Home className="size-6" aria-hidden="true" />
              </span>
              <Badge variant="secondary">Coming soon</Badge>
            </div>
            <h3 className="mb-2 text-xl font-semibold">Exterior Painting</h3>
            <p className="text-muted-foreground">
              Siding, trim, porches and shutters — from brick-front rowhome trim in South Philly to stucco and clapboard
              in the suburbs. Exterior quotes need weather-aware scheduling, and we are building that now.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
