// The back office's approval queue for reports, against the real server: a field worker files
// people group quarterly reports through the API; staff find them under Pending (the tab counts
// them), open one and read its own fields, put it on hold with a reason, find it under On Hold
// and approve it (stored at once, undoable for a few seconds); then approve two others together
// while a third, changed meanwhile, is named as skipped; and export the queue as CSV. An approval
// survives the tab closed right after the click, and Undo puts a report back as it was.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { asStaff, gql, unique } from './helpers';
import { fileQuarterlyReport, linkPeopleGroup, newUser, peopleGroups, quarterBack, type SeededUser } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

/** operation waits for the GraphQL call naming op that act makes, and answers it. */
const operation = async (page: Page, op: string, act: () => Promise<void>, timeout = 15_000) => {
  const response = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(op), { timeout });
  await act();
  const r = await response;
  return { variables: r.request().postDataJSON().variables, body: await r.json() };
};

/** fileReport files and submits a people group quarterly report of quarter, with a public picture. */
const fileReport = (author: SeededUser, peopleGroupId: string, notes: string, quarter: string) =>
  fileQuarterlyReport(author, peopleGroupId, { notes, quarter, fields: { publicAttachmentIds: ['file-public-1'] } });

/** staffDecision is the report page's "Staff decision" section. */
const staffDecision = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Staff decision' }) });

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const pendingCount = async () =>
  (await gql('query { m: _allReportsMeta(filter: { status: [PENDING] }) { count } }', {}, await asStaff())).m.count as number;

