// 'Email me a sign-in link' and /sign-in?c= (spec/01 §2; docs/architecture.md mail links).
import { expect, test } from '@playwright/test';
import { USERS } from '../env';
import { linkInNewMail, mailsTo } from './helpers';

test('a mailed sign-in link signs in once', async ({ page }) => {
  const user = USERS.magic;
  const before = (await mailsTo(user.email, 'MAGIC_LINK')).map((m) => m.id);

  await page.goto('/sign-in');
  await page.getByLabel('Username or Email').fill(user.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible();

  const link = await linkInNewMail(user.email, 'MAGIC_LINK', before, /\/sign-in\?c=[A-Za-z0-9_~.%-]+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/upgs$/);
  await expect(page.getByText(user.name)).toBeVisible();

  // single use: a second visit, signed out, fails and stays on sign-in
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('the sign-in link needs an email address', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Please enter your email', { exact: true })).toBeVisible();
  await page.getByLabel('Username or Email').fill('just-a-username');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Please enter a valid email (e.g. jane.doe@example.com)')).toBeVisible();
});
