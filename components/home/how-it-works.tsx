import { CalendarCheck, ClipboardList, Receipt, Wallet } from "lucide-react";
import { SectionHeading } from "./section-heading";

const steps = [
  {
    icon: ClipboardList,
    title: "Describe your rooms",
    text: "Enter each room's size, the surfaces you want painted — walls, ceiling, trim, doors, windows — and your colours, or ask for a colour consultation.",
  },
  {
    icon: Receipt,
    title: "See your price instantly",
    text: "Your quote is calculated room by room while you type, with paint quality, prep and furniture moving shown line by line. No site visit, no waiting.",
  },
  {
    icon: CalendarCheck,
    title: "Pick a date and time",
    text: "Choose a morning or afternoon slot with a vetted painter who works in your zip code — often within 3 days. You get a confirmation e-mail right away.",
  },
  {
    icon: Wallet,
    title: "Pay when it's done",
    text: "Your painter preps, paints and cleans up. You pay only after the work is completed, by cash, check or major credit card.",
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="how-it-works-title" eyebrow="How it works" title="From measurements to fresh paint in four steps">
          The whole process takes about five minutes online. Everything after that is your painter&apos;s job.
        </SectionHeading>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="mb-4 flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <Icon className="size-6 text-primary" aria-hidden="true" />
              </span>
              <h3 className="mb-2 text-lg font-semibold">{title}</h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
