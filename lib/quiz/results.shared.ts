import type { ColorSwatch, QuizResult, Style } from "./types.shared";

// One table per field with one line per style: a block per result would repeat the same shape
// four times over. Prettier leaves the tables with long lines alone so each style stays on one line.

type Four = readonly [string, string, string, string];

const TITLES: Record<Style, readonly [name: string, tagline: string]> = {
  modern: ["Modern Minimalist", "Calm, clean and deliberately quiet."],
  traditional: ["Classic Traditional", "Rich colour, fine trim and a sense of history."],
  eclectic: ["Creative Eclectic", "Bold, personal and full of stories."],
  farmhouse: ["Cozy Farmhouse", "Warm, relaxed and made for everyday life."],
};

// prettier-ignore
const DESCRIPTIONS: Record<Style, string> = {
  modern: "You like rooms that breathe. Crisp whites and soft greys let light and architecture do the work, with a single dark accent to anchor the space. In a Center City condo or a renovated rowhome, this palette makes narrow rooms feel wider and keeps the focus on a few well-chosen pieces.",
  traditional: "You value character and craftsmanship. Deep, heritage-inspired colours paired with bright trim celebrate crown moulding, wainscoting and the plaster walls of older homes — the look of a well-kept Main Line colonial or a Society Hill townhouse that has aged gracefully.",
  eclectic: "You collect things you love and want walls that keep up. Saturated jewel tones, a painted ceiling or colour-drenched trim turn a room into a backdrop for art, books and vintage finds — right at home in a Fishtown twin or a West Philly Victorian.",
  farmhouse: "You want a home that feels lived in and welcoming. Creamy whites, muted greens and warm greys pair with natural wood and durable finishes — perfect for a busy household in a Chester County stone house or a split-level in Montgomery County.",
};

/** "Name #hex": the name is what the painter works from, the hex only draws the swatch. */
// prettier-ignore
const COLORS: Record<Style, Four> = {
  modern: ["Pure White #f6f5f1", "Silver Mist #cfd2d3", "Greige Stone #b4aca1", "Charcoal Slate #3c4043"],
  traditional: ["Colonial Navy #2b3a55", "Hunter Green #35523f", "Antique Cream #efe4cc", "Burgundy Wine #6b2a34"],
  eclectic: ["Emerald Velvet #1f6b55", "Terracotta Clay #b8603f", "Mustard Seed #d1a03b", "Deep Plum #4e2a4a"],
  farmhouse: ["Warm Cream #f1e8d6", "Sage Green #a3ad91", "Barn Gray #8b8680", "Weathered Oak #9a7b5a"],
};

const ROOMS: Record<Style, readonly string[]> = {
  modern: ["Living room", "Home office", "Kitchen", "Primary bedroom"],
  traditional: ["Dining room", "Library or study", "Entry hall", "Living room"],
  eclectic: ["Living room", "Creative studio", "Powder room", "Reading nook"],
  farmhouse: ["Kitchen", "Family room", "Mudroom", "Children's bedrooms"],
};

// prettier-ignore
const FEATURES: Record<Style, Four> = {
  modern: ["One wall colour carried through connected rooms", "Flat or matte walls with crisp semi-gloss trim", "A single charcoal accent wall or door", "Ceilings in the wall white for a seamless look"],
  traditional: ["Contrasting trim that highlights moulding and wainscoting", "Eggshell walls that flatter old plaster", "Deep colour in formal rooms, lighter tones in bedrooms", "Semi-gloss doors and trim for a lasting, wipeable finish"],
  eclectic: ["Colour-drenched walls, trim and ceiling in one shade", "A painted ceiling or a bold accent niche", "Different colours room to room, tied together by the trim", "Satin finishes that give deep colours a soft glow"],
  farmhouse: ["Scrubbable eggshell or satin walls for high-traffic rooms", "Painted shiplap or beadboard accents", "Soft white trim and doors instead of stark white", "Muted greens and greys that sit well with natural wood"],
};

function swatch(entry: string): ColorSwatch {
  const hash = entry.lastIndexOf(" #");
  return { name: entry.slice(0, hash), hex: entry.slice(hash + 1) };
}

function result(style: Style): QuizResult {
  const [name, tagline] = TITLES[style];
  const [c1, c2, c3, c4] = COLORS[style];
  return {
    style,
    name,
    tagline,
    description: DESCRIPTIONS[style],
    colors: [swatch(c1), swatch(c2), swatch(c3), swatch(c4)],
    rooms: ROOMS[style],
    features: FEATURES[style],
  };
}

export const QUIZ_RESULTS: Record<Style, QuizResult> = {
  modern: result("modern"),
  traditional: result("traditional"),
  eclectic: result("eclectic"),
  farmhouse: result("farmhouse"),
};
