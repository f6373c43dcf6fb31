/** The home office: greige walls with a charcoal accent, shelves of books, a desk and its chair. */
import { framedArt, plant, rug } from "../furnishings.mjs";
import { makeRoom } from "../geometry.mjs";
import { finish, shell, woodFloor } from "../surfaces.mjs";
import { sideWindow } from "../windows.mjs";

export function office() {
  const room = makeRoom({ bx1: 260, bx2: 940, by1: 150, by2: 600 });
  const wall = "#b9b0a3"; // greige
  const accent = "#3d4347"; // charcoal accent wall (left)
  const trim = "#f3f1ec";
  const floor = woodFloor(room, { base: "#a8825e", line: "#735536", planks: 15 });
  const books = [];
  const palette = ["#8f3f32", "#2f4463", "#d1a03b", "#4f6d5b", "#e7e1d4", "#6b2a34", "#3c4043", "#b8603f"];
  for (let shelf = 0; shelf < 3; shelf++) {
    let x = 700;
    let i = shelf * 3;
    while (x < 900) {
      const w = 12 + ((i * 7) % 10);
      const h = 50 + ((i * 13) % 22);
      books.push(
        `<rect x="${x}" y="${300 + shelf * 90 - h}" width="${w}" height="${h}" fill="${palette[i % palette.length]}"/>`,
      );
      x += w + 2;
      i++;
      if (i % 7 === 3) x += 24;
    }
  }
  return finish(`
    ${shell(room, { back: wall, left: accent, right: "#b2a99c", trim, floor, ceiling: "#f6f4ef" })}
    ${sideWindow(room, "right", { t1: 0.18, t2: 0.7, f1: 0.15, f2: 0.62, trim })}
    ${framedArt(330, 230, 200, 140, { frame: "#111", colors: ["#c9b48a", "#1f3a4d"] })}
    <!-- shelves -->
    ${[300, 390, 480].map((y) => `<rect x="690" y="${y}" width="220" height="10" fill="#f2efe9"/><rect x="690" y="${y + 10}" width="220" height="3" fill="#000" opacity="0.12"/>`).join("")}
    ${books.join("")}
    ${plant(860, 232, 0.45, "#f1ede6")}
    ${rug(room, 0.15, 0.85, 0.1, 0.7, "#cbc3b4", "#8f8676")}
    <!-- desk -->
    <ellipse cx="560" cy="760" rx="330" ry="26" fill="#000" opacity="0.28" filter="url(#shadow)"/>
    <rect x="260" y="560" width="600" height="22" rx="4" fill="#a2764f"/>
    <rect x="275" y="582" width="14" height="180" fill="#2b2b2b"/><rect x="831" y="582" width="14" height="180" fill="#2b2b2b"/>
    <rect x="660" y="582" width="170" height="110" fill="#8d6542"/>
    <rect x="672" y="600" width="146" height="4" fill="#6d4c31"/><rect x="672" y="640" width="146" height="4" fill="#6d4c31"/>
    <!-- monitor -->
    <rect x="430" y="420" width="240" height="140" rx="6" fill="#1e1f22"/>
    <rect x="440" y="430" width="220" height="120" rx="2" fill="#4d6a82"/>
    <path d="M440 520 q60 -40 110 -10 t110 -20 V550 H440z" fill="#6f8fa6"/>
    <rect x="540" y="560" width="20" height="10" fill="#1e1f22"/>
    <rect x="470" y="556" width="140" height="6" rx="2" fill="#2a2b2f"/>
    <ellipse cx="340" cy="500" rx="90" ry="90" fill="url(#lampGlow)" opacity="0.6"/>
    <path d="M320 520 l12 -40 h30 l12 40z" fill="#2f2f2f"/><rect x="336" y="520" width="6" height="40" fill="#2f2f2f"/>
    <rect x="700" y="540" width="60" height="20" rx="3" fill="#e9e3d8"/>
    <!-- chair -->
    <rect x="470" y="600" width="180" height="150" rx="24" fill="#2f3438"/>
    <rect x="480" y="730" width="160" height="36" rx="12" fill="#3a4045"/>
    <rect x="555" y="766" width="10" height="60" fill="#222"/>
    <path d="M500 836 h120" stroke="#222" stroke-width="8" stroke-linecap="round"/>
  `);
}
