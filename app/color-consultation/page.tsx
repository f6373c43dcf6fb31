import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight, Check, Lightbulb, Moon, Palette, Sun } from "lucide-react";
import { PageHeader } from "@/components/content/page-header";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Button } from "@/components/ui/button";
import { pageMetadata } from "@/lib/seo";

const description =
  "Not sure which colours to choose? Request an in-home evening colour consultation with your interior painting quote in Philadelphia and its suburbs.";

export const metadata: Metadata = pageMetadata({ title: "Color Consultation", description, path: "/color-consultation" });

const steps = [
  {
    title: "Request it in your quote",
    text: "When you describe a room, tick “Request a color consultation”. You don't need colour codes for that room, and you can still enter codes for the rooms you are sure about.",
  },
  {
    title: "Book the evening slot",
    text: "Consultations take place in the evening slot, 4:00 PM – 7:00 PM, when you are home and can see your rooms in both daylight and lamplight.",
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
  { icon: Sun, title: "Light", text: "North-facing rowhome rooms turn cool colours grey; a south-facing sunroom can make warm whites look yellow." },
  { icon: Lightbulb, title: "Bulbs", text: "Warm and daylight bulbs change a colour more than most people expect. We look at both." },
  { icon: Palette, title: "What stays", text: "Floors, tile, countertops and trim you are keeping all push a colour one way or another." },
  { icon: Moon, title: "How you use the room", text: "A bedroom used at night and a kitchen used at breakfast need different thinking." },
];

export default function ColorConsultationPage() {
  return (
    <>
      <PageHeader eyebrow="Color consultation" title="Find the right colour before the first brushstroke">
        <p>
          Paint chips are two inches wide; your walls are not. A colour consultation puts large samples on your own walls,
          in your own light, so you choose with confidence.
        </p>
      </PageHeader>

      <section aria-labelledby="consult-how-title" className="px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="consult-how-title" className="mb-10 text-3xl font-bold tracking-tight">
            How a consultation works
          </h2>
          <ol className="grid gap-6 md:grid-cols-2">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <div>
                  <h3 className="mb-1 text-lg font-semibold">{step.title}</h3>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="consult-what-title" className="bg-muted/40 px-4 py-16">
        <div className="mx-auto max-w-5xl">
          <h2 id="consult-what-title" className="mb-3 text-3xl font-bold tracking-tight">
            What we look at together
          </h2>
          <p className="mb-10 max-w-3xl text-lg text-muted-foreground">
            The same greige can look warm in a Chestnut Hill living room and flat in a Center City condo. We consider:
          </p>
          <ul className="grid gap-6 sm:grid-cols-2">
            {considerations.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border bg-card p-6">
                <Icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div>
                  <h3 className="mb-1 font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="consult-good-title" className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <h2 id="consult-good-title" className="mb-6 text-3xl font-bold tracking-tight">
            Good to know
          </h2>
          <ul className="space-y-3">
            {[
              "A consultation can be requested for any room, as long as we supply the paint.",
              "If you are supplying your own paint, choose your colours before the painter arrives.",
              "Rooms you are sure about can keep their colour codes; only the undecided rooms need the consultation.",
              "You can reschedule or cancel free of charge up to 24 hours before the appointment through the link in your e-mail.",
            ].map((item) => (
              <li key={item} className="flex gap-3">
                <Check className="mt-1 size-5 shrink-0 text-success" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <GetQuoteButton size="lg">Get Quote</GetQuoteButton>
            <Button asChild size="lg" variant="outline">
              <Link href="/style-quiz">
                Take the Style Quiz first
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
