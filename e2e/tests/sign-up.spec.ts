// The sign-up page (spec/01 §2, §5, §8).
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, USERS } from '../env';
import { asStaff, gql, linkInNewMail, mailsTo, unique } from './helpers';

const M = {
  username: 'Please enter a username',
  usernameInvalid: 'Please enter a valid username (letters, numbers or one of (_.@$-))',
  name: 'Please enter a name',
  email: 'Please input your E-mail!',
  emailInvalid: 'The input is not valid E-mail!',
  phoneInvalid: 'Please enter a valid phone number (e.g. (555) 555-1234, +44 20 7946 0958).',
  password: 'Please enter a password',
  weak: 'Weak password, must contain minimum of 10 characters, at least 1 uppercase letter, 1 number, and 1 symbol or special character.',
  confirm: 'Please confirm your password',
  mismatch: 'The two passwords that you entered do not match!',
  summary: 'Please correct the errors above',
};

/** HINT stands under the password field before anything is tried (not a spec text). */
const HINT = 'At least 10 characters, with an uppercase letter, a number and a symbol. Avoid common words and your name, username or email.';

const SHOTS = process.env.REACH_E2E_SHOTS ?? '/tmp';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Sign Up', exact: true }).click();

test('every validation message, then an account is made and signed in', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByText('Gain access to your personalized dashboard.')).toBeVisible();
  // the password's rules show under its field from the start, before any attempt
  await expect(field(page, 'Password')).toHaveAccessibleDescription(HINT);
  await expect(page.getByText(HINT, { exact: true })).toBeVisible();
  for (const [width, height] of [[390, 844], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/sign-up-hint-${width}.png`, fullPage: true });
  }

  await submit(page);
  for (const m of [M.username, M.name, M.email, M.password, M.confirm, M.summary]) {
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  }
  // a message takes the hint's place
  await expect(page.getByText(HINT, { exact: true })).toHaveCount(0);

  await field(page, 'Username').fill('has space!');
  await field(page, 'Full Name').fill('Uma Signup');
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Phone').fill('12');
  await field(page, 'Password').fill('password');
  await field(page, 'Confirm Password').fill('something else');
  await submit(page);
  for (const m of [M.usernameInvalid, M.emailInvalid, M.phoneInvalid, M.weak, M.mismatch, M.summary]) {
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(M.name, { exact: true })).toHaveCount(0);

  // a long password that zxcvbn still scores weak
  await field(page, 'Password').fill('Password123!');
  await submit(page);
  await expect(page.getByText(M.weak, { exact: true })).toBeVisible();
  await expect(field(page, 'Password')).toHaveAccessibleDescription(M.weak);
  await page.screenshot({ path: `${SHOTS}/sign-up-weak-1280.png`, fullPage: true });

  const username = unique('uma_');
  await field(page, 'Username').fill(username);
  await field(page, 'Email').fill(`${username}@example.org`);
  await field(page, 'Phone').fill('5555550123');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await expect(page.getByText(M.summary)).toHaveCount(0);
  await page.getByLabel('Send me the newsletter').check();
  await submit(page);

  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/(upgs|training\/courses|partner)$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

  // a bare 10-digit phone is saved with +1
  await page.goto('/my-profile');
  await expect(page.getByText('Uma Signup').first()).toBeVisible();
  await expect(page.getByText('+15555550123')).toBeVisible();
});

const REFUSED = "This email or username can't be used. Sign in or reset your password.";

test('a taken username comes back from the server as a notification', async ({ page }) => {
  await page.goto('/sign-up');
  await field(page, 'Username').fill('e2e-partner');
  await field(page, 'Full Name').fill('Copy Cat');
  await field(page, 'Email').fill(`${unique('copy')}@example.org`);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await submit(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible();
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a taken email answers like a taken username, and its owner is told by mail', async ({ page }) => {
  const before = (await mailsTo(USERS.trainer.email, 'SIGN_UP_ATTEMPT')).map((m) => m.id);
  await page.goto('/sign-up');
  await field(page, 'Username').fill(unique('copy_'));
  await field(page, 'Full Name').fill('Copy Cat');
  await field(page, 'Email').fill(USERS.trainer.email.toUpperCase());
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await submit(page);
  await expect(page.getByText(REFUSED)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect.poll(async () => (await mailsTo(USERS.trainer.email, 'SIGN_UP_ATTEMPT')).filter((m) => !before.includes(m.id)).length).toBe(1);
});

test('an invite prefills the form, greets by first name and lists the roles', async ({ page }) => {
  const staff = await asStaff();
  const email = `${unique('ada')}@example.org`;
  const { createInvite } = await gql<{ createInvite: { id: string } }>(
    'mutation($fullName: String!, $email: String!, $phone: String, $roles: [String!]!) { createInvite(fullName: $fullName, email: $email, phone: $phone, roles: $roles) { id } }',
    { fullName: 'Ada Invitee', email, phone: '+15555550199', roles: ['field-worker'] },
    staff,
  );
  const { allRoles } = await gql<{ allRoles: Array<{ name: string; label: string }> }>('{ allRoles { name label } }', {}, staff);
  const label = allRoles.find((r) => r.name === 'field-worker')!.label;
  // The link is in Ada's invite mail alone; its code is not the id staff see.
  const link = await linkInNewMail(email, 'INVITE', [], /\/sign-up\?i=[A-Za-z0-9_-]+/);
  const code = new URL(link, 'http://x').searchParams.get('i')!;
  expect(code).not.toBe(createInvite.id);

  await page.goto(link);
  await expect(page.getByText(/Welcome, Ada!/)).toBeVisible();
  await expect(page.getByLabel('Granted roles').getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText('Gain access to your personalized dashboard.')).toHaveCount(0);
  await expect(field(page, 'Full Name')).toHaveValue('Ada Invitee');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Phone')).toHaveValue('+15555550199');
  await expect(page.locator('input[type=hidden][name=inviteId]')).toHaveValue(code);

  await field(page, 'Username').fill(unique('ada_'));
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await submit(page);
  // a field worker lists people groups: home is /upgs
  await expect(page).toHaveURL(/\/upgs$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Loan Agreements')).toBeVisible();
});
