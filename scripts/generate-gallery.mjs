#!/usr/bin/env node
/**
 * Renders the six home-page gallery photos (public/gallery/*.jpg, 1200×900) from SVG scenes of
 * freshly painted rooms, with the system Chromium through Playwright. There is no stock photo
 * library on our machines, so the pictures are drawn: one-point-perspective rooms with real paint
 * palettes, trim, floors, window light and furniture silhouettes.
 *
 *   node scripts/generate-gallery.mjs            all scenes
 *   node scripts/generate-gallery.mjs kitchen    only some (by name)
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/gallery");
const W = 1200;
const H = 900;

// ---------------------------------------------------------------------------------------------
// Geometry: a box room seen from the front. The back wall is a rectangle; the side walls, floor
// and ceiling run from the picture edges to it.

function makeRoom({ bx1 = 300, bx2 = 900, by1 = 170, by2 = 610 } = {}) {
  const room = { bx1, bx2, by1, by2 };
  const lerp = (a, b, t) => a + (b - a) * t;
  /** A point on the left (side = "left") or right wall: depth t (0 = picture edge, 1 = back), height f (0 = ceiling, 1 = floor). */
  room.wall = (side, t, f) => {
    const x = side === "left" ? lerp(0, bx1, t) : lerp(W, bx2, t);
    const top = lerp(0, by1, t);
    const bottom = lerp(H, by2, t);
    return [x, lerp(top, bottom, f)];
  };
  /** A point on the floor: u across (0 = left wall, 1 = right wall), depth t (0 = front, 1 = back). */
  room.floor = (u, t) => {
    const left = [lerp(0, bx1, t), lerp(H, by2, t)];
    const right = [lerp(W, bx2, t), lerp(H, by2, t)];
    return [lerp(left[0], right[0], u), lerp(left[1], right[1], u)];
  };
  /** A point on the back wall: u across, f down. */
  room.back = (u, f) => [lerp(bx1, bx2, u), lerp(by1, by2, f)];
  room.quad = (pts) => pts.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  room.wallQuad = (side, t1, t2, f1, f2) =>
    room.quad([
      room.wall(side, t1, f1),
      room.wall(side, t2, f1),
      room.wall(side, t2, f2),
      room.wall(side, t1, f2),
    ]);
  room.floorQuad = (u1, u2, t1, t2) =>
    room.quad([room.floor(u1, t1), room.floor(u2, t1), room.floor(u2, t2), room.floor(u1, t2)]);
  return room;
}

const defs = `
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" stitchTiles="stitch" result="n"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.07"/></feComponentTransfer>
  </filter>
  <filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur20"><feGaussianBlur stdDeviation="20"/></filter>
  <filter id="blur40"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>
  <radialGradient id="vignette" cx="50%" cy="48%" r="75%">
    <stop offset="60%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#000" stop-opacity="0.35"/>
  </radialGradient>
  <linearGradient id="sideShadeL" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.04"/></linearGradient>
  <linearGradient id="sideShadeR" x1="1" x2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.04"/></linearGradient>
  <linearGradient id="floorShade" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
  <linearGradient id="ceilShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f5"/><stop offset="0.7" stop-color="#eef5fb"/><stop offset="1" stop-color="#f7f3e8"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.25"/></linearGradient>
  <linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></linearGradient>
  <radialGradient id="lampGlow"><stop offset="0" stop-color="#ffe7b0" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe7b0" stop-opacity="0"/></radialGradient>
`;

/** Floorboards running towards the back wall. */
function woodFloor(room, { base, line, planks = 14, tint }) {
  const lines = [];
  for (let i = 1; i < planks; i++) {
    const u = i / planks;
    const [x1, y1] = room.floor(u, 0);
    const [x2, y2] = room.floor(u, 1);
    lines.push(
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${line}" stroke-width="1.4" opacity="0.55"/>`,
    );
  }
  // Staggered board ends.
  for (let i = 0; i < planks; i++) {
    for (let k = 0; k < 5; k++) {
      const t = ((k + (i % 3) * 0.33) / 5) ** 0.8;
      const a = room.floor(i / planks, t);
      const b = room.floor((i + 1) / planks, t);
      lines.push(
        `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${line}" stroke-width="1" opacity="0.4"/>`,
      );
    }
  }
  return `
    <polygon points="${room.quad([room.floor(0, 0), room.floor(1, 0), room.floor(1, 1), room.floor(0, 1)])}" fill="${base}"/>
    ${tint ? `<polygon points="${room.quad([room.floor(0, 0), room.floor(1, 0), room.floor(1, 1), room.floor(0, 1)])}" fill="${tint}" opacity="0.25"/>` : ""}
    ${lines.join("")}
    <polygon points="${room.quad([room.floor(0, 0), room.floor(1, 0), room.floor(1, 1), room.floor(0, 1)])}" fill="url(#floorShade)"/>`;
}

