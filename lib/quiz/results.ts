import type { QuizResult, Style } from "./types";

export const QUIZ_RESULTS: Record<Style, QuizResult> = {
  modern: {
    style: "modern",
    name: "Modern Minimalist",
    tagline: "Calm, clean and deliberately quiet.",
    description:
      "You like rooms that breathe. Crisp whites and soft greys let light and architecture do the work, with a single dark accent to anchor the space. In a Center City condo or a renovated rowhome, this palette makes narrow rooms feel wider and keeps the focus on a few well-chosen pieces.",
    colors: [
      { name: "Pure White", hex: "#f6f5f1" },
      { name: "Silver Mist", hex: "#cfd2d3" },
      { name: "Greige Stone", hex: "#b4aca1" },
      { name: "Charcoal Slate", hex: "#3c4043" },
    ],
    rooms: ["Living room", "Home office", "Kitchen", "Primary bedroom"],
    features: [
      "One wall colour carried through connected rooms",
      "Flat or matte walls with crisp semi-gloss trim",
      "A single charcoal accent wall or door",
      "Ceilings in the wall white for a seamless look",
    ],
  },
  traditional: {
    style: "traditional",
    name: "Classic Traditional",
    tagline: "Rich colour, fine trim and a sense of history.",
    description:
      "You value character and craftsmanship. Deep, heritage-inspired colours paired with bright trim celebrate crown moulding, wainscoting and the plaster walls of older homes — the look of a well-kept Main Line colonial or a Society Hill townhouse that has aged gracefully.",
    colors: [
      { name: "Colonial Navy", hex: "#2b3a55" },
      { name: "Hunter Green", hex: "#35523f" },
      { name: "Antique Cream", hex: "#efe4cc" },
      { name: "Burgundy Wine", hex: "#6b2a34" },
    ],
    rooms: ["Dining room", "Library or study", "Entry hall", "Living room"],
    features: [
      "Contrasting trim that highlights moulding and wainscoting",
      "Eggshell walls that flatter old plaster",
      "Deep colour in formal rooms, lighter tones in bedrooms",
      "Semi-gloss doors and trim for a lasting, wipeable finish",
    ],
  },
  eclectic: {
    style: "eclectic",
    name: "Creative Eclectic",
    tagline: "Bold, personal and full of stories.",
    description:
      "You collect things you love and want walls that keep up. Saturated jewel tones, a painted ceiling or colour-drenched trim turn a room into a backdrop for art, books and vintage finds — right at home in a Fishtown twin or a West Philly Victorian.",
    colors: [
      { name: "Emerald Velvet", hex: "#1f6b55" },
      { name: "Terracotta Clay", hex: "#b8603f" },
      { name: "Mustard Seed", hex: "#d1a03b" },
      { name: "Deep Plum", hex: "#4e2a4a" },
    ],
    rooms: ["Living room", "Creative studio", "Powder room", "Reading nook"],
    features: [
      "Colour-drenched walls, trim and ceiling in one shade",
      "A painted ceiling or a bold accent niche",
      "Different colours room to room, tied together by the trim",
      "Satin finishes that give deep colours a soft glow",
    ],
  },
  farmhouse: {
    style: "farmhouse",
    name: "Cozy Farmhouse",
    tagline: "Warm, relaxed and made for everyday life.",
    description:
      "You want a home that feels lived in and welcoming. Creamy whites, muted greens and warm greys pair with natural wood and durable finishes — perfect for a busy household in a Chester County stone house or a split-level in Montgomery County.",
    colors: [
      { name: "Warm Cream", hex: "#f1e8d6" },
      { name: "Sage Green", hex: "#a3ad91" },
      { name: "Barn Gray", hex: "#8b8680" },
      { name: "Weathered Oak", hex: "#9a7b5a" },
    ],
    rooms: ["Kitchen", "Family room", "Mudroom", "Children's bedrooms"],
    features: [
      "Scrubbable eggshell or satin walls for high-traffic rooms",
      "Painted shiplap or beadboard accents",
      "Soft white trim and doors instead of stark white",
      "Muted greens and greys that sit well with natural wood",
    ],
  },
};
