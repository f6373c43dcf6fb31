#!/usr/bin/env node
/**
 * Writes the painter app's home-screen icons (public/pwa/*.png, named by the manifest in
 * lib/pwa/manifest.ts) from the site's own icon, app/icon.svg, so the installed app and the
 * browser tab show the same mark. Committed output: run it again after changing app/icon.svg.
 *
 *   node scripts/generate-app-icons.mjs
 *
 * The maskable icon is drawn edge to edge: Android cuts it to its own shape (circle, squircle),
 * keeping only the middle 80 % (a circle of radius 40 %), so the mark is shrunk into that circle
 * on the icon's background colour instead of its rounded square.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { root } from "./lib.mjs";

const source = readFileSync(path.join(root, "app/icon.svg"), "utf8");
const out = path.join(root, "public/pwa");
mkdirSync(out, { recursive: true });

const background = /<rect width="64" height="64"[^>]*fill="(#[0-9a-fA-F]{3,6})"/.exec(source)?.[1];
const mark = /<g[\s\S]*<\/g>/.exec(source)?.[0];
if (!background || !mark)
  throw new Error("app/icon.svg: expected a 64×64 background <rect> and one <g> mark");

// The mark spans 40 of the 64 units (a 56.6-unit diagonal); at 0.7 it fits the safe circle
// (51.2 units across) with room to spare.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${background}"/>
  <g transform="translate(32 32) scale(0.7) translate(-32 -32)">${mark}</g>
</svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await Promise.all([
  render(source, 192, "icon-192.png"),
  render(source, 512, "icon-512.png"),
  render(maskable, 512, "icon-maskable-512.png"),
]);
console.log(
  `[icons] wrote public/pwa/icon-192.png, icon-512.png, icon-maskable-512.png (theme ${background})`,
);
