/** The bedroom: a navy accent wall behind the bed, sconces, nightstands and a window on the right. */
import { framedArt, plant, rug } from "../furnishings.mjs";
import { makeRoom } from "../geometry.mjs";
import { finish, shell, woodFloor } from "../surfaces.mjs";
import { sideWindow } from "../windows.mjs";

export function bedroom() {
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
