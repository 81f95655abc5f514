// DEV TOOLING ONLY — screenshots of the back office's portal resources against a running
// `reach serve` (they have a real backend), for looking at them.
//
//   node scripts/screenshots-portal.mjs BASE_URL USERNAME PASSWORD [outDir]
// Prints console errors and the gzipped JavaScript the sign-in page loads.
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const [base, username, password, out = '/tmp/admin-shots'] = process.argv.slice(2);
if (!password) throw new Error('usage: screenshots-portal.mjs BASE_URL USERNAME PASSWORD [outDir]');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const problems = [];
const watch = (page, label) => {
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`[${label}] ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => problems.push(`[${label}] pageerror: ${e.message}`));
};
const shot = async (page, name, fullPage = false) => {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log(`shot ${name}`);
};
const visit = async (page, path, name, fullPage) => {
  await page.goto(`${base}/admin/${path}`);
  await shot(page, name, fullPage);
};

for (const [label, viewport, extra] of [
  ['desktop', { width: 1280, height: 860 }, {}],
  ['phone', { width: 390, height: 844 }, { deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
]) {
  const context = await browser.newContext({ viewport, ...extra });
  const page = await context.newPage();
  watch(page, label);
  const scripts = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') { try { scripts.push(await r.body()); } catch { /* a script without a body is not counted */ } }
  });
  await page.goto(`${base}/admin/`);
  await page.locator('input[name="username"]').waitFor();
  await page.waitForLoadState('networkidle');
  const gz = scripts.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  console.log(`[${label}] sign-in page: ${scripts.length} scripts, ${(gz / 1024).toFixed(0)} KiB gzipped`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/users/);
  await page.waitForLoadState('networkidle');
  const p = label === 'desktop' ? 'portal' : 'portal-phone';
  await visit(page, 'people-group-links', `${p}-01-people-group-links`);
  await visit(page, 'people-group-links/create', `${p}-02-people-group-link-create`);
  await visit(page, 'project-links', `${p}-03-project-links`);
  await visit(page, 'upg-stats', `${p}-04-upg-stats`);
  await visit(page, 'upg-stats/create', `${p}-05-upg-stats-create`, true);
  await visit(page, 'prayer-requests', `${p}-06-prayer-requests`);
  await visit(page, 'testimonies', `${p}-07-testimonies`);
  await visit(page, 'training-courses', `${p}-08-training-courses`);
  const course = page.locator('#main-content tbody tr, #main-content .MuiList-root a').first();
  if (await course.count()) {
    await course.click();
    await shot(page, `${p}-09-training-course-edit`, true);
  }
  await visit(page, 'training-files', `${p}-10-training-files`);
  await visit(page, 'training-files/create', `${p}-11-training-file-create`, true);
  await visit(page, 'simple-lists', `${p}-12-simple-lists`);
  await page.goto(`${base}/admin/prayer-requests`);
  const prayer = page.locator('#main-content tbody tr, #main-content .MuiList-root a').first();
  if (await prayer.count()) {
    await prayer.click();
    await shot(page, `${p}-13-prayer-request-edit`, true);
  }
  await context.close();
}
await browser.close();
console.log(problems.length ? `problems:\n${problems.join('\n')}` : 'no console errors');
