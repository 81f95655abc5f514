// The four other report forms filed offline (docs/offline.md, "What can be filed offline"): a
// holistic progress report, a holistic proposal, a training event report and a quarterly training
// report are each started with "New …" while offline, filled in and submitted; the list shows the
// report "Waiting to send" and the server holds none until the connection returns, when it is sent
// within seconds. Then a session the server refused while a report waited on the device ("Shared
// devices"). The device's forms are opened under the installed service worker, as on a phone that
// has used Reach before. "Storage full" is not checked here: in Debian's Chromium 156,
// Storage.overrideQuotaForOrigin (DevTools) leaves the quota and IndexedDB writes as they were, so
// a full device cannot be made in this browser. Only the outbox's refusal is tested
// (offline.test.ts); the form's message and the draft it keeps are not.
import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { gql } from './helpers';
import { workerReady } from './offline-helpers';
import { createProject, linkPeopleGroup, linkProject, newUser, openAs, peopleGroups, type SeededUser } from './portal-seed';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.REACH_E2E_SHOTS ?? '/tmp';

/** pick opens the combobox label (within scope) and picks the option named text, else the first. */
async function pick(page: Page, scope: Page | Locator, label: string, text?: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  const option = text ? page.getByRole('option', { name: text }) : page.getByRole('option');
  await option.first().click();
}

interface Held {
  status: string;
  value: unknown;
}

/** A form filed offline: where its list is, how to open a new one, what Submit needs, what the server then holds. */
interface OfflineForm {
  /** newButton starts a new report from the list. */
  newButton: string;
  /** formShown is on the new form once it has loaded. */
  formShown: (page: Page) => Locator;
  fill: (page: Page) => Promise<void>;
  submitButton: string;
  /** list is the list's address, where Submit offline leads; card is its cards' test id when not report-card. */
  list: RegExp;
  card?: string;
  /** held lists the reports the server holds for the user: status and the field typed. */
  held: () => Promise<Held[]>;
  /** typed is the field's value as the server answers it. */
  typed: unknown;
}

/**
 * installed waits for the portal's service worker, then opens the page again under it: the app is
 * on the device, as on a phone that has used Reach before, so every screen's code opens offline.
 */
async function installed(page: Page) {
  await workerReady(page);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** loadForm opens, online, a new form and leaves it: its code and the answers it reads are then on the page. */
async function loadForm(page: Page, form: OfflineForm) {
  await page.getByRole('button', { name: form.newButton }).click();
  await expect(form.formShown(page)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: form.newButton })).toBeVisible();
}

/** queueOffline takes the connection away, starts a new report, fills it and submits it: it waits on the device. */
async function queueOffline(page: Page, context: BrowserContext, form: OfflineForm) {
  await context.setOffline(true);
  await page.getByRole('button', { name: form.newButton }).click();
  await expect(form.formShown(page)).toBeVisible();
  await expect(page.getByTestId('offline-reason')).toContainText('Submit keeps the report on this device');
  await form.fill(page);
  await page.getByRole('button', { name: form.submitButton }).click();

  await expect(page).toHaveURL(form.list);
  await expect(page.getByText('You are offline. The report is kept on this device and will be sent when you are back online.')).toBeVisible();
  await expect(page.getByTestId('queued-report')).toHaveCount(1);
  await expect(page.getByTestId('queued-state')).toHaveText('Waiting to send');
  expect(await form.held()).toEqual([]);
}

/**
 * fileOffline: the form's list is read online, the connection goes, a new report is filed; when
 * the connection returns it is sent within 10 s, the page says so, and the server holds exactly
 * that report, submitted, with what was typed.
 */
async function fileOffline(page: Page, context: BrowserContext, form: OfflineForm, shot?: string) {
  await installed(page);
  await expect(page.getByRole('button', { name: form.newButton })).toBeVisible();
  await loadForm(page, form);
  await queueOffline(page, context, form);
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });

  await context.setOffline(false);
  await expect(page.getByTestId('queued-report')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByText('1 report kept on this device was sent.')).toBeVisible();
  await expect(page.getByTestId(form.card ?? 'report-card').getByTestId('report-status')).toHaveText('Pending Approval');
  const held = await form.held();
  expect(held).toEqual([{ status: 'PENDING', value: form.typed }]);
}

