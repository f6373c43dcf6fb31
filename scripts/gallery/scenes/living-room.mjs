/** The living room: sage-green walls, a window on the left, a sofa, coffee table, lamp and plant. */
import { floorLamp, framedArt, plant, rug } from "../furnishings.mjs";
import { makeRoom } from "../geometry.mjs";
import { finish, shell, woodFloor } from "../surfaces.mjs";
import { sideWindow } from "../windows.mjs";

export function livingRoom() {
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
