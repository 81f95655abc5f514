// Loan agreements and partnership agreement forms in the back office, against the real server:
// staff prepare a loan agreement (sections, parties picked from contacts, an amount in dollars),
// are told what is missing before signing starts, start signing and find it under its tab;
// cancel one with a reason and make a new version of it; create a partnership agreement form
// from a template. Screenshots of the list, the form and the page go to e2e/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { asStaff, gql, unique } from './helpers';
import { createProject, newUser, peopleGroups } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

/** operation waits for the GraphQL call naming op that act makes, and answers it. */
const operation = async (page: Page, op: string, act: () => Promise<void>) => {
  const response = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(op));
  await act();
  const r = await response;
  return { variables: r.request().postDataJSON().variables, body: await r.json() };
};

/** pick types into an autocomplete and chooses the option that starts with option (or the text). */
const pick = async (page: Page, input: Locator, text: string, option = text) => {
  await input.fill(text);
  await page.getByRole('option', { name: option }).first().click();
};

/** noSideScroll: the page is no wider than the window (no horizontal scrollbar). */
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

const statusCount = async (status: string) =>
  (await gql('query($f: AgreementFilter) { m: _allLoanAgreementsMeta(filter: $f) { count } }', { f: { status } }, await asStaff())).m.count as number;

const createLoan = async (name: string) =>
  (
    await gql<{ createLoanAgreement: { id: string } }>(
      `mutation($name: String!) { createLoanAgreement(name: $name, terms: "Five years", sections: [{ title: "Repayment", text: "Monthly." }]) { id } }`,
      { name },
      await asStaff(),
    )
  ).createLoanAgreement.id;

