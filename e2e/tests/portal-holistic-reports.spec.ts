// Holistic proposals and progress reports in the portal (spec/03 §2-§5, §8, §9; issue 13): a field
// worker on a project writes a proposal, sees the §5 messages, loses the connection mid-edit, gets
// the copy kept on the device back and submits; staff hold it with a reason; the author reads the
// reason and uses "Save Changes & Re-Submit Report"; staff approve, and the project the approval
// makes shows the proposal on its Proposal tab. Then a progress report on the project's Reports tab.
import { expect, test, type Page } from '@playwright/test';
import { asStaff, gql } from './helpers';
import { createProject, linkPeopleGroup, linkProject, newUser, openAs, peopleGroups, WIDTHS, type SeededUser } from './portal-seed';

const SHOTS = process.env.REACH_E2E_SHOTS ?? '/tmp';

interface Seed {
  user: SeededUser;
  projectId: string;
  projectName: string;
  group: { id: string; nameAcrossCountries: string };
}

async function fieldWorkerOnProject(): Promise<Seed> {
  const user = await newUser(['field-worker'], 'Farida Field');
  const [group] = await peopleGroups(1, 90);
  await linkPeopleGroup(user.contactId, group.id, 'FIELD_WORKER');
  const projectName = `Water Wells ${Date.now()}`;
  const projectId = await createProject({ projectName, desc: 'Two wells for the valley.', peopleGroupIds: [group.id] });
  await linkProject(user.contactId, projectId, 'FIELD_WORKER');
  return { user, projectId, projectName, group };
}

