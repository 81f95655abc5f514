// 'My Giving' (issue 14 "Giving history"): a donor's gift is listed with its amount, its receipt
// downloads as a PDF naming the amount and the receipt number, and a donor without gifts is
// pointed to the giving site.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { listCards } from './giving-helpers';
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
