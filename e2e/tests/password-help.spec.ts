// Password Help and the reset link from the mail (spec/01 §2, §4, §5, §8).
import { expect, test } from '@playwright/test';
import { USERS } from '../env';
import { linkInNewMail, mailsTo, tokenFor } from './helpers';

test('Password Help validates the email and goes back to sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Password Help' })).toBeVisible();

  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Please enter your email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please correct the errors above')).toBeVisible();

  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Please enter a valid email (e.g. jane.doe@example.com)')).toBeVisible();

  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('reset the password through the mailed link, then sign in with it', async ({ page }) => {
  const user = USERS.reset;
  const before = (await mailsTo(user.email, 'PASSWORD_RESET')).map((m) => m.id);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText(/If this email belongs to an active user, it should arrive momentarily\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Sign In' })).toBeVisible();

  const link = await linkInNewMail(user.email, 'PASSWORD_RESET', before, /\/reset-password\/[A-Za-z0-9_~.%-]+/);
  await page.goto(link);
  await expect(page.getByText(`Welcome back ${user.name}. Reset your password by filling out the form below.`)).toBeVisible();

  const newPassword = 'Lantern-Orchard-77?';
  await page.getByLabel('New Password').fill('weakling');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/^Weak password, must contain minimum of 10 characters/)).toBeVisible();
  await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();

  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(`Done. Your password has been reset. In case you forgot, your username is ${user.username}`)).toBeVisible();

  await page.getByRole('link', { name: 'Return to Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Username or Email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/upgs$/);

  // the old password no longer works, and the link is single use
  await expect(tokenFor(user, user.password)).rejects.toThrow();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByText('Broken link. Try again.')).toBeVisible();
});

test('an unknown reset code is a broken link', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-code');
  await expect(page.getByText('Broken link. Try again.')).toBeVisible();
});