/** Walls, ceiling, floor and trim of a room. */
function shell(
  room,
  { back, left = back, right = back, ceiling = "#f7f5f0", trim = "#f4f2ec", floor, crown = true },
) {
  const { bx1, bx2, by1, by2 } = room;
  const base = (side) => {
    const h = 0.035;
    return `<polygon points="${room.wallQuad(side, 0, 1, 1 - h * 1.0, 1)}" fill="${trim}"/>
            <polygon points="${room.wallQuad(side, 0, 1, 1 - h, 1 - h + 0.006)}" fill="#000" opacity="0.08"/>`;
  };
  const crownMould = (side) =>
    crown
      ? `<polygon points="${room.wallQuad(side, 0, 1, 0, 0.022)}" fill="${trim}"/><polygon points="${room.wallQuad(side, 0, 1, 0.022, 0.027)}" fill="#000" opacity="0.07"/>`
      : "";
  const bh = (by2 - by1) * 0.035;
  const ch = (by2 - by1) * 0.022;
  return `
    <rect width="${W}" height="${H}" fill="${ceiling}"/>
    <polygon points="${room.quad([
      [0, 0],
      [W, 0],
      [bx2, by1],
      [bx1, by1],
    ])}" fill="${ceiling}"/>
    <polygon points="${room.quad([
      [0, 0],
      [W, 0],
      [bx2, by1],
      [bx1, by1],
    ])}" fill="url(#ceilShade)"/>
    <polygon points="${room.quad([
      [0, 0],
      [bx1, by1],
      [bx1, by2],
      [0, H],
    ])}" fill="${left}"/>
    <polygon points="${room.quad([
      [0, 0],
      [bx1, by1],
      [bx1, by2],
      [0, H],
    ])}" fill="url(#sideShadeL)"/>
    <polygon points="${room.quad([
      [W, 0],
      [bx2, by1],
      [bx2, by2],
      [W, H],
    ])}" fill="${right}"/>
    <polygon points="${room.quad([
      [W, 0],
      [bx2, by1],
      [bx2, by2],
      [W, H],
    ])}" fill="url(#sideShadeR)"/>
    <rect x="${bx1}" y="${by1}" width="${bx2 - bx1}" height="${by2 - by1}" fill="${back}"/>
    ${floor}
    ${base("left")}${base("right")}
    <rect x="${bx1}" y="${by2 - bh}" width="${bx2 - bx1}" height="${bh}" fill="${trim}"/>
    <rect x="${bx1}" y="${by2 - bh}" width="${bx2 - bx1}" height="2" fill="#000" opacity="0.08"/>
    ${crownMould("left")}${crownMould("right")}
    ${crown ? `<rect x="${bx1}" y="${by1}" width="${bx2 - bx1}" height="${ch}" fill="${trim}"/><rect x="${bx1}" y="${by1 + ch}" width="${bx2 - bx1}" height="2" fill="#000" opacity="0.07"/>` : ""}
    <line x1="${bx1}" y1="${by1}" x2="${bx1}" y2="${by2}" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>
    <line x1="${bx2}" y1="${by1}" x2="${bx2}" y2="${by2}" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>`;
}

