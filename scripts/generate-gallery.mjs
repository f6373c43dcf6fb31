#!/usr/bin/env node
/**
 * Renders the six home-page gallery photos (public/gallery/*.jpg, 1200×900) from SVG scenes of
 * freshly painted rooms, with the system Chromium through Playwright. There is no stock photo
 * library on our machines, so the pictures are drawn: one-point-perspective rooms with real paint
 * palettes, trim, floors, window light and furniture silhouettes.
 *
 *   node scripts/generate-gallery.mjs            all scenes
 *   node scripts/generate-gallery.mjs kitchen    only some (by name)
 *
 * This file names the scenes and takes their pictures; the drawing is in scripts/gallery/: the
 * perspective (geometry.mjs), walls, floor and finish (surfaces.mjs), windows (windows.mjs), the
 * furnishings scenes share (furnishings.mjs) and one file per scene (scenes/).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { H, W } from "./gallery/geometry.mjs";
import { bedroom } from "./gallery/scenes/bedroom.mjs";
import { diningRoom } from "./gallery/scenes/dining-room.mjs";
import { hallway } from "./gallery/scenes/hallway.mjs";
import { office } from "./gallery/scenes/home-office.mjs";
import { kitchen } from "./gallery/scenes/kitchen.mjs";
import { livingRoom } from "./gallery/scenes/living-room.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public/gallery");

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
