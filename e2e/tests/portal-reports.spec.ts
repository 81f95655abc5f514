// People group quarterly reports in the portal (spec/03 §2, §4, §5, §8; issue 13 "Portal screens",
// "Drafts that survive a lost connection"): a field worker writes a report, loses the connection
// mid-edit, gets the copy kept on the device back, submits and sees it pending; the §5 messages at
// submit; deleting a draft never submitted; the list's cards and the view's empty states.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { linkPeopleGroup, newUser, openAs, peopleGroups, WIDTHS, type SeededUser } from './portal-seed';

const SHOTS = process.env.REACH_E2E_SHOTS ?? '/tmp';

// Each story seeds a user and walks a long form: more time than a single screen's test.
test.describe.configure({ timeout: 180_000 });
// The machine running the suite may be busy; screens get longer to appear than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

async function fieldWorkerOnGroup(offset: number): Promise<{ user: SeededUser; group: { id: string; nameAcrossCountries: string } }> {
  const user = await newUser(['field-worker'], 'Fiona Field');
  const [group] = await peopleGroups(1, offset);
  await linkPeopleGroup(user.contactId, group.id, 'FIELD_WORKER');
  return { user, group };
}

async function startNewReport(page: Page, groupId: string): Promise<string> {
  await expect(page.getByRole('tab', { name: 'Quarterly Reports' })).toBeVisible();
  await page.getByRole('button', { name: 'New Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/upgs/${groupId}/reports/edit/[0-9a-f-]{36}$`));
  await expect(page.getByText('Reports cover the last 3 months')).toBeVisible();
  return page.url();
}

const indicator = (page: Page) => page.getByTestId('draft-indicator');

test('a field worker keeps a quarterly report through a lost connection and submits it', async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnGroup(70);
  await openAs(page, user, `/upgs/${group.id}/reports`);
  await expect(page.getByText('No Reports')).toBeVisible();
  const editUrl = await startNewReport(page, group.id);

  await expect(page.getByRole('link', { name: 'Unreached People Groups' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${group.nameAcrossCountries} - `) })).toBeVisible();
  // a user whose only role on the group is field worker is not asked about filing for someone else
  await expect(page.getByText('on behalf of a field worker')).toHaveCount(0);

  // §5 at submit
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Please answer yes or no')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(3);

  const finances = page.getByRole('region', { name: 'Finances' });
  await finances.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Amount received for yourself (USD)').fill('120.50');
  await page.getByLabel('Amount received for holistic projects (USD)').fill('30');
  await expect(page.getByLabel('How were the holistic project funds used?')).toBeVisible();
  await page.getByLabel('How were the holistic project funds used?').fill('Seeds for the village garden');
  await expect(page.getByTestId('received-total')).toHaveText('Total received: $150.50');

  await page.getByRole('button', { name: 'Add Church' }).click();
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByTestId('church-row').getByText('Required')).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove', exact: true }).first().click();

  await page.getByLabel('People who heard the gospel for the first time').fill('120');
  await page.getByLabel('Salvations', { exact: true }).fill('7');
  await page.getByLabel('Water Baptisms', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  // The connection goes mid-edit: the change stays on the device, Save Draft waits.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Testimony' }).click();
  await page.getByLabel('Testimony 1', { exact: true }).fill('A boy was healed after the village prayed');
  await expect(indicator(page)).toHaveText('Offline – saved on this device');
  // Offline, Submit queues the report on the device (docs/offline.md); saving a draft waits.
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  await expect(page.getByTestId('offline-reason')).toContainText('Submit keeps the report on this device');

  // Back online, the draft goes to the server.
  await context.setOffline(false);
  await expect(indicator(page)).toHaveText('Saved');
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();

  // Offline again; the tab is closed before the connection returns.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Prayer Request' }).click();
  await page.getByLabel('Prayer Request 1', { exact: true }).fill('Rain for the harvest');
  await expect(indicator(page)).toHaveText('Offline – saved on this device');
  // the tab closes only once the device holds the change (the indicator may show the state of
  // going offline a moment before the change is written)
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const req = indexedDB.open('reach-report-drafts');
            req.onsuccess = () => {
              const all = req.result.transaction('drafts').objectStore('drafts').getAll();
              all.onsuccess = () => resolve(JSON.stringify(all.result));
            };
          }),
      ),
    )
    .toContain('Rain for the harvest');
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  await again.goto(editUrl);
  await expect(again.getByTestId('restore-offer')).toBeVisible();
  await expect(again.getByLabel('Prayer Request 1', { exact: true })).toHaveCount(0);
  await again.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByLabel('Prayer Request 1', { exact: true })).toHaveValue('Rain for the harvest');
  await expect(again.getByLabel('Testimony 1', { exact: true })).toHaveValue('A boy was healed after the village prayed');
  await expect(indicator(again)).toHaveText('Saved');

  for (const w of WIDTHS) {
    await again.setViewportSize(w);
    await again.screenshot({ path: `${SHOTS}/portal-reports-form-${w.name}.png`, fullPage: true });
  }
  await again.setViewportSize(WIDTHS[1]);

  await again.getByRole('button', { name: 'Submit Report' }).click();
  await expect(again.getByText('Report submitted.')).toBeVisible();
  await expect(again).toHaveURL(new RegExp(`/upgs/${group.id}/reports/view/`));
  await expect(again.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(again.getByText('Rain for the harvest')).toBeVisible();
  await expect(again.getByText('A boy was healed after the village prayed')).toBeVisible();
  await expect(again.getByText('No Churches Planted in the Last 3 Months')).toBeVisible();
  await expect(again.getByText('$150.50')).toBeVisible();
  await expect(again.getByText('No photos')).toHaveCount(2);
  await expect(again.getByText('No files')).toHaveCount(2);
  for (const w of WIDTHS) {
    await again.setViewportSize(w);
    await again.screenshot({ path: `${SHOTS}/portal-reports-view-${w.name}.png`, fullPage: true });
  }
  await again.setViewportSize(WIDTHS[1]);

  // The list: the card, View always, Edit for the author while pending.
  await again.getByRole('link', { name: new RegExp(`^${group.nameAcrossCountries} - `) }).click();
  const card = again.getByTestId('report-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(card.getByText('Field Worker: Fiona Field')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit' })).toBeVisible();
  for (const w of WIDTHS) {
    await again.setViewportSize(w);
    await again.screenshot({ path: `${SHOTS}/portal-reports-list-${w.name}.png`, fullPage: true });
  }
  await again.setViewportSize(WIDTHS[1]);

  // A pending report offers Unsubmit Report and no delete; unsubmitting makes it a draft again.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(again.getByRole('button', { name: 'Unsubmit Report' })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Delete Report' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Unsubmit Report' }).click();
  await expect(again.getByText('Report unsubmitted.')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Submit Report' })).toBeVisible();
  // it was submitted once, so it cannot be deleted
  await expect(again.getByRole('button', { name: 'Delete Report' })).toHaveCount(0);
});

test('a draft never submitted is deleted through the dialog', async ({ page }) => {
  const { user, group } = await fieldWorkerOnGroup(71);
  await openAs(page, user, `/upgs/${group.id}/reports`);
  await startNewReport(page, group.id);
  // not on the server yet: nothing to delete
  await expect(page.getByRole('button', { name: 'Delete Report' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Report Draft' });
  await expect(dialog.getByText('Are you sure you want to delete this report?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Report' }).click();
  await page.getByRole('dialog', { name: 'Delete Report Draft' }).getByRole('button', { name: 'Delete Report' }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/upgs/${group.id}/reports$`));
  await expect(page.getByText('No Reports')).toBeVisible();
});

test('a new report opened at once in a second tab shows the new form there too', async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnGroup(79);
  await openAs(page, user, `/upgs/${group.id}/reports`);
  // This tab's question to the server about the new id is held back: the other tab, opened at
  // once, must know the id as this device's new report without it.
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('upgQuarterlyReportForUser')) await new Promise((r) => setTimeout(r, 4000));
    await route.continue().catch(() => undefined);
  });
  await expect(page.getByRole('tab', { name: 'Quarterly Reports' })).toBeVisible();
  await page.getByRole('button', { name: 'New Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/upgs/${group.id}/reports/edit/[0-9a-f-]{36}$`));
  const tab = await context.newPage();
  await tab.goto(page.url());
  await expect(tab.getByRole('heading', { level: 1, name: 'New Quarterly Report' })).toBeVisible();
  await expect(tab.getByText('This page is unreached. Keep praying.')).toHaveCount(0);
  await tab.close();
  await expect(page.getByRole('heading', { level: 1, name: 'New Quarterly Report' })).toBeVisible();
});

