// The People Groups and Users lists export CSV a spreadsheet user can read: headers in words and
// values as people read them (a role's name, a level's name, yes/no), as Payments and Adoptions do.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { USERS } from '../env';
import { tokenFor, unique } from './helpers';
import { newUser, openAs } from './portal-seed';

/** cellsOf splits one CSV line (RFC 4180: quoted cells may hold commas and doubled quotes). */
const cellsOf = (line: string): string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
};

/** exported clicks Export CSV and answers the file's header and rows. */
const exported = async (page: Page) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.split('\r\n').filter((line) => line !== '');
  return { name: download.suggestedFilename(), csv, header: cellsOf(header), rows: rows.map(cellsOf) };
};

test.describe('back office CSV exports', () => {
  test('people groups: readable headers and values', async ({ page }) => {
    await openAs(page, { token: await tokenFor(USERS.staff) }, `/admin/people-groups?filter=${encodeURIComponent(JSON.stringify({ q: 'Pashtun' }))}`);
    await expect(page.locator('tbody tr').first()).toContainText('Pashtun', { timeout: 20_000 });
    const total = Number((await page.getByText(/^\d+-\d+ of \d+$/).innerText()).replace(/^.* of /, ''));
    const { name, csv, header, rows } = await exported(page);
    expect(name).toMatch(/^people-groups-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toEqual(expect.arrayContaining(['People group', 'Country', 'Population', 'Bible status', 'Progress scale', 'Suggested level', 'Testimonies', 'Joshua Project profile']));
    expect(csv).not.toMatch(/nameAcrossCountries|cumulativeStats|__typename|ADOPTER_/);
    expect(rows).toHaveLength(total);
    const at = (h: string) => header.indexOf(h);
    for (const row of rows) {
      expect(row[at('People group')]).toMatch(/Pashtun.* - /);
      expect(row[at('Suggested level')]).toMatch(/^(Prayer|Level [123]|)$/);
      expect(row[at('Least reached')]).toMatch(/^(yes|no|)$/);
    }
  });

  test('users: roles by name, yes/no, times in UTC', async ({ page }) => {
    const tag = unique('Csvy ');
    const coordinator = await newUser(['regional-coordinator', 'trainer'], `${tag} Coordinator`);
    await openAs(page, { token: await tokenFor(USERS.staff) }, `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const { name, csv, header, rows } = await exported(page);
    expect(name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(header).toEqual(['Username', 'Name', 'Email', 'Phone', 'Roles', 'Active', 'Email verified', 'Last sign-in (UTC)', 'Created (UTC)', 'User id', 'Contact id']);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
    expect(row).toMatchObject({ Username: coordinator.username, Roles: 'Regional Coordinator, Trainer', Active: 'yes', 'Email verified': 'no', 'Contact id': coordinator.contactId });
    expect(row['Last sign-in (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(csv).not.toMatch(/regional-coordinator|__typename|emailVerified|true|false/);
  });
});
