#!/usr/bin/env node
// How long a signed-in page of the portal takes to land: headless Debian chromium opens the page
// on a running `reach serve` (which serves the built apps and the API), each run in a new browser
// context, so with a cold cache, and times navigation start → the first element matching the
// page's selector (for /upgs, the first people group card). It also prints the slowest GraphQL
// answer the page waited for and the load average, since on a shared machine the figures follow it.
//
//   node scripts/landing-time.mjs --api URL --user NAME --password PW [--runs 5] [--width 1280]
//        [--selector CSS] [PATH ...]                       (PATH: /upgs by default)
//   REACH_SIZE_USER and REACH_SIZE_PASSWORD may stand for --user and --password.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2).filter((a) => a !== '--');
function option(name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
}
const api = option('--api', '').replace(/\/$/, '');
const user = option('--user', process.env.REACH_SIZE_USER || '');
const password = option('--password', process.env.REACH_SIZE_PASSWORD || '');
const runs = Number(option('--runs', '5'));
const width = Number(option('--width', '1280'));
const selector = option('--selector', '[data-testid="upg-card"]');
const pages = args.length ? args : ['/upgs'];
if (!api || !user || !password) {
  console.error('usage: landing-time.mjs --api URL --user NAME --password PW [--runs N] [--width PX] [--selector CSS] [PATH ...]');
  process.exit(2);
}

async function gql(query, variables = {}, token = '') {
  const res = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data;
}

const token = (await gql('mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }', { u: user, p: password })).signIntoUser.token;
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const p of pages) {
    const landed = [];
    const answers = [];
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext({ viewport: { width, height: 800 } });
      await ctx.addInitScript((t) => localStorage.setItem('authToken', t), token);
      const page = await ctx.newPage();
      const graphql = [];
      page.on('requestfinished', (r) => {
        if (!r.url().endsWith('/graphql')) return;
        const t = r.timing();
        if (t.responseEnd > 0) graphql.push(t.responseEnd - t.requestStart);
      });
      const before = load();
      await page.goto(api + p);
      await page.waitForSelector(selector, { timeout: 60_000 });
      const ms = await page.evaluate(() => performance.now());
      const slowest = graphql.length ? Math.max(...graphql) : 0;
      landed.push(ms);
      answers.push(slowest);
      console.log(`${p} at ${width} px, run ${i + 1}: landed in ${ms.toFixed(0)} ms (slowest GraphQL answer ${slowest.toFixed(0)} ms; load average ${before})`);
      await ctx.close();
    }
    console.log(`${p}: median ${median(landed).toFixed(0)} ms to land over ${runs} cold runs (range ${Math.min(...landed).toFixed(0)}–${Math.max(...landed).toFixed(0)} ms); slowest GraphQL answer median ${median(answers).toFixed(0)} ms`);
  }
} finally {
  await browser.close();
}