test.describe('back office: agreements', () => {
  test('staff prepare a loan agreement with two sections and two parties, then start signing', async ({ page }) => {
    test.setTimeout(90_000);
    const borrower = await newUser(['field-worker'], unique('Bea Borrower '));
    const witness = await newUser(['field-worker'], unique('Wes Witness '));
    const projectName = unique('Agreement well ');
    await createProject({ projectName, desc: 'A well for the loan agreement test.' });
    const name = unique('Loan for the well ');

    await signInAsStaff(page);
    await page.getByRole('menuitem', { name: 'Loan Agreements' }).click();
    await expect(page).toHaveURL(/\/admin\/loan-agreements/);
    await page.locator('a[href$="/loan-agreements/create"]').click();

    await page.locator('input[name="name"]').fill(name);
    await pick(page, page.getByRole('combobox', { name: 'Project' }), projectName);
    await page.getByLabel('Amount (US$)').fill('12500.5');
    await page.locator('textarea[name="terms"]').fill('Repaid over five years.');
    const sections = page.locator('.ra-input-sections');
    await sections.getByRole('button', { name: 'Add section' }).click();
    await page.locator('input[name="sections.0.title"]').fill('Reporting');
    await page.locator('textarea[name="sections.0.text"]').fill('The borrower reports quarterly.');
    await sections.getByRole('button', { name: 'Add section' }).last().click();
    await page.locator('input[name="sections.1.title"]').fill('Repayment');
    await page.locator('textarea[name="sections.1.text"]').fill('The borrower repays monthly.');
    // Repayment comes first.
    await sections.getByRole('button', { name: 'Move up' }).nth(1).click();
    await expect(page.locator('input[name="sections.0.title"]')).toHaveValue('Repayment');

    const created = await operation(page, 'createLoanAgreement', () => page.getByRole('button', { name: 'Save' }).click());
    expect(created.body.errors).toBeUndefined();
    expect(created.variables.amount).toBe(125_005_000);
    expect(created.variables.sections).toEqual([
      { title: 'Repayment', text: 'The borrower repays monthly.' },
      { title: 'Reporting', text: 'The borrower reports quarterly.' },
    ]);
    // Saved, it opens to edit (attachments need the saved agreement).
    await expect(page).toHaveURL(/\/admin\/loan-agreements\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect(page.getByLabel('Amount (US$)')).toHaveValue('12500.5');

    // No parties yet: the server says so when signing should start.
    await page.goto(`/admin/loan-agreements/${encodeURIComponent(id)}/show`);
    await page.getByRole('button', { name: 'Start Signing' }).click();
    await expect(page.getByText('Add at least one party, each with a contact, before signing starts.')).toBeVisible();
    await expect(page.getByText('Preparing', { exact: true })).toBeVisible();

    // Two parties, each a contact picked by name; the sections keep their ids.
    await page.getByRole('link', { name: 'Edit' }).click();
    const parties = page.locator('.ra-input-parties');
    await parties.getByRole('button', { name: 'Add party' }).click();
    await page.locator('input[name="parties.0.ref"]').fill('Borrower');
    await page.locator('input[name="parties.0.name"]').fill(borrower.name);
    await pick(page, parties.getByRole('combobox', { name: 'Contact' }).nth(0), borrower.name);
    await parties.getByRole('button', { name: 'Add party' }).last().click();
    await page.locator('input[name="parties.1.ref"]').fill('Witness');
    await page.locator('input[name="parties.1.name"]').fill(witness.name);
    await pick(page, parties.getByRole('combobox', { name: 'Contact' }).nth(1), witness.name);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'admin-agreement-edit.png'), fullPage: true });
    const updated = await operation(page, 'updateLoanAgreement', () => page.getByRole('button', { name: 'Save' }).click());
    expect(updated.body.errors).toBeUndefined();
    expect(updated.variables.parties).toEqual([
      { ref: 'Borrower', name: borrower.name, contactId: borrower.contactId },
      { ref: 'Witness', name: witness.name, contactId: witness.contactId },
    ]);
    expect(updated.variables.sections.map((s: { _id?: string }) => typeof s._id)).toEqual(['string', 'string']);
    await expect(page).toHaveURL(/\/show$/);

    const moved = await operation(page, 'moveAgreement', () => page.getByRole('button', { name: 'Start Signing' }).click());
    expect(moved.body.errors).toBeUndefined();
    await expect(page.getByText('Signing started: the parties were mailed')).toBeVisible();
    await expect(page.getByText('Signing', { exact: true }).first()).toBeVisible();
    const partyRows = page.getByTestId('agreement-party');
    await expect(partyRows).toHaveCount(2);
    await expect(partyRows.first()).toContainText('Not signed');
    await expect(page.getByRole('button', { name: `Remind ${borrower.name}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Initials' }).getByText('Not initialled')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByText('$12,500.50')).toBeVisible();

    // The borrower initials both sections and signs in the portal (here through the API).
    const doc = (
      await gql(`query($id: ID!) { loanAgreementForUser(_id: $id) { contentHash parties { id contactId } sections { id } } }`, { id }, borrower.token)
    ).loanAgreementForUser;
    const partyId = doc.parties.find((p: { contactId: string }) => p.contactId === borrower.contactId).id;
    for (const section of doc.sections) {
      await gql(
        'mutation($i: InitialLoanAgreementSectionInput!) { initialLoanAgreementSection(initials: $i) { id } }',
        { i: { loanAgreementId: id, initials: { sectionId: section.id, partyId, initials: 'BB', fontName: 'Square Peg', contentHash: doc.contentHash } } },
        borrower.token,
      );
    }
    await gql(
      'mutation($s: SignLoanAgreementInput!) { signLoanAgreement(signature: $s) { id } }',
      { s: { loanAgreementId: id, signature: { partyId, signature: borrower.name, fontName: 'Tangerine', contentHash: doc.contentHash } } },
      borrower.token,
    );
    await page.reload();
    const signature = partyRows.first().getByTitle(`${borrower.name} (Tangerine)`);
    await expect(signature).toBeVisible();
    await expect(signature).toHaveCSS('font-family', /Tangerine/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('28px Tangerine'))).toBe(true);
    await expect(partyRows.first()).toContainText('signed in with password');
    await expect(page.getByRole('button', { name: `Remind ${borrower.name}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Remind ${witness.name}` })).toBeEnabled();
    const initials = page.getByRole('table', { name: 'Initials' });
    await expect(initials.getByTitle('BB (Square Peg)')).toHaveCount(2);
    await expect(initials.getByText('Not initialled')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Back to Preparing' })).toBeDisabled();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SHOTS, 'admin-agreement-show.png'), fullPage: true });

    // The list: under the Signing tab, with the tab's count.
    await page.getByRole('link', { name: 'List' }).click();
    const signingCount = await statusCount('SIGNING');
    const tab = page.getByRole('tab', { name: /^Signing/ });
    await expect(tab).toHaveText(`Signing (${signingCount})`);
    await tab.click();
    await expect(page).toHaveURL(/SIGNING/);
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('Signing');
    await expect(row).toContainText(projectName);
    await expect(row).toContainText('1 / 2');
    await expect(page.locator('tbody tr').filter({ hasText: 'Preparing' })).toHaveCount(0);
    await noSideScroll(page);
    await page.screenshot({ path: path.join(SHOTS, 'admin-agreements-list.png') });
  });

  test('staff cancel an agreement with a reason, then make a new version of it', async ({ page }) => {
    const name = unique('Loan to cancel ');
    const id = await createLoan(name);
    await signInAsStaff(page);
    await page.goto(`/admin/loan-agreements/${encodeURIComponent(id)}/show`);
    await expect(page.getByText(name).first()).toBeVisible();

    // Preview first: no editing there, and the way back is offered.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Moved to Preview')).toBeVisible();
    await expect(page.getByText('Preview', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Preparing' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel Agreement', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel agreement' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The project found another lender.');
    const cancelled = await operation(page, 'moveAgreement', () => dialog.getByRole('button', { name: 'Cancel agreement' }).click());
    expect(cancelled.variables).toMatchObject({ status: 'CANCELLED', reason: 'The project found another lender.', agreementType: 'LOAN_AGREEMENT' });
    await expect(page.getByText('Agreement cancelled')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The project found another lender.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Signing' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Agreement', exact: true })).toHaveCount(0);

    // The edit page says why it cannot change, and offers a new version.
    await page.goto(`/admin/loan-agreements/${encodeURIComponent(id)}`);
    await expect(page.getByText('A cancelled agreement is kept as it was.', { exact: false })).toBeVisible();
    await expect(page.locator('input[name="name"]')).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, 'admin-agreement-not-editable.png') });
    const made = await operation(page, 'newAgreementVersion', () => page.getByRole('button', { name: 'New Version' }).click());
    const next = made.body.data.newAgreementVersion;
    expect(next.version).toBe(2);
    await expect(page).toHaveURL(new RegExp(`/admin/loan-agreements/${next.id}$`));
    await expect(page.locator('input[name="name"]')).toHaveValue(name);
    await expect(page.locator('input[name="sections.0.title"]')).toHaveValue('Repayment');
    await expect(page.locator('textarea[name="terms"]')).toHaveValue('Five years');

    // Both versions are in the list: the cancelled one under its tab.
    await page.getByRole('link', { name: 'List' }).click();
    await page.getByRole('tab', { name: /^Cancelled/ }).click();
    await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(1);
    await page.getByRole('tab', { name: /^Preparing/ }).click();
    await expect(page.locator('tbody tr').filter({ hasText: name })).toContainText('2');
  });

  test('staff create a partnership agreement form from a template and start signing', async ({ page }) => {
    test.setTimeout(60_000);
    const trainer = await newUser(['trainer'], unique('Tia Trainer '));
    const [{ id: groupId }] = await peopleGroups(1, 60);
    const group = (
      await gql<{ PeopleGroup: { id: string; nameAcrossCountries: string; country: string } }>(
        'query($id: ID!) { PeopleGroup: peopleGroup(_id: $id) { id nameAcrossCountries country } }',
        { id: groupId },
        await asStaff(),
      )
    ).PeopleGroup;
    const template = unique('Trainer commitment template ');
    const staff = await asStaff();
    await gql(
      `mutation($name: String!) { createMou(name: $name, isTemplate: true, role: TRAINER, reminderDays: 3,
        sections: [{ title: "Prayer", text: "I will pray weekly." }, { title: "Reporting", text: "I will report quarterly." }]) { id } }`,
      { name: template },
      staff,
    );

    await signInAsStaff(page);
    await page.getByRole('menuitem', { name: 'Partnership Agreement Forms' }).click();
    await expect(page).toHaveURL(/\/admin\/mous/);
    await expect(page.getByRole('heading', { name: 'Partnership Agreement Forms' })).toBeVisible();
    await page.getByPlaceholder('Search').fill(template);
    await expect(page).toHaveURL(/filter=/);
    const templateRow = page.locator('tbody tr').filter({ hasText: template });
    await expect(templateRow).toContainText('Template');
    await noSideScroll(page);

    await page.locator('a[href$="/mous/create"]').click();
    await pick(page, page.getByRole('combobox', { name: 'Start from a template' }), template);
    await expect(page.getByText('Sections, parties and the other fields are copied from the template.')).toBeVisible();
    const firstName = unique('Trainer commitment ');
    await page.locator('input[name="name"]').fill(firstName);
    await page.screenshot({ path: path.join(SHOTS, 'admin-mou-create-from-template.png') });
    const created = await operation(page, 'createMou', () => page.getByRole('button', { name: 'Save' }).click());
    expect(created.body.errors).toBeUndefined();
    expect(created.variables).toEqual({ templateId: expect.any(String), name: firstName });
    await expect(page).toHaveURL(/\/admin\/mous\/[^/]+$/);
    await expect(page.locator('input[name="name"]')).toHaveValue(firstName);
    await expect(page.locator('input[name="sections.1.title"]')).toHaveValue('Reporting');
    await expect(page.locator('input[name="reminderDays"]')).toHaveValue('3');
    await expect(page.getByRole('switch', { name: 'Template' })).not.toBeChecked();

    const formName = unique('Commitment of ');
    await page.locator('input[name="name"]').fill(formName);
    // a people group reads "{name} - {country}" (docs/glossary.md)
    await pick(page, page.getByRole('combobox', { name: 'People group' }), group.nameAcrossCountries, `${group.nameAcrossCountries} - ${group.country}`);
    await pick(page, page.locator('.ra-input-contactId').getByRole('combobox', { name: 'Contact' }), trainer.name);
    const parties = page.locator('.ra-input-parties');
    await parties.getByRole('button', { name: 'Add party' }).click();
    await page.locator('input[name="parties.0.ref"]').fill('Trainer');
    await pick(page, parties.getByRole('combobox', { name: 'Contact' }), trainer.name);
    // An attachment row (its file is uploaded once the form is saved; taken out again here).
    const attachments = page.locator('.ra-input-attachments');
    await attachments.getByRole('button', { name: 'Add attachment' }).click();
    await expect(attachments.getByRole('button', { name: 'Upload file' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'admin-mou-edit.png'), fullPage: true });
    await attachments.getByRole('button', { name: 'Remove' }).click();
    const saved = await operation(page, 'updateMou', () => page.getByRole('button', { name: 'Save' }).click());
    expect(saved.body.errors).toBeUndefined();
    expect(saved.variables).toMatchObject({ role: 'TRAINER', peopleGroupId: group.id, contactId: trainer.contactId });
    await expect(page).toHaveURL(/\/show$/);
    await expect(page.getByText('Trainer', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Start Signing' }).click();
    await expect(page.getByText('Signing started: the parties were mailed')).toBeVisible();
    await expect(page.getByText('Signing', { exact: true }).first()).toBeVisible();

    // The list keeps its search: the counts follow it.
    await page.getByRole('link', { name: 'List' }).click();
    await page.getByPlaceholder('Search').fill(formName);
    await expect(page.getByRole('tab', { name: /^Signing/ })).toHaveText('Signing (1)');
    await expect(page.getByRole('tab', { name: /^Preparing/ })).toHaveText('Preparing (0)');
    await page.getByRole('tab', { name: /^Signing/ }).click();
    const row = page.locator('tbody tr').filter({ hasText: formName });
    await expect(row).toContainText(trainer.name);
    await expect(row).toContainText(`${group.nameAcrossCountries} - ${group.country}`);
    await noSideScroll(page);
    await page.screenshot({ path: path.join(SHOTS, 'admin-mous-list.png') });
  });

  test('staff attach a file to an agreement and download its PDF once signing starts', async ({ page }) => {
    test.setTimeout(60_000);
    const borrower = await newUser(['field-worker'], unique('Ana Borrower '));
    const projectId = await createProject({ projectName: unique('PDF well '), desc: 'For the PDF test.' });
    const name = unique('Loan with an annex ');
    const staff = await asStaff();
    const id = (
      await gql<{ createLoanAgreement: { id: string } }>(
        `mutation($name: String!, $p: ID!, $c: ID!) { createLoanAgreement(name: $name, projectId: $p, amount: 50000000,
          sections: [{ title: "Repayment", text: "Monthly." }], parties: [{ ref: "Borrower", contactId: $c }]) { id } }`,
        { name, p: projectId, c: borrower.contactId },
        staff,
      )
    ).createLoanAgreement.id;

    await signInAsStaff(page);
    await page.goto(`/admin/loan-agreements/${encodeURIComponent(id)}`);
    const attachments = page.locator('.ra-input-attachments');
    await attachments.getByRole('button', { name: 'Add attachment' }).click();
    await attachments.getByLabel('File file').setInputFiles({ name: 'budget.txt', mimeType: 'text/plain', buffer: Buffer.from('Budget: $5,000.00') });
    await expect(attachments.getByText('Uploaded budget.txt. Save to keep it.')).toBeVisible();
    await expect(page.locator('input[name="attachments.0.name"]')).toHaveValue('budget.txt');
    await page.locator('input[name="attachments.0.ref"]').fill('Annex A');
    const saved = await operation(page, 'updateLoanAgreement', () => page.getByRole('button', { name: 'Save' }).click());
    expect(saved.body.errors).toBeUndefined();
    expect(saved.variables.attachments).toEqual([{ ref: 'Annex A', name: 'budget.txt', fileId: expect.any(String) }]);
    await expect(page).toHaveURL(/\/show$/);
    await expect(page.getByRole('link', { name: 'budget.txt' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start Signing' }).click();
    await expect(page.getByText('Signing started: the parties were mailed')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByText('PDF downloaded')).toBeVisible();
  });

  test('staff use a loan template: the new agreement is named, the add buttons say what they add, the template retires', async ({ page }) => {
    test.setTimeout(90_000);
    const template = unique('Standard well loan ');
    const staff = await asStaff();
    const templateId = (
      await gql<{ createLoanAgreement: { id: string } }>(
        `mutation($name: String!) { createLoanAgreement(name: $name, isTemplate: true, terms: "24 months, no interest",
          sections: [{ title: "Repayment", text: "Monthly." }]) { id } }`,
        { name: template },
        staff,
      )
    ).createLoanAgreement.id;
    // The API refuses an agreement from a template without a name of its own.
    await expect(gql(`mutation($t: ID!) { createLoanAgreement(templateId: $t) { id } }`, { t: templateId }, staff)).rejects.toThrow(
      "Please name the new agreement: a template's name is not copied.",
    );

    await signInAsStaff(page);
    await page.goto(`/admin/loan-agreements/${encodeURIComponent(templateId)}/show`);
    await expect(page.getByText(template).first()).toBeVisible();
    // A template is used or retired; nothing on its page says a bare 'Cancel'.
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Agreement' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retire Template' })).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'admin-loan-template-show.png') });
    await page.getByRole('link', { name: 'Use This Template' }).click();
    await expect(page).toHaveURL(/\/admin\/loan-agreements\/create/);
    await expect(page.getByRole('combobox', { name: 'Start from a template' })).toHaveValue(template);
    await expect(page.getByText('Sections, parties and the other fields are copied from the template.')).toBeVisible();

    // Saving without a name is refused in the form; nothing is sent.
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('createLoanAgreement')) sent++;
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.ra-input-name').getByText('This field is required')).toBeVisible();
    expect(sent).toBe(0);
    const name = unique('Loan for the Juba well ');
    await page.locator('input[name="name"]').fill(name);
    const created = await operation(page, 'createLoanAgreement', () => page.getByRole('button', { name: 'Save' }).click());
    expect(created.body.errors).toBeUndefined();
    expect(created.variables).toEqual({ templateId, name });
    await expect(page).toHaveURL(/\/admin\/loan-agreements\/[^/]+$/);
    await expect(page.locator('input[name="name"]')).toHaveValue(name);
    await expect(page.locator('input[name="sections.0.title"]')).toHaveValue('Repayment');

    // The add buttons say what they add.
    for (const [box, label] of [
      ['.ra-input-beneficiaries', 'Add beneficiary'],
      ['.ra-input-sections', 'Add section'],
      ['.ra-input-parties', 'Add party'],
      ['.ra-input-attachments', 'Add attachment'],
    ]) {
      await expect(page.locator(box).getByRole('button', { name: label, exact: true })).toHaveText(label, { ignoreCase: true });
    }
    await page.locator('.ra-input-sections').getByRole('button', { name: 'Add section' }).click();
    await expect(page.locator('input[name="sections.1.title"]')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'admin-loan-from-template-edit.png'), fullPage: true });

    // Retired, the template is no longer offered to start from.
    await page.goto(`/admin/loan-agreements/${encodeURIComponent(templateId)}/show`);
    await page.getByRole('button', { name: 'Retire Template' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('no longer offered');
    await dialog.getByLabel('Reason').fill('Replaced by the 2027 terms.');
    const retired = await operation(page, 'moveAgreement', () => dialog.getByRole('button', { name: 'Retire template' }).click());
    expect(retired.variables).toMatchObject({ status: 'CANCELLED', reason: 'Replaced by the 2027 terms.' });
    await expect(page.getByText('Template retired')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Use This Template' })).toHaveCount(0);
    await page.goto('/admin/loan-agreements/create');
    await page.getByRole('combobox', { name: 'Start from a template' }).fill(template);
    await expect(page.getByRole('option', { name: template })).toHaveCount(0);
  });
});
