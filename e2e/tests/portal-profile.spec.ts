// The profile screens (spec/02 §2 "Profile", §5, §7, §8): /my-profile and
// /my-profile/edit with validation, save, change password, photo upload with
// progress, and the profile update reaching every open tab.
import { expect, test } from '@playwright/test';
import { PASSWORD } from '../env';
import { gql, linkInNewMail, mailsTo } from './helpers';
import { newUser, openAs, PNG, WIDTHS } from './portal-seed';

for (const w of WIDTHS) {
  test(`my profile shows the user, and Sign Out clears local storage (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    const user = await newUser(['partner'], 'Morgan Profile');
    await gql('mutation($p: ProfileInput!) { editMyProfileForUser(profile: $p) { _id } }', { p: { _id: user.id, phone: '+15555550142' } }, user.token);
    await openAs(page, user, '/my-profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(main.getByText('Morgan Profile')).toBeVisible();
    await expect(main.getByText(user.email)).toBeVisible();
    await expect(main.getByText('+15555550142')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Edit Profile' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('lastSignatureFont', 'Tangerine'));
    await main.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });
}

test('edit profile checks the fields with the spec messages', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/my-profile/edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  // the username is shown and cannot be changed
  await expect(page.getByLabel('Username')).toHaveValue(user.username);
  await expect(page.getByLabel('Username')).toHaveAttribute('readonly', '');

  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Phone').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a name')).toBeVisible();
  await expect(page.getByText('Please input your E-mail!')).toBeVisible();
  await expect(page.getByText(/^Please enter a valid phone number \(e\.g\./)).toBeVisible();
  await expect(page.getByText('Please correct the errors above')).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('The input is not valid E-mail!')).toBeVisible();

  // nothing was saved
  const d = await gql<{ myProfileForUser: { name: string } }>('{ myProfileForUser { name } }', {}, user.token);
  expect(d.myProfileForUser.name).toBe(user.name);
});

test('saving the profile updates every open tab of the user', async ({ context }) => {
  const user = await newUser(['partner'], 'Before Name');
  const first = await context.newPage();
  await openAs(first, user, '/my-profile/edit');
  const second = await context.newPage();
  await second.goto('/upgs');
  await expect(second.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(second.getByText('Before Name').first()).toBeVisible();
  // let the second tab's subscription connect before the change
  await second.waitForTimeout(1000);

  await first.getByLabel('Full Name').fill('After Name');
  await first.getByLabel('Phone').fill('(555) 555-0199');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Profile updated successfully')).toBeVisible();
  // a 10-digit number without + is saved with +1
  await expect(first.getByLabel('Phone')).toHaveValue('+15555550199');

  await expect(second.getByText('After Name').first()).toBeVisible();
  await expect(second.getByText('Before Name')).toHaveCount(0);
});

test('change password: the current password, the rules, the confirmation, then the new password works', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/my-profile/edit');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Please enter your current password')).toBeVisible();
  await expect(dialog.getByText('Please enter a password')).toBeVisible();
  await expect(dialog.getByText('Please confirm your password')).toBeVisible();

  await dialog.getByLabel('New Password').fill('password');
  await expect(dialog.getByText(/^Weak password, must contain minimum of 10 characters/)).toBeVisible();

  const next = 'Lantern-Orchard-77?';
  await dialog.getByLabel('New Password').fill(next);
  await dialog.getByLabel('Confirm Password').fill(`${next}x`);
  await expect(dialog.getByText('The two passwords that you entered do not match!')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill(next);

  // a wrong current password is refused under its field, and nothing changes
  await dialog.getByLabel('Current Password').fill('Not-my-password-1!');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(gql('mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }', { u: user.username, p: next })).rejects.toThrow();

  // only _id, the password and the current password go to the server
  await dialog.getByLabel('Current Password').fill(PASSWORD);
  await expect(dialog.getByText('Your current password is not correct')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('EditMyProfile'));
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  expect(Object.keys((await sent).postDataJSON().variables.profile).sort()).toEqual(['_id', 'currentPassword', 'password']);
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // the account's address is told, with the way back if it was not its owner
  await expect
    .poll(async () => (await mailsTo(user.email, 'PASSWORD_CHANGED')).map((m) => m.textBody).join('\n'), { timeout: 15_000 })
    .toContain('If you did not, choose a new password at once');

  const ok = await gql<{ signIntoUser: { token: string } }>('mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }', { u: user.username, p: next });
  expect(ok.signIntoUser.token).toBeTruthy();
  await expect(gql('mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }', { u: user.username, p: PASSWORD })).rejects.toThrow();
});

test('a new email asks for the current password, waits for the link mailed to it, then the old address is told', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/my-profile/edit');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  // no Current Password while the email stays
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  const next = `${user.username}-new@example.org`;
  await page.getByLabel('Email').fill(next);
  await expect(page.getByLabel('Current Password')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter your current password')).toBeVisible();

  await page.getByLabel('Current Password').fill('Not-my-password-1!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();
  const before = await gql<{ myProfileForUser: { email: string } }>('{ myProfileForUser { email } }', {}, user.token);
  expect(before.myProfileForUser.email).toBe(user.email);

  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  // The account keeps its email until the new address follows its link, and says so.
  const pending = page.getByTestId('pending-email');
  await expect(pending).toContainText(`We sent a link to ${next} to confirm your new email address. Your account keeps ${user.email}`);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  const kept = await gql<{ myProfileForUser: { email: string } }>('{ myProfileForUser { email } }', {}, user.token);
  expect(kept.myProfileForUser.email).toBe(user.email);
  const first = await linkInNewMail(next, 'EMAIL_CHANGE_CONFIRM', [], /\/confirm-email\?c=[A-Za-z0-9_%-]+/);

  // Send again: a new link; the first one no longer works.
  const sent = (await mailsTo(next, 'EMAIL_CHANGE_CONFIRM')).map((m) => m.id);
  await pending.getByRole('button', { name: 'Send again' }).click();
  await expect(pending).toContainText(`We sent a new link to ${next}. The link sent before no longer works.`);
  const link = await linkInNewMail(next, 'EMAIL_CHANGE_CONFIRM', sent, /\/confirm-email\?c=[A-Za-z0-9_%-]+/);
  expect(link).not.toBe(first);
  await page.goto(first);
  await page.getByRole('button', { name: 'Confirm New Address' }).click();
  await expect(page.getByRole('alert')).toContainText('This confirmation link is wrong');

  // The newest link, opened from the mail in the same browser, makes the change.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm New Address' }).click();
  await expect(page.getByText(`Done. The email address of your account is now ${next}.`)).toBeVisible();
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByRole('main').getByText(next)).toBeVisible();
  await expect(page.getByTestId('pending-email')).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(user.email, 'EMAIL_CHANGED')).map((m) => m.textBody).join('\n'), { timeout: 15_000 })
    .toContain(next);
});

for (const w of WIDTHS) {
  test(`a profile photo uploads with progress, shows, and can be deleted (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    const user = await newUser(['partner'], 'Photo Person');
    await openAs(page, user, '/my-profile/edit');
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible();

    const progress: string[] = [];
    await page.exposeFunction('reportProgress', (t: string) => progress.push(t));
    await page.evaluate(() => {
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="upload-progress"]');
        if (el?.textContent) (window as unknown as { reportProgress: (t: string) => void }).reportProgress(el.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Photo uploaded successfully.')).toBeVisible();
    expect(progress).toContain('0%');
    expect(progress).toContain('100%');
    // the progress goes away a second after the upload ends
    await expect(page.getByTestId('upload-progress')).toBeHidden({ timeout: 3000 });

    const avatar = page.getByRole('main').getByRole('img', { name: 'Photo Person' });
    await expect(avatar).toBeVisible();
    const d = await gql<{ myProfileForUser: { profilePhotoId: string | null; primaryThumbnailUrl: string | null } }>('{ myProfileForUser { profilePhotoId primaryThumbnailUrl } }', {}, user.token);
    expect(d.myProfileForUser.profilePhotoId).toBeTruthy();
    expect(d.myProfileForUser.primaryThumbnailUrl).toBeTruthy();

    await page.getByRole('button', { name: 'Change Photo' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Upload Photo' })).toBeVisible();
    const after = await gql<{ myProfileForUser: { profilePhotoId: string | null } }>('{ myProfileForUser { profilePhotoId } }', {}, user.token);
    expect(after.myProfileForUser.profilePhotoId).toBeNull();
  });
}

test('a failed photo upload says so', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/my-profile/edit');
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('getAttachmentUploadUrlForUser')) {
      return route.fulfill({ json: { errors: [{ message: 'Failed to get upload URL', extensions: { code: 'INTERNAL' } }] } });
    }
    return route.continue();
  });
  await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('We apologize. An error occurred.')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Error', { exact: true })).toBeVisible();
});
