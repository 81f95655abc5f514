// The portal's data offline (issue 32, docs/offline.md "Your data on the device"): lists read
// while online show offline with "as of"; a report written and submitted offline waits on the
// device and is sent once the connection is back; a conflict keeps the local copy and overwrites
// nothing; signing out with a report waiting warns, then leaves nothing of the user on the device.
// The page stays open while offline (context.setOffline): opening the portal offline, from the
// service worker's copy of the app, is checked where that copy is built.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { gql } from './helpers';
import { cachedURLs } from './offline-helpers';
import { linkPeopleGroup, newUser, openAs, peopleGroups, PNG, quarterBack, type SeededUser } from './portal-seed';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function fieldWorkerOnGroup(offset: number, name = 'Fiona Field'): Promise<{ user: SeededUser; group: { id: string; nameAcrossCountries: string } }> {
  const user = await newUser(['field-worker'], name);
  const [group] = await peopleGroups(1, offset);
  await linkPeopleGroup(user.contactId, group.id, 'FIELD_WORKER');
  return { user, group };
}

const REPORTS = `query($f: UpgQuarterlyReportFilters) { allUpgQuarterlyReportsForUser(first: 50, filters: $f) { edges { node { _id status notes version publicAttachmentIds } } } }`;

async function serverReports(user: SeededUser, groupId: string) {
  const d = await gql(REPORTS, { f: { peopleGroupId: groupId } }, user.token);
  return (d.allUpgQuarterlyReportsForUser.edges as Array<{ node: { _id: string; status: string; notes: string; version: number; publicAttachmentIds: string[] } }>).map((e) => e.node);
}

/** deviceRecords answers every record the portal keeps in IndexedDB, by database and store. */
function deviceRecords(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const out: Record<string, unknown[]> = {};
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        out[`${info.name}/${store}`] = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result.map((r: { blob?: unknown; photos?: unknown[] }) => ({ ...r, photos: r.photos?.length })));
        });
      }
      db.close();
    }
    return out;
  });
}

/** cachedUrls lists what the Cache API holds for the page's origin, every cache together. */
async function cachedUrls(page: Page): Promise<string[]> {
  return Object.values(await cachedURLs(page)).flat();
}

/**
 * writeReport fills the new quarterly report form with what Submit asks for: no financial
 * support, the three counts, and notes.
 */
async function writeReport(page: Page, notes: string) {
  await expect(page.getByText('Reports cover the last 3 months')).toBeVisible();
  await page.getByRole('region', { name: 'Finances' }).getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('People who heard the gospel for the first time').fill('40');
  await page.getByLabel('Salvations', { exact: true }).fill('3');
  await page.getByLabel('Water Baptisms', { exact: true }).fill('2');
  await page.getByLabel('Notes').fill(notes);
}

/** goInApp moves the open page to path as a click on a link would, without loading the page again. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** loadReportForm opens, online, a new report form and leaves it: its code and the group's answers are then on the page. */
async function loadReportForm(page: Page) {
  await page.getByRole('button', { name: 'New Report' }).click();
  await expect(page.getByText('Reports cover the last 3 months')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'New Report' })).toBeVisible();
}

