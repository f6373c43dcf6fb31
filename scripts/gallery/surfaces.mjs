/**
 * What every scene is painted on: the shared filters and gradients, the floorboards, the walls,
 * ceiling and trim of the room, and the finish laid over the whole picture (warmth, vignette, grain).
 */
import { H, W } from "./geometry.mjs";

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
export function woodFloor(room, { base, line, planks = 14, tint }) {
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
export function shell(
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

/** The whole picture: the shared definitions, the scene, then warmth, vignette and grain over it. */
export function finish(content, { warm = 0.06 } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>${defs}</defs>
    ${content}
    <rect width="${W}" height="${H}" fill="#ffb347" opacity="${warm}"/>
    <rect width="${W}" height="${H}" fill="url(#vignette)"/>
    <rect width="${W}" height="${H}" filter="url(#grain)"/>
  </svg>`;
}
