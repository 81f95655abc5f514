// People group screens (spec/02 §2 "People groups", §6): the card list with
// Load More, the empty state, the detail tabs and their gates, the quarterly
// stats, the pictures and the full-screen viewer.
import { expect, test } from '@playwright/test';
import { asStaff, gql } from './helpers';
import { createProject, linkPeopleGroup, linkProject, newUser, openAs, peopleGroups, PNG, uploadFile, WIDTHS } from './portal-seed';

const BIBLE_STATUS = ['Unspecified', 'Translation Needed', 'Translation Started', 'Portions', 'New Testament', 'Complete Bible'];

for (const w of WIDTHS) {
  test(`a partner without people groups sees Recent Donations and the sponsor prompt (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    const user = await newUser(['partner']);
    await openAs(page, user, '/upgs');
    await expect(page.getByRole('heading', { name: 'People Groups' })).toBeVisible();
    await expect(page.getByText('Recent Donations')).toBeVisible();
    await expect(page.getByText(/shows here as soon as your gift is recorded/)).toBeVisible();
    await expect(page.getByText(/day or two/)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Sponsor a Native Missionary' }).click();
    await expect(page).toHaveURL(/\/partner\/adopt-a-upg$/);
  });
}

test('the card list shows 40, then 8 more per Load More, with the role for each group', async ({ page }) => {
  const user = await newUser(['field-worker']);
  const groups = await peopleGroups(45);
  for (const [i, g] of groups.entries()) await linkPeopleGroup(user.contactId, g.id, i === 0 ? 'ADOPTER' : 'FIELD_WORKER');
  await openAs(page, user, '/upgs');
  const cards = page.getByTestId('upg-card');
  await expect(cards).toHaveCount(40);
  await expect(page.getByText('Recent Donations')).toHaveCount(0);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(45);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  const adopted = cards.filter({ hasText: groups[0].nameAcrossCountries }).first();
  await expect(adopted.getByText('Adopter')).toBeVisible();
  for (const label of ['Population', 'Religion', 'Language', 'Suggested Level']) await expect(adopted.getByText(label)).toBeVisible();
  await expect(adopted.getByText(groups[0].population.toLocaleString('en-US'))).toBeVisible();
  await expect(cards.filter({ hasText: groups[1].nameAcrossCountries }).first().getByText('Field Worker')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Joshua Project' })).toBeVisible();
});

test('a field worker sees every tab; info has the flags, counts, Bible status and stats', async ({ page }) => {
  const user = await newUser(['field-worker']);
  const [g] = await peopleGroups(1, 50);
  await linkPeopleGroup(user.contactId, g.id, 'FIELD_WORKER');
  await gql(
    `mutation($pg: ID!) {
      a: createUpgStatsRecord(peopleGroupId: $pg, quarter: "2026.Q1", numSalvations: 7, numChurchesPlanted: 2, numHeardForFirstTime: 120)
      { id }
      b: createUpgStatsRecord(peopleGroupId: $pg, quarter: "2026.Q2", numSalvations: 5, numChurchesPlanted: 1, numHeardForFirstTime: 80)
      { id }
    }`,
    { pg: g.id },
    await asStaff(),
  );

  await openAs(page, user, '/upgs');
  await page.getByTestId('upg-card').first().click();
  await expect(page).toHaveURL(new RegExp(`/upgs/${g.id}/info$`));
  await expect(page.getByRole('heading', { name: g.nameAcrossCountries })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'People group sections' });
  for (const t of ['Info', 'Quarterly Reports', 'Quarterly Stats', 'Holistic Projects', 'Pictures']) await expect(tabs.getByRole('tab', { name: t })).toBeVisible();

  if (g.bibleStatus !== null) await expect(page.getByText(BIBLE_STATUS[g.bibleStatus], { exact: true })).toBeVisible();
  await expect(page.getByTestId('status-statusFieldWorker').getByText('Yes')).toBeVisible();
  await expect(page.getByTestId('status-statusSalvations').getByText('Yes')).toBeVisible();
  await expect(page.getByTestId('status-statusAdopted').getByText('No')).toBeVisible();
  await expect(page.getByText('Over 2 quarters')).toBeVisible();
  // cumulative: 7 + 5 salvations
  await expect(page.getByText('12', { exact: true })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Quarterly Stats' }).click();
  await expect(page).toHaveURL(new RegExp(`/upgs/${g.id}/quarterlyStats$`));
  const table = page.getByRole('table', { name: 'Quarterly Stats' });
  await expect(table.getByRole('row', { name: /Q1 2026/ })).toContainText('7');
  await expect(table.getByRole('row', { name: /Q2 2026/ })).toContainText('5');

  await tabs.getByRole('tab', { name: 'Quarterly Reports' }).click();
  await expect(page.getByText('Quarterly Reports').last()).toBeVisible();
  // the tab lists the group's quarterly reports (portal-reports.spec.ts walks them)
  await expect(page.getByRole('button', { name: 'New Report' })).toBeVisible();
  await expect(page.getByText('No Reports')).toBeVisible();
});

test("the Info tab's adopters and a quarter's stats say why they differ", async ({ page }) => {
  const user = await newUser(['field-worker']);
  const [g] = await peopleGroups(1, 54);
  await linkPeopleGroup(user.contactId, g.id, 'FIELD_WORKER');
  // today: two adopters linked; the quarter's record, as staff recorded it: three
  for (const name of ['Ada Adopter', 'Abe Adopter']) await linkPeopleGroup((await newUser(['partner'], name)).contactId, g.id, 'ADOPTER');
  await gql('mutation($pg: ID!) { createUpgStatsRecord(peopleGroupId: $pg, quarter: "2026.Q3", numAdopters: 3, numSalvations: 4) { id } }', { pg: g.id }, await asStaff());

  await openAs(page, user, `/upgs/${g.id}/info`);
  const counts = page.getByTestId('counts-note');
  await expect(counts).toHaveText('As they are today, from the people and projects linked to this group.');
  await expect(counts.locator('xpath=..').getByText('Adopters', { exact: true }).locator('xpath=preceding-sibling::*[1]')).toHaveText('2');
  for (const w of WIDTHS) {
    await page.setViewportSize(w);
    await page.screenshot({ path: `${process.env.REACH_E2E_SHOTS ?? '/tmp'}/upg-info-counts-${w.name}.png`, fullPage: true });
  }
  await page.getByRole('tab', { name: 'Quarterly Stats' }).click();
  await expect(page.getByTestId('stats-note')).toContainText('Each quarter shows the figures recorded for it.');
  await expect(page.getByTestId('stats-note')).toContainText('may differ from the counts on the Info tab, which are as they are today');
  const row = page.getByRole('table', { name: 'Quarterly Stats' }).getByRole('row', { name: /Q3 2026/ });
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
  for (const w of WIDTHS) {
    await page.setViewportSize(w);
    await page.screenshot({ path: `${process.env.REACH_E2E_SHOTS ?? '/tmp'}/upg-stats-note-${w.name}.png`, fullPage: true });
  }
});

test('a partner (adopter) sees only Info and Pictures; gated tabs send back to info', async ({ page }) => {
  const user = await newUser(['partner']);
  const [g] = await peopleGroups(1, 51);
  await linkPeopleGroup(user.contactId, g.id, 'ADOPTER');
  await openAs(page, user, `/upgs/${g.id}/info`);
  const tabs = page.getByRole('tablist', { name: 'People group sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Info', 'Pictures']);
  await page.goto(`/upgs/${g.id}/quarterlyStats`);
  await expect(page).toHaveURL(new RegExp(`/upgs/${g.id}/info$`));
  await page.goto(`/upgs/${g.id}/pictures`);
  await expect(page.getByText('No Photos')).toBeVisible();
});

test("another contact's people group is not found", async ({ page }) => {
  const user = await newUser(['partner']);
  const [g] = await peopleGroups(1, 52);
  await openAs(page, user, `/upgs/${g.id}/info`);
  await expect(page.getByRole('heading', { name: g.nameAcrossCountries })).toHaveCount(0);
  await expect(page.getByText('This page is unreached. Keep praying.')).toBeVisible();
});

test('the holistic projects tab lists the projects serving the group', async ({ page }) => {
  const user = await newUser(['field-worker']);
  const [g] = await peopleGroups(1, 53);
  await linkPeopleGroup(user.contactId, g.id, 'FIELD_WORKER');
  const name = `Wells for ${g.nameAcrossCountries} ${Date.now()}`;
  const projectId = await createProject({ projectName: name, desc: 'Two wells and a seed bank.', peopleGroupIds: [g.id] });
  await linkProject(user.contactId, projectId, 'FIELD_WORKER');
  await openAs(page, user, `/upgs/${g.id}/holistic-projects`);
  await expect(page.getByTestId('project-card').filter({ hasText: name })).toBeVisible();
});

for (const w of WIDTHS) {
  test(`pictures open in a full-screen viewer: arrows, buttons and Escape (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    const user = await newUser(['field-worker']);
    const [g] = await peopleGroups(1, w.name === 'phone' ? 54 : 55);
    await linkPeopleGroup(user.contactId, g.id, 'FIELD_WORKER');
    for (let i = 0; i < 3; i++) await uploadFile(await asStaff(), { filename: `pg-${i}.png`, contentType: 'image/png', bytes: PNG, type: 'PG_PHOTO', attachedTo: g.id });

    await openAs(page, user, `/upgs/${g.id}/pictures`);
    const thumbs = page.getByRole('button', { name: /^Open photo \d+$/ });
    await expect(thumbs.nth(2)).toBeVisible();
    const n = await thumbs.count();
    expect(n).toBeGreaterThanOrEqual(3);
    await thumbs.first().click();
    const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByTestId('viewer-position')).toHaveText(`1 / ${n}`);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('viewer-position')).toHaveText(`2 / ${n}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByTestId('viewer-position')).toHaveText(`${n} / ${n}`);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(viewer.getByTestId('viewer-position')).toHaveText(`1 / ${n}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
}

test('staff page through every people group and search one by name', async ({ page }) => {
  const [g] = await peopleGroups(1);
  await openAs(page, { token: await asStaff() }, '/upgs');
  const cards = page.getByTestId('upg-card');
  await expect(cards).toHaveCount(40);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(48);

  await page.getByLabel('Search people groups').fill(g.nameAcrossCountries);
  await expect(cards.first()).toContainText(g.nameAcrossCountries);
  await expect.poll(async () => (await cards.allTextContents()).every((t) => t.toLowerCase().includes(g.nameAcrossCountries.split(' ')[0].toLowerCase()))).toBe(true);
  await page.screenshot({ path: 'test-results/staff-upgs-search.png', fullPage: true });

  await page.getByLabel('Search people groups').fill('zzqqxx no such group');
  await expect(page.getByText('No people groups match')).toBeVisible();
  await expect(cards).toHaveCount(0);
});