test.describe('back office: reports', () => {
  test('staff hold a report with a reason, approve it, bulk-approve others and export the queue', async ({ page }) => {
    test.setTimeout(90_000);
    const authorName = unique('Rita Reporter ');
    const author = await newUser(['field-worker'], authorName);
    const [group] = await peopleGroups(1, 7);
    await linkPeopleGroup(author.contactId, group.id, 'FIELD_WORKER');
    const ids: string[] = [];
    // one report per group, quarter and field worker: each covers its own quarter, the first the current one
    for (const n of [1, 2, 3, 4]) ids.push(await fileReport(author, group.id, `Report ${n} of ${authorName}`, quarterBack(n - 1)));
    const pending = await pendingCount();
    // The author is named as the server recorded them.
    const recorded = (await gql('query($id: ID!) { report(_id: $id) { createdByUser { name } } }', { id: ids[0] }, await asStaff())).report.createdByUser
      .name as string;

    await signInAsStaff(page);
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/admin\/reports/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('tab', { name: `Pending (${pending})` })).toHaveAttribute('aria-selected', 'true');

    // The author's four, oldest submission first, each waiting for under a minute.
    await operation(page, authorName, () => page.getByPlaceholder('Search').fill(authorName));
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('People group quarterly');
    await expect(rows.first()).toContainText('Pending Approval');
    await expect(rows.first()).toContainText(quarterBack(0));
    await expect(rows.first()).toContainText('under a minute');
    await expect(rows.first().getByRole('button', { name: 'Hold' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending (4)' })).toBeVisible();
    await noSideScroll(page);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'admin-reports-list.png') });

    // The oldest opens in full: the shared fields, the type's own ones, the history.
    await rows.first().locator('td').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports/${ids[0]}/show$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('People group quarterly');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pending Approval');
    await expect(page.getByText(`Report 1 of ${authorName}`)).toBeVisible();
    await expect(page.getByText('$125.00').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Churches planted' }).getByText('Kisumu Ndogo')).toBeVisible();
    await expect(page.getByText('file-public-1')).toBeVisible();
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.locator('tbody tr')).toHaveCount(2);
    await noSideScroll(page);
    await page.screenshot({ path: path.join(SHOTS, 'admin-reports-show.png'), fullPage: true });

    // Hold needs a reason.
    await page.getByRole('button', { name: 'Hold' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Put on hold' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Please add the baptism dates.');
    const held = await operation(page, 'holdReport', () => confirm.click());
    expect(held.body.errors).toBeUndefined();
    expect(held.variables).toEqual({ id: ids[0], reason: 'Please add the baptism dates.' });
    await expect(page.getByText('Report put on hold')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('On Hold');
    await expect(history.locator('tbody tr')).toHaveCount(3);
    await expect(history.locator('tbody tr').last()).toContainText('Please add the baptism dates.');
    await expect(history.locator('tbody tr').last()).toContainText('back office');
    await expect(page.getByRole('button', { name: 'Hold' })).toHaveCount(0);

    // Under On Hold, it is approved: the call is sent at once, the title and the Staff decision
    // say so together, and the notice offers Undo.
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.getByRole('tab', { name: /^On Hold/ }).click();
    await expect(rows).toHaveCount(1);
    await rows.first().locator('td').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/admin/reports/${ids[0]}/show$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('On Hold');
    await expect(page.getByRole('button', { name: 'Hold' })).toHaveCount(0);
    const approved = await operation(page, 'approveReport', () => page.getByRole('button', { name: 'Approve' }).click());
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data.approveReport.status).toBe('APPROVED');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Approved');
    await expect(staffDecision(page)).toContainText('Approved');
    await expect(staffDecision(page)).not.toContainText('Please add the baptism dates.');
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // Two approved together; the third changed after the list was read, so it is named as skipped.
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.getByRole('tab', { name: /^Pending/ }).click();
    await expect(rows).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await gql('mutation($id: ID!) { holdReport(id: $id, reason: "Checking the figures.") { _id } }', { id: ids[3] }, await asStaff());
    const bulk = await operation(page, 'bulkApproveReports', () => page.getByRole('button', { name: 'Approve selected' }).click());
    expect(bulk.body.errors).toBeUndefined();
    expect([...bulk.variables.ids].sort()).toEqual([ids[1], ids[2], ids[3]].sort());
    expect(bulk.variables.versions).toHaveLength(3);
    await expect(page.getByText(/2 approved; 1 skipped/)).toBeVisible();
    await expect(page.getByText(/Please reload it/)).toBeVisible();
    await expect(rows).toHaveCount(0);

    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(rows).toHaveCount(3);

    // The CSV holds the rows the filters leave.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^reports-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await file.path(), 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toContain('Type,Status,Author,Quarter');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`People group quarterly,Approved,${recorded}`);
  });

  test('an approval is kept when the tab closes at once, and Undo puts the report back as it was', async ({ page }) => {
    test.setTimeout(90_000);
    const authorName = unique('Uma Undo ');
    const author = await newUser(['field-worker'], authorName);
    const [group] = await peopleGroups(1, 11);
    await linkPeopleGroup(author.contactId, group.id, 'FIELD_WORKER');
    const held = await fileReport(author, group.id, `Held report of ${authorName}`, quarterBack(0));
    const pendingId = await fileReport(author, group.id, `Pending report of ${authorName}`, quarterBack(1));
    await gql('mutation($id: ID!) { holdReport(id: $id, reason: "Checking the figures.") { _id } }', { id: held }, await asStaff());
    const statusOf = async (id: string) => (await gql('query($id: ID!) { report(_id: $id) { status } }', { id }, await asStaff())).report.status as string;

    await signInAsStaff(page);
    await page.goto(`/admin/reports/${held}/show`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('On Hold');
    await expect(staffDecision(page)).toContainText('Checking the figures.');
    await operation(page, 'approveReport', () => page.getByRole('button', { name: 'Approve' }).click());
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Approved');
    await expect(staffDecision(page)).toContainText('Approved');
    await page.screenshot({ path: path.join(SHOTS, 'admin-reports-undo.png') });
    const undone = await operation(page, 'undoReportApproval', () => page.getByRole('button', { name: 'Undo' }).click());
    expect(undone.body.errors).toBeUndefined();
    await expect(page.getByText('Approval undone')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('On Hold');
    await expect(staffDecision(page)).toContainText('On Hold');
    await expect(staffDecision(page)).toContainText('Checking the figures.');
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.locator('tbody tr').last()).toContainText('undo');
    expect(await statusOf(held)).toBe('HOLD');

    // Approve, and the tab closes as soon as the call leaves: the report is approved all the same.
    // The call leaves at the click, well before a notice could close (react-admin's last 4 s).
    const context = page.context();
    await page.goto(`/admin/reports/${pendingId}/show`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Pending Approval');
    const sent = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('approveReport'), { timeout: 2_500 });
    await page.getByRole('button', { name: 'Approve' }).click();
    await sent;
    await page.close();
    await expect.poll(() => statusOf(pendingId), { timeout: 10_000 }).toBe('APPROVED');

    // Opened again, the page and its Staff decision agree, and the queue no longer holds it.
    const again = await context.newPage();
    await again.goto(`/admin/reports/${pendingId}/show`);
    await expect(again.getByRole('heading', { level: 1 })).toContainText('Approved');
    await expect(staffDecision(again)).toContainText('Approved');
  });
});
