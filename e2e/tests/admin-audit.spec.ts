// The audit trail in the back office: an admin changes a person's roles, opens Audit Trail,
// filters by kind and reads the change, before → after. Staff without the admin role do not see
// the trail at all.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DATA_DIR, DATABASE_URL, PASSWORD, REACH_BIN, USERS, type TestUser } from '../env';
import { gql, tokenFor, unique } from './helpers';
import { openAs } from './portal-seed';

/** newAdmin creates an admin with the CLI, as an operator makes the first one. */
const newAdmin = (): TestUser => {
  const username = unique('e2e-admin-');
  const admin = { username, email: `${username}@example.org`, name: 'Ada Auditor', role: 'admin', password: PASSWORD };
  execFileSync(
    REACH_BIN,
    ['users', 'create', '--data-dir', DATA_DIR, '--username', username, '--email', admin.email, '--password', PASSWORD, '--name', admin.name, '--role', 'admin'],
    { stdio: 'pipe', env: { ...process.env, REACH_DEV: '0', REACH_DATABASE_URL: DATABASE_URL } },
  );
  return admin;
};

test.describe('audit trail', () => {
  test('an admin changes a role and reads it in the Audit Trail, before → after', async ({ page }) => {
    test.setTimeout(90_000);
    const admin = newAdmin();
    const token = await tokenFor(admin);
    const tag = unique('Audra ');
    const username = unique('e2e-audited-');
    const made = await gql<{ createUser: { id: string } }>(
      `mutation($u: String!, $e: String!, $n: String!) {
        createUser(username: $u, name: $n, email: $e, password: "Kettle-Harbour-42!", roles: ["partner"]) { id }
      }`,
      { u: username, e: `${username}@example.org`, n: `${tag} Partner` },
      token,
    );
    const id = made.createUser.id;

    // The admin gives the partner the trainer role on the user's edit page.
    await openAs(page, { token }, `/admin/users/${encodeURIComponent(id)}`);
    await expect(page.locator('input[name="name"]')).toHaveValue(`${tag} Partner`);
    await page.getByRole('combobox', { name: /Roles/ }).click();
    await page.getByRole('option', { name: 'Trainer' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    // Audit Trail, filtered to role changes: the row names who, what and whom.
    await page.getByRole('menuitem', { name: 'Audit Trail' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-entries/);
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Roles changed' }).click();
    await expect(page).toHaveURL(/user\.roles_changed/);
    // Two rows name the partner, newest first: the change, and the roles the account was made with.
    const rows = page.locator('tbody tr').filter({ hasText: `${tag} Partner` });
    await expect(rows).toHaveCount(2);
    const row = rows.first();
    await expect(row).toContainText('Ada Auditor');
    await expect(row).toContainText('Roles changed');

    // Opened, it shows the roles before and after, by their names (the arrow between is hidden
    // from screen readers, which read the columns' headers).
    await row.click();
    const change = page.locator('tr[data-field="roles"]');
    await expect(change.getByRole('cell')).toHaveText(['roles', 'Partner', 'Partner, Trainer']);

    // Its CSV export gives the file and is itself in the trail.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const exports = await gql<{ allAuditEntries: Array<{ actorName: string; changes: Array<{ field: string; after: string }> }> }>(
      'query($f: AuditEntryFilter) { allAuditEntries(filter: $f) { actorName changes { field after } } }',
      { f: { kind: 'export.csv', actorId: await gql<{ myProfileForUser: { _id: string } }>('query { myProfileForUser { _id } }', {}, token).then((d) => d.myProfileForUser._id) } },
      token,
    );
    expect(exports.allAuditEntries).toHaveLength(1);
    expect(exports.allAuditEntries[0].changes).toEqual([
      { field: 'filters', after: JSON.stringify({ kind: 'user.roles_changed' }) },
      { field: 'rows', after: expect.stringMatching(/^[1-9]\d*$/) },
    ]);

    // Staff who are not admins have no Audit Trail entry, and the server refuses them the list.
    await openAs(page, { token: await tokenFor(USERS.staff) }, '/admin/');
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Audit Trail' })).toHaveCount(0);
    await expect(gql('query { allAuditEntries { id } }', {}, await tokenFor(USERS.staff))).rejects.toThrow(/permission|FORBIDDEN/i);
  });
});
