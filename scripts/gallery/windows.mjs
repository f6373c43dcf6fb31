/**
 * Windows, the light of every scene: on a side wall (with a sun beam across the floor) or on the
 * back wall (with a view and, if asked, curtains).
 */

/** A window on a side wall, with its casing, muntins and a sun beam on the floor. */
export function sideWindow(room, side, { t1, t2, f1, f2, trim = "#f7f6f2", beam = true, beamTo }) {
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
export function backWindow(room, { u1, u2, f1, f2, trim = "#f7f6f2", panes = [2, 3], curtain }) {
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
