import { CalendarCheck } from "@/components/ui/static-icons/calendar-check";
import { ClipboardList } from "@/components/ui/static-icons/clipboard-list";
import { Receipt } from "@/components/ui/static-icons/receipt";
import { Wallet } from "@/components/ui/static-icons/wallet";
import { FeatureGrid } from "@/components/content/feature-grid";
import { HomeSection } from "./section-heading";

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
    <HomeSection
      id="how-it-works"
      titleId="how-it-works-title"
      eyebrow="How it works"
      title="From measurements to fresh paint in four steps"
      intro={
        "The whole process takes about five minutes online. Everything after that is your painter's job."
      }
    >
      <FeatureGrid
        features={steps}
        mark="step"
        ordered
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </HomeSection>
  );
}
