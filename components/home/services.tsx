import { PageLink } from "@/components/site/page-link";
import { Building2 } from "@/components/ui/static-icons/building-complex";
import { Home } from "@/components/ui/static-icons/house";
import { Paintbrush } from "@/components/ui/static-icons/paintbrush";
import type { StaticIcon } from "@/components/ui/static-icons/static-icon";
import { CheckList } from "@/components/content/check-list";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils.shared";
import { HomeSection } from "./section-heading";

const interiorIncludes = [
  "Walls, ceilings, trim, doors and window trim",
  "Patching, sanding and priming where needed",
  "Careful work on old plaster and original moulding",
  "Furniture moved and covered, floors protected",
  "Daily clean-up and a final walk-through",
];

export function Services() {
  return (
    <HomeSection
      id="services"
      titleId="services-title"
      eyebrow="Services"
      title="Interior painting, done properly"
      muted
      intro="We focus on one thing and do it well: the inside of your home. Commercial and exterior work are on the way."
    >
      <div className="grid gap-6 lg:grid-cols-3">
        <ServiceCard icon={Paintbrush} title="Interior Painting" available>
          <p className="mb-4 text-muted-foreground">
            Single rooms or the whole house, priced instantly and painted by a vetted local professional.
          </p>
          <CheckList items={interiorIncludes} small className="mb-6 space-y-2 text-sm" />
          <GetQuoteButton className="mt-auto self-start">Get Quote</GetQuoteButton>
        </ServiceCard>
        <ServiceCard icon={Building2} title="Commercial Painting">
          <p className="mb-4 text-muted-foreground">
            Offices, shops, restaurants and common areas of apartment buildings, scheduled around your
            business hours. Online quotes for commercial spaces are coming soon; until then, tell us about
            your project and we will price it by hand.
          </p>
          <Button asChild variant="outline" className="self-start">
            <PageLink href="/#commercial">Ask about commercial work</PageLink>
          </Button>
        </ServiceCard>
        <ServiceCard icon={Home} title="Exterior Painting">
          <p className="text-muted-foreground">
            Siding, trim, porches and shutters — from brick-front rowhome trim in South Philly to stucco and
            clapboard in the suburbs. Exterior quotes need weather-aware scheduling, and we are building that
            now.
          </p>
        </ServiceCard>
      </div>
    </HomeSection>
  );
}

/** One service; the bookable one is highlighted and spans two rows beside the coming-soon pair. */
function ServiceCard({
  icon: Icon,
  title,
  available = false,
  children,
}: {
  icon: StaticIcon;
  title: string;
  available?: boolean;
  children: React.ReactNode;
}) {
  return (
    <article
      className={
        available
          ? "flex flex-col rounded-xl border-2 border-primary bg-card p-6 shadow-sm lg:row-span-2"
          : "flex flex-col rounded-xl border bg-card p-6 shadow-sm lg:col-span-2"
      }
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-lg",
            available ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
          )}
        >
          <Icon className="size-6" aria-hidden="true" />
        </span>
        {available ? <Badge>Available now</Badge> : <Badge variant="secondary">Coming soon</Badge>}
      </div>
      <h3 className="mb-2 text-xl font-semibold">{title}</h3>
      {children}
    </article>
  );
}