/** A window on a side wall, with its casing, muntins and a sun beam on the floor. */
function sideWindow(room, side, { t1, t2, f1, f2, trim = "#f7f6f2", beam = true, beamTo }) {
  const pane = room.wallQuad(side, t1, t2, f1, f2);
  const casing = room.wallQuad(side, t1 - 0.025, t2 + 0.025, f1 - 0.025, f2 + 0.035);
  const mids = [];
  const tm = (t1 + t2) / 2;
  const [mx1, my1] = room.wall(side, tm, f1);
  const [mx2, my2] = room.wall(side, tm, f2);
  mids.push(`<line x1="${mx1}" y1="${my1}" x2="${mx2}" y2="${my2}" stroke="${trim}" stroke-width="7"/>`);
  for (const f of [f1 + (f2 - f1) / 3, f1 + (2 * (f2 - f1)) / 3]) {
    const [a1, b1] = room.wall(side, t1, f);
    const [a2, b2] = room.wall(side, t2, f);
    mids.push(`<line x1="${a1}" y1="${b1}" x2="${a2}" y2="${b2}" stroke="${trim}" stroke-width="5"/>`);
  }
  let light = "";
  if (beam) {
    const [p1, p2, p3, p4] = [
      room.wall(side, t1, f2),
      room.wall(side, t2, f2),
      ...(beamTo ?? [
        room.floor(side === "left" ? 0.55 : 0.45, t2 * 0.7),
        room.floor(side === "left" ? 0.75 : 0.25, t1 * 0.5),
      ]),
    ];
    light = `<polygon points="${room.quad([p1, p2, p3, p4])}" fill="url(#beam)" filter="url(#blur20)" opacity="0.9"/>`;
  }
  const sill = room.wallQuad(side, t1 - 0.04, t2 + 0.04, f2 + 0.02, f2 + 0.05);
  return `
    <polygon points="${casing}" fill="${trim}"/>
    <polygon points="${pane}" fill="url(#sky)"/>
    <polygon points="${pane}" fill="#9fc39a" opacity="0.25" transform="translate(0 0)"/>
    <polygon points="${pane}" fill="url(#glass)"/>
    ${mids.join("")}
    <polygon points="${sill}" fill="${trim}"/>
    ${light}`;
}

/** A window on the back wall. */
function backWindow(room, { u1, u2, f1, f2, trim = "#f7f6f2", panes = [2, 3], curtain }) {
  const [x1, y1] = room.back(u1, f1);
  const [x2, y2] = room.back(u2, f2);
  const w = x2 - x1;
  const h = y2 - y1;
  const bars = [];
  for (let i = 1; i < panes[0]; i++)
    bars.push(`<rect x="${x1 + (w * i) / panes[0] - 3}" y="${y1}" width="6" height="${h}" fill="${trim}"/>`);
  for (let j = 1; j < panes[1]; j++)
    bars.push(
      `<rect x="${x1}" y="${y1 + (h * j) / panes[1] - 2.5}" width="${w}" height="5" fill="${trim}"/>`,
    );
  const curtains = curtain
    ? `<path d="M${x1 - 40} ${y1 - 24} h44 q-8 ${h * 0.5} 6 ${h + 60} h-52 q10 ${-h * 0.5} 2 ${-h - 60}z" fill="${curtain}"/>
       <path d="M${x2 + 40} ${y1 - 24} h-44 q8 ${h * 0.5} -6 ${h + 60} h52 q-10 ${-h * 0.5} -2 ${-h - 60}z" fill="${curtain}"/>
       <rect x="${x1 - 56}" y="${y1 - 30}" width="${w + 112}" height="5" rx="2" fill="#3b342c"/>`
    : "";
  return `
    <rect x="${x1 - 14}" y="${y1 - 14}" width="${w + 28}" height="${h + 32}" fill="${trim}"/>
    <rect x="${x1 - 14}" y="${y2 + 12}" width="${w + 28}" height="6" fill="#000" opacity="0.08"/>
    <rect x="${x1}" y="${y1}" width="${w}" height="${h}" fill="url(#sky)"/>
    <path d="M${x1} ${y1 + h * 0.72} q${w * 0.25} -${h * 0.18} ${w * 0.5} -${h * 0.06} t${w * 0.5} -${h * 0.04} V${y2} H${x1}z" fill="#8fb18a" opacity="0.65"/>
    <path d="M${x1} ${y1 + h * 0.82} q${w * 0.3} -${h * 0.1} ${w} -${h * 0.02} V${y2} H${x1}z" fill="#6f9569" opacity="0.7"/>
    <rect x="${x1}" y="${y1}" width="${w}" height="${h}" fill="url(#glass)"/>
    ${bars.join("")}
    ${curtains}`;
}

