import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { Calculator } from "@/components/ui/static-icons/calculator";
import { CalendarCheck } from "@/components/ui/static-icons/calendar-check";
import { Handshake } from "@/components/ui/static-icons/handshake";
import { HeartHandshake } from "@/components/ui/static-icons/heart-handshake";
import { Home } from "@/components/ui/static-icons/house";
import { MapPinned } from "@/components/ui/static-icons/map-pinned";
import { ShieldCheck } from "@/components/ui/static-icons/shield-check";
import { Smartphone } from "@/components/ui/static-icons/smartphone";
import { Sparkles } from "@/components/ui/static-icons/sparkles";
import { ContentSection } from "@/components/content/content-section";
import { FeatureGrid } from "@/components/content/feature-grid";
import { PageHeader } from "@/components/content/page-header";
import { ClosingCta } from "@/components/home/closing-cta";
import { pageMetadata } from "@/lib/seo";
import { siteConfig } from "@/lib/site.shared";

const description =
  "How BrushWise Painting makes interior painting in south-eastern Pennsylvania simple: instant online prices, vetted local painters and payment only after the work is done.";

export const metadata: Metadata = pageMetadata({ title: "About Us", description, path: "/about" });

const innovations = [
  {
    icon: Calculator,
    title: "Instant, transparent pricing",
    text: "Our pricing engine turns your room measurements into a line-by-line price: walls, ceilings, trim, doors and windows, paint quality, prep and tax. The number you see is the number you pay for the work you described.",
  },
  {
    icon: MapPinned,
    title: "Smart painter matching",
    text: "Each booking goes to an available painter who covers your zip code, chosen by service-area priority and workload, so jobs are spread fairly and nobody is overbooked.",
  },
  {
    icon: CalendarCheck,
    title: "Real-time scheduling",
    text: "You see the dates and time slots that are actually free, and larger projects reserve consecutive days with the same painter from the start.",
  },
  {
    icon: Smartphone,
    title: "Self-service booking",
    text: "Confirmation, reminders, rescheduling and cancellation all happen by e-mail or on the Manage Booking page — no phone tag required.",
  },
];

const values = [
  {
    icon: Handshake,
    title: "Honest prices",
    text: "No sales visits, no padded estimates, no deposit. You pay after the job is done and you are happy with it.",
  },
  {
    icon: Sparkles,
    title: "Craftsmanship",
    text: "Clean lines, proper prep and respect for old plaster and original woodwork. Every job carries a 1-year workmanship warranty.",
  },
  {
    icon: Home,
    title: "Respect for your home",
    text: "Floors covered, furniture protected, work areas cleaned up every day. Painters arrive in the slot you booked.",
  },
  {
    icon: HeartHandshake,
    title: "Fair to painters",
    text: "Independent local painters get steady, well-described work close to home and are paid promptly for every completed job.",
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About us" title={`About ${siteConfig.name}`}>
        <p>
          We make hiring a house painter as simple as booking a table: an exact price in minutes, a vetted
          local painter on the date you choose, and payment only after the work is done.
        </p>
      </PageHeader>

      <section aria-labelledby="story-title" className="px-4 py-16">
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed">
          <h2 id="story-title" className="text-3xl font-bold tracking-tight">
            Our story
          </h2>
          <p>
            BrushWise started with a familiar Philadelphia problem. A homeowner in a South Philly rowhome
            wanted two bedrooms and a stairwell painted. Three companies promised to come out for an estimate;
            one showed up, a week later, and the written quote took another ten days. Meanwhile, plenty of
            skilled local painters had gaps in their calendars and no easy way to fill them.
          </p>
          <p>
            We realised that most of what an estimator does on a walk-through — measuring rooms, counting
            doors and windows, noting the condition of the walls — a homeowner can describe in a few minutes.
            So we built a quote tool that does the arithmetic honestly and instantly, and a booking system
            that connects each job with an available painter who works in that neighbourhood.
          </p>
          <p>
            Today we serve homeowners across Philadelphia, Chester, Delaware and Montgomery counties — from
            Center City condos and Fishtown twins to Main Line stone houses and new construction in Chester
            County. We have completed {siteConfig.stats.projects} projects with a {siteConfig.stats.rating}{" "}
            average rating, and we are just getting started.
          </p>
        </div>
      </section>

      <ContentSection
        id="innovation-title"
        title="Innovation"
        tone="muted"
        intro="Painting is a craft, and it stays one. The technology is there to take the waiting, guessing and phone calls out of everything around it."
      >
        <FeatureGrid features={innovations} mark="icon" className="grid gap-6 sm:grid-cols-2" />
      </ContentSection>

      <ContentSection id="values-title" title="Our values">
        <FeatureGrid
          features={values}
          mark="large-icon"
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
        <p className="mt-10 flex items-start gap-3 rounded-xl bg-primary/5 p-6 text-sm">
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Are you a professional painter in the area?{" "}
            <PageLink
              href="/become-painter"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Join our network of painters
            </PageLink>{" "}
            and get matched with jobs close to home.
          </span>
        </p>
      </ContentSection>

      <ClosingCta />
    </>
  );
}
