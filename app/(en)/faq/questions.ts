import { formatHours } from "@/lib/format.shared";
import { TIME_SLOT_TABLE } from "@/lib/scheduling/time-slots.shared";
import type { FaqEntry } from "@/lib/seo";

/** The colour consultation's hours, as the slot table gives them to customers. */
const EVENING_HOURS = formatHours(...TIME_SLOT_TABLE.evening.customerWindow);

/**
 * The 16 FAQ entries (docs/product.md §2 "FAQ"). Facts follow docs/product.md §9 and lib/site.shared.ts: doors $65 each
 * including both sides and trim; reschedule or cancel up to 24 hours before through the e-mailed
 * link; work may start within 3 days; four counties.
 */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: "How does the instant quote work?",
    answer:
      "Click Get Quote, enter your address and contact details, then describe each room: its length, width and ceiling height, the surfaces you want painted, and how many doors and windows it has. The price is calculated room by room while you type, and you can book a date as soon as you are happy with it. Most people finish in about five minutes.",
  },
  {
    question: "How accurate is my online price?",
    answer:
      "Your quote is calculated from your measurements and our current rates, so it is the price you pay for the work you described. It assumes walls in standard condition. If your walls need substantial preparation — large cracks, peeling paint or wallpaper residue — tick the substantial prep option so it is included from the start.",
  },
  {
    question: "What is included in the price?",
    answer:
      "Surface preparation (filling small holes and cracks, light sanding, caulking and spot priming), paint in the quality and finish you choose, protecting your floors and furniture, daily clean-up and a final walk-through. Moving furniture out of the way is available as an option for a flat $50. Sales tax is shown as a separate line.",
  },
  {
    question: "How much does it cost to paint doors?",
    answer: "Doors are $65 each, and that price includes both sides of the door and its trim.",
  },
  {
    question: "Can I supply my own paint?",
    answer:
      "Yes. Choose the option to supply your own paint when you configure a room and the paint cost and quality surcharge are removed from your quote. Please have the paint on site, in the right colours and amounts, before your painter arrives.",
  },
  {
    question: "I'm not sure which colours to choose. Can you help?",
    answer: `Yes. Request a colour consultation for any room in your quote and you do not need to enter colour codes for it. A consultant visits in the evening slot (${EVENING_HOURS}) with large samples and helps you choose in your own light. You can also take our free five-question style quiz for a starting palette.`,
  },
  {
    question: "How soon can the work start?",
    answer:
      "Often within 3 days. When you book, you see the dates on which a painter who covers your zip code is available, and you choose the one that suits you.",
  },
  {
    question: "Which areas do you serve?",
    answer:
      "We serve four counties in south-eastern Pennsylvania: Philadelphia, Chester, Delaware and Montgomery. Enter your address in the quote form and we confirm straight away whether it is in our service area.",
  },
  {
    question: "How long will my project take?",
    answer:
      "It depends on the area to be painted. A single bedroom usually takes one day; larger projects are estimated from the square footage and booked on consecutive days with the same painter. You see the number of days before you confirm your booking.",
  },
  {
    question: "How do I reschedule or cancel my appointment?",
    answer:
      "Use the reschedule or cancel link in your confirmation e-mail up to 24 hours before your appointment, free of charge. You can also look up your booking on the Manage Booking page with your booking ID and e-mail address. Cancellations within 24 hours of the appointment carry a $100 late-cancellation fee.",
  },
  {
    question: "When and how do I pay?",
    answer:
      "Nothing is charged when you book. Payment is due once the work is completed, by cash, check or major credit card.",
  },
  {
    question: "How long is my quote valid?",
    answer: "Quotes are valid for 30 days. After that, simply create a new one; it only takes a few minutes.",
  },
  {
    question: "Who are your painters?",
    answer:
      "Independent professional painters with at least two years of experience, a valid business licence and comprehensive insurance, and their own professional-grade equipment. We review every painter before they receive jobs, and customers rate them after each project.",
  },
  {
    question: "Do you paint older homes with plaster walls?",
    answer:
      "Yes — much of our work is in older rowhomes, twins and stone houses with original plaster and trim. Hairline cracks and small holes are part of standard prep; choose substantial prep for walls with larger cracks or loose plaster. If your home was built before 1978, let us know so your painter can plan lead-safe preparation.",
  },
  {
    question: "What if I'm not happy with the work?",
    answer:
      "Every job comes with our satisfaction guarantee and a 1-year workmanship warranty. Tell us about any problem within 7 days of completion and we will send your painter back to put it right.",
  },
  {
    question: "Do you offer exterior or commercial painting?",
    answer:
      "Not yet: both are coming soon. For offices, shops or other commercial spaces, send us a message through the commercial contact form on our home page and we will prepare a quote by hand.",
  },
];
