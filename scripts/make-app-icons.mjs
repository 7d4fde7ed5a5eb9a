#!/usr/bin/env node
// Draws the installed app's icons (the top bar's white cross on the product's teal) and writes them as
// PNG into shell-app/public/icons. Run again after changing the mark or the colour: node scripts/make-app-icons.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../shell-app/public/icons');
/** The product's primary colour (libs/ui-kit/src/theme.ts, palette.primary). */
const TEAL = '#0f766e';

/**
 * The mark on a 512-unit square. `rounded` draws the tile with rounded corners on a transparent
 * ground (shown as is); otherwise the tile fills the square and the cross stays inside the centre 60%,
 * so a launcher's mask (a circle, a squircle) or iOS's rounding never cuts it.
 */
function iconSvg({ rounded, crossSize }) {
  const c = 256;
  const arm = crossSize / 2;
  const bar = crossSize * 0.3;
  const tile = rounded ? `<rect width="512" height="512" rx="96" fill="${TEAL}"/>` : `<rect width="512" height="512" fill="${TEAL}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${tile}
<rect x="${c - bar / 2}" y="${c - arm}" width="${bar}" height="${crossSize}" rx="${bar / 6}" fill="#ffffff"/>
<rect x="${c - arm}" y="${c - bar / 2}" width="${crossSize}" height="${bar}" rx="${bar / 6}" fill="#ffffff"/></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, crossSize: 280 },
  { file: 'icon-512.png', size: 512, rounded: true, crossSize: 280 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, crossSize: 220 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, crossSize: 240 },
];

mkdirSync(out, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(iconSvg(icon)), { density: 72 * (icon.size / 512) * 4 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}x${icon.size}`);
}
