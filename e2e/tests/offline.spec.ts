// The portal on the device (issue 32, docs/offline.md): after one visit it opens offline on any
// portal route with the "You are offline" bar; a new build deployed while a page is open shows
// "A new version of Reach is ready — Reload" and Reload runs it; the Cache API never holds an
// answer of the API or a file; Chrome finds the portal installable. Each test runs a server of
// its own (offline-helpers.ts), which it stops to take the network away or replaces by another
// binary as a deploy would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_LAUNCH, REACH_BIN } from '../env';
import { cachedURLs, openSignedIn, OwnServer, reopenOffline, workerBuild, workerReady } from './offline-helpers';

test.describe.configure({ mode: 'serial' });

const OFFLINE_BAR = 'You are offline';
const NEW_VERSION = 'A new version of Reach is ready — Reload';

// What may be in the Cache API: the build's files and the giving remote's, never the API, a
// file, an export or a page the server wrote.
const NEVER_CACHED = /\/(graphql|files|uploads|personal-data|auth|verify|agreements|sandbox-checkout)(\/|\?|$)/;

test('a field worker opens the portal offline after one visit, on a route visited and on one not', async ({ context, page }) => {
  test.setTimeout(180_000);
  const server = new OwnServer(1);
  await server.start();
  try {
    const user = await server.signedInUser('field-worker');
    // The field worker works among one people group.
    const staff = await server.signedInUser('staff');
    const me = await server.gql<{ myProfileForUser: { myContact: { _id: string } } }>('{ myProfileForUser { myContact { _id } } }', {}, user.token);
    const { allPeopleGroups } = await server.gql<{ allPeopleGroups: Array<{ id: string; nameAcrossCountries: string }> }>(
      '{ allPeopleGroups(page: 0, perPage: 1, sortField: "population", sortOrder: "DESC") { id nameAcrossCountries } }',
      {},
      staff.token,
    );
    const group = allPeopleGroups[0];
    await server.gql(
      'mutation($c: ID!, $p: ID!) { createPeopleGroupLink(contactId: $c, peopleGroupId: $p, type: FIELD_WORKER) { id } }',
      { c: me.myProfileForUser.myContact._id, p: group.id },
      staff.token,
    );
    await openSignedIn(page, server, user.token, '/upgs');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByText(group.nameAcrossCountries).first()).toBeVisible({ timeout: 30_000 });
    await workerReady(page);

    // Closed and opened again offline: the portal, its bar, and the people groups as last seen.
    const again = await reopenOffline(context, page, server, '/upgs');
    await expect(again.getByRole('status').filter({ hasText: new RegExp(`^${OFFLINE_BAR}$`) })).toBeVisible({ timeout: 30_000 });
    await expect(again.getByText(group.nameAcrossCountries).first()).toBeVisible({ timeout: 30_000 });
    await expect(again.getByText(/as of/).first()).toBeVisible();
    page = again;

    for (const where of ['/upgs', '/holistic']) {
      const offline = await reopenOffline(context, page, server, where);
      // The portal, not the browser's "no internet" page.
      expect(offline.url()).toContain(server.base);
      // The bar comes with the registration's chunk, once the page is idle.
      await expect(offline.getByRole('status').filter({ hasText: new RegExp(`^${OFFLINE_BAR}$`) })).toBeVisible({ timeout: 30_000 });
      await expect(offline.locator('#root')).not.toBeEmpty();
      await expect(offline.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
      page = offline;
    }

    // Back online, the bar goes.
    await server.start();
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_BAR)).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('the Cache API holds no GraphQL answer and no file after browsing signed in', async ({ page }) => {
  test.setTimeout(120_000);
  const server = new OwnServer(2);
  await server.start();
  try {
    const user = await server.signedInUser('field-worker');
    await openSignedIn(page, server, user.token, '/upgs');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await workerReady(page);
    // A second load, served by the worker, walks a few screens.
    for (const where of ['/upgs', '/holistic', '/my-profile', '/partner', '/upgs']) {
      await page.goto(`${server.base}${where}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    }
    const cached = await cachedURLs(page);
    const urls = Object.values(cached).flat();
    expect(urls.length).toBeGreaterThan(20); // the build is there
    expect(urls.filter((u) => NEVER_CACHED.test(new URL(u).pathname))).toEqual([]);
    for (const u of urls) expect(new URL(u).origin).toBe(server.base);
    expect(await page.evaluate(async () => !!(await caches.match('/graphql', { ignoreSearch: true, ignoreMethod: true })))).toBe(false);
    expect(Object.keys(cached).every((name) => name.startsWith('reach-'))).toBe(true);
  } finally {
    await server.stop();
  }
});

test('Chrome finds the portal installable', async () => {
  const server = new OwnServer(3);
  await server.start();
  // A profile on disk: Chrome installs nothing from an incognito window (a test's usual context).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'reach-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH });
  try {
    const page = await context.newPage();
    await page.goto(`${server.base}/sign-in`);
    await workerReady(page);
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await fetch(`${server.base}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Reach', display: 'standalone', theme_color: '#336195', start_url: '/' });
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
});

test('a new build deployed while a page is open: the bar shows and Reload runs the new build', async ({ context, page }) => {
  test.setTimeout(300_000);
  // The next build: the same apps, another build name, which the server writes into /sw.js.
  const nextBuild = `e2e-next-${Date.now().toString(36)}`;
  const nextBin = process.env.REACH_BIN_NEXT || path.join(path.dirname(REACH_BIN), 'reach-e2e-next');
  if (!process.env.REACH_BIN_NEXT) {
    execFileSync('go', ['build', '-tags', 'embedui', '-ldflags', `-X github.com/reachmissions/reach/backend/internal/server.Build=${nextBuild}`, '-o', nextBin, './backend/cmd/reach'], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: 'pipe',
      timeout: 240_000,
    });
  }
  const server = new OwnServer(4);
  await server.start();
  try {
    const user = await server.signedInUser('field-worker');
    await openSignedIn(page, server, user.token, '/upgs');
    await workerReady(page);
    await page.reload(); // now the worker serves the page
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const first = await workerBuild(page);
    expect(first).not.toBeNull();
    const firstCaches = Object.keys(await cachedURLs(page)).filter((n) => n.startsWith('reach-giving-'));

    // Deploy: the first binary stops, the next starts on the same port.
    await server.stop();
    await server.start(nextBin);
    // The page looks for a new build when the connection comes back (and on load, on a route
    // change every few minutes, when shown again).
    await context.setOffline(true);
    await context.setOffline(false);

    const bar = page.getByRole('status').filter({ hasText: NEW_VERSION });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    await Promise.all([page.waitForEvent('load'), bar.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect.poll(() => workerBuild(page)).toBe(process.env.REACH_BIN_NEXT ? expect.anything() : nextBuild);
    expect(await workerBuild(page)).not.toBe(first);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
    // The old build's giving cache went with it.
    const givingCaches = Object.keys(await cachedURLs(page)).filter((n) => n.startsWith('reach-giving-'));
    for (const old of firstCaches) expect(givingCaches).not.toContain(old);
  } finally {
    await server.stop();
  }
});
