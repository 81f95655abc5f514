// The back office's tables at 1280 px: every cell of a row stays inside the list's card (a long
// transaction id wraps instead of running past its edge), a moment takes at most two lines, and
// Deactivate shows only on the rows the viewer may deactivate (the server's rule:
// backend/internal/user, UpdateUserAsStaff).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DATA_DIR, DATABASE_URL, PASSWORD, REACH_BIN, USERS } from '../env';
import { gql, tokenFor, unique } from './helpers';
import { makeProject, payInSandbox, someGroups } from './giving-helpers';
import { newUser, openAs } from './portal-seed';

const SHOTS = '/tmp/shots-admin';

/** cutCells lists the cells of row that reach past the right edge of the list's card, or overflow themselves. */
const cutCells = (row: Locator) =>
  row.evaluate((tr) => {
    const card = tr.closest('.RaList-content') as HTMLElement;
    const edge = card.getBoundingClientRect().right;
    return Array.from(tr.querySelectorAll('td'))
      .filter((td) => td.getBoundingClientRect().right > edge + 0.5 || td.scrollWidth > td.clientWidth + 0.5)
      .map((td) => td.textContent ?? '');
  });

/** linesOf counts the lines the text of el takes (the distinct tops of its text's boxes). */
const linesOf = (el: Locator) =>
  el.evaluate((node) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.add(Math.round(r.top));
    }
    return tops.size;
  });

/** cliUser creates a user with the reach CLI (staff cannot create an admin through the API). */
const cliUser = (role: string, name: string) => {
  const username = unique(`e2e-${role}-`);
  execFileSync(
    REACH_BIN,
    ['users', 'create', '--data-dir', DATA_DIR, '--username', username, '--email', `${username}@example.org`, '--password', PASSWORD, '--name', name, '--role', role],
    { stdio: 'pipe', env: { ...process.env, REACH_DEV: '0', REACH_DATABASE_URL: DATABASE_URL } },
  );
  return { username, name, password: PASSWORD, email: `${username}@example.org`, role };
};

const rowOf = (page: Page, username: string) => page.locator('tbody tr').filter({ hasText: username });

test.describe('back office tables at 1280 px', () => {
  test('a payment row stays inside its card: the transaction id wraps', async ({ page }) => {
    test.setTimeout(90_000);
    const [g] = await someGroups({}, 1);
    const projectId = await makeProject({
      projectName: unique('Transaction Well '),
      typeOfProject: 'CLEAN_WATER',
      regionCode: g.regionCode,
      peopleGroupIds: [g._id],
      fundingTarget: 5_000_000,
      numSupported: 1,
      desc: 'A well.',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/partner/sponsor-a-project/${projectId}`);
    await page.getByLabel('Donation amount').fill('25');
    await page.getByRole('button', { name: 'Donate Now' }).click();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payInSandbox(page);
    await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });

    await openAs(page, { token: await tokenFor(USERS.staff) }, '/admin/payments');
    const row = page.locator('tbody tr').first();
    const transaction = row.locator('td.column-transactionId');
    await expect(transaction).toContainText(/^pi_/, { timeout: 20_000 });
    expect(await cutCells(row)).toEqual([]);
    // the whole id is there to read and copy
    const id = (await gql<{ allPayments: Array<{ transactionId: string }> }>(
      '{ allPayments(sortField: "givenOn", sortOrder: "DESC", perPage: 1) { transactionId } }',
      {},
      await tokenFor(USERS.staff),
    )).allPayments[0].transactionId;
    await expect(transaction).toHaveText(id);
    await page.screenshot({ path: path.join(SHOTS, 'e2e-payments-1280.png') });
  });

  test("users: the last sign-in takes two lines at most and Deactivate shows only where the viewer may use it", async ({ page }) => {
    test.setTimeout(90_000);
    const tag = unique('Tabled ');
    const admin = cliUser('admin', `${tag} Admin`);
    const otherStaff = cliUser('staff', `${tag} Staff`);
    const partner = await newUser(['partner'], `${tag} Partner`);
    // everyone but the partner signs in, so the column has moments to show
    const adminToken = await tokenFor(admin);
    await tokenFor(otherStaff);
    const staffToken = await tokenFor(USERS.staff);

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAs(page, { token: staffToken }, `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await expect(page.locator('tbody tr')).toHaveCount(3);
    // staff may deactivate the partner, not an admin nor another staff member
    await expect(rowOf(page, partner.username).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(rowOf(page, admin.username).getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await expect(rowOf(page, otherStaff.username).getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    // nor select them for the bulk Deactivate
    await expect(rowOf(page, admin.username).getByRole('checkbox')).toBeDisabled();
    await expect(rowOf(page, partner.username).getByRole('checkbox')).toBeEnabled();
    const signIn = rowOf(page, admin.username).locator('td.column-lastSignInAt > *');
    await expect(signIn).not.toHaveText('never');
    expect(await linesOf(signIn)).toBeLessThanOrEqual(2);
    for (const username of [admin.username, otherStaff.username, partner.username]) {
      expect(await cutCells(rowOf(page, username)), username).toEqual([]);
    }
    await page.screenshot({ path: path.join(SHOTS, 'e2e-users-staff-1280.png') });

    // nobody deactivates themselves
    await page.goto(`/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: USERS.staff.email }))}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(rowOf(page, USERS.staff.email)).toBeVisible();
    await expect(rowOf(page, USERS.staff.email).getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

    // an admin may deactivate staff, not themselves
    await openAs(page, { token: adminToken }, `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await expect(page.locator('tbody tr')).toHaveCount(3);
    await expect(rowOf(page, otherStaff.username).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(rowOf(page, partner.username).getByRole('button', { name: 'Deactivate' })).toBeVisible();
    await expect(rowOf(page, admin.username).getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

    // and the button does what it says: the staff member is deactivated
    await rowOf(page, otherStaff.username).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('User deactivated')).toBeVisible();
  });
});
