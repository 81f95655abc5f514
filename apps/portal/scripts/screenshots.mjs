#!/usr/bin/env node
// Screenshots of the built portal for a person to look at: serves dist
// (scripts/serve.mjs), opens pages at phone (390) and desktop (1280) widths in
// headless Debian chromium and writes PNGs. GraphQL is answered by a stub so
// the signed-in shell can be seen without the API. Fails on a console error
// that names the Content Security Policy.
//
//   node scripts/screenshots.mjs [outDir]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(process.argv[2] || path.join(here, '../../../e2e/screenshots'));
fs.mkdirSync(out, { recursive: true });
const port = 6000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(here, 'serve.mjs'), '--port', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, REACH_API: 'http://127.0.0.1:1' },
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const PROFILE = {
  _id: 'u1', username: 'grace', permissions: ['get-user-profile', 'view-user-ui-upg', 'list-user-people-group', 'view-user-ui-holistic', 'list-user-holistic-proposal-report', 'view-user-ui-training', 'view-user-ui-partner', 'view-user-ui-mou', 'view-user-ui-loan-agreement'],
  roles: ['field-worker'], email: 'grace@example.org', name: 'Grace Hopper', emailVerified: false, phone: '+15555551234',
  primaryThumbnailUrl: null, profilePhotoId: null, locale: null, createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
  myContact: { _id: 'c1', fullName: 'Grace Hopper' }, myHousehold: { _id: 'h1', fullName: 'Hopper Household' }, myOrganizations: [],
};

async function stub(page, signedIn) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() || {};
    const q = body.query || '';
    let data = null;
    if (q.includes('appConfig')) data = { appConfig: { googleClientId: 'demo.apps.googleusercontent.com', botCheckProvider: null, botCheckSiteKey: null, publicUrl: base, supportEmail: 'help@example.org' } };
    else if (q.includes('myProfileForUser') && signedIn) data = { myProfileForUser: PROFILE };
    else if (q.includes('userInvite')) data = { userInvite: { _id: 'i1', contactId: 'c9', roleIds: ['partner'], roles: [{ name: 'partner', label: 'Partner' }, { name: 'field-worker', label: 'Field Worker' }], contact: { _id: 'c9', fullName: 'Ada Lovelace', firstName: 'Ada', primaryEmailId: 'e1', primaryPhoneNumberId: 'p1', emails: [{ _id: 'e1', email: 'ada@example.org' }], phoneNumbers: [{ _id: 'p1', phone: '+15555550100' }] } } };
    else if (q.includes('sendForgotPasswordLink')) data = { sendForgotPasswordLink: true };
    else if (q.includes('interpretForgotPasswordLink') && body.variables?.code === 'good') data = { interpretForgotPasswordLink: { _id: 'u1', username: 'grace', name: 'Grace Hopper' } };
    if (data) return route.fulfill({ json: { data } });
    return route.fulfill({ json: { errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] } });
  });
}

const SHOTS = [
  { name: 'sign-in', path: '/sign-in' },
  { name: 'sign-in-errors', path: '/sign-in', act: async (p) => p.getByRole('button', { name: 'Sign In', exact: true }).click() },
  { name: 'sign-up', path: '/sign-up', full: true },
  { name: 'sign-up-errors', path: '/sign-up', full: true, act: async (p) => { await p.getByLabel('Password', { exact: true }).fill('short'); await p.getByRole('button', { name: 'Sign Up', exact: true }).click(); await p.getByText('Please correct the errors above').waitFor(); } },
  { name: 'sign-up-invite', path: '/sign-up?i=i1', full: true },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'forgot-password-error', path: '/forgot-password', act: async (p) => { await p.getByLabel('Email').fill('nope'); await p.getByRole('button', { name: 'Send Link' }).click(); } },
  { name: 'forgot-password-sent', path: '/forgot-password', act: async (p) => { await p.getByLabel('Email').fill('grace@example.org'); await p.getByRole('button', { name: 'Send Link' }).click(); await p.getByText('Return to Sign In').waitFor(); } },
  { name: 'reset-password', path: '/reset-password/good' },
  { name: 'reset-password-broken', path: '/reset-password/xyz' },
  { name: 'partner', path: '/partner' },
  { name: 'partner-signed-in', path: '/partner', signedIn: true },
  { name: 'upgs', path: '/upgs', signedIn: true },
  { name: 'upgs-menu', path: '/upgs', signedIn: true, phoneOnly: true, act: async (p) => { await p.getByRole('button', { name: 'Open menu' }).click(); await p.waitForTimeout(400); } },
  { name: 'my-profile', path: '/my-profile', signedIn: true },
  { name: 'not-found', path: '/nowhere-at-all', signedIn: true },
];
const WIDTHS = [{ tag: 'phone', width: 390, height: 844 }, { tag: 'desktop', width: 1280, height: 800 }];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const cspErrors = [];
try {
  for (const w of WIDTHS) {
    for (const s of SHOTS) {
      if (s.phoneOnly && w.tag !== 'phone') continue;
      const ctx = await browser.newContext({ viewport: { width: w.width, height: w.height }, deviceScaleFactor: 1 });
      const page = await ctx.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(`${s.path}: ${m.text()}`);
      });
      await stub(page, !!s.signedIn);
      if (s.signedIn) await ctx.addInitScript(() => { localStorage.setItem('authToken', 't'); });
      await page.goto(base + s.path, { waitUntil: 'networkidle' });
      if (s.act) await s.act(page);
      if (await page.getByText('could not load').count()) cspErrors.push(`${s.path}: the giving remote did not load`);
      await page.waitForTimeout(300);
      const file = path.join(out, `${s.name}-${w.tag}.png`);
      await page.screenshot({ path: file, fullPage: !!s.full });
      console.log(file);
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
if (cspErrors.length) {
  console.error('Problems:\n' + cspErrors.join('\n'));
  process.exit(1);
}
