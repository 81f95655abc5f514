// The sign-in page and sign-out (spec/01 §2, §4, §5, §8).
import { expect, test } from '@playwright/test';
import { USERS } from '../env';

test('required fields show their messages', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByText('Please correct the errors above')).toBeVisible();
});

test('a wrong password says the username and/or password is incorrect', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username or Email').fill(USERS.partner.username);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username and/or password incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('an unknown user gets the same message', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username or Email').fill('nobody-by-this-name');
  await page.getByLabel('Password', { exact: true }).fill('Whatever-it-is-1!');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Username and/or password incorrect')).toBeVisible();
});

test('sign in with username, land home, then sign out', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username or Email').fill(USERS.signout.username);
  await page.getByLabel('Password', { exact: true }).fill(USERS.signout.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/upgs$/);
  await expect(page.getByText(USERS.signout.name)).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('authToken'), contact: localStorage.getItem('contactId') }));
  expect(stored.token).toBeTruthy();
  expect(stored.contact).toBeTruthy();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('contactId'))).toBeNull();

  // the token was revoked: a reload stays signed out
  await page.goto('/upgs');
  await expect(page).toHaveURL(/\/sign-up\?p=%2Fupgs$/);
});

test('sign in with email, from a deep link, returns to that page', async ({ page }) => {
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/sign-up\?p=%2Fmy-profile$/);
  await page.getByRole('link', { name: 'I already have an account.' }).click();
  await expect(page).toHaveURL(/\/sign-in\?p=%2Fmy-profile$/);
  await page.getByLabel('Username or Email').fill(USERS.partner.email);
  await page.getByLabel('Password', { exact: true }).fill(USERS.partner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByText(USERS.partner.email)).toBeVisible();
});

test('a stored token that no longer works signs out and clears storage', async ({ page }) => {
  await page.goto('/healthz');
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'not-a-real-token');
    localStorage.setItem('contactId', 'nobody');
  });
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('contactId')])).toEqual([null, null]);
});
