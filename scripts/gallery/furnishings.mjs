/**
 * The small things that furnish more than one scene: framed art, a potted plant, lamps and a rug.
 * Furniture that only one room has is drawn in that room's scene.
 */

export function framedArt(x, y, w, h, { frame = "#2a2a2a", mat = "#f8f6f1", colors }) {
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

export function plant(x, y, scale = 1, pot = "#d9d2c5") {
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

export function floorLamp(x, y, h = 330, shade = "#f3ead8") {
  return `<g>
    <ellipse cx="${x}" cy="${y - h + 40}" rx="150" ry="150" fill="url(#lampGlow)" opacity="0.55"/>
    <ellipse cx="${x}" cy="${y}" rx="38" ry="8" fill="#000" opacity="0.25" filter="url(#blur8)"/>
    <rect x="${x - 3}" y="${y - h + 60}" width="6" height="${h - 60}" fill="#2c2a27"/>
    <ellipse cx="${x}" cy="${y}" rx="28" ry="6" fill="#2c2a27"/>
    <path d="M${x - 46} ${y - h + 70} L${x - 32} ${y - h} H${x + 32} L${x + 46} ${y - h + 70}z" fill="${shade}"/>
    <path d="M${x - 46} ${y - h + 70} H${x + 46}" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>
  </g>`;
}

export function pendant(x, y, drop, color = "#2f2f2f", size = 34) {
  return `<g>
    <line x1="${x}" y1="0" x2="${x}" y2="${y + drop}" stroke="#222" stroke-width="2"/>
    <circle cx="${x}" cy="${y + drop + size * 0.9}" r="${size * 2.4}" fill="url(#lampGlow)" opacity="0.6"/>
    <path d="M${x - size} ${y + drop + size * 0.9} Q${x - size} ${y + drop} ${x} ${y + drop} Q${x + size} ${y + drop} ${x + size} ${y + drop + size * 0.9}z" fill="${color}"/>
    <ellipse cx="${x}" cy="${y + drop + size * 0.9}" rx="${size * 0.8}" ry="${size * 0.18}" fill="#fff4d6"/>
  </g>`;
}

export function rug(room, u1, u2, t1, t2, color, border) {
  return `<polygon points="${room.floorQuad(u1, u2, t1, t2)}" fill="${color}"/>
    <polygon points="${room.floorQuad(u1 + 0.02, u2 - 0.02, t1 + 0.03, t2 - 0.03)}" fill="none" stroke="${border}" stroke-width="4" opacity="0.8"/>
    <polygon points="${room.floorQuad(u1, u2, t1, t2)}" fill="url(#floorShade)" opacity="0.6"/>`;
}
