#!/usr/bin/env node
// Lighthouse (mobile, the default form factor and throttling) for partner
// pages against a running server: `reach serve` (default
// http://127.0.0.1:8080) or `pnpm --filter @reach/giving serve`. Uses Debian's
// chromium through chrome-launcher (CHROME_PATH, default /usr/bin/chromium);
// nothing is downloaded. A dev script, not run in CI.
//
//   node scripts/lighthouse.mjs [--base URL] [--lang CODE] [--out DIR] [PATH ...]
//
// --lang loads the pages in that language (the browser's language and
// Accept-Language, as a visitor's browser would send them).
//
// --user NAME:PASSWORD signs in first (signIntoUser) and puts the token where
// the portal keeps it, so signed-in pages (/upgs, /reports, ...) are measured
// as their user opens them. Every page runs in a browser profile of its own,
// so nothing (HTTP cache, service worker, stored answers) carries from one
// page's run to the next: each is a first visit.
//
// Prints performance and accessibility per page with the audits that lost
// points; exits 1 when performance < 90 or accessibility < 95. With --out, each
// page's full report is written to DIR as JSON (long tasks, bootup time, ...).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const at = args.indexOf('--base');
const base = at >= 0 ? args.splice(at, 2)[1] : process.env.REACH_BASE || 'http://127.0.0.1:8080';
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args.splice(outAt, 2)[1] : '';
const langAt = args.indexOf('--lang');
const lang = langAt >= 0 ? args.splice(langAt, 2)[1] : '';
const userAt = args.indexOf('--user');
const user = userAt >= 0 ? args.splice(userAt, 2)[1] : '';
const paths = args.length ? args : ['/partner/adopt-a-upg'];

async function signIn() {
  const colon = user.indexOf(':');
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($username: String!, $password: String!) { signIntoUser(username: $username, password: $password) { token } }',
      variables: { username: user.slice(0, colon), password: user.slice(colon + 1) },
    }),
  });
  const body = await res.json();
  const token = body.data?.signIntoUser?.token;
  if (!token) throw new Error(`sign-in refused: ${JSON.stringify(body.errors ?? body)}`);
  return token;
}

// storeToken opens the origin in the fresh profile and keeps the token as the portal does
// (localStorage authToken); the audit then runs without Lighthouse's storage reset.
async function storeToken(port, token) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((t) => localStorage.setItem('authToken', t), token);
  await page.close();
  await browser.close();
}

const token = user ? await signIn() : '';
let failed = false;
for (const p of paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...(lang ? [`--lang=${lang}`, `--accept-lang=${lang}`] : [])],
  });
  try {
    if (token) await storeToken(chrome.port, token);
    const result = await lighthouse(base + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: !!token, ...(lang ? { extraHeaders: { 'Accept-Language': lang } } : {}) });
    const lhr = result.lhr;
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(`${out}/${p.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}.json`, JSON.stringify(lhr));
    }
    const perf = Math.round(lhr.categories.performance.score * 100);
    const a11y = Math.round(lhr.categories.accessibility.score * 100);
    const m = (id) => lhr.audits[id]?.displayValue ?? '';
    console.log(`${p}${lang ? ` (${lang})` : ''}: performance ${perf}, accessibility ${a11y} (FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')})`);
    if (lhr.finalDisplayedUrl !== base + p) console.log(`  ended at ${lhr.finalDisplayedUrl}`);
    for (const cat of ['performance', 'accessibility']) {
      for (const ref of lhr.categories[cat].auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 0.9) console.log(`  ${cat}: ${a.id} ${a.score} ${a.displayValue ?? ''} — ${a.title}`);
      }
    }
    if (perf < 90 || a11y < 95) failed = true;
  } finally {
    await chrome.kill();
  }
}
process.exit(failed ? 1 : 0);
