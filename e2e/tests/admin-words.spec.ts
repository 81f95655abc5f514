// One name for one thing (docs/glossary.md): the back office says what the portal says. A field
// worker's testimonies are Testimonies, a report's fields read as the portal's form words them
// with names instead of ids and country codes, roles read as names, the partnership agreement
// forms have the portal's name in both menus, and a people group reads "{name} - {country}".
import { expect, test } from '@playwright/test';
import { USERS } from '../env';
import { asStaff, gql, tokenFor, unique } from './helpers';
import { createProject, linkPeopleGroup, newUser, openAs, peopleGroups } from './portal-seed';

const SHOTS = '/tmp/shots-admin';

const currentQuarter = () => {
  const now = new Date();
  return `${now.getFullYear()}.Q${Math.floor(now.getMonth() / 3) + 1}`;
};

test.describe('one name for one thing', () => {
  test("a people group report reads in the back office as the portal words it", async ({ page }) => {
    test.setTimeout(90_000);
    const author = await newUser(['field-worker'], unique('Wendy Worder '));
    const [group] = await peopleGroups(1, 91);
    await linkPeopleGroup(author.contactId, group.id, 'FIELD_WORKER');
    const projectName = unique('Words well ');
    const projectId = await createProject({ projectName, desc: 'A well.', peopleGroupIds: [group.id] });
    const fields = {
      onBehalfOf: true,
      onBehalfOfName: 'Amir Rahman',
      onBehalfOfId: author.contactId,
      receivedFinancialSupport: false,
      hProjects: [{ projectId, status: 'On track', results: 'Two wells dug' }],
      churchesPlanted: [{ _id: 'c1', villageName: 'Sylhet Char', country: 'BD', numChurches: 2, numBelievers: 31 }],
      numChurchesPlanted: 2,
      numHeardForFirstTime: 120,
      numSalvations: 14,
      numWaterBaptisms: 9,
      miracles: [{ _id: 'm1', desc: 'A boy was healed of fever after prayer.' }],
      prayerRequests: [{ _id: 'p1', desc: 'Pray for the new believers.' }],
      publicAttachmentIds: [],
      privateAttachmentIds: [],
    };
    const id = (
      await gql<{ createReport: { _id: string } }>(
        'mutation($r: ReportInput!) { createReport(report: $r) { _id } }',
        { r: { _id: crypto.randomUUID(), reportType: 'PG_QUARTERLY', peopleGroupId: group.id, quarter: currentQuarter(), notes: 'Words', fields } },
        author.token,
      )
    ).createReport._id;

    await openAs(page, { token: await tokenFor(USERS.staff) }, `/admin/reports/${id}/show`);
    const details = page.locator('section').filter({ has: page.getByRole('heading', { name: /details$/ }) });
    await expect(details.getByText('Testimonies', { exact: true })).toBeVisible({ timeout: 20_000 });
    for (const label of ['Holistic projects', 'Heard for the first time', 'Filed on behalf by', 'Field worker', 'Prayer requests', 'Churches planted']) {
      await expect(details.getByText(label, { exact: true }).first(), label).toBeVisible();
    }
    for (const word of ['Miracles', 'H projects', 'Number of heard for first time', 'On behalf of ID']) {
      await expect(details.getByText(word, { exact: true }), word).toHaveCount(0);
    }
    // names, not ids and codes
    await expect(page.getByRole('table', { name: 'Holistic projects' }).getByRole('cell', { name: projectName })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Churches planted' }).getByRole('cell', { name: 'Bangladesh', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Churches planted' }).getByRole('cell', { name: 'BD', exact: true })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Testimonies' }).getByRole('columnheader')).toHaveText(['Testimony']);
    await expect(details.getByText(author.contactId)).toHaveCount(0);
    await expect(details.getByText(projectId)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/e2e-report-words.png`, fullPage: true });
  });

  test('roles, the partnership agreement forms, testimonies and people groups have one name in both apps', async ({ page }) => {
    test.setTimeout(90_000);
    const tag = unique('Rolo ');
    const coordinator = await newUser(['regional-coordinator'], `${tag} Coordinator`);
    const staffToken = await tokenFor(USERS.staff);

    // roles by name, never by slug
    await openAs(page, { token: staffToken }, `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    const row = page.locator('tbody tr').filter({ hasText: coordinator.username });
    await expect(row).toContainText('Regional Coordinator');
    await expect(row).not.toContainText('regional-coordinator');

    // the portal's name for the forms, in the back office's menu and page
    await expect(page.getByRole('menuitem', { name: 'Partnership Agreement Forms' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Commitment Forms', exact: true })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Partnership Agreement Forms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partnership Agreement Forms' })).toBeVisible();
    // people sign out, in both apps
    await page.getByRole('button', { name: USERS.staff.name }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // testimonies and a people group's name in the quarterly stats, in both apps
    const [group] = await peopleGroups(1, 93);
    await linkPeopleGroup(coordinator.contactId, group.id, 'REGIONAL_COORDINATOR');
    await gql(
      'mutation($pg: ID!, $q: String!) { createUpgStatsRecord(peopleGroupId: $pg, quarter: $q, numMiracles: 7) { id } }',
      { pg: group.id, q: '2025.Q3' },
      await asStaff(),
    );
    const named = `${group.nameAcrossCountries} - ${group.country}`;
    await page.goto(`/admin/upg-stats?filter=${encodeURIComponent(JSON.stringify({ peopleGroupId: group.id }))}`);
    await expect(page.getByRole('columnheader', { name: 'Testimonies' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Miracles' })).toHaveCount(0);
    await expect(page.locator('tbody tr').first()).toContainText(named);

    await openAs(page, coordinator, `/upgs/${group.id}/quarterlyStats`);
    const stats = page.getByRole('table', { name: 'Quarterly Stats' });
    await expect(stats.getByRole('columnheader', { name: 'Testimonies' })).toBeVisible();
    await expect(stats.getByRole('columnheader', { name: 'Miracles' })).toHaveCount(0);
    await page.goto('/upgs');
    await expect(page.getByRole('heading', { level: 2, name: named })).toBeVisible();
  });
});
