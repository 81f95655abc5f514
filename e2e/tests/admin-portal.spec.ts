// The back office's partner-portal resources against the real server: simple lists (the
// training languages), training courses with modules and their files, and links of contacts to
// people groups.
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { unique } from './helpers';
import { linkPeopleGroup, newUser, openAs, peopleGroups, PNG } from './portal-seed';

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

const addItem = (page: Page) => page.getByRole('button', { name: 'Add' }).last().click();

test.describe('back office: portal resources', () => {
  test('staff keep a simple list with unique keys', async ({ page }) => {
    const name = unique('e2e-list-');
    await signInAsStaff(page);
    await page.getByRole('menuitem', { name: 'Simple Lists' }).click();
    await expect(page.getByRole('cell', { name: 'tr-language', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Create' }).click();
    await page.locator('input[name="name"]').fill(name);
    await addItem(page);
    await page.locator('input[name="list.0.key"]').fill('a');
    await page.locator('input[name="list.0.content"]').fill('Alpha');
    await addItem(page);
    await page.locator('input[name="list.1.key"]').fill('a');
    await page.locator('input[name="list.1.content"]').fill('Again');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Keys must be unique within the list')).toBeVisible();

    await page.locator('input[name="list.1.key"]').fill('b');
    const created = page.waitForResponse((r) => (r.request().postData() ?? '').includes('createSimpleList'));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await (await created).json()).errors).toBeUndefined();
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('2: Alpha, Again');
  });

  test('staff add a training course with modules and a file in a training language', async ({ page }) => {
    const course = unique('E2E course ');
    const file = unique('Lesson ');
    await signInAsStaff(page);

    await page.getByRole('menuitem', { name: 'Training Courses' }).click();
    // The list's own Create (the users list's may still be on screen for a moment).
    await page.locator('a[href$="/training-courses/create"]').click();
    await page.locator('input[name="courseName"]').fill(course);
    await page.locator('textarea[name="desc"]').fill('Discipleship basics.');
    await addItem(page);
    await page.locator('input[name="modules.0.name"]').fill('Module one');
    await addItem(page);
    await page.locator('input[name="modules.1.name"]').fill('Module two');
    await page.getByRole('button', { name: 'Save' }).click();

    // Saved, the course opens for editing with its modules (their ids kept) and no files yet.
    await expect(page).toHaveURL(/\/admin\/training-courses\/[^/]+$/);
    await expect(page.locator('input[name="modules.1.name"]')).toHaveValue('Module two');
    await expect(page.getByText('No Files')).toBeVisible();

    // A file for the second module, in French (the tr-language list).
    await page.getByRole('link', { name: 'Add file' }).click();
    await expect(page).toHaveURL(/\/admin\/training-files\/create/);
    await page.locator('input[name="fileName"]').fill(file);
    await expect(page.getByLabel('Course')).toContainText(course);
    await page.getByLabel('Module').click();
    await page.getByRole('option', { name: 'Module two' }).click();
    await page.getByLabel('Language').click();
    await page.getByRole('option', { name: 'French', exact: true }).click();
    const created = page.waitForResponse((r) => (r.request().postData() ?? '').includes('createTrainingFile'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect((await response.json()).errors).toBeUndefined();
    expect(response.request().postDataJSON().variables.language).toBe('fr');

    await page.getByPlaceholder('Search').fill(file);
    const row = page.locator('tbody tr').filter({ hasText: file });
    await expect(row).toContainText(course);
    await expect(row).toContainText('Module two');
    await expect(row).toContainText('French');
  });

  test("staff give a people group a photo; the partner's card shows it", async ({ page }) => {
    const partner = await newUser(['partner']);
    const [group] = await peopleGroups(1, 90);
    await linkPeopleGroup(partner.contactId, group.id, 'ADOPTER');

    await signInAsStaff(page);
    await page.goto(`/admin/people-groups/${group.id}`);
    await expect(page.getByText('Upload photo')).toBeVisible();
    await page.getByLabel('Photo file').setInputFiles({ name: 'group.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Uploaded group.png. Save to keep it.')).toBeVisible();
    const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('updatePeopleGroup'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect((await response.json()).errors).toBeUndefined();
    expect(response.request().postDataJSON().variables.primaryPhotoId).toBeTruthy();

    await openAs(page, partner, '/upgs');
    const card = page.getByTestId('upg-card').filter({ hasText: group.nameAcrossCountries });
    const photo = card.getByRole('img', { name: group.nameAcrossCountries });
    await expect(photo).toHaveAttribute('src', /\/files\/[^/]+\/thumb$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('staff link a contact to a people group as field worker, then remove the link', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/admin/people-groups?filter=' + encodeURIComponent(JSON.stringify({ q: 'Pashtun' })));
    await page.locator('tbody tr').filter({ hasText: 'Pashtun' }).first().click();
    await expect(page.getByRole('heading', { name: 'Linked contacts' })).toBeVisible();

    await page.getByRole('link', { name: 'Add link' }).click();
    await expect(page).toHaveURL(/\/admin\/people-group-links\/create/);
    await expect(page.getByLabel('People group')).toHaveValue(/Pashtun/);
    await page.getByLabel('Contact').fill('Pat Partner');
    await page.getByRole('option', { name: /Pat Partner/ }).click();
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Field worker' }).click();
    await page.locator('input[name="startDate"]').fill('2026-01-15');
    const created = page.waitForResponse((r) => (r.request().postData() ?? '').includes('createPeopleGroupLink'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    expect((await response.json()).errors).toBeUndefined();
    expect(response.request().postDataJSON().variables.startDate).toBe('2026-01-15T00:00:00Z');

    const row = page.locator('tbody tr').filter({ hasText: 'Pat Partner' }).filter({ hasText: 'Field worker' });
    await expect(row.first()).toContainText('Pashtun');
    await row.first().getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Link removed')).toBeVisible();
  });
});
