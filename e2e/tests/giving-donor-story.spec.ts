// The donor's story (issue 14), end to end through the sandbox checkout: a signed-out visitor
// adopts a people group, signs up from the success page with the invite the gift brought, and
// finds the group on /upgs with the role Adopter; then gives a second time with the same address
// and gets no second invite but a second receipt, whose PDF holds the amount and the receipt number.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { listCards } from './giving-helpers';
import { mailsTo, unique } from './helpers';

/**
 * adoptOnce adopts, once, the first people group the giving site lists (the one named name, when
 * given) at Level 1 or 2, and waits for the sandbox checkout page.
 */
async function adoptOnce(page: Page, level: 'Level 1' | 'Level 2', name?: string) {
  await page.goto('/partner/adopt-a-upg');
  let card = listCards(page).first();
  if (name) {
    await page.getByLabel('Search', { exact: true }).fill(name);
    card = listCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
  }
  await card.getByRole('link').first().click();
  await page.getByRole('radio', { name: 'One-time', exact: true }).check();
  await page.getByRole('radio', { name: new RegExp(level) }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Adopt Your UPG', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
}

test('a visitor adopts, signs up from the success page, finds the group as adopter, and a second gift brings a second receipt but no second invite', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `${unique('dora')}@example.org`;

  // Signed out: a one-time Level 1 adoption, paid on the sandbox page with a name and an address.
  await page.goto('/partner/adopt-a-upg');
  const name = (await listCards(page).first().getByRole('heading').innerText()).trim();
  await adoptOnce(page, 'Level 1', name);
  await page.getByLabel('Name', { exact: true }).fill('Dora Donor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('gift-amount')).toHaveText('$360.00');

  // The success page leads to sign-up with the invite: the form knows the donor.
  await page.getByRole('link', { name: 'Create My Account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?i=[^&]+/);
  await expect(page.getByText(/Welcome, Dora!/)).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Username', { exact: true }).fill(unique('dora_'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // Signed in on /upgs: the group is there, with the role Adopter.
  await expect(page).toHaveURL(/\/upgs$/, { timeout: 15_000 });
  const card = page.getByTestId('upg-card').filter({ hasText: name }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Adopter', { exact: true })).toBeVisible();
  await expect(page.getByText('Recent Donations')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('donor-upgs.png'), fullPage: true });

  // A second gift with the same address (the donor's own now): no address asked, no second invite.
  await adoptOnce(page, 'Level 2');
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('gift-amount')).toHaveText('$1,200.00');

  await expect.poll(async () => (await mailsTo(email, 'GIFT_RECEIPT')).length, { timeout: 15_000 }).toBe(2);
  expect(await mailsTo(email, 'INVITE')).toHaveLength(1);

  // The second receipt's PDF, read as its reader would, holds the amount and the receipt number.
  const [second, first] = await mailsTo(email, 'GIFT_RECEIPT');
  const number = /R-[0-9A-F]+/.exec(second!.subject)?.[0];
  expect(number, `a receipt number in "${second!.subject}"`).toBeTruthy();
  expect(first!.subject).not.toContain(number!);
  expect(second!.attachments).toHaveLength(1);
  const pdf = second!.attachments[0]!;
  expect(pdf.name).toBe(`receipt-${number}.pdf`);
  const path = test.info().outputPath(pdf.name);
  writeFileSync(path, pdf.data);
  const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' });
  expect(text).toContain('$1,200.00');
  expect(text).toContain(number!);
  expect(text).toContain('Dora Donor');
});
