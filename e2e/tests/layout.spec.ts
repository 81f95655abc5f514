// Every back-office list fits a 1280 × 800 window without a sideways scrollbar of the page (a
// wide table scrolls in its own area), and the portal's quarterly stats show every figure on a 390 px phone.
import { expect, test, type Page } from '@playwright/test';
import { USERS } from '../env';
import { asStaff, gql, tokenFor } from './helpers';
import { makeProject, payInSandbox, someGroups } from './giving-helpers';
import { linkPeopleGroup, newUser, openAs, peopleGroups } from './portal-seed';

const LISTS = [
  'users',
  'invites',
  'contacts',
  'outbox',
  'reports',
  'holistic-projects',
  'adoptions',
  'project-sponsorships',
  'payments',
  'loan-agreements',
  'mous',
  'people-groups',
  'people-group-links',
  'project-links',
  'upg-stats',
  'prayer-requests',
  'testimonies',
  'training-courses',
  'training-files',
  'simple-lists',
];

/** overflow is how far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

test('every back-office list fits 1280 × 800 without a sideways page scrollbar', async ({ page }) => {
  // twenty lists and a paid gift: a budget for a busy machine
  test.setTimeout(420_000);
  // a paid gift, so the Payments list has a full row (payer, email, fund, transaction)
  const [g] = await someGroups({}, 1);
  const projectId = await makeProject({ projectName: `Wide Row Well ${Date.now().toString(36)}`, typeOfProject: 'CLEAN_WATER', regionCode: g.regionCode, peopleGroupIds: [g._id], fundingTarget: 5_000_000, numSupported: 1, desc: 'A well.' });
  await page.goto(`/partner/sponsor-a-project/${projectId}`);
  await page.getByLabel('Donation amount').fill('25');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payInSandbox(page);
  await page.waitForURL(/success/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, { token: await tokenFor(USERS.staff) }, '/admin/users');
  const wide: string[] = [];
  for (const list of LISTS) {
    await page.goto(`/admin/${list}`);
    // the list, or its 'No … yet' page when it is empty
    await expect(page.locator('.RaList-content, [class*="RaEmpty"]').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    const over = await overflow(page);
    if (over > 0) wide.push(`${list}: ${over}px too wide`);
  }
  expect(wide).toEqual([]);
});

test("the portal's quarterly stats show every figure on a 390 px phone, a card per quarter", async ({ page }) => {
  const user = await newUser(['field-worker']);
  const [g] = await peopleGroups(1, 70);
  await linkPeopleGroup(user.contactId, g.id, 'FIELD_WORKER');
  await gql(
    `mutation($pg: ID!) {
      a: createUpgStatsRecord(peopleGroupId: $pg, quarter: "2026.Q1", numSalvations: 1234567, numChurchesPlanted: 20000, numHeardForFirstTime: 9876543, numWaterBaptisms: 4321, numPrayerRequests: 12) { id }
      b: createUpgStatsRecord(peopleGroupId: $pg, quarter: "2026.Q2", numSalvations: 5, numWaterBaptisms: 3) { id }
    }`,
    { pg: g.id },
    await asStaff(),
  );
  const shots = process.env.REACH_E2E_SHOTS ?? '/tmp';
  const labels = ['Holistic Projects', 'Active Adoptions', 'Adopters', 'Regional Coordinators', 'Field Workers', 'Churches Planted', 'Heard for the First Time', 'Salvations', 'Water Baptisms', 'Testimonies', 'Prayer Requests'];
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, user, `/upgs/${g.id}/quarterlyStats`);
  const cards = page.getByTestId('stats-card');
  await expect(cards).toHaveCount(2);
  // newest quarter first; each card shows the quarter and all eleven figures within the screen's width
  await expect(cards.first().getByRole('heading')).toHaveText('Q2 2026');
  const q1 = page.getByRole('article', { name: 'Q1 2026' });
  for (const label of labels) {
    const term = q1.locator('dt', { hasText: new RegExp(`^${label}$`) });
    await expect(term, label).toBeVisible();
    const box = (await term.boundingBox())!;
    expect(box.x + box.width, label).toBeLessThanOrEqual(390);
  }
  await expect(q1.locator('dt:text-is("Salvations") + dd')).toHaveText('1,234,567');
  await expect(q1.locator('dt:text-is("Water Baptisms") + dd')).toHaveText('4,321');
  await expect(page.getByRole('table', { name: 'Quarterly Stats' })).toBeHidden();
  expect(await overflow(page)).toBe(0);
  await page.screenshot({ path: `${shots}/upg-stats-390.png`, fullPage: true });

  // On a wide screen the table stays: a row per quarter, a column per figure.
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table', { name: 'Quarterly Stats' });
  await expect(table.getByRole('columnheader')).toHaveText(['Quarter', ...labels]);
  await expect(table.getByRole('row', { name: /Q1 2026/ })).toContainText('1,234,567');
  await expect(cards.first()).toBeHidden();
  expect(await overflow(page)).toBe(0);
  // every column shows: the table does not scroll in its area to hide the last ones
  const region = page.getByRole('region', { name: 'Quarterly Stats' });
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  await expect(table.getByRole('columnheader', { name: 'Prayer Requests' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `${shots}/upg-stats-1280.png`, fullPage: true });
});
