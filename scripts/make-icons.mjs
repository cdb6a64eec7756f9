// Makes the web app's PNG icons (manifest, apple-touch-icon) from web/public/favicon.svg.
// Run once after changing the favicon: `node scripts/make-icons.mjs`; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = fs.readFileSync(path.join(root, 'web/public/favicon.svg'));
const out = path.join(root, 'web/public/icons');
fs.mkdirSync(out, { recursive: true });

/** The favicon's background colour, so a maskable icon bleeds to the edge. */
const ACCENT = '#e63946';

async function plain(size, name) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toFile(path.join(out, name));
}

/** Maskable: the mark inside the central 80% safe zone, on a full-bleed background. */
async function maskable(size, name) {
  const inner = Math.round(size * 0.72);
  const mark = await sharp(svg, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: ACCENT } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(path.join(out, name));
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await plain(180, 'apple-touch-icon.png');
await maskable(192, 'maskable-192.png');
await maskable(512, 'maskable-512.png');
console.log(`icons written to ${path.relative(root, out)}`);
