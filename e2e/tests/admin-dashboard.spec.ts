// The back office's dashboard, against the real server: staff land on it after signing in; each
// tile's count is what the API counts, and following the tile lands on the list filtered to those
// rows, which shows the same count. A field worker's submitted report shows up on the Pending tile,
// a donor's monthly charge that failed (the sandbox's 'Fail next charge') on the Failed payments one.
// The giving chart, the adoptions by region and the world map are there, and the page fits 1280 px.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { giveMonthlyThroughTheSandbox } from './giving-helpers';
import { asStaff, gql, unique } from './helpers';
import { fileQuarterlyReport, linkPeopleGroup, newUser, peopleGroups } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

/** The lists' counts, as the API answers them. */
const META: Record<string, string> = {
  reportsPending: '_allReportsMeta(filter: { status: [PENDING] })',
  reportsOnHold: '_allReportsMeta(filter: { status: [HOLD] })',
  loanAgreementsSigning: '_allLoanAgreementsMeta(filter: { status: SIGNING })',
  mousSigning: '_allMousMeta(filter: { status: SIGNING })',
  failedPayments: '_allPaymentsMeta(filter: { status: "FAILED" })',
  failedMail: '_allOutboxMailsMeta(filter: { status: "FAILED" })',
};

/** What each tile's list shows of its count, and where it is. */
const LANDS: Record<string, { url: RegExp; shows: (page: Page, n: number) => Promise<void> }> = {
  reportsPending: {
    url: /\/admin\/reports\?.*PENDING/,
    shows: (page, n) => expect(page.getByRole('tab', { name: `Pending (${n})` })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 }),
  },
  reportsOnHold: {
    url: /\/admin\/reports\?.*HOLD/,
    shows: (page, n) => expect(page.getByRole('tab', { name: `On Hold (${n})` })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 }),
  },
  loanAgreementsSigning: {
    url: /\/admin\/loan-agreements\?.*SIGNING/,
    shows: (page, n) => expect(page.getByRole('tab', { name: `Signing (${n})` })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 }),
  },
  mousSigning: {
    url: /\/admin\/mous\?.*SIGNING/,
    shows: (page, n) => expect(page.getByRole('tab', { name: `Signing (${n})` })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 }),
  },
  failedPayments: { url: /\/admin\/payments\?.*FAILED/, shows: (page, n) => rowsShown(page, n) },
  failedMail: { url: /\/admin\/outbox\?.*FAILED/, shows: (page, n) => rowsShown(page, n) },
};

/** rowsShown: the list's pagination says "of n", or, for none, the list says it found none. */
const rowsShown = async (page: Page, n: number) => {
  if (n > 0) await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(new RegExp(`of ${n}$`), { timeout: 30_000 });
  else await expect(page.getByText(/No .* found|No results/i).first()).toBeVisible({ timeout: 30_000 });
};

test.describe('back office: dashboard', () => {
  test("each tile's count is the list it links to", async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // A field worker submits a people group quarterly report: one more waits for a decision.
    const author = await newUser(['field-worker'], unique('Dana Dashboard '));
    const [group] = await peopleGroups(1, 11);
    await linkPeopleGroup(author.contactId, group.id, 'FIELD_WORKER');
    const staff = await asStaff();
    const before = (await gql(`{ m: ${META.reportsPending} { count } }`, {}, staff)).m.count as number;
    await fileQuarterlyReport(author, group.id, {
      notes: 'dashboard',
      fields: {
        receivedFinancialSupport: false, receivedForHimself: 0, receivedTotal: 0,
        churchesPlanted: [], numHeardForFirstTime: 3, numSalvations: 1, numWaterBaptisms: 0,
      },
    });

    // A donor's monthly charge fails: one more failed payment.
    const donor = await newUser(['partner'], unique('Fay Failing '));
    const gift = await giveMonthlyThroughTheSandbox(donor.token);
    const failedBefore = (await gql(`{ m: ${META.failedPayments} { count } }`, {}, staff)).m.count as number;
    await gql('mutation($id: ID!) { sandboxFailNextCharge(giftId: $id) { _id } }', { id: gift.giftId }, staff);

    const counts: Record<string, number> = {};
    for (const [tile, meta] of Object.entries(META)) counts[tile] = (await gql(`{ m: ${meta} { count } }`, {}, staff)).m.count;
    expect(counts.reportsPending).toBe(before + 1);
    expect(counts.failedPayments).toBe(failedBefore + 1);

    await signInAsStaff(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const tile of Object.keys(META)) {
      await expect(page.locator(`[data-tile="${tile}"] [data-count]`)).toHaveText(String(counts[tile]));
    }
    await expect(page.getByRole('img', { name: 'Giving per month' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New adoptions by region' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map of [\d,]+ people groups by adoption$/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard.png'), fullPage: true });

    for (const [tile, land] of Object.entries(LANDS)) {
      await page.goto('/admin/');
      await page.locator(`[data-tile="${tile}"]`).click();
      await expect(page).toHaveURL(land.url);
      await land.shows(page, counts[tile]);
    }
  });
});
