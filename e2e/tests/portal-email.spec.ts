// Email verification (spec/02 §2 "Email verification", §5, §8): the banner,
// /verify-my-email sending the mail on load, and the mailed /email-verified?c=
// link, also when opened signed out.
import { expect, test } from '@playwright/test';
import { gql, mailsTo } from './helpers';
import { linkInMail, newUser, openAs, WIDTHS } from './portal-seed';

const LINK = /\/email-verified\?c=[A-Za-z0-9_~.%-]+/;

for (const w of WIDTHS) {
  test(`the banner leads to verification; the mailed link verifies after signing in (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    const user = await newUser(['partner'], 'Vera Verify');
    const before = (await mailsTo(user.email)).map((m) => m.id);
    await openAs(page, user, '/my-profile');
    await expect(page.getByText('Please verify your email address.')).toBeVisible();
    await page.getByRole('link', { name: 'Verify Email' }).click();
    await expect(page).toHaveURL(/\/verify-my-email$/);
    // the request goes out on load
    await expect(page.getByText(`We've just sent you an email at ${user.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    const link = await linkInMail(user.email, before, LINK);

    // signed out, the link goes through sign-in and lands on /email-verified with c
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page).toHaveURL(/\/sign-up\?/);
    await page.getByRole('link', { name: 'I already have an account.' }).click();
    await expect(page).toHaveURL(/\/sign-in\?/);
    await page.getByLabel('Username or Email').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.replace(/[.?]/g, '\\$&')}$`));

    await expect(page.getByText('Email verified successfully')).toBeVisible();
    await expect(page.getByText('Perfect!')).toBeVisible();
    await expect(page.getByText('You email address has been verified')).toBeVisible();
    await expect(page.getByText('Please verify your email address.')).toHaveCount(0);
    await page.getByRole('link', { name: 'My Profile' }).last().click();
    await expect(page).toHaveURL(/\/my-profile$/);
    const d = await gql<{ myProfileForUser: { emailVerified: boolean } }>('{ myProfileForUser { emailVerified } }', {}, user.token);
    expect(d.myProfileForUser.emailVerified).toBe(true);
  });
}

test('Resend sends another mail', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/verify-my-email');
  await expect(page.getByText(`We've just sent you an email at ${user.email}`)).toBeVisible();
  const first = await linkInMail(user.email, [], LINK);
  const seen = (await mailsTo(user.email)).map((m) => m.id);
  await page.getByRole('button', { name: 'Resend' }).click();
  const second = await linkInMail(user.email, seen, LINK);
  expect(second).not.toBe(first);
});

test('a wrong code says why and offers Try Again', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/email-verified?c=not-a-real-code');
  await expect(page.getByRole('alert').filter({ hasText: 'Error' }).first()).toBeVisible();
  await expect(page.getByText('Perfect!')).toHaveCount(0);
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/verify-my-email$/);
});

test('without a code the page says Bad URL', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/email-verified');
  await expect(page.getByText('Bad URL')).toBeVisible();
});

test('a failed request shows its message under Error', async ({ page }) => {
  const user = await newUser(['partner']);
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('RequestVerifyEmailLink')) {
      return route.fulfill({ json: { errors: [{ message: 'Too many requests. Try again later.', extensions: { code: 'RATE_LIMITED' } }] } });
    }
    return route.continue();
  });
  await openAs(page, user, '/verify-my-email');
  const alert = page.getByRole('alert').filter({ hasText: 'Too many requests. Try again later.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Error', { exact: true })).toBeVisible();
});
