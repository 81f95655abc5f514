// A gift given signed out with the address of an account: the success page shows nothing of the
// account, and the address's owner adds the gift to their account with the mailed link.
import { expect, test } from '@playwright/test';
import { linkInNewMail } from './helpers';
import { listCards } from './giving-helpers';
import { newUser } from './portal-seed';

test('a gift given signed out with an account’s address is claimed by its owner through the mailed link', async ({ page }) => {
  const owner = await newUser(['partner'], 'Clara Claimant');

  await page.goto('/partner/adopt-a-upg');
  await listCards(page).first().getByRole('link').first().click();
  await page.getByRole('radio', { name: 'One-time', exact: true }).check();
  await page.getByRole('radio', { name: /Level 1/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
  await page.getByLabel('Name', { exact: true }).fill('Dana Donor');
  await page.getByLabel('Email', { exact: true }).fill(owner.email);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
  // Nothing of the account shows to whoever typed its address.
  await expect(page.getByText('Clara Claimant')).toHaveCount(0);

  const link = await linkInNewMail(owner.email, 'GIFT_CLAIM', [], /\/claim-gift\?c=[A-Za-z0-9_%-]+/);

  // The owner follows it signed out: sign in, then back to the claim.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByRole('link', { name: 'I already have an account.' }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await page.getByLabel('Username or Email').fill(owner.username);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/claim-gift\?c=/);
  await expect(page.getByText(/^Your gift for .+ is now in your account\.$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('claim-gift.png'), fullPage: true });
  await page.getByRole('link', { name: 'Continue to My Dashboard' }).click();
  await expect(page).toHaveURL(/\/upgs$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'This link is invalid, was used already or has expired.' })).toBeVisible();
});