function framedArt(x, y, w, h, { frame = "#2a2a2a", mat = "#f8f6f1", colors }) {
  const pad = Math.min(w, h) * 0.12;
  const iw = w - pad * 2;
  const ih = h - pad * 2;
  const shapes = colors
    .map((c, i) => {
      const cx = x + pad + iw * (0.25 + (0.5 * ((i * 37) % 100)) / 100);
      const cy = y + pad + ih * (0.3 + (0.4 * ((i * 53) % 100)) / 100);
      return i % 2
        ? `<circle cx="${cx}" cy="${cy}" r="${Math.min(iw, ih) * 0.28}" fill="${c}" opacity="0.9"/>`
        : `<rect x="${x + pad}" y="${y + pad + ih * 0.55}" width="${iw}" height="${ih * 0.45}" fill="${c}" opacity="0.85"/>`;
    })
    .join("");
  return `
    <rect x="${x + 4}" y="${y + 8}" width="${w}" height="${h}" fill="#000" opacity="0.18" filter="url(#blur8)"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${frame}"/>
    <rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" fill="${mat}"/>
    <svg x="${x + pad}" y="${y + pad}" width="${iw}" height="${ih}" overflow="hidden"><rect width="100%" height="100%" fill="#ece6da"/>
      <g transform="translate(${-x - pad} ${-y - pad})">${shapes}</g></svg>`;
}