test("a new report's first moments: the empty form again on a reload, 'Saved on this device' until the server has it", async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnGroup(73);
  await openAs(page, user, `/upgs/${group.id}/reports`);
  const editUrl = await startNewReport(page, group.id);
  const title = page.getByRole('heading', { level: 1, name: 'New Quarterly Report' });
  const notFound = page.getByText('This page is unreached. Keep praying.');
  const heard = (p: Page) => p.getByLabel('People who heard the gospel for the first time');
  await expect(title).toBeVisible();
  await expect(indicator(page)).toHaveCount(0);

  // Nothing typed yet: a reload shows the empty new form, and so does the address opened again
  // in another tab of this device (no navigation state there), never the not-found page.
  await page.reload();
  await expect(title).toBeVisible();
  await expect(heard(page)).toHaveValue('');
  await expect(notFound).toHaveCount(0);
  const tab = await context.newPage();
  await tab.goto(editUrl);
  await expect(tab.getByRole('heading', { level: 1, name: 'New Quarterly Report' })).toBeVisible();
  await expect(tab.getByText('This page is unreached. Keep praying.')).toHaveCount(0);
  await tab.close();

  // Typed into: kept on the device only, and the indicator says so.
  await heard(page).fill('42');
  await expect(indicator(page)).toHaveText('Saved on this device');
  for (const w of WIDTHS) {
    await page.setViewportSize(w);
    await page.screenshot({ path: `${SHOTS}/portal-reports-new-device-${w.name}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[1]);

  // After a reload the banner speaks of a report the server has never seen.
  await page.reload();
  const offer = page.getByTestId('restore-offer');
  await expect(offer).toContainText('This device holds a new report from');
  await expect(offer).toContainText('has not been saved to the server yet');
  await expect(offer).not.toContainText('newer than the copy on the server');
  // the buttons wait for the choice, and say so (not that the device is offline)
  await expect(page.getByTestId('offer-reason')).toHaveText('Restore or discard the copy kept on this device first.');
  await expect(page.getByTestId('offline-reason')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  for (const w of WIDTHS) {
    await page.setViewportSize(w);
    await page.screenshot({ path: `${SHOTS}/portal-reports-new-offer-${w.name}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[1]);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(heard(page)).toHaveValue('42');
  await expect(indicator(page)).toHaveText('Saved on this device');

  // The first save to the server: from then on "Saved", and the report is the server's.
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(indicator(page)).toHaveText('Saved');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Quarterly Report' })).toBeVisible();
  await expect(heard(page)).toHaveValue('42');
  await expect(page.getByTestId('restore-offer')).toHaveCount(0);
});

test('sign-out clears the drafts kept on the device', async ({ page }) => {
  const { user, group } = await fieldWorkerOnGroup(72);
  await openAs(page, user, `/upgs/${group.id}/reports`);
  await startNewReport(page, group.id);
  await page.getByRole('button', { name: 'Add Testimony' }).click();
  await page.getByLabel('Testimony 1', { exact: true }).fill('Kept only here');
  await expect(indicator(page)).toHaveText('Saved on this device');
  const count = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const req = indexedDB.open('reach-report-drafts');
          req.onsuccess = () => {
            const c = req.result.transaction('drafts').objectStore('drafts').count();
            c.onsuccess = () => resolve(c.result);
          };
        }),
    );
  expect(await count()).toBe(1);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/sign-in/);
  expect(await count()).toBe(0);
});
