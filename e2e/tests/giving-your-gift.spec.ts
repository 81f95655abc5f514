// A donor's own gift beside the suggested level (issue: "the donor's own gift"): the adopt flow
// shows a monthly gift's twelve months where the donor chooses it, the success page's words
// match what happens (the group shows at once) and its button's words match where it goes, and
// /upgs and the group's page show 'Your gift' as the flow charged it, at 1280 and 390 px.
import { expect, test } from '@playwright/test';
import { listCards, payInSandbox } from './giving-helpers';
import { newUser, openAs } from './portal-seed';

/** day writes a YYYY-MM-DD day as the giving site and the portal do: '28 Nov 2026'. */
const day = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const plusYear = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;

test('a donor adopts monthly at level 1 and finds their own gift beside the suggested level', async ({ page }) => {
  test.setTimeout(120_000);
  const shots = test.info().outputPath.bind(test.info());
  const user = await newUser(['partner'], 'Gita Giver');
  const today = new Date().toISOString().slice(0, 10);

  await openAs(page, user, '/partner/adopt-a-upg');
  const first = listCards(page).first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Funding Details', level: 1 })).toBeVisible();

  // Step 1: the twelve months show where the donor chooses monthly and the first donation, and follow the date.
  const period = page.getByTestId('gift-period');
  await expect(period).toHaveCount(0);
  await page.getByRole('radio', { name: 'Monthly', exact: true }).check();
  const later = plusDays(today, 10);
  await page.getByLabel('First donation date').fill(later);
  await expect(period).toContainText(`Your monthly gift runs for 12 months: from ${day(later)} to ${day(plusYear(later))}.`);
  await page.getByLabel('First donation date').fill(today);
  await expect(period).toContainText(`from ${day(today)} to ${day(plusYear(today))}.`);
  await page.getByRole('radio', { name: /Level 1/ }).check();
  await page.screenshot({ path: shots('funding-details-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(period).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await period.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('funding-details-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2 repeats it.
  await expect(page.getByRole('heading', { name: 'Adopt Your UPG', level: 1 })).toBeVisible();
  await expect(page.getByText(day(plusYear(today)), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // The checkout charges those twelve months.
  await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
  await expect(page.getByText(`$30.00 / month from ${day(today)} to ${day(plusYear(today))}`)).toBeVisible();
  await payInSandbox(page);

  // Signed in and charged now: the group is in the dashboard already, and the button says where it goes.
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('gift-amount')).toHaveText('$30.00');
  await expect(page.getByTestId('gift-frequency')).toHaveText('Monthly');
  await expect(page.getByText('Recent Donations')).toHaveCount(0);
  await expect(page.getByText(/day or two/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to My Dashboard' }).click();
  await expect(page).toHaveURL(/\/upgs$/);

  // /upgs: the card shows the suggested level and, beside it, the donor's own gift and prayer.
  const gift = `Level 1, $30 a month since ${day(today)}`;
  const card = page.getByTestId('upg-card').filter({ hasText: name }).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Suggested Level')).toBeVisible();
  await expect(card.getByText('Your gift', { exact: true })).toBeVisible();
  await expect(card.getByText(gift, { exact: true })).toBeVisible();
  await expect(card.getByText(`Committed to pray since ${day(today)}`, { exact: true })).toBeVisible();
  await card.screenshot({ path: shots('upgs-card-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByText(gift, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shots('upgs-phone.png'), fullPage: false });

  // The group's page shows it in the same place as the suggested level.
  await card.click();
  await expect(page).toHaveURL(/\/upgs\/[^/]+\/info$/);
  const about = page.locator('dl');
  await expect(about.getByText('Suggested Level')).toBeVisible();
  await expect(about.getByText('Your gift', { exact: true })).toBeVisible();
  await expect(about.getByText(gift, { exact: true })).toBeVisible();
  await expect(about.getByText(`Committed to pray since ${day(today)}`, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shots('upg-detail-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shots('upg-detail-desktop.png'), fullPage: true });
});