async function fieldWorkerOnProject(offset: number): Promise<{ user: SeededUser; projectId: string; group: { id: string; nameAcrossCountries: string } }> {
  const user = await newUser(['field-worker'], 'Farida Field');
  const [group] = await peopleGroups(1, offset);
  await linkPeopleGroup(user.contactId, group.id, 'FIELD_WORKER');
  const projectId = await createProject({ projectName: `Water Wells ${Date.now()}`, desc: 'Two wells for the valley.', peopleGroupIds: [group.id] });
  await linkProject(user.contactId, projectId, 'FIELD_WORKER');
  return { user, projectId, group };
}

/** trainingQuarterly is the quarterly training report form of trainer: one event of 18 people trained. */
function trainingQuarterly(trainer: SeededUser): OfflineForm {
  return {
    newButton: 'New Quarterly Training Report',
    formShown: (page) => page.getByText('No events'),
    fill: async (page) => {
      await page.getByRole('button', { name: 'Add Event' }).click();
      const row = page.getByTestId('event-row');
      await row.getByLabel('Date').fill('2026-08-14');
      await row.getByLabel('People Trained').fill('18');
      await row.getByLabel('City').fill('Quito');
      await pick(page, row, 'Country', 'Ecuador');
      await row.getByLabel('Host').fill('Hope Church');
      await expect(page.getByTestId('people-trained-total')).toHaveText('Total people trained: 18');
    },
    submitButton: 'Submit Report',
    list: /\/training-reports\/quarterly$/,
    held: async () => {
      const d = await gql<{ AllTrainingQuarterlyReports: { edges: Array<{ node: { status: string; numPeopleTrained: number } }> } }>(
        'query($f: TrainingReportFilters) { AllTrainingQuarterlyReports(first: 50, filters: $f) { edges { node { status numPeopleTrained } } } }',
        { f: { contactId: trainer.contactId } },
        trainer.token,
      );
      return d.AllTrainingQuarterlyReports.edges.map((e) => ({ status: e.node.status, value: e.node.numPeopleTrained }));
    },
    typed: 18,
  };
}

