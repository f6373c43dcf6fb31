import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { ArrowRight } from "@/components/ui/static-icons/arrow-right";
import { Lightbulb } from "@/components/ui/static-icons/lightbulb";
import { Moon } from "@/components/ui/static-icons/moon";
import { Palette } from "@/components/ui/static-icons/palette";
import { Sun } from "@/components/ui/static-icons/sun";
import { CheckList } from "@/components/content/check-list";
import { ContentSection } from "@/components/content/content-section";
import { FeatureGrid } from "@/components/content/feature-grid";
import { PageHeader } from "@/components/content/page-header";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import { formatHours } from "@/lib/format.shared";
import { TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";
import { pageMetadata } from "@/lib/seo";

export const metadata: Metadata = pageMetadata({
  title: "Color Consultation",
  path: "/color-consultation",
  description:
    "Not sure which colours to choose? Request an in-home evening colour consultation with your interior painting quote in Philadelphia and its suburbs.",
});

const steps = [
  {
    title: "Request it in your quote",
    text: "When you describe a room, tick “Request a color consultation”. You don't need colour codes for that room, and you can still enter codes for the rooms you are sure about.",
  },
  {
    title: "Book the evening slot",
    text: `Consultations take place in the evening slot, ${formatHours(...TIME_SLOT_TABLE.evening.customerWindow)}, when you are home and can see your rooms in both daylight and lamplight.`,
  },
  {
    title: "Choose with large samples",
    text: "Your consultant brings large painted samples, holds them against your floors, trim and furniture, and helps you settle on a colour and finish for every surface.",
  },
  {
    title: "We paint",
    text: "The chosen colours go straight into your job, so your painter arrives with exactly what was agreed. No extra trip to the paint store for you.",
  },
];

const considerations = [
  {
    icon: Sun,
    title: "Light",
    text: "North-facing rowhome rooms turn cool colours grey; a south-facing sunroom can make warm whites look yellow.",
  },
  {
    icon: Lightbulb,
    title: "Bulbs",
    text: "Warm and daylight bulbs change a colour more than most people expect. We look at both.",
  },
  {
    icon: Palette,
    title: "What stays",
    text: "Floors, tile, countertops and trim you are keeping all push a colour one way or another.",
  },
  {
    icon: Moon,
    title: "How you use the room",
    text: "A bedroom used at night and a kitchen used at breakfast need different thinking.",
  },
];

const goodToKnow = [
  "A consultation can be requested for any room, as long as we supply the paint.",
  "If you are supplying your own paint, choose your colours before the painter arrives.",
  "Rooms you are sure about can keep their colour codes; only the undecided rooms need the consultation.",
  "You can reschedule or cancel free of charge up to 24 hours before the appointment through the link in your e-mail.",
];

export default function ColorConsultationPage() {
  return (
    <>
      <PageHeader eyebrow="Color consultation" title="Find the right colour before the first brushstroke">
        <p>
          Paint chips are two inches wide; your walls are not. A colour consultation puts large samples on
          your own walls, in your own light, so you choose with confidence.
        </p>
      </PageHeader>

      <ContentSection id="consult-how-title" title="How a consultation works" width="5xl">
        <FeatureGrid features={steps} mark="number" ordered className="grid gap-6 md:grid-cols-2" />
      </ContentSection>

      <ContentSection
        id="consult-what-title"
        title="What we look at together"
        tone="muted"
        width="5xl"
        intro="The same greige can look warm in a Chestnut Hill living room and flat in a Center City condo. We consider:"
      >
        <FeatureGrid features={considerations} mark="icon" quiet className="grid gap-6 sm:grid-cols-2" />
      </ContentSection>

      <ContentSection id="consult-good-title" title="Good to know" width="3xl" tightHeading>
        <CheckList items={goodToKnow} className="space-y-3" />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <GetQuoteButton size="lg">Get Quote</GetQuoteButton>
          <Button asChild size="lg" variant="outline">
            <PageLink href="/style-quiz">
              Take the Style Quiz first
              <ArrowRight aria-hidden="true" />
            </PageLink>
          </Button>
        </div>
      </ContentSection>
    </>
  );
}