function plant(x, y, scale = 1, pot = "#d9d2c5") {
  const leaves = [];
  for (let i = 0; i < 9; i++) {
    const a = -150 + i * 15 + (i % 2) * 6;
    const len = 70 + (i % 3) * 25;
    leaves.push(
      `<ellipse cx="0" cy="${-len / 2}" rx="${10 + (i % 2) * 4}" ry="${len / 2}" fill="${i % 2 ? "#4d7a4a" : "#3f6a3d"}" transform="rotate(${a + 90})"/>`,
    );
  }
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="60" rx="48" ry="10" fill="#000" opacity="0.2" filter="url(#blur8)"/>
    <g transform="translate(0 -10)">${leaves.join("")}</g>
    <path d="M-32 0 h64 l-8 60 h-48z" fill="${pot}"/>
    <rect x="-34" y="-4" width="68" height="8" rx="3" fill="${pot}"/>
    <path d="M-32 0 h64 l-8 60 h-48z" fill="#000" opacity="0.08"/>
  </g>`;
}

function floorLamp(x, y, h = 330, shade = "#f3ead8") {
  return `<g>
    <ellipse cx="${x}" cy="${y - h + 40}" rx="150" ry="150" fill="url(#lampGlow)" opacity="0.55"/>
    <ellipse cx="${x}" cy="${y}" rx="38" ry="8" fill="#000" opacity="0.25" filter="url(#blur8)"/>
    <rect x="${x - 3}" y="${y - h + 60}" width="6" height="${h - 60}" fill="#2c2a27"/>
    <ellipse cx="${x}" cy="${y}" rx="28" ry="6" fill="#2c2a27"/>
    <path d="M${x - 46} ${y - h + 70} L${x - 32} ${y - h} H${x + 32} L${x + 46} ${y - h + 70}z" fill="${shade}"/>
    <path d="M${x - 46} ${y - h + 70} H${x + 46}" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>
  </g>`;
}

function pendant(x, y, drop, color = "#2f2f2f", size = 34) {
  return `<g>
    <line x1="${x}" y1="0" x2="${x}" y2="${y + drop}" stroke="#222" stroke-width="2"/>
    <circle cx="${x}" cy="${y + drop + size * 0.9}" r="${size * 2.4}" fill="url(#lampGlow)" opacity="0.6"/>
    <path d="M${x - size} ${y + drop + size * 0.9} Q${x - size} ${y + drop} ${x} ${y + drop} Q${x + size} ${y + drop} ${x + size} ${y + drop + size * 0.9}z" fill="${color}"/>
    <ellipse cx="${x}" cy="${y + drop + size * 0.9}" rx="${size * 0.8}" ry="${size * 0.18}" fill="#fff4d6"/>
  </g>`;
}

function rug(room, u1, u2, t1, t2, color, border) {
  return `<polygon points="${room.floorQuad(u1, u2, t1, t2)}" fill="${color}"/>
    <polygon points="${room.floorQuad(u1 + 0.02, u2 - 0.02, t1 + 0.03, t2 - 0.03)}" fill="none" stroke="${border}" stroke-width="4" opacity="0.8"/>
    <polygon points="${room.floorQuad(u1, u2, t1, t2)}" fill="url(#floorShade)" opacity="0.6"/>`;
}

function finish(content, { warm = 0.06 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>${defs}</defs>
    ${content}
    <rect width="${W}" height="${H}" fill="#ffb347" opacity="${warm}"/>
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>
    <rect width="${W}" height="${H}" filter="url(#grain)"/>
  </svg>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes

function livingRoom() {
  const room = makeRoom({ bx1: 270, bx2: 930, by1: 150, by2: 600 });
  const wall = "#9caf88"; // sage green
  const trim = "#f5f3ec";
  const floor = woodFloor(room, { base: "#b98a5b", line: "#7d5632", planks: 16 });
  const sofaY = 600;
  return finish(`
    ${shell(room, { back: wall, left: "#a7b894", right: "#95a882", trim, floor, ceiling: "#f8f6f0" })}
    ${sideWindow(room, "left", { t1: 0.25, t2: 0.72, f1: 0.18, f2: 0.62, trim })}
    ${framedArt(470, 250, 120, 150, { frame: "#2f2b27", colors: ["#c7795a", "#26465c"] })}
    ${framedArt(610, 250, 120, 150, { frame: "#2f2b27", colors: ["#d9b45f", "#4f6d5b"] })}
    ${rug(room, 0.2, 0.85, 0.18, 0.85, "#e8e0d0", "#b9a68a")}
    <!-- sofa -->
    <ellipse cx="600" cy="${sofaY + 12}" rx="270" ry="22" fill="#000" opacity="0.28" filter="url(#shadow)"/>
    <rect x="360" y="${sofaY - 150}" width="480" height="95" rx="22" fill="#5d6770"/>
    <rect x="340" y="${sofaY - 92}" width="520" height="80" rx="18" fill="#66717b"/>
    <rect x="330" y="${sofaY - 130}" width="60" height="125" rx="22" fill="#58626b"/>
    <rect x="810" y="${sofaY - 130}" width="60" height="125" rx="22" fill="#58626b"/>
    <rect x="395" y="${sofaY - 100}" width="200" height="16" rx="8" fill="#727d87"/>
    <rect x="605" y="${sofaY - 100}" width="200" height="16" rx="8" fill="#727d87"/>
    <rect x="420" y="${sofaY - 170}" width="90" height="70" rx="14" fill="#d7a45a" transform="rotate(-8 465 ${sofaY - 135})"/>
    <rect x="690" y="${sofaY - 168}" width="90" height="70" rx="14" fill="#e9e2d4" transform="rotate(7 735 ${sofaY - 133})"/>
    <rect x="355" y="${sofaY - 12}" width="12" height="22" fill="#3a2c20"/>
    <rect x="833" y="${sofaY - 12}" width="12" height="22" fill="#3a2c20"/>
    <!-- coffee table -->
    <ellipse cx="600" cy="765" rx="200" ry="24" fill="#000" opacity="0.25" filter="url(#shadow)"/>
    <rect x="420" y="690" width="360" height="26" rx="6" fill="#8a6040"/>
    <rect x="440" y="716" width="14" height="50" fill="#6b4a31"/>
    <rect x="746" y="716" width="14" height="50" fill="#6b4a31"/>
    <rect x="520" y="668" width="90" height="22" rx="3" fill="#cfc6b5"/>
    <rect x="528" y="656" width="74" height="12" rx="2" fill="#8f3f32"/>
    <ellipse cx="690" cy="676" rx="26" ry="10" fill="#e9e5dc"/>
    <path d="M680 676 q10 -40 4 -60 M690 676 q2 -45 14 -62" stroke="#4d7a4a" stroke-width="4" fill="none"/>
    ${floorLamp(1000, 760, 360)}
    ${plant(170, 790, 1.3, "#e5ded2")}
    <!-- side table -->
    <rect x="880" y="540" width="70" height="8" fill="#7a5638"/>
    <rect x="905" y="548" width="20" height="58" fill="#6b4a31"/>
  `);
}

function bedroom() {
  const room = makeRoom({ bx1: 250, bx2: 950, by1: 140, by2: 590 });
  const accent = "#2f4463"; // navy accent wall
  const side = "#ece7dd";
  const trim = "#f7f5f0";
  const floor = woodFloor(room, { base: "#c49d74", line: "#8d6845", planks: 14 });
  return finish(
    `
    ${shell(room, { back: accent, left: side, right: "#e4ded2", trim, floor, ceiling: "#faf8f3" })}
    ${sideWindow(room, "right", { t1: 0.3, t2: 0.75, f1: 0.18, f2: 0.6, trim })}
    ${framedArt(520, 215, 160, 110, { frame: "#c7a96a", mat: "#fbfaf6", colors: ["#d8c3a0", "#7a8fa6"] })}
    <!-- pendant-style wall sconces -->
    <circle cx="395" cy="300" r="70" fill="url(#lampGlow)" opacity="0.8"/>
    <circle cx="805" cy="300" r="70" fill="url(#lampGlow)" opacity="0.8"/>
    <rect x="385" y="280" width="20" height="34" rx="4" fill="#e9d8b4"/>
    <rect x="795" y="280" width="20" height="34" rx="4" fill="#e9d8b4"/>
    ${rug(room, 0.12, 0.88, 0.12, 0.7, "#d9cfc0", "#a89779")}
    <!-- bed -->
    <ellipse cx="600" cy="790" rx="330" ry="30" fill="#000" opacity="0.3" filter="url(#shadow)"/>
    <rect x="390" y="350" width="420" height="230" rx="18" fill="#c9b9a0"/>
    <rect x="400" y="360" width="400" height="210" rx="14" fill="#d6c8b0"/>
    <path d="M330 560 h540 l60 200 h-660z" fill="#f3f1ec"/>
    <path d="M330 560 h540 l20 70 h-580z" fill="#e8e4dc"/>
    <path d="M290 690 h620 l20 80 h-660z" fill="#8a9bb0"/>
    <path d="M270 770 h660 v26 h-660z" fill="#6f7f93"/>
    <rect x="420" y="500" width="160" height="80" rx="16" fill="#fbfaf7"/>
    <rect x="620" y="500" width="160" height="80" rx="16" fill="#fbfaf7"/>
    <rect x="470" y="530" width="120" height="60" rx="12" fill="#c97b5b"/>
    <rect x="610" y="530" width="120" height="60" rx="12" fill="#e3c68f"/>
    <!-- nightstands -->
    <rect x="230" y="600" width="100" height="110" rx="4" fill="#7a5a40"/>
    <rect x="238" y="640" width="84" height="4" fill="#5e432e"/>
    <rect x="870" y="600" width="100" height="110" rx="4" fill="#7a5a40"/>
    <rect x="878" y="640" width="84" height="4" fill="#5e432e"/>
    <ellipse cx="280" cy="540" rx="80" ry="80" fill="url(#lampGlow)" opacity="0.7"/>
    <path d="M255 560 l8 -40 h34 l8 40z" fill="#f4ecdc"/><rect x="276" y="560" width="8" height="40" fill="#b08d57"/>
    <ellipse cx="920" cy="540" rx="80" ry="80" fill="url(#lampGlow)" opacity="0.7"/>
    <path d="M895 560 l8 -40 h34 l8 40z" fill="#f4ecdc"/><rect x="916" y="560" width="8" height="40" fill="#b08d57"/>
    ${plant(110, 800, 1.2)}
  `,
    { warm: 0.05 },
  );
}

function kitchen() {
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

function diningRoom() {
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

function office() {
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

function hallway() {
  // A deep corridor: small back wall.
  const room = makeRoom({ bx1: 470, bx2: 730, by1: 230, by2: 560 });
  const wall = "#c9d3d6"; // soft blue-grey
  const trim = "#f8f7f3";
  const floor = woodFloor(room, { base: "#a77b52", line: "#6e4e30", planks: 10 });
  const door = (side, t1, t2) => `
    <polygon points="${room.wallQuad(side, t1 - 0.02, t2 + 0.02, 0.22, 0.985)}" fill="${trim}"/>
    <polygon points="${room.wallQuad(side, t1, t2, 0.25, 0.985)}" fill="#fbfaf7"/>
    <polygon points="${room.wallQuad(side, t1 + 0.015, t2 - 0.015, 0.3, 0.58)}" fill="none" stroke="#ddd9cf" stroke-width="3"/>
    <polygon points="${room.wallQuad(side, t1 + 0.015, t2 - 0.015, 0.64, 0.93)}" fill="none" stroke="#ddd9cf" stroke-width="3"/>
    <circle cx="${room.wall(side, side === "left" ? t2 - 0.01 : t1 + 0.01, 0.62)[0]}" cy="${room.wall(side, side === "left" ? t2 - 0.01 : t1 + 0.01, 0.62)[1]}" r="6" fill="#b08d57"/>`;
  const runner = `<polygon points="${room.floorQuad(0.3, 0.7, 0.02, 0.95)}" fill="#7c3b33"/>
    <polygon points="${room.floorQuad(0.33, 0.67, 0.03, 0.94)}" fill="none" stroke="#d8b98a" stroke-width="3"/>
    <polygon points="${room.floorQuad(0.3, 0.7, 0.02, 0.95)}" fill="url(#floorShade)"/>`;
  return finish(
    `
    ${shell(room, { back: "#d3dcdf", left: wall, right: "#bfcacd", trim, floor, ceiling: "#f7f7f4" })}
    <!-- chair rail -->
    <polygon points="${room.wallQuad("left", 0, 1, 0.6, 0.615)}" fill="${trim}"/>
    <polygon points="${room.wallQuad("right", 0, 1, 0.6, 0.615)}" fill="${trim}"/>
    <rect x="470" y="${230 + 330 * 0.6}" width="260" height="5" fill="${trim}"/>
    ${door("left", 0.12, 0.3)}${door("left", 0.62, 0.74)}${door("right", 0.35, 0.52)}
    <!-- end window -->
    ${backWindow(room, { u1: 0.22, u2: 0.78, f1: 0.12, f2: 0.62, trim, panes: [2, 3] })}
    <rect x="470" y="230" width="260" height="330" fill="#fff6df" opacity="0.18"/>
    ${runner}
    <polygon points="${room.quad([room.back(0.22, 0.62), room.back(0.78, 0.62), room.floor(0.75, 0.45), room.floor(0.25, 0.45)])}" fill="url(#beam)" filter="url(#blur20)" opacity="0.7"/>
    ${framedArt(room.wall("right", 0.66, 0.3)[0] - 4, room.wall("right", 0.66, 0.3)[1], 56, 70, { frame: "#2b2b2b", colors: ["#b8603f", "#2f4463"] })}
    ${framedArt(room.wall("left", 0.42, 0.3)[0] - 10, room.wall("left", 0.42, 0.3)[1], 70, 90, { frame: "#2b2b2b", colors: ["#d1a03b", "#4f6d5b"] })}
    <!-- ceiling lights -->
    ${[0.2, 0.55, 0.8]
      .map((t) => {
        const y = 230 * t;
        return `<ellipse cx="600" cy="${y + 6}" rx="${40 - t * 24}" ry="${8 - t * 4}" fill="#fffaf0"/><circle cx="600" cy="${y + 20}" r="${90 - t * 50}" fill="url(#lampGlow)" opacity="0.5"/>`;
      })
      .join("")}
    ${plant(room.floor(0.9, 0.25)[0] - 20, room.floor(0.9, 0.25)[1] - 70, 1.1, "#e9e4da")}
  `,
    { warm: 0.05 },
  );
}

const SCENES = {
  "living-room": livingRoom,
  bedroom,
  kitchen,
  "dining-room": diningRoom,
  "home-office": office,
  hallway,
};

async function main() {
  const only = process.argv.slice(2);
  const names = only.length ? only : Object.keys(SCENES);
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: 1 });
    for (const name of names) {
      const scene = SCENES[name];
      if (!scene) throw new Error(`Unknown scene "${name}" (one of ${Object.keys(SCENES).join(", ")})`);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:#fff">${scene()}</body></html>`,
      );
      const file = path.join(outDir, `${name}.jpg`);
      await page.screenshot({
        path: file,
        type: "jpeg",
        quality: 80,
        clip: { x: 0, y: 0, width: W, height: H },
      });
      console.log(`[gallery] ${path.relative(root, file)}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