test('the people groups list read online shows offline, as of when it was read', async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnGroup(80);
  await openAs(page, user, '/upgs');
  await expect(page.getByText(group.nameAcrossCountries).first()).toBeVisible();
  // a click online loads the code MUI runs on a click (the service worker keeps it for a page
  // opened offline); then another screen, read online too, in the same page
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'People Groups' }).click();
  await goInApp(page, `/upgs/${group.id}/reports`);
  await expect(page.getByRole('button', { name: 'New Report' })).toBeVisible();
  await expect(page.getByTestId('offline-as-of')).toHaveCount(0);

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'People Groups' }).click();
  await expect(page).toHaveURL(/\/upgs$/);
  await expect(page.getByText(group.nameAcrossCountries).first()).toBeVisible();
  await expect(page.getByTestId('offline-as-of')).toContainText('You are offline. Shown as last read on this device, as of');
  await page.screenshot({ path: `${process.env.REACH_E2E_SHOTS ?? '/tmp'}/portal-offline-list.png`, fullPage: true });
  // kept in IndexedDB, under this user, never in the Cache API
  const kept = await deviceRecords(page);
  expect(JSON.stringify(kept['reach-offline/answers'])).toContain(group.nameAcrossCountries);
  expect((kept['reach-offline/answers'] as Array<{ userId: string }>).every((r) => r.userId === user.id)).toBe(true);
  expect((await cachedUrls(page)).filter((u) => u.includes('/graphql'))).toEqual([]);

  // Back online, the list is the server's again.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByText(group.nameAcrossCountries).first()).toBeVisible();
  await expect(page.getByTestId('offline-as-of')).toHaveCount(0);
});

test('a quarterly report with a photo written and submitted offline is sent once the connection returns', async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnGroup(81);
  await openAs(page, user, `/upgs/${group.id}/reports`);
  await expect(page.getByText('No Reports')).toBeVisible();
  await loadReportForm(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'New Report' }).click();
  await writeReport(page, 'Written in the village without signal');
  await page.getByLabel('Add Public Attachments').setInputFiles({ name: 'well.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('pending-photos').first()).toBeVisible();
  await expect(page.getByTestId('offline-reason')).toContainText('Submit keeps the report on this device');
  await page.getByRole('button', { name: 'Submit Report' }).click();

  // Kept on the device, listed as waiting.
  await expect(page).toHaveURL(new RegExp(`/upgs/${group.id}/reports$`));
  await expect(page.getByText('You are offline. The report is kept on this device and will be sent when you are back online.')).toBeVisible();
  await expect(page.getByTestId('queued-report')).toHaveCount(1);
  await expect(page.getByTestId('queued-state')).toHaveText('Waiting to send');
  expect(await serverReports(user, group.id)).toEqual([]);

  // Back online: sent within seconds, shown Pending; the server holds exactly one report.
  await context.setOffline(false);
  await expect(page.getByTestId('queued-report')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('1 report kept on this device was sent.')).toBeVisible();
  await expect(page.getByTestId('report-card')).toHaveCount(1);
  await expect(page.getByTestId('report-card').getByTestId('report-status')).toHaveText('Pending Approval');
  const held = await serverReports(user, group.id);
  expect(held).toHaveLength(1);
  expect(held[0].status).toBe('PENDING');
  expect(held[0].notes).toBe('Written in the village without signal');
  expect(held[0].publicAttachmentIds).toHaveLength(1);
  // the queue is empty; a reload sends nothing twice
  await page.reload();
  await expect(page.getByTestId('report-card')).toHaveCount(1);
  expect(await serverReports(user, group.id)).toHaveLength(1);
});

