// DEV TOOLING ONLY — screenshots of the admin against scripts/mock-server.mjs, for looking at it.
//
//   node scripts/mock-server.mjs 18081 &  node scripts/mock-screenshots.mjs [baseURL] [outDir]
// Prints console errors, CSP violations and the gzipped size of the JS the sign-in page loads.
import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:18081';
const out = process.argv[3] ?? '/tmp/admin-shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const problems = [];
const watch = (page, label) => {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') { problems.push(`[${label}] ${msg.type()}: ${msg.text()}`); console.log('CONSOLE', msg.type(), msg.text().slice(0, 400)); }
  });
  page.on('pageerror', (err) => { problems.push(`[${label}] pageerror: ${err.message}`); console.log('PAGEERROR', err.message); });
};

const shot = async (page, name, fullPage = false) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log(`shot ${name}`);
};

const signIn = async (page, username, { navigate = true } = {}) => {
  if (navigate) await page.goto(`${base}/admin/`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('Str0ng!Passw0rd-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
};

// Desktop
{
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  watch(page, 'desktop');
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      try {
        scripts.push({ url: response.url(), body: await response.body() });
      } catch {
        // a script without a body is not counted
      }
    }
  });
  await page.goto(`${base}/admin/`);
  await page.locator('input[name="username"]').waitFor();
  await page.waitForLoadState('networkidle');
  const raw = scripts.reduce((n, s) => n + s.body.length, 0);
  const gz = scripts.reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0);
  console.log(`first load (sign-in page): ${scripts.length} scripts, ${(raw / 1024).toFixed(0)} KiB raw, ${(gz / 1024).toFixed(0)} KiB gzipped`);
  for (const s of scripts) console.log(`  ${s.url.replace(base, '')} ${(gzipSync(s.body, { level: 9 }).length / 1024).toFixed(1)} KiB gz`);
  console.log(`url after load: ${page.url()}`);
  await shot(page, 'desktop-01-login');

  scripts.length = 0;
  await signIn(page, 'e2e-staff', { navigate: false });
  await page.getByText('e2e-staff@example.org').waitFor();
  await page.waitForLoadState('networkidle');
  const afterGz = scripts.reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0);
  console.log(`after sign-in to the users list: ${scripts.length} more scripts, ${(afterGz / 1024).toFixed(0)} KiB gzipped`);
  console.log(`url after sign-in: ${page.url()}`);
  await shot(page, 'desktop-02-users');

  await page.getByRole('menuitem', { name: 'People Groups' }).click();
  await page.getByText('Adoptions available').first().waitFor();
  await shot(page, 'desktop-03-people-groups');
  await page.getByPlaceholder('Search').fill('Pashtun');
  await page.waitForTimeout(1200);
  await shot(page, 'desktop-04-people-groups-pashtun');
  await page.getByText('Pashtun, Northern').first().click();
  await page.getByText('Data:').first().waitFor();
  await shot(page, 'desktop-05-people-group-show', true);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.waitForTimeout(1500);
  await page.locator('input[name="numAdoptionsAvailable"]').waitFor();
  await shot(page, 'desktop-06-people-group-edit', true);
  await page.locator('input[name="numAdoptionsAvailable"]').fill(String(10 + (Date.now() % 50)));
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Element updated').waitFor().catch(() => {});
  await shot(page, 'desktop-07-people-group-saved');

  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByText('mnguyen', { exact: true }).click();
  await page.locator('input[name="email"]').waitFor();
  await shot(page, 'desktop-08-user-edit', true);

  await page.goto(`${base}/admin/users/create`);
  await page.locator('input[name="username"]').waitFor();
  await shot(page, 'desktop-09-user-create', true);

  await page.getByRole('menuitem', { name: 'Invites' }).click();
  await page.getByText('grace@example.org').waitFor();
  await shot(page, 'desktop-10-invites');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.locator('input[name="fullName"]').fill('Ruth Tester');
  await page.locator('input[name="email"]').fill('ruth@example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('invite-url').waitFor();
  await shot(page, 'desktop-11-invite-created');

  await page.getByRole('menuitem', { name: 'Mail Outbox' }).click();
  await page.getByText('Your sign-in link').waitFor();
  await shot(page, 'desktop-12-outbox');
  await page.getByText('You are invited to Reach').click();
  await page.getByTestId('mail-text-body').waitFor();
  await page.waitForTimeout(600);
  const frameText = await page.frameLocator('iframe').locator('body').innerText();
  console.log(`html body frame text: ${JSON.stringify(frameText.slice(0, 80))}`);
  await shot(page, 'desktop-13-outbox-show', true);
  await context.close();
}

// Phone
{
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  watch(page, 'phone');
  await page.goto(`${base}/admin/`);
  await page.locator('input[name="username"]').waitFor();
  await shot(page, 'phone-01-login');
  await signIn(page, 'e2e-staff');
  await page.getByText('e2e-staff').first().waitFor();
  await shot(page, 'phone-02-users');
  await page.goto(`${base}/admin/people-groups`);
  await page.getByText('Afghanistan').first().waitFor();
  await shot(page, 'phone-03-people-groups');
  await page.getByText('Afghanistan').first().click();
  await page.getByText('Data:').first().waitFor();
  await shot(page, 'phone-04-people-group-show');
  await page.goto(`${base}/admin/outbox`);
  await page.getByText('Your sign-in link').waitFor();
  await shot(page, 'phone-05-outbox');
  await context.close();
}

// A partner is refused
{
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  watch(page, 'partner');
  await signIn(page, 'e2e-partner');
  await page.getByText('Only staff can use the back office.').waitFor();
  console.log(`partner url: ${page.url()}, token: ${await page.evaluate(() => localStorage.getItem('authToken'))}`);
  await shot(page, 'desktop-14-partner-refused');
  await context.close();
}

await browser.close();
console.log(problems.length ? `problems:\n${problems.join('\n')}` : 'no console errors');
