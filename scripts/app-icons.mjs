#!/usr/bin/env node
// Makes each app's icons from its public/favicon.svg, drawn by headless Debian
// chromium (no image library needed): favicon.ico (16, 32 and 48 px PNGs in an
// ICO), apple-touch-icon.png (180 px, opaque: iOS fills transparency with black),
// icon-192.png and icon-512.png for the web app manifest. The results are
// committed in apps/*/public/; run again after changing a favicon.svg:
//
//   node scripts/app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function draw(svg, size, background) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const html = `<html><body style="margin:0;background:${background ?? 'transparent'}">${svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)}</body></html>`;
  await page.setContent(html);
  const png = await page.screenshot({ omitBackground: !background, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  return png;
}

/** ico packs PNG images into one .ico file (the format allows PNG entries). */
function ico(images) {
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    head.writeUInt8(size >= 256 ? 0 : size, at);
    head.writeUInt8(size >= 256 ? 0 : size, at + 1);
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(32, at + 6);
    head.writeUInt32LE(png.length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([head, ...images.map((x) => x.png)]);
}

for (const app of ['portal', 'giving', 'admin']) {
  const dir = path.join(root, 'apps', app, 'public');
  const svg = fs.readFileSync(path.join(dir, 'favicon.svg'), 'utf8');
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await draw(svg, size) });
  fs.writeFileSync(path.join(dir, 'favicon.ico'), ico(small));
  // The touch icon fills its square with the brand blue (iOS rounds the corners itself).
  fs.writeFileSync(path.join(dir, 'apple-touch-icon.png'), await draw(svg, 180, '#336195'));
  fs.writeFileSync(path.join(dir, 'icon-192.png'), await draw(svg, 192));
  fs.writeFileSync(path.join(dir, 'icon-512.png'), await draw(svg, 512));
  console.log(`${app}: favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png`);
}
await browser.close();