test('reports queued offline while the same report changed on the server: the conflict shows and nothing is overwritten', async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnGroup(82);
  // A draft on the server, read by the device.
  const reportId = crypto.randomUUID();
  await gql(
    'mutation($r: UpgQuarterlyReportInput!) { createUpgQuarterlyReportForUser(report: $r) { _id } }',
    { r: { _id: reportId, peopleGroupId: group.id, quarter: quarterBack(1), notes: 'First words', onBehalfOf: false, receivedFinancialSupport: false, numHeardForFirstTime: 5, numSalvations: 1, numWaterBaptisms: 1 } },
    user.token,
  );
  await openAs(page, user, `/upgs/${group.id}/reports`);
  await expect(page.getByTestId('report-card')).toHaveCount(1);
  await loadReportForm(page);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Notes')).toHaveValue('First words');

  // Offline: the draft is changed and submitted, and a new report is written and submitted.
  await context.setOffline(true);
  await page.getByLabel('Notes').fill('Changed on the phone');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByTestId('queued-report')).toHaveCount(1);
  await page.getByRole('button', { name: 'New Report' }).click();
  await writeReport(page, 'A second report');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByTestId('queued-report')).toHaveCount(2);
  await expect(page.getByTestId('queued-state')).toHaveText(['Waiting to send', 'Waiting to send']);

  // Meanwhile the report is changed on the server (another device of the user).
  const { upgQuarterlyReportForUser: stored } = await gql('query($id: ID!) { upgQuarterlyReportForUser(_id: $id) { version } }', { id: reportId }, user.token);
  await gql('mutation($r: UpgQuarterlyReportInput!) { updateUpgQuarterlyReportForUser(report: $r) { _id } }', { r: { _id: reportId, version: stored.version, notes: 'Changed on the laptop' } }, user.token);

  await context.setOffline(false);
  // the new report is sent; the changed one is not, and says why
  await expect(page.getByTestId('queued-report')).toHaveCount(1, { timeout: 10_000 });
  await expect(page.getByTestId('queued-state')).toHaveText('Not sent');
  await expect(page.getByTestId('queued-message')).toHaveText('This report was changed by someone else. Please reload it.');
  await expect(page.getByRole('button', { name: 'Edit', exact: true }).first()).toBeVisible();
  await page.screenshot({ path: `${process.env.REACH_E2E_SHOTS ?? '/tmp'}/portal-offline-conflict.png`, fullPage: true });
  const held = await serverReports(user, group.id);
  expect(held).toHaveLength(2);
  const changed = held.find((r) => r._id === reportId)!;
  expect(changed.notes).toBe('Changed on the laptop');
  expect(changed.status).toBe('DRAFT');
  expect(held.find((r) => r._id !== reportId)!.status).toBe('PENDING');
  // the device still holds the phone's words
  expect(JSON.stringify((await deviceRecords(page))['reach-offline/outbox'])).toContain('Changed on the phone');

  // Edit puts the phone's copy back into the form, offered with a warning, not restored silently.
  await page.getByTestId('queued-report').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('restore-offer')).toContainText('made before the copy on the server was changed');
  await expect(page.getByLabel('Notes')).toHaveValue('Changed on the laptop');
});

test('signing out with a report waiting warns, then leaves nothing of the user on the device', async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnGroup(83, 'Una Offline');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Home (the people groups) is read first: the shell goes home after "Stay signed in".
  await openAs(page, user, '/upgs');
  await expect(page.getByText(group.nameAcrossCountries).first()).toBeVisible();
  await goInApp(page, `/upgs/${group.id}/reports`);
  await expect(page.getByText('No Reports')).toBeVisible();
  await loadReportForm(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'New Report' }).click();
  await writeReport(page, 'Nobody else may read this');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByTestId('queued-report')).toHaveCount(1);
  expect(JSON.stringify(await deviceRecords(page))).toContain(user.id);

  // The warning, then staying signed in keeps everything.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const warning = page.getByRole('dialog');
  await expect(warning).toContainText('1 report is waiting to be sent. Sign out anyway?');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(user.token);
  expect(JSON.stringify((await deviceRecords(page))['reach-offline/outbox'])).toContain('Nobody else may read this');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  const left = await deviceRecords(page);
  expect(JSON.stringify(left)).not.toContain(user.id);
  expect(JSON.stringify(left)).not.toContain('Nobody else may read this');
  expect((await cachedUrls(page)).filter((u) => u.includes('/graphql') || u.includes('/files'))).toEqual([]);

  // A second user on the same device sees nothing of the first.
  await context.setOffline(false);
  const second = await newUser(['field-worker'], 'Sol Second');
  await linkPeopleGroup(second.contactId, group.id, 'FIELD_WORKER');
  await openAs(page, second, `/upgs/${group.id}/reports`);
  await expect(page.getByText('No Reports')).toBeVisible();
  await expect(page.getByTestId('queued-report')).toHaveCount(0);
  await expect(page.getByText('Nobody else may read this')).toHaveCount(0);
  expect(await serverReports(user, group.id)).toEqual([]);
});
