// What the back office tells staff after they act, in their language, against the real server:
// in French a bulk approval counts what it approved and names, in French, the report it left
// (the server's reason comes in French too), and a sandbox charge and refund say what happened
// with the amount written the French way. In Arabic the dashboard reads right to left: the
// giving chart starts with its oldest month on the right, its amounts' axis stands on the
// right edge, and the map's legend runs from the right. Screenshots at 1280 px in both.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { giveMonthlyThroughTheSandbox } from './giving-helpers';
import { asStaff, gql, unique } from './helpers';
import { fileQuarterlyReport, linkPeopleGroup, newUser, openAs, peopleGroups, type SeededUser } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');

/** speak sets the suite's staff member's language on their profile (the back office follows it). */
const speak = async (language: string) => {
  const token = await asStaff();
  const me = await gql<{ myProfileForUser: { _id: string } }>('{ myProfileForUser { _id } }', {}, token);
  await gql('mutation($p: ProfileInput!) { editMyProfileForUser(profile: $p) { _id } }', { p: { _id: me.myProfileForUser._id, language } }, token);
  return { token };
};
test.afterEach(async () => {
  await speak('en');
});

/** fileReport files and submits a people group quarterly report of this quarter as the author. */
const fileReport = (author: SeededUser, peopleGroupId: string) =>
  fileQuarterlyReport(author, peopleGroupId, {
    notes: 'Notes',
    fields: {
      receivedForHimself: 1_000_000,
      receivedTotal: 1_000_000,
      churchesPlanted: [{ _id: 'c1', villageName: 'Kisumu Ndogo', country: 'KE', numChurches: 1, numBelievers: 12 }],
      numHeardForFirstTime: 40,
      numSalvations: 3,
      numWaterBaptisms: 2,
    },
  });

/** settle waits until the page has drawn its data: the network is quiet and no spinner shows. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
};

/** usd is an amount in US dollars the way the browser's Intl writes it in a locale. */
const usd = (page: Page, locale: string, dollars: number) =>
  page.evaluate(([l, d]) => new Intl.NumberFormat(l as string, { style: 'currency', currency: 'USD' }).format(d as number), [locale, dollars]);

test.describe('back office notices in the staff member language', () => {
  test('in French a bulk approval and the sandbox say what they did in French', async ({ browser }) => {
    test.setTimeout(180_000);
    const staff = await speak('fr');
    const authorName = unique('Fanny Rapport ');
    const author = await newUser(['field-worker'], authorName);
    const groups = await peopleGroups(2, 40);
    for (const g of groups) await linkPeopleGroup(author.contactId, g.id, 'FIELD_WORKER');
    const ids = [await fileReport(author, groups[0].id), await fileReport(author, groups[1].id)];

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openAs(page, staff, '/admin/reports');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByPlaceholder('Rechercher').fill(authorName);
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await page.getByRole('checkbox', { name: /Tout sélectionner|Select all/ }).check();
    // One of them is held by someone else after the list was read: it is left as it is, named.
    await gql('mutation($id: ID!) { holdReport(id: $id, reason: "Les chiffres manquent.") { _id } }', { id: ids[1] }, await asStaff());
    await page.getByRole('button', { name: 'Approuver la sélection' }).click();
    const notice = page.locator('.MuiSnackbarContent-message').filter({ hasText: 'approuvé' });
    await expect(notice).toContainText('1 approuvé ; 1 ignoré :');
    // The report's status in French, the server's reason as it answered (in French).
    await expect(notice).toContainText('(En attente) : ');
    await expect(notice).toContainText('Veuillez le recharger.');
    await expect(notice).not.toContainText('approved');
    await expect(notice).not.toContainText('skipped');
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'admin-fr-bulk-approve-1280.png') });

    // The sandbox: a monthly gift's next month charged, then refunded, each told in French.
    const donor = await newUser(['partner'], unique('Denis Donateur '));
    const gift = await giveMonthlyThroughTheSandbox(donor.token, 45);
    const amount = await usd(page, 'fr', 45);
    await page.goto(`/admin/project-sponsorships/${gift.giftId}/show`);
    await page.getByRole('button', { name: 'Prélever le mois suivant (sandbox)' }).click();
    await expect(page.getByText(`${amount} débités : le donateur reçoit un reçu`)).toBeVisible();
    await expect(page.getByText(/the donor gets a receipt/)).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, 'admin-fr-sandbox-charge-1280.png'), fullPage: true });

    const paid = await gql<{ allPayments: Array<{ _id: string }> }>(
      'query($q: String) { allPayments(filter: { q: $q, status: "PAID" }, sortField: "createdAt", sortOrder: "DESC", perPage: 1) { _id } }',
      { q: donor.email },
      await asStaff(),
    );
    await page.goto(`/admin/payments/${paid.allPayments[0]._id}/show`);
    await page.getByRole('button', { name: 'Rembourser (sandbox)' }).click();
    await expect(page.getByText(`${amount} remboursés : le donateur reçoit un reçu rectifié`)).toBeVisible();
    await context.close();
  });

  test('in Arabic the dashboard reads right to left: the chart, its axis and the map legend mirrored', async ({ browser }) => {
    test.setTimeout(180_000);
    const staff = await speak('ar');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openAs(page, staff, '/admin/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const chart = page.getByRole('img', { name: 'العطاء شهريًا' });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('data-dir', 'rtl');
    await settle(page);

    // The months: the oldest on the right, the newest on the left.
    const months = chart.locator('g[data-month]');
    const count = await months.count();
    expect(count).toBeGreaterThan(1);
    const first = (await months.first().locator('text').boundingBox())!;
    const last = (await months.last().locator('text').boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    // The amounts' axis stands right of every bar.
    const bars = await chart.locator('rect').evaluateAll((rs) => rs.map((r) => r.getBoundingClientRect().right));
    const axis = await chart.locator('[data-axis]').evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect().left));
    for (const left of axis) expect(left).toBeGreaterThanOrEqual(Math.max(...bars) - 1);
    // Month names and counts in Arabic (the locale's own month names).
    const monthName = await page.evaluate(() => new Date().toLocaleDateString('ar', { month: 'short', timeZone: 'UTC' }));
    await expect(chart).toContainText(monthName);

    // The map's legend runs from the right: 'Adopted' first, at the right.
    const legend = page.getByText(/^مُتبنّى: /);
    await expect(legend).toBeVisible({ timeout: 30_000 });
    const notAdopted = page.getByText(/^غير مُتبنّى: /);
    expect((await legend.boundingBox())!.x).toBeGreaterThan((await notAdopted.boundingBox())!.x);
    await expect(page.getByRole('img', { name: /^خريطة / })).toBeVisible();

    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'admin-ar-dashboard-chart-1280.png'), fullPage: true });
    await context.close();
  });
});