async function shots(page: Page, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize(w);
    await page.screenshot({ path: `${SHOTS}/holistic-${name}-${w.name}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[1]);
}

async function pick(page: Page, combobox: string, option: RegExp | string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const indicator = (page: Page) => page.getByTestId('draft-indicator');

/** kept reads the proposal form kept on the device (IndexedDB), as the form wrote it. */
function kept(page: Page): Promise<{ recurringMonthlyRevenueForeign: string; paymentPlan: unknown[] } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('reach-report-drafts', 1);
        open.onsuccess = () => {
          const all = open.result.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => resolve((all.result[0]?.value as never) ?? null);
        };
        open.onerror = () => resolve(null);
      }),
  );
}
const keptRevenue = async (page: Page) => (await kept(page))?.recurringMonthlyRevenueForeign;
const keptPayments = async (page: Page) => (await kept(page))?.paymentPlan.length;

async function decide(mutation: 'holdReport' | 'approveReport', id: string, reason?: string) {
  const args = mutation === 'holdReport' ? '(id: $id, reason: $reason)' : '(id: $id)';
  const vars = mutation === 'holdReport' ? '($id: ID!, $reason: String!)' : '($id: ID!)';
  await gql(`mutation${vars} { ${mutation}${args} { id status } }`, { id, reason }, await asStaff());
}

test('a field worker writes a proposal through a lost connection; staff hold it, the author re-submits, staff approve', async ({ page, context }) => {
  test.setTimeout(180_000);
  const { user, group } = await fieldWorkerOnProject();
  await openAs(page, user, '/holistic-proposals');
  await expect(page.getByRole('heading', { name: 'Holistic Proposals' })).toBeVisible();
  await expect(page.getByText('No Proposals')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh List' })).toBeVisible();
  await page.getByRole('button', { name: 'New Proposal' }).click();
  await expect(page).toHaveURL(/\/holistic-proposals\/edit\/[0-9a-f-]{36}$/);
  const editUrl = page.url();
  const proposalId = editUrl.split('/').pop()!;
  await expect(page.getByRole('region', { name: 'Project Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Financial Details' })).toBeVisible();
  await expect(page.getByText('No supported field workers')).toBeVisible();
  await expect(page.getByText('No Responsible Persons')).toBeVisible();

  // §5 at submit, with the spec's exact messages.
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByText('Please enter a project name')).toBeVisible();
  await expect(page.getByText('Please select a project type')).toBeVisible();
  await expect(page.getByText('Please enter a project description')).toBeVisible();
  await expect(page.getByText('At least one affected people group is required')).toBeVisible();
  await expect(page.getByText('At least one supported field worker is required')).toBeVisible();
  await expect(page.getByText('At least one responsible person is required')).toBeVisible();
  await expect(page.getByText('Thie field is required')).toHaveCount(2);

  await page.getByLabel('Project Name').fill('Valley Bakery');
  await pick(page, 'Type of Project', 'Small Business');
  await page.getByLabel('Project Description').fill('A bakery that feeds the valley and pays for two field workers.');
  await pick(page, 'People Group 1', new RegExp(group.nameAcrossCountries));
  for (const [label, value] of [
    ['Vision', 'Bread and the gospel in every village.'],
    ['Goals', 'Open in three months.'],
    ['Market Analysis', 'No bakery within 20 km.'],
    ['Risk Analysis', 'Flour prices.'],
    ['Location Risk', 'Floods in the rainy season.'],
  ] as const) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole('button', { name: 'Add Responsible Person' }).click();
  await pick(page, 'Contact', 'Farida Field');
  await page.getByLabel('Role', { exact: true }).fill('Baker');
  await page.getByLabel('Projected Hours per Week').fill('20');
  await page.getByLabel('Prior Experience').fill('Ten years in a city bakery.');

  await page.getByLabel('Loan Amount (USD)').fill('1000');
  await pick(page, 'Loan Term (months)', '12 months');
  await page.getByLabel('Local Currency (e.g. KES)').fill('NGN');
  await page.getByLabel('Exchange Rate').fill('10');
  await expect(page.getByTestId('setup-expenses')).toHaveValue('10,000.00 NGN');
  await page.getByLabel('Setup Expenses Description').fill('An oven and a counter.');
  await page.getByLabel(/^Recurring Monthly Expenses \(/).fill('500');
  await page.getByLabel('Recurring Monthly Expenses Description').fill('Flour and fuel.');
  await page.getByLabel(/^Recurring Monthly Revenue \(/).fill('600');
  await page.getByLabel('Recurring Monthly Revenue Description').fill('Bread sales.');
  await page.getByRole('button', { name: 'Add Field Worker' }).click();
  await pick(page, 'Field Worker', 'Farida Field');
  await page.getByLabel(/^Monthly Support \(/).fill('100');
  await page.getByLabel('Other Uses of Profit').fill('School fees.');
  await page.getByLabel('Due Date').fill('2027-01-01');
  await page.getByLabel('Amount (USD)', { exact: true }).fill('400');
  await expect(page.getByTestId('remaining-amount')).toContainText('Remaining amount: $600.00');
  await page.getByLabel('Payment Method').fill('Bank transfer');
  await page.getByLabel('Loan Details').fill('Twelve monthly payments.');

  // Revenue 600 − expenses 500 − support 100 leaves nothing to repay the loan with.
  await expect(page.getByTestId('net-total')).toHaveText('-10,000.00 NGN');
  await page.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(page.getByText('Please re-evaluate the above entries.  In order to submit this proposal, your project must appear profitable.')).toBeVisible();
  await expect(page.getByText('Loan repayment remaining amount must be $0.00')).toBeVisible();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Proposal saved.')).toBeVisible();

  // The connection goes mid-edit: the change stays on the device and Save Draft waits.
  await context.setOffline(true);
  await page.getByLabel(/^Recurring Monthly Revenue \(/).fill('2500');
  await expect(indicator(page)).toHaveText('Offline – saved on this device');
  // Offline, Submit queues the report on the device (docs/offline.md); saving a draft waits.
  await expect(page.getByRole('button', { name: 'Submit Proposal' })).toBeEnabled();
  await expect(page.getByTestId('offline-reason')).toContainText('Submit keeps the report on this device');
  await expect.poll(() => keptRevenue(page)).toBe('2500');

  // Back online, the draft goes to the server.
  await context.setOffline(false);
  await expect(indicator(page)).toHaveText('Saved');
  await expect(page.getByRole('button', { name: 'Submit Proposal' })).toBeEnabled();

  // Offline again; the tab is closed before the connection returns.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Payment' }).click();
  await page.getByLabel('Due Date').nth(1).fill('2027-06-01');
  await page.getByLabel('Amount (USD)', { exact: true }).nth(1).fill('600');
  await expect(indicator(page)).toHaveText('Offline – saved on this device');
  await expect.poll(() => keptPayments(page)).toBe(2);
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto(editUrl);
  await expect(again.getByTestId('restore-offer')).toBeVisible();
  await expect(again.getByLabel(/^Recurring Monthly Revenue \(/)).toHaveValue('2500');
  await expect(again.getByTestId('installment-row')).toHaveCount(1);
  await again.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByTestId('installment-row')).toHaveCount(2);
  await expect(again.getByTestId('remaining-amount')).toContainText('Remaining amount: $0.00');
  await expect(again.getByTestId('net-total')).toHaveText('12,800.00 NGN');
  await shots(again, 'proposal-form');

  await again.getByRole('button', { name: 'Submit Proposal' }).click();
  await expect(again.getByText('Proposal submitted.')).toBeVisible();
  await expect(again).toHaveURL(new RegExp(`/holistic-proposals/view/${proposalId}$`));
  await expect(again.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(again.getByText('Valley Bakery').first()).toBeVisible();
  await expect(again.getByText('2,500.00 NGN')).toBeVisible();

  // Staff hold it with a reason; the author sees it and re-submits.
  await decide('holdReport', proposalId, 'Please add the cost of the flour mill.');
  await again.reload();
  await expect(again.getByTestId('report-status')).toHaveText('On Hold');
  await expect(again.getByTestId('approval-notice')).toContainText('Please add the cost of the flour mill.');
  await shots(again, 'proposal-view');
  await again.getByRole('link', { name: 'Edit' }).click();
  await expect(again.getByTestId('approval-notice')).toContainText('Please add the cost of the flour mill.');
  await again.getByLabel('Setup Expenses Description').fill('An oven, a counter and a small flour mill.');
  await again.getByRole('button', { name: 'Save Changes & Re-Submit Report' }).click();
  await expect(again.getByText('Proposal submitted.')).toBeVisible();
  await expect(again).toHaveURL(new RegExp(`/holistic-proposals/view/${proposalId}$`));
  await expect(again.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(again.getByText('An oven, a counter and a small flour mill.')).toBeVisible();

  // Staff approve: no more Edit, and the list shows it.
  await decide('approveReport', proposalId);
  await again.goto('/holistic-proposals');
  const card = again.getByTestId('proposal-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('report-status')).toHaveText('Approved');
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(card.getByText(group.nameAcrossCountries)).toBeVisible();
  await shots(again, 'proposals-list');

  // The approval made a project (PLANNING) from the proposal; its Proposal tab shows it.
  const projects = await gql<{ allHolisticProjectsForUser: { edges: Array<{ node: { _id: string; applicationId: string | null } }> } }>(
    '{ allHolisticProjectsForUser(first: 100) { edges { node { _id applicationId } } } }',
    {},
    user.token,
  );
  const made = projects.allHolisticProjectsForUser.edges.find((e) => e.node.applicationId === proposalId);
  expect(made, 'the project the approval made').toBeTruthy();
  await again.goto(`/holistic-projects/${made!.node._id}/proposal`);
  await expect(again.getByTestId('project-proposal')).toBeVisible();
  await expect(again.getByTestId('project-proposal').getByText('Valley Bakery').first()).toBeVisible();
  await again.getByRole('tab', { name: 'Info' }).click();
  await expect(again.getByTestId('project-reporting')).toContainText('Farida Field');
});

test('a field worker submits a progress report from the project Reports tab', async ({ page }) => {
  test.setTimeout(120_000);
  const { user, projectId, projectName } = await fieldWorkerOnProject();
  await openAs(page, user, `/holistic-projects/${projectId}/reports`);
  await expect(page.getByRole('tab', { name: 'Reports' })).toBeVisible();
  await expect(page.getByText('No Reports')).toBeVisible();
  await page.getByRole('button', { name: 'New Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/holistic-projects/${projectId}/reports/edit/[0-9a-f-]{36}$`));
  await expect(page.getByText('Reports cover the last 3 months')).toBeVisible();
  await expect(page.getByRole('link', { name: projectName })).toBeVisible();
  // A project's report says whose supporters see its public attachments: the project's.
  await expect(page.getByText("Shown to this project's supporters once the report is approved.")).toBeVisible();
  await expect(page.getByText("this group's supporters")).toHaveCount(0);

  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await pick(page, 'Project State', 'Active');
  await page.getByLabel('Describe the progress this quarter').fill('The first well is dug.');
  await page.getByLabel('Describe any problems this quarter').fill('The pump arrived late.');
  await page.getByRole('region', { name: 'Finances' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Loan Payments This Quarter (USD)').fill('100');
  await page.getByLabel('Loan Payments Total (USD)').fill('100');
  await page.getByLabel('Local Currency (e.g. KES)').fill('KES');
  await expect(page.getByText('≈ $')).toHaveCount(0);
  await page.getByLabel('Exchange Rate').fill('129.5');
  await page.getByLabel(/^Expenses This Quarter \(/).fill('1295');
  await expect(page.getByText('≈ $10.00 USD')).toBeVisible();
  await page.getByLabel('Expenses Description').fill('Pipes.');
  await page.getByLabel(/^Revenue This Quarter \(/).fill('2590');
  await page.getByLabel('Revenue Description').fill('Water sales.');
  await page.getByRole('button', { name: 'Add Testimony' }).click();
  await page.getByRole('textbox', { name: 'Testimony 1' }).fill('The village chief came to church.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Report saved successfully')).toBeVisible();
  await shots(page, 'progress-form');

  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report submitted.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/holistic-projects/${projectId}/reports/view/`));
  await expect(page.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(page.getByText('1,295.00 KES (≈ $10.00 USD)')).toBeVisible();
  await expect(page.getByText('The village chief came to church.')).toBeVisible();
  await expect(page.getByText('No prayer requests recorded in the Last 3 Months')).toBeVisible();
  await shots(page, 'progress-view');

  await page.getByRole('link', { name: projectName }).click();
  const card = page.getByTestId('report-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('report-status')).toHaveText('Pending Approval');
  await shots(page, 'project-reports');
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Unsubmit Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubmit Report' }).click();
  await expect(page.getByText('Report unsubmitted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeVisible();
});
