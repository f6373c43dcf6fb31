/** The kitchen: warm white walls, deep green cabinets, a tiled backsplash, an island and stools. */
import { pendant } from "../furnishings.mjs";
import { makeRoom } from "../geometry.mjs";
import { finish, shell, woodFloor } from "../surfaces.mjs";
import { backWindow } from "../windows.mjs";

export function kitchen() {
  const room = makeRoom({ bx1: 230, bx2: 970, by1: 150, by2: 600 });
  const wall = "#f1ede4"; // warm white
  const cabinet = "#34574a"; // deep green cabinets
  const trim = "#faf8f3";
  const floor = woodFloor(room, { base: "#d2b38c", line: "#a0815d", planks: 18 });
  const tiles = [];
  for (let y = 400; y < 470; y += 14)
    for (let x = 236 + ((y / 14) % 2) * 14; x < 964; x += 28)
      tiles.push(
        `<rect x="${x}" y="${y}" width="26" height="12" rx="1" fill="#fbfaf6" stroke="#dcd6ca" stroke-width="1"/>`,
      );
  const upper = [];
  for (let x = 250; x < 940; x += 115) {
    if (x > 480 && x < 700) continue;
    upper.push(
      `<rect x="${x}" y="200" width="105" height="160" rx="3" fill="${cabinet}"/><rect x="${x + 10}" y="210" width="85" height="140" rx="2" fill="none" stroke="#2a463b" stroke-width="3"/><rect x="${x + 86}" y="320" width="4" height="24" rx="2" fill="#c9a86a"/>`,
    );
  }
  const lower = [];
  for (let x = 240; x < 960; x += 120)
    lower.push(
      `<rect x="${x}" y="485" width="112" height="110" rx="3" fill="${cabinet}"/><rect x="${x + 10}" y="495" width="92" height="90" rx="2" fill="none" stroke="#2a463b" stroke-width="3"/><rect x="${x + 40}" y="500" width="32" height="4" rx="2" fill="#c9a86a"/>`,
    );
  return finish(`
    ${shell(room, { back: wall, left: "#ebe6db", right: "#e6e1d5", trim, floor, ceiling: "#fbfaf6", crown: false })}
    ${tiles.join("")}
    ${backWindow(room, { u1: 0.35, u2: 0.65, f1: 0.12, f2: 0.5, trim, panes: [2, 2] })}
    ${upper.join("")}
    <rect x="230" y="186" width="740" height="14" fill="${trim}"/>
    ${lower.join("")}
    <rect x="226" y="470" width="748" height="18" rx="2" fill="#e9e6e0"/>
    <rect x="226" y="486" width="748" height="4" fill="#000" opacity="0.12"/>
    <!-- sink and faucet -->
    <rect x="548" y="472" width="104" height="8" rx="3" fill="#c9c9c9"/>
    <path d="M600 472 v-46 q0 -16 18 -16 q14 0 14 14" stroke="#b9b9b9" stroke-width="6" fill="none"/>
    <!-- island -->
    <ellipse cx="600" cy="830" rx="380" ry="30" fill="#000" opacity="0.3" filter="url(#shadow)"/>
    <rect x="250" y="640" width="700" height="40" rx="4" fill="#efece6"/>
    <rect x="270" y="680" width="660" height="150" fill="${cabinet}"/>
    <rect x="290" y="695" width="300" height="120" fill="none" stroke="#2a463b" stroke-width="4"/>
    <rect x="610" y="695" width="300" height="120" fill="none" stroke="#2a463b" stroke-width="4"/>
    <rect x="250" y="678" width="700" height="4" fill="#000" opacity="0.15"/>
    <ellipse cx="430" cy="630" rx="50" ry="12" fill="#f4f1ea"/>
    <circle cx="420" cy="620" r="12" fill="#e2a83e"/><circle cx="440" cy="622" r="11" fill="#d9832f"/><circle cx="432" cy="610" r="10" fill="#e7be4f"/>
    <rect x="720" y="600" width="36" height="40" rx="4" fill="#f6f3ee"/>
    <path d="M738 600 q-12 -30 0 -50 q12 20 0 50" fill="#5d8a56"/>
    <!-- stools -->
    ${[360, 600, 840].map((x) => `<rect x="${x - 34}" y="700" width="68" height="12" rx="5" fill="#6f4e35"/><rect x="${x - 28}" y="712" width="6" height="130" fill="#2d2d2d"/><rect x="${x + 22}" y="712" width="6" height="130" fill="#2d2d2d"/><rect x="${x - 28}" y="790" width="56" height="4" fill="#2d2d2d"/>`).join("")}
    ${pendant(420, 0, 250, "#1f2a27", 30)}
    ${pendant(780, 0, 250, "#1f2a27", 30)}
  `);
}
