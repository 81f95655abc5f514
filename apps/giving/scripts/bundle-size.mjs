#!/usr/bin/env node
// Reports the gzipped JavaScript the partner area's first load really takes:
// serves the built apps (apps/portal/scripts/serve.mjs: portal at /, giving at
// /giving/), opens each page in headless Debian chromium at phone and desktop
// widths, records every JS response and sums their gzip sizes. GraphQL goes to
// --api (a running `reach serve`, default http://127.0.0.1:8080), so the page
// loads as it does for a visitor, lists included.
//
//   node scripts/bundle-size.mjs [--api URL] [--budget 150] [--lang en,es,fr,ar] [PATH ...]
//
// Paths default to the partner area's three landing pages (/partner,
// /partner/adopt-a-upg, /partner/sponsor-a-project) through the portal host,
// which adds the host's shell (the way donors reach them, so the figures that
// count), and the same pages of the giving app on its own (/giving/partner...:
// federation runtime, React, the router, MUI and the page). Each load is cold
// (a new browser context). Each page loads in every language Reach speaks
// (--lang narrows them): the browser's language and the switcher's choice
// (localStorage 'reach.language') are set before the page loads, so the
// language's catalogs are part of the first load. Every page is held to the
// budget in every language at both widths; exits 1 when one is over.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
function option(name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
}
const budgetKB = Number(option('--budget', '150'));
const api = option('--api', process.env.REACH_API || 'http://127.0.0.1:8080');
const languages = option('--lang', '')
  .split(',')
  .filter(Boolean);
if (!languages.length) {
  const list = JSON.parse(fs.readFileSync(path.resolve(here, '../../../backend/internal/i18n/languages.json'), 'utf8'));
  languages.push(...list.map((l) => l.code));
}
const pages = args.length
  ? args
  : ['/partner', '/partner/adopt-a-upg', '/partner/sponsor-a-project', '/giving/partner', '/giving/partner/adopt-a-upg', '/giving/partner/sponsor-a-project'];
const port = 6000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const portalDir = path.resolve(here, '../../portal');

const server = spawn(process.execPath, [path.join(portalDir, 'scripts/serve.mjs'), '--port', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, REACH_API: api },
});
await new Promise((resolve) => server.stdout.once('data', resolve));

function localFile(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/giving/')) return path.resolve(here, '../dist', pathname.slice(8));
  return path.resolve(portalDir, 'dist', pathname.slice(1));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let over = false;
try {
  for (const p of pages) {
    for (const lang of languages)
    for (const width of [390, 1280]) {
      const ctx = await browser.newContext({ viewport: { width, height: 844 }, locale: lang });
      await ctx.addInitScript((code) => localStorage.setItem('reach.language', code), lang);
      const page = await ctx.newPage();
      const js = new Set();
      page.on('response', (r) => {
        if (r.url().startsWith(base) && /\.m?js(\?|$)/.test(r.url())) js.add(r.url());
      });
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForSelector('h1', { timeout: 15000 });
      await page.waitForLoadState('networkidle');
      let total = 0;
      const rows = [];
      for (const url of js) {
        const gz = zlib.gzipSync(fs.readFileSync(localFile(url)), { level: 9 }).length;
        total += gz;
        rows.push([new URL(url).pathname, gz]);
      }
      rows.sort((a, b) => b[1] - a[1]);
      const kb = total / 1024;
      const shown = await page.evaluate(() => document.documentElement.lang);
      if (shown !== lang) throw new Error(`${p} in ${lang} showed ${shown}`);
      console.log(`\n${p} in ${lang} at ${width} px: ${js.size} JS files, ${kb.toFixed(1)} KB gzipped (budget ${budgetKB} KB)`);
      for (const [name, gz] of rows.slice(0, Number(process.env.ROWS || 8))) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${name}`);
      if (kb > budgetKB) over = `${p} in ${lang} at ${width} px`;
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
if (over) {
  console.error(`\n${over} is over the ${budgetKB} KB budget.`);
  process.exit(1);
}
