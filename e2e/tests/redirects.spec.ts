// The redirect rules of spec/01 §2 and spec/02 §2.
import { expect, test } from '@playwright/test';
import { USERS } from '../env';
import { signInAs } from './helpers';

test.describe('signed out', () => {
  test('/ goes to /sign-up and keeps the query string', async ({ page }) => {
    await page.goto('/?i=abc&x=1');
    await expect(page).toHaveURL(/\/sign-up\?i=abc&x=1$/);
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  });

  test('an unknown path goes to / with c, p and s (and on to /sign-up)', async ({ page }) => {
    await page.goto('/some/where?c=code1&a=1&b=two');
    await expect(page).toHaveURL(/\/sign-up\?/);
    const q = new URL(page.url()).searchParams;
    expect(q.get('p')).toBe('/some/where');
    expect(q.get('c')).toBe('code1');
    expect(JSON.parse(q.get('s') ?? 'null')).toEqual({ a: '1', b: 'two' });
  });

  test('/partner is open to visitors', async ({ page }) => {
    await page.goto('/partner');
    await expect(page.getByRole('heading', { name: 'Partner with Us' })).toBeVisible();
    await page.getByRole('link', { name: 'Fund Native Missionaries' }).click();
    await expect(page).toHaveURL(/\/partner\/adopt-a-upg$/);
    await expect(page.getByRole('heading', { name: 'Select UPG' })).toBeVisible();
  });

  test('the sign-in and sign-up pages link to each other', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByText("I don't have an account yet.")).toBeVisible();
    await page.getByRole('link', { name: 'Create an Account' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await page.getByRole('link', { name: 'I already have an account.' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('signed in', () => {
  test('/ with p goes to p, spreading s back into the query', async ({ page }) => {
    await signInAs(page, USERS.partner);
    await page.goto(`/?p=${encodeURIComponent('/my-profile')}&s=${encodeURIComponent(JSON.stringify({ tab: 'info', n: '2' }))}`);
    await expect(page).toHaveURL(/\/my-profile\?tab=info&n=2$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  });

  test('/, /sign-in and /sign-up without p go home by permission', async ({ page }) => {
    await signInAs(page, USERS.partner);
    for (const path of ['/', '/sign-in', '/sign-up', '/home']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/upgs$/);
    }
    await expect(page.getByRole('heading', { name: 'People Groups' })).toBeVisible();
  });

  test('a trainer lands on training courses', async ({ page }) => {
    await signInAs(page, USERS.trainer);
    await page.goto('/');
    await expect(page).toHaveURL(/\/training\/courses$/);
    await expect(page.getByRole('heading', { name: 'Training Courses' })).toBeVisible();
  });

  test('forgot-password and reset send a signed-in user home', async ({ page }) => {
    await signInAs(page, USERS.partner);
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/upgs$/);
    await page.goto('/reset-password/whatever');
    await expect(page).toHaveURL(/\/upgs$/);
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await signInAs(page, USERS.partner);
    await page.goto('/no/such/page');
    await expect(page.getByText('This page is unreached. Keep praying.')).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });

  test('the menu follows the permissions', async ({ page }) => {
    await signInAs(page, USERS.partner);
    await page.goto('/upgs');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'People Groups' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My Profile' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Partner with Us' })).toBeVisible();
    await expect(nav.getByText('Loan Agreements')).toHaveCount(0);
    await expect(nav.getByText('Partnership Agreement Forms')).toHaveCount(0);
    await expect(page.getByText('Joshua Project')).toBeVisible();
  });
});