test('a holistic progress report started and submitted offline is sent once the connection returns', async ({ page, context }) => {
  const { user, projectId } = await fieldWorkerOnProject(91);
  await openAs(page, user, `/holistic-projects/${projectId}/reports`);
  await expect(page.getByText('No Reports')).toBeVisible();
  await fileOffline(page, context, {
    newButton: 'New Report',
    formShown: (p) => p.getByText('Reports cover the last 3 months'),
    fill: async (p) => {
      await pick(p, p, 'Project State', 'Active');
      await p.getByLabel('Describe the progress this quarter').fill('The second well is dug, written without signal.');
      await p.getByLabel('Describe any problems this quarter').fill('None.');
      await p.getByRole('region', { name: 'Finances' }).getByRole('radio', { name: 'Yes' }).check();
      await p.getByLabel('Loan Payments This Quarter (USD)').fill('100');
      await p.getByLabel('Loan Payments Total (USD)').fill('100');
      await p.getByLabel('Local Currency (e.g. KES)').fill('KES');
      await p.getByLabel('Exchange Rate').fill('129.5');
      await p.getByLabel(/^Expenses This Quarter \(/).fill('1295');
      await p.getByLabel('Expenses Description').fill('Pipes.');
      await p.getByLabel(/^Revenue This Quarter \(/).fill('2590');
      await p.getByLabel('Revenue Description').fill('Water sales.');
    },
    submitButton: 'Submit Report',
    list: new RegExp(`/holistic-projects/${projectId}/reports$`),
    held: async () => {
      const d = await gql<{ allHolisticQuarterlyReportsForUser: { edges: Array<{ node: { status: string; progressDesc: string } }> } }>(
        'query($f: HolisticQuarterlyReportFilters) { allHolisticQuarterlyReportsForUser(first: 50, filters: $f) { edges { node { status progressDesc } } } }',
        { f: { holisticProjectId: projectId } },
        user.token,
      );
      return d.allHolisticQuarterlyReportsForUser.edges.map((e) => ({ status: e.node.status, value: e.node.progressDesc }));
    },
    typed: 'The second well is dug, written without signal.',
  });
});

test('a holistic proposal started and submitted offline is sent once the connection returns', async ({ page, context }) => {
  const { user, group } = await fieldWorkerOnProject(92);
  await openAs(page, user, '/holistic-proposals');
  await expect(page.getByText('No Proposals')).toBeVisible();
  await fileOffline(
    page,
    context,
    {
      newButton: 'New Proposal',
      formShown: (p) => p.getByRole('region', { name: 'Project Details' }),
      fill: async (p) => {
        await p.getByLabel('Project Name').fill('Village Bakery');
        await pick(p, p, 'Type of Project', 'Small Business');
        await p.getByLabel('Project Description').fill('A bakery that feeds the valley and pays for two field workers.');
        await pick(p, p, 'People Group 1', new RegExp(group.nameAcrossCountries));
        for (const [label, value] of [
          ['Vision', 'Bread and the gospel in every village.'],
          ['Goals', 'Open in three months.'],
          ['Market Analysis', 'No bakery within 20 km.'],
          ['Risk Analysis', 'Flour prices.'],
          ['Location Risk', 'Floods in the rainy season.'],
        ] as const) {
          await p.getByLabel(label).fill(value);
        }
        await p.getByRole('button', { name: 'Add Responsible Person' }).click();
        await pick(p, p, 'Contact', 'Farida Field');
        await p.getByLabel('Role', { exact: true }).fill('Baker');
        await p.getByLabel('Projected Hours per Week').fill('20');
        await p.getByLabel('Prior Experience').fill('Ten years in a city bakery.');
        await p.getByLabel('Loan Amount (USD)').fill('1000');
        await pick(p, p, 'Loan Term (months)', '12 months');
        await p.getByLabel('Local Currency (e.g. KES)').fill('NGN');
        await p.getByLabel('Exchange Rate').fill('10');
        await p.getByLabel('Setup Expenses Description').fill('An oven and a counter.');
        await p.getByLabel(/^Recurring Monthly Expenses \(/).fill('500');
        await p.getByLabel('Recurring Monthly Expenses Description').fill('Flour and fuel.');
        await p.getByLabel(/^Recurring Monthly Revenue \(/).fill('2500');
        await p.getByLabel('Recurring Monthly Revenue Description').fill('Bread sales.');
        await p.getByRole('button', { name: 'Add Field Worker' }).click();
        await pick(p, p, 'Field Worker', 'Farida Field');
        await p.getByLabel(/^Monthly Support \(/).fill('100');
        await p.getByLabel('Other Uses of Profit').fill('School fees.');
        await p.getByRole('button', { name: 'Add Payment' }).click();
        await p.getByLabel('Due Date').fill('2027-01-01');
        await p.getByLabel('Amount (USD)', { exact: true }).fill('1000');
        await expect(p.getByTestId('remaining-amount')).toContainText('Remaining amount: $0.00');
        await p.getByLabel('Payment Method').fill('Bank transfer');
        await p.getByLabel('Loan Details').fill('Twelve monthly payments.');
      },
      submitButton: 'Submit Proposal',
      list: /\/holistic-proposals$/,
      card: 'proposal-card',
      held: async () => {
        const d = await gql<{ allHolisticProposalsForUser: { edges: Array<{ node: { status: string; projectName: string } }> } }>(
          '{ allHolisticProposalsForUser(first: 50) { edges { node { status projectName } } } }',
          {},
          user.token,
        );
        return d.allHolisticProposalsForUser.edges.map((e) => ({ status: e.node.status, value: e.node.projectName }));
      },
      typed: 'Village Bakery',
    },
    'portal-offline-forms-queued',
  );
});

test('a training event report started and submitted offline is sent once the connection returns', async ({ page, context }) => {
  const trainer = await newUser(['trainer'], 'Tomas Trainer');
  await openAs(page, trainer, '/training-reports/event');
  await expect(page.getByText('No reports')).toBeVisible();
  await fileOffline(page, context, {
    newButton: 'New Training Event Report',
    formShown: (p) => p.getByRole('region', { name: 'Event Details' }),
    fill: async (p) => {
      const details = p.getByRole('region', { name: 'Event Details' });
      await pick(p, details, 'Region');
      await p.getByLabel('Event Title').fill('Training in the hills');
      await p.getByLabel('Event Date').fill('2026-10-03');
      await p.getByLabel('Host Name').fill('Grace Fellowship');
      await p.getByLabel('Location Name').fill('Fellowship Hall');
      await pick(p, details, 'Country', 'Peru');
      await details.getByLabel('City').fill('Lima');
      await p.getByLabel('Number of People Trained').fill('42');
      await p.getByRole('checkbox', { name: 'The Master Plan' }).check();
      await p.getByLabel('Number of UPG Adoption Commitments').fill('0');
    },
    submitButton: 'Submit Report',
    list: /\/training-reports\/event$/,
    held: async () => {
      const d = await gql<{ AllTrainingEventReports: { edges: Array<{ node: { status: string; title: string } }> } }>(
        'query($f: TrainingReportFilters) { AllTrainingEventReports(first: 50, filters: $f) { edges { node { status title } } } }',
        { f: { contactId: trainer.contactId } },
        trainer.token,
      );
      return d.AllTrainingEventReports.edges.map((e) => ({ status: e.node.status, value: e.node.title }));
    },
    typed: 'Training in the hills',
  });
});

test('a quarterly training report started and submitted offline is sent once the connection returns', async ({ page, context }) => {
  const trainer = await newUser(['trainer'], 'Quentin Trainer');
  await openAs(page, trainer, '/training-reports/quarterly');
  await expect(page.getByText('No quarterly reports')).toBeVisible();
  await fileOffline(page, context, trainingQuarterly(trainer));
});

/** keptAnswerUsers lists, for each answer kept for reading offline (reach-offline/answers), the user it belongs to. */
function keptAnswerUsers(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('reach-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('answers')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as Array<{ userId: string }>).map((r) => r.userId));
          };
        };
      }),
  );
}

/** signIn signs user in with the sign-in form, as a person would. */
async function signIn(page: Page, user: SeededUser) {
  await page.getByLabel('Username or Email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
}

test('a session the server refused forgets what was read; the waiting report stays for its user alone, and sends', async ({ page, context }) => {
  const trainer = await newUser(['trainer'], 'Rhoda Refused');
  const form = trainingQuarterly(trainer);
  await openAs(page, trainer, '/training-reports/quarterly');
  await expect(page.getByText('No quarterly reports')).toBeVisible();
  await installed(page);
  await loadForm(page, form);
  await queueOffline(page, context, form);
  await expect.poll(() => keptAnswerUsers(page)).toContain(trainer.id);

  // While the phone is offline the session ends on the server (signed out elsewhere, or expired).
  await gql('mutation { signOutOfUser }', {}, trainer.token);
  // the checks below read the server with a session of their own
  trainer.token = (await gql<{ signIntoUser: { token: string } }>('mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }', { u: trainer.username, p: trainer.password })).signIntoUser.token;
  await page.close();
  await context.setOffline(false);

  // Opened again online: the server refuses the token; the sign-in page shows and what was read is gone.
  const again = await context.newPage();
  await again.goto('/training-reports/quarterly');
  await expect(again).toHaveURL(/\/sign-up\?p=/);
  await again.goto('/sign-in');
  await expect.poll(() => keptAnswerUsers(again)).not.toContain(trainer.id);
  expect(await form.held()).toEqual([]);

  // Another trainer signing in on this device sees nothing of it, and it is not sent as theirs.
  const other = await newUser(['trainer'], 'Otto Other');
  await signIn(again, other);
  await again.goto('/training-reports/quarterly');
  await expect(again.getByText('No quarterly reports')).toBeVisible();
  await expect(again.getByTestId('queued-report')).toHaveCount(0);
  await expect(again.getByText('report kept on this device was sent')).toHaveCount(0);
  expect(await trainingQuarterly(other).held()).toEqual([]);
  expect(await form.held()).toEqual([]);
  await again.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(again).toHaveURL(/\/sign-in/);

  // The first trainer signs in again: the report kept on the device is sent, as theirs.
  await signIn(again, trainer);
  await expect(again.getByText('1 report kept on this device was sent.')).toBeVisible();
  await again.goto('/training-reports/quarterly');
  await expect(again.getByTestId('queued-report')).toHaveCount(0);
  await expect(again.getByTestId('report-card').getByTestId('report-status')).toHaveText('Pending Approval');
  expect(await form.held()).toEqual([{ status: 'PENDING', value: 18 }]);
});
