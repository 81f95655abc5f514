// Training reports in the portal (spec/03 §2, §4, §5, §8; issue 13 "Portal screens", "Drafts that
// survive a lost connection"): a trainer writes a training event report, loses the connection
// mid-edit, comes back online and submits; staff hold it with a reason; the trainer reads the
// reason and unsubmits (a held training report has no re-submit). Also a quarterly training report
// from empty list to submitted, and Load More on the event list.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { asStaff, gql } from './helpers';
import { newUser, openAs, WIDTHS } from './portal-seed';

// many steps and screenshots at two widths on a shared machine
test.describe.configure({ timeout: 240_000 });

const SHOTS = process.env.REACH_E2E_SHOTS ?? '/tmp';
const indicator = (page: Page) => page.getByTestId('draft-indicator');

async function shoot(page: Page, name: string) {
  for (const w of WIDTHS) {
    await page.setViewportSize(w);
    // let the layout settle at the new width before the full-page picture
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/training-${name}-${w.name}.png`, fullPage: true });
  }
  await page.setViewportSize(WIDTHS[1]);
}

async function pick(page: Page, scope: Locator, label: string, text?: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  if (text) await box.fill(text);
  const option = text ? page.getByRole('option', { name: text, exact: true }) : page.getByRole('option').first();
  await option.click();
}

test('a trainer keeps a training event report through a lost connection, submits it, and unsubmits it once held', async ({ page, context }) => {
  const trainer = await newUser(['trainer'], 'Tara Trainer');
  await openAs(page, trainer, '/training-reports/event');
  await expect(page.getByRole('tab', { name: 'Training Event Reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Training Quarterly Reports' })).toBeVisible();
  await expect(page.getByText('No reports')).toBeVisible();
  await shoot(page, 'event-list-empty');

  await page.getByRole('button', { name: 'New Training Event Report' }).click();
  await expect(page).toHaveURL(/\/training-reports\/event\/edit\/[0-9a-f-]{36}$/);
  const reportId = page.url().split('/').pop()!;
  const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Training', exact: true })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Event Reports' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Event Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Training', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Report' })).toHaveCount(0);
  // the attachment area names the report's public and private files and how they differ: a
  // training report has no group, so no group's supporters; the staff may share the public ones
  const files = page.getByRole('region', { name: 'Files', exact: true });
  await expect(files.getByRole('heading', { level: 3 })).toHaveText(['Public Files', 'Private Files']);
  await expect(files.getByTestId('attachments-public')).toContainText('The staff may share these beyond Reach, for example in news and prayer updates.');
  await expect(files.getByTestId('attachments-private')).toContainText('Kept between you and the staff, never shared.');
  await expect(files).not.toContainText('Seen by you and the staff');
  // an event report is about one event, not the last 3 months
  await expect(page.getByText('Reports cover the last 3 months')).toHaveCount(0);
  // the address's fields are labelled neutrally until a country is chosen, then in its words
  const place = page.getByRole('region', { name: 'Event Details' });
  await expect(place.getByLabel('State / Province / Region')).toBeVisible();
  await expect(place.getByLabel('Postal Code')).toBeVisible();
  await expect(place.getByLabel('State', { exact: true })).toHaveCount(0);
  await expect(place.getByLabel('Zip Code')).toHaveCount(0);
  await expect(files.getByRole('button', { name: 'Add Files' })).toHaveCount(2);
  await expect(files).not.toContainText('supporters once');

  // §5 at submit
  await page.getByLabel('Host Website').fill('www.example.org');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Please select a region')).toBeVisible();
  await expect(page.getByText('You must select at least one module')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL (https://www.example.com)')).toBeVisible();
  await expect(page.getByText('Please select a country')).toBeVisible();
  // event date, host, location name, city, people trained, UPG adoptions
  await expect(page.getByText('This field is required', { exact: true })).toHaveCount(6);
  await shoot(page, 'event-form-errors');

  const details = page.getByRole('region', { name: 'Event Details' });
  await pick(page, details, 'Region');
  await page.getByLabel('Event Title').fill('Mission Training Weekend');
  await page.getByLabel('Event Date').fill('2026-10-03');
  await page.getByLabel('Host Name').fill('Grace Fellowship');
  await page.getByLabel('Host Website').fill('https://grace.example.org');
  await page.getByLabel('Location Name').fill('Fellowship Hall');
  // a country with words of its own for the two fields gets them; Peru keeps the neutral ones
  await pick(page, details, 'Country', 'United Kingdom');
  await expect(details.getByLabel('County')).toBeVisible();
  await expect(details.getByLabel('Postcode')).toBeVisible();
  await pick(page, details, 'Country', 'Peru');
  await expect(details.getByLabel('State / Province / Region')).toBeVisible();
  await expect(details.getByLabel('Postal Code')).toBeVisible();
  await details.getByLabel('City').fill('Lima');
  await page.getByLabel('Number of People Trained').fill('42');
  await page.getByRole('checkbox', { name: 'The Master Plan' }).check();
  await page.getByRole('checkbox', { name: 'Faith Promise Giving' }).check();
  await page.getByLabel('Number of UPG Adoption Commitments').fill('0');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Report created successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Report' })).toBeVisible();

  // The connection goes mid-edit: the change stays on the device, Submit waits.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add Trainer' }).click();
  await page.getByTestId('row').getByLabel('Name').fill('Samuel Certified');
  await expect(indicator(page)).toHaveText('Offline – saved on this device');
  // Offline, Submit queues the report on the device (docs/offline.md); saving a draft waits.
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  await expect(page.getByTestId('offline-reason')).toContainText('Submit keeps the report on this device');
  await shoot(page, 'event-form-offline');

  await context.setOffline(false);
  await expect(indicator(page)).toHaveText('Saved');
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeEnabled();

  await page.getByRole('button', { name: 'Submit Report' }).click();
  // the toast's title and message (spec/03 §8)
  await expect(page.getByRole('alert').filter({ hasText: 'Report submitted successfully' })).toContainText('Submitted');
  await expect(page).toHaveURL(new RegExp(`/training-reports/event/view/${reportId}$`));
  await expect(page.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(page.getByText('Samuel Certified')).toBeVisible();
  for (const t of ['No potential role', 'No email', 'No phone', 'No WhatsApp', 'No organization', 'No address line 1', 'No state or province']) {
    await expect(page.getByText(t, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText('No new ministry partnerships')).toBeVisible();
  await expect(page.getByText('No new UPG adoption commitments')).toBeVisible();
  await expect(page.getByText('No photos')).toHaveCount(2);
  await expect(page.getByText('No files')).toHaveCount(2);
  await expect(page.getByText('The Master Plan, Faith Promise Giving')).toBeVisible();
  await shoot(page, 'event-view');

  // Staff hold it with a reason; the trainer reads it and unsubmits.
  await gql('mutation($id: ID!, $reason: String!) { holdReport(id: $id, reason: $reason) { _id status } }', { id: reportId, reason: 'Please add the host contact.' }, await asStaff());
  await page.reload();
  await expect(page.getByTestId('report-status')).toHaveText('On Hold');
  await expect(page.getByTestId('approval-notice')).toContainText('Please add the host contact.');
  await page.getByRole('link', { name: 'Event Reports' }).click();
  const card = page.getByTestId('report-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('report-status')).toHaveText('On Hold');
  await expect(card.getByTestId('card-location')).toHaveText('Fellowship Hall, Lima, Peru');
  await expect(card.getByText('People Trained')).toBeVisible();
  await shoot(page, 'event-list');
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByTestId('approval-notice')).toContainText('Please add the host contact.');
  await expect(page.getByRole('button', { name: 'Re-Submit Report' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Report' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unsubmit Report' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Report unsubmitted successfully' })).toContainText('Unsubmitted');
  await expect(page.getByTestId('report-status')).toHaveText('Draft');
  await expect(page.getByRole('button', { name: 'Submit Report' })).toBeVisible();
  await page.getByLabel('Event Title').fill('Mission Training Weekend (revised)');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Report updated successfully')).toBeVisible();
  // it was submitted once, so it cannot be deleted
  await expect(page.getByRole('button', { name: 'Delete Report' })).toHaveCount(0);
});

test('a trainer files a quarterly training report', async ({ page }) => {
  const trainer = await newUser(['trainer'], 'Quinn Trainer');
  await openAs(page, trainer, '/training-reports/quarterly');
  await expect(page.getByText('No quarterly reports')).toBeVisible();
  await page.getByRole('button', { name: 'New Quarterly Training Report' }).click();
  await expect(page).toHaveURL(/\/training-reports\/quarterly\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('link', { name: 'Quarterly Reports' })).toBeVisible();
  await expect(page.getByText('No events')).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  await page.getByRole('button', { name: 'Submit Report' }).click();
  const row = page.getByTestId('event-row');
  await expect(row.getByText('This field is required', { exact: true })).toHaveCount(5);
  await row.getByLabel('Date').fill('2026-08-14');
  await row.getByLabel('People Trained').fill('18');
  await row.getByLabel('City').fill('Quito');
  await pick(page, row, 'Country', 'Ecuador');
  await row.getByLabel('Host').fill('Hope Church');
  await page.getByRole('button', { name: 'Add Testimony' }).click();
  await page.getByRole('textbox', { name: 'Testimony 1' }).fill('A pastor committed to send two workers');
  await expect(page.getByTestId('people-trained-total')).toHaveText('Total people trained: 18');
  await shoot(page, 'quarterly-form');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Report submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/training-reports\/quarterly\/view\//);
  await expect(page.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(page.getByText('Hope Church', { exact: false })).toBeVisible();
  await expect(page.getByText('No prayer requests recorded in the Last 3 Months')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Files', exact: true }).getByRole('heading', { level: 3 })).toHaveText(['Public Files', 'Private Files']);
  await shoot(page, 'quarterly-view');
  await page.getByRole('link', { name: 'Quarterly Reports' }).click();
  const card = page.getByTestId('report-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('report-status')).toHaveText('Pending Approval');
  await expect(card.getByText('Training Events')).toBeVisible();
  await shoot(page, 'quarterly-list');
});

test('the event list adds one page per Load More', async ({ page }) => {
  const trainer = await newUser(['trainer'], 'Lola Loader');
  for (let i = 0; i < 13; i++) {
    await gql(
      'mutation($report: TrainingEventReportInput!) { CreateTrainingEventReportForUser(report: $report) { _id } }',
      { report: { _id: randomUUID(), reportType: 'TRAIN_EVENT', contactId: trainer.contactId, title: `Seeded event ${i + 1}`, eventDate: `2026-09-${String(i + 1).padStart(2, '0')}` } },
      trainer.token,
    );
  }
  await openAs(page, trainer, '/training-reports/event');
  await expect(page.getByTestId('report-card')).toHaveCount(12);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByTestId('report-card')).toHaveCount(13);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('report-card')).toHaveCount(12);
});
