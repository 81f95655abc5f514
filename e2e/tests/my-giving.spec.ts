// 'My Giving' (issue 14 "Giving history"): a donor's gift is listed with its amount, its receipt
// downloads as a PDF naming the amount and the receipt number, a donor without gifts is pointed
// to the giving site, and a monthly gift's amount is changed and the gift cancelled, with mail.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { listCards } from './giving-helpers';
import { gql, mailsTo } from './helpers';
import { newUser, openAs } from './portal-seed';

async function openMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 992) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Main menu' });
}

for (const w of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a gift shows in My Giving and its receipt downloads (${w.name})`, async ({ page }) => {
    await page.setViewportSize({ width: w.width, height: w.height });
    const donor = await newUser(['partner'], 'Gale Giver');
    await openAs(page, donor, '/partner/adopt-a-upg');
    await listCards(page).first().getByRole('link').first().click();
    await page.getByRole('radio', { name: 'One-time', exact: true }).check();
    await page.getByRole('radio', { name: /Level 1/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/upgs');
    await (await openMenu(page)).getByRole('link', { name: 'My Giving' }).click();
    await expect(page).toHaveURL(/\/my-giving$/);
    await expect(page.getByRole('heading', { name: 'My Giving', level: 1 })).toBeVisible();
    const card = page.getByTestId('gift-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('gift-amount')).toHaveText('$360.00');
    await expect(card.getByTestId('gift-status')).toHaveText('Paid');
    await expect(card.getByText('One-time', { exact: true })).toBeVisible();
    const receiptNumber = /R-[A-Za-z0-9-]+/.exec(await card.innerText())![0];
    await expect(page.getByLabel('Year')).toContainText(String(new Date().getUTCFullYear()));
    await page.screenshot({ path: test.info().outputPath(`my-giving-${w.width}.png`), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /Download receipt/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(path);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
    expect(text).toContain('360.00');
    expect(text).toContain(receiptNumber);

    const [statement] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download statement' }).click()]);
    const statementPath = test.info().outputPath(`statement-${statement.suggestedFilename()}`);
    await statement.saveAs(statementPath);
    expect(execFileSync('pdftotext', [statementPath, '-'], { encoding: 'utf8' })).toContain('360.00');
  });
}

test('a donor without gifts sees where to give', async ({ page }) => {
  const user = await newUser(['partner'], 'Nora Newcomer');
  await openAs(page, user, '/my-giving');
  await expect(page.getByTestId('empty-state')).toContainText('You have not given yet');
  await page.getByRole('link', { name: 'Give to the work' }).click();
  await expect(page).toHaveURL(/\/partner$|\/partner\//);
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a donor changes the amount of a monthly gift, then cancels it', async ({ page }) => {
  const donor = await newUser(['partner'], 'Mona Monthly');
  // A monthly gift from today to the holistic fund, paid on the sandbox checkout page.
  const today = new Date().toISOString().slice(0, 10);
  const start = await gql<{ startProjectSponsorshipCheckout: { url: string } }>(
    `mutation($in: ProjectCheckoutInput!) { startProjectSponsorshipCheckout(input: $in) { url } }`,
    { in: { projectId: '__reach__', amount: 40, recurring: true, startDate: today } },
    donor.token,
  );
  await openAs(page, donor, new URL(start.startProjectSponsorshipCheckout.url).pathname);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });

  await page.goto('/my-giving');
  const monthly = page.getByTestId('monthly-gift');
  await expect(monthly).toHaveCount(1);
  await expect(monthly).toContainText('Holistic projects fund');
  await expect(monthly.getByTestId('monthly-gift-amount')).toHaveText('$40.00 a month');
  await expect(monthly.getByTestId('monthly-gift-status')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Manage payment method' })).toHaveCount(0); // the sandbox has no customer portal
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Change amount: cents are refused with the giving form's message, then $55 is saved.
  await monthly.getByRole('button', { name: /Change amount/ }).click();
  const change = page.getByRole('dialog', { name: 'Change amount' });
  const amount = change.getByLabel('Monthly amount (US dollars)');
  await expect(amount).toHaveValue('40');
  await amount.fill('12.50');
  await change.getByRole('button', { name: 'Save amount' }).click();
  await expect(change.getByText('Please enter a donation amount', { exact: true })).toBeVisible();
  await amount.fill('55');
  await change.getByRole('button', { name: 'Save amount' }).click();
  await expect(change).toHaveCount(0);
  await expect(monthly.getByTestId('monthly-gift-amount')).toHaveText('$55.00 a month');
  await page.reload();
  await expect(page.getByTestId('monthly-gift').getByTestId('monthly-gift-amount')).toHaveText('$55.00 a month');
  await expect.poll(async () => (await mailsTo(donor.email, 'RECURRING_GIFT_CHANGED')).map((m) => m.subject)).toEqual(['Your monthly gift is now $55.00']);

  // On a phone: the page fits, and the gift is cancelled after a confirmation.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(monthly.getByTestId('monthly-gift-amount')).toBeVisible();
  // Measured once the page is laid out again at the new width: right after the resize it once
  // measured 15 px, where the page laid out at 390 px fits.
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('my-giving-monthly-390.png'), fullPage: true });
  await monthly.getByRole('button', { name: /Cancel monthly gift/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel monthly gift' });
  await expect(confirm).toContainText('Cancel your monthly gift of $55.00 to Holistic projects fund? No further charges will be made.');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('my-giving-cancel-390.png') });
  await confirm.getByRole('button', { name: 'Cancel monthly gift' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(monthly.getByTestId('monthly-gift-status')).toHaveText('Cancelled');
  await expect(monthly).toContainText('Cancelled on');
  await expect(monthly.getByRole('button')).toHaveCount(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The cancellation mail arrives, once.
  await expect.poll(async () => (await mailsTo(donor.email, 'RECURRING_GIFT_CANCELLED')).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(donor.email, 'RECURRING_GIFT_CANCELLED');
  expect(mail!.subject).toBe('Your monthly gift is cancelled');
  expect(mail!.textBody).toContain('Your monthly gift of $55.00 to Holistic projects fund was cancelled by Mona Monthly');
  expect(mail!.textBody).toContain('No further charges will be made.');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByTestId('monthly-gift').getByTestId('monthly-gift-status')).toHaveText('Cancelled');
  await page.screenshot({ path: test.info().outputPath('my-giving-monthly-1280.png'), fullPage: true });
});
