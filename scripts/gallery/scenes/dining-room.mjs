/** The dining room: hunter green above cream wainscoting, a curtained window, a chandelier and the table. */
import { makeRoom } from "../geometry.mjs";
import { finish, shell, woodFloor } from "../surfaces.mjs";
import { backWindow, sideWindow } from "../windows.mjs";

export function diningRoom() {
  const room = makeRoom({ bx1: 280, bx2: 920, by1: 150, by2: 610 });
  const wall = "#3f5e4b"; // hunter green above the chair rail
  const wainscot = "#f1ece0"; // antique cream panelling
  const trim = "#f4efe3";
  const floor = woodFloor(room, { base: "#8e5f3b", line: "#5d3b22", planks: 14 });
  const panels = [];
  for (let i = 0; i < 5; i++)
    panels.push(
      `<rect x="${300 + i * 122}" y="${470}" width="104" height="110" fill="none" stroke="#d6cfbd" stroke-width="4"/>`,
    );
  const sidePanels = (side) => {
    const out = [];
    for (let i = 0; i < 4; i++)
      out.push(
        `<polygon points="${room.wallQuad(side, 0.05 + i * 0.24, 0.24 + i * 0.24, 0.73, 0.93)}" fill="none" stroke="#d6cfbd" stroke-width="4"/>`,
      );
    return out.join("");
  };
  const chair = (x, y, s = 1, back = true) => `<g transform="translate(${x} ${y}) scale(${s})">
      ${back ? `<rect x="-40" y="-170" width="80" height="110" rx="10" fill="#f0e9da"/><rect x="-44" y="-176" width="88" height="14" rx="6" fill="#6b4429"/>` : ""}
      <rect x="-46" y="-62" width="92" height="20" rx="6" fill="#e8dfcc"/>
      <rect x="-42" y="-42" width="8" height="80" fill="#5b391f"/><rect x="34" y="-42" width="8" height="80" fill="#5b391f"/>
    </g>`;
  return finish(
    `
    ${shell(room, { back: wall, left: "#46664f", right: "#3a5744", trim, floor, ceiling: "#f7f3ea" })}
    <rect x="280" y="455" width="640" height="155" fill="${wainscot}"/>
    ${panels.join("")}
    <rect x="280" y="448" width="640" height="12" fill="${trim}"/><rect x="280" y="460" width="640" height="3" fill="#000" opacity="0.1"/>
    <polygon points="${room.wallQuad("left", 0, 1, 0.66, 0.97)}" fill="${wainscot}"/>
    <polygon points="${room.wallQuad("right", 0, 1, 0.66, 0.97)}" fill="#e9e3d5"/>
    <polygon points="${room.wallQuad("left", 0, 1, 0.645, 0.665)}" fill="${trim}"/>
    <polygon points="${room.wallQuad("right", 0, 1, 0.645, 0.665)}" fill="${trim}"/>
    ${sidePanels("left")}${sidePanels("right")}
    ${backWindow(room, { u1: 0.3, u2: 0.7, f1: 0.12, f2: 0.58, trim, panes: [3, 3], curtain: "#d9c9a8" })}
    ${sideWindow(room, "right", { t1: 0.3, t2: 0.65, f1: 0.16, f2: 0.56, trim, beam: false })}
    <!-- chandelier -->
    <circle cx="600" cy="300" r="130" fill="url(#lampGlow)" opacity="0.65"/>
    <line x1="600" y1="0" x2="600" y2="250" stroke="#3a3026" stroke-width="3"/>
    <path d="M520 300 q80 40 160 0" stroke="#b08d57" stroke-width="6" fill="none"/>
    ${[520, 560, 600, 640, 680].map((x, i) => `<rect x="${x - 4}" y="${276 + (i % 2) * 14 + Math.abs(2 - i) * -4}" width="8" height="22" fill="#f4efe3"/><ellipse cx="${x}" cy="${270 + (i % 2) * 14 + Math.abs(2 - i) * -4}" rx="7" ry="10" fill="#ffe3a3"/>`).join("")}
    <!-- table -->
    <ellipse cx="600" cy="800" rx="360" ry="34" fill="#000" opacity="0.3" filter="url(#shadow)"/>
    ${chair(420, 660, 0.9)}${chair(600, 650, 0.9)}${chair(780, 660, 0.9)}
    <path d="M300 640 h600 l60 60 h-720z" fill="#6e4327"/>
    <rect x="240" y="700" width="720" height="22" fill="#55321c"/>
    <rect x="280" y="722" width="22" height="100" fill="#4a2b18"/><rect x="898" y="722" width="22" height="100" fill="#4a2b18"/>
    <path d="M420 650 h360 l20 40 h-400z" fill="#f1ebde" opacity="0.9"/>
    <rect x="585" y="615" width="30" height="40" rx="4" fill="#e8e4da"/>
    <path d="M600 615 q-30 -40 -10 -70 M600 615 q25 -40 5 -75 M600 615 q2 -40 -2 -80" stroke="#557a4e" stroke-width="5" fill="none"/>
    ${[470, 730].map((x) => `<rect x="${x - 5}" y="600" width="10" height="50" fill="#f6f1e4"/><ellipse cx="${x}" cy="596" rx="5" ry="9" fill="#ffd27a"/><circle cx="${x}" cy="596" r="30" fill="url(#lampGlow)" opacity="0.8"/>`).join("")}
  `,
    { warm: 0.08 },
  );
}
