#!/usr/bin/env node
// Reports the gzipped JavaScript a page of the built portal really loads:
// serves dist (scripts/serve.mjs), opens the page in headless Debian chromium,
// records every JS response and sums their gzip sizes. Fails when the sign-in
// page goes over the budget (300 KB gzipped).
//
//   node scripts/bundle-size.mjs [/sign-in ...] [--budget 300]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budgetKB = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : 300;
const pages = args.length ? args : ['/sign-in'];
const port = 5000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [path.join(here, 'serve.mjs'), '--port', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, REACH_API: 'http://127.0.0.1:1' },
});
await new Promise((resolve) => server.stdout.once('data', resolve));

function localFile(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/giving/')) return path.resolve(here, '../../giving/dist', pathname.slice(8));
  return path.resolve(here, '../dist', pathname.slice(1));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let over = false;
try {
  for (const p of pages) {
    const page = await browser.newPage();
    const js = new Set();
    page.on('response', (r) => {
      if (r.url().startsWith(base) && /\.m?js(\?|$)/.test(r.url())) js.add(r.url());
    });
    await page.goto(base + p, { waitUntil: 'networkidle' });
    let total = 0;
    const rows = [];
    for (const url of js) {
      const gz = zlib.gzipSync(fs.readFileSync(localFile(url)), { level: 9 }).length;
      total += gz;
      rows.push([new URL(url).pathname, gz]);
    }
    rows.sort((a, b) => b[1] - a[1]);
    console.log(`\n${p}: ${js.size} JS files, ${(total / 1024).toFixed(1)} KB gzipped (budget ${budgetKB} KB)`);
    for (const [name, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${name}`);
    if (p === '/sign-in' && total / 1024 > budgetKB) over = true;
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
if (over) {
  console.error(`\nThe sign-in page is over its ${budgetKB} KB budget.`);
  process.exit(1);
}
