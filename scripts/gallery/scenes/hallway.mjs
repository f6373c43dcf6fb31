/** The hallway: a deep corridor in soft blue-grey, doors, a chair rail, a runner and a window at the end. */
import { framedArt, plant } from "../furnishings.mjs";
import { makeRoom } from "../geometry.mjs";
import { finish, shell, woodFloor } from "../surfaces.mjs";
import { backWindow } from "../windows.mjs";

export function hallway() {
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
