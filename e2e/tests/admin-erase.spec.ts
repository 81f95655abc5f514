// Erasing a person on request (docs/operations.md, "Erasing a person"): staff do not see the
// button; an admin opens a partner's page, reads what goes and what stays, types the partner's
// email and a reason, and erases them. The partner's name is then nowhere in the users list, and
// their session is refused. Screenshots go to test-results (not kept in git).
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, USERS } from '../env';
import { gql, unique } from './helpers';
import { newUser } from './portal-seed';

const signIn = async (page: Page, username: string) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

test('an admin erases a partner; staff are not offered the button', async ({ page, browser }) => {
  const partner = await newUser(['partner'], unique('Erin Erasable '));

  // Staff: the partner's page has Deactivate but no Erase.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, USERS.staff.username);
  await staff.goto(`/admin/users/${encodeURIComponent(partner.id)}`);
  await expect(staff.locator('input[name="email"]')).toHaveValue(partner.email);
  await expect(staff.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Erase this person' })).toHaveCount(0);
  await staffContext.close();

  await signIn(page, USERS.admin.username);
  await page.goto(`/admin/users/${encodeURIComponent(partner.id)}`);
  await expect(page.locator('input[name="email"]')).toHaveValue(partner.email);
  await page.getByRole('button', { name: 'Erase this person' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase ${partner.name}?` });
  await expect(dialog.getByText('What goes')).toBeVisible();
  await expect(dialog.getByText('Signed agreements stay whole')).toBeVisible();
  await expect(dialog.getByText('Backups still hold the data until they age out.')).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Erase', exact: true });
  await expect(erase).toBeDisabled();

  // A wrong address is refused with the server's message, and nothing changes.
  await dialog.getByTestId('erase-confirm-email').fill('someone-else@example.org');
  await dialog.getByTestId('erase-reason').fill('Asked by letter on 2 March.');
  await erase.click();
  await expect(page.getByText("Type the person's email exactly as it is shown to confirm the erasure.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-erase-dialog.png') });

  await dialog.getByTestId('erase-confirm-email').fill(partner.email);
  const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('ErasePerson'));
  await erase.click();
  expect((await (await answered).json()).errors).toBeUndefined();
  await expect(page.getByText('The person is erased.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('input[name="name"]')).toHaveValue('Erased person');
  await expect(page.getByRole('button', { name: 'Erase this person' })).toHaveCount(0);

  // The users list shows no trace of the name; the erased row reads 'Erased person'.
  await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: partner.name }))}`);
  await expect(page.getByText(partner.name)).toHaveCount(0);
  // Their open session is refused.
  await expect(gql('{ myProfileForUser { username } }', {}, partner.token)).rejects.toThrow();
});
