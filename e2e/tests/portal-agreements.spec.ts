// Loan agreements and partnership agreement forms in the portal (spec/02 "Loan agreements",
// "Partnership commitment forms"): staff prepare an agreement through GraphQL and open it for
// signing; party one, a field worker acting as 'Me', initials every section and signs in
// Tangerine; party two signs for an organisation in Square Peg after choosing 'My Organization',
// before initialling, as the server allows, and the signing line follows; at 390 px each party's
// 'Initial' stays on its own party's row;
// the remembered font comes back preselected; the wrong account gets the 'Insufficient
// permissions' notice; the agreement ends SIGNED. Then an MOU from the /mous list to signed.
// Screenshots at 1280 and 390 px go to e2e/screenshots/ (not kept in git).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asStaff, gql, unique } from './helpers';
import { createProject, linkProject, newUser, openAs, peopleGroups, WIDTHS, type SeededUser } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');
/** LOOK: the pictures a change asks to look at (REACH_E2E_SHOTS, else beside SHOTS). */
const LOOK = process.env.REACH_E2E_SHOTS ?? SHOTS;

const SECTIONS = [
  { title: 'Purpose of the loan', text: 'The loan buys a manual drilling rig and pipes for two village wells.\nIt is used for nothing else.' },
  { title: 'Repayment', text: 'Repayments start six months after the first well gives water and follow the pay schedule below.' },
  { title: 'Reporting', text: 'The borrower reports progress every quarter through the portal.' },
];

async function createOrganization(member: SeededUser, name: string): Promise<string> {
  const staff = await asStaff();
  const org = await gql<{ createContact: { id: string } }>(
    'mutation($n: String!) { createContact(contactType: "ORGANIZATION", fullName: $n) { id } }',
    { n: name },
    staff,
  );
  await gql('mutation($g: ID!, $m: ID!) { createContactMember(groupContactId: $g, memberContactId: $m) { id } }', { g: org.createContact.id, m: member.contactId }, staff);
  return org.createContact.id;
}

async function startSigning(id: string, agreementType: 'LOAN_AGREEMENT' | 'MOU'): Promise<void> {
  const d = await gql<{ moveAgreement: { status: string } }>(
    'mutation($id: ID!, $t: AgreementType!) { moveAgreement(id: $id, agreementType: $t, status: SIGNING) { status } }',
    { id, t: agreementType },
    await asStaff(),
  );
  expect(d.moveAgreement.status).toBe('SIGNING');
}

async function shoot(page: Page, name: string, full = false): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const w of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width: w.width, height: w.height });
    await page.waitForTimeout(250);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${w.width}.png`), fullPage: full });
  }
  if (size) await page.setViewportSize(size);
}

/** initialEverySection initials each open section in font, checking the font the form preselects. */
async function initialEverySection(page: Page, font: string, firstFont: string): Promise<void> {
  const buttons = page.getByRole('button', { name: /^Initial/ });
  const count = await buttons.count();
  expect(count).toBe(SECTIONS.length);
  for (let i = 0; i < count; i++) {
    await buttons.first().click();
    const dialog = page.getByRole('dialog', { name: 'Initial Section' });
    await expect(dialog).toBeVisible();
    const picker = dialog.getByRole('combobox', { name: /Font/ });
    // the first time the form shows the default; then the font chosen last
    await expect(picker).toHaveText(i === 0 ? firstFont : font);
    if (i === 0) {
      await picker.click();
      const option = page.getByRole('option', { name: font });
      // each option is drawn in its own font
      await expect(option).toHaveCSS('font-family', new RegExp(font));
      await option.click();
    }
    await expect(dialog.getByTestId('signature-preview')).toHaveAttribute('data-font', font);
    await dialog.getByRole('button', { name: 'Save Initials' }).click();
    await expect(page.getByText('Initials Saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(buttons).toHaveCount(count - i - 1);
  }
}

test('a loan agreement with two parties: initialled and signed in Tangerine as Me, in Square Peg for an organisation, then SIGNED', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const borrower = await newUser(['field-worker'], unique('Pat Borrower '));
  const signer = await newUser(['field-worker'], unique('Olu Signer '));
  const orgName = unique('Wells Trust ');
  const org = await createOrganization(signer, orgName);
  const projectName = unique('Village Wells ');
  // the loan's country is its project's first impacted people group's, frozen on the agreement
  const [group] = await peopleGroups(1, 78);
  const projectId = await createProject({ projectName, desc: 'Two wells and a seed bank.', peopleGroupIds: [group.id] });
  await linkProject(borrower.contactId, projectId, 'FIELD_WORKER');

  const name = unique('Well Loan ');
  const created = await gql<{ createLoanAgreement: { id: string } }>(
    `mutation($name: String!, $p: ID!, $s: [AgreementSectionInput!], $parties: [AgreementPartyInput!], $b: [BeneficiaryInput!]) {
      createLoanAgreement(name: $name, projectId: $p, amount: 125000000, terms: "5 years at 0% interest", paySchedule: "60 monthly payments of $208.33",
        beneficiaries: $b, sections: $s, parties: $parties) { id }
    }`,
    {
      name,
      p: projectId,
      s: SECTIONS,
      parties: [
        { ref: 'Borrower', name: 'Borrower', contactId: borrower.contactId },
        { ref: 'Guarantor', name: 'Guarantor', contactId: org },
      ],
      b: [{ contactId: borrower.contactId, fullName: borrower.name }],
    },
    await asStaff(),
  );
  const id = created.createLoanAgreement.id;
  await startSigning(id, 'LOAN_AGREEMENT');

  // Party one: the project's Loan Agreements tab lists it; the card opens the view. No web
  // font loads until a signature shows or a form opens.
  const fonts: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(r.url());
  });
  await openAs(page, borrower, `/holistic-projects/${projectId}/loan-agreements`);
  const card = page.getByTestId('loan-agreement-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('agreement-status')).toHaveText('Signing');
  await expect(card).toContainText('Version 1');
  await expect(card.getByTestId('loan-agreement-date')).toHaveText(/^Updated \w{3} \d{1,2}, \d{4}$/);
  await shoot(page, 'portal-loan-agreements-tab');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/holistic-projects/${projectId}/loan-agreement/view/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('loan-amount')).toHaveText('$12,500.00');
  await expect(page.getByText('60 monthly payments of $208.33')).toBeVisible();
  await expect(page.locator('dt:text-is("Country") + dd')).toHaveText(group.country);
  await expect(page.getByTestId('agreement-party')).toHaveCount(2);
  // 'Sign' only on the row of the account the user acts for; the view route has no 'Print'
  await expect(page.getByRole('button', { name: /^Sign as / })).toHaveCount(1);
  await expect(page.getByTestId('agreement-party').filter({ hasText: 'Borrower' }).getByRole('button', { name: /^Sign as / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
  expect((await page.getByTestId('agreement-document').boundingBox())!.width).toBeLessThanOrEqual(800);
  await shoot(page, 'portal-loan-agreement-view', true);
  expect(fonts).toEqual([]);

  // The line says what the server allows, as the enabled 'Sign' does: both, in either order.
  await expect(page.getByTestId('signing-hint')).toHaveText('Initial each section (3 sections left) and sign under Parties, in either order. Your part is done when you have done both.');
  await expect(page.getByRole('button', { name: /^Sign as / })).toBeEnabled();
  // On a phone each party's 'Initial' stays on its own party's row; the next party starts below.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const section of await page.getByTestId('agreement-section').all()) {
    const mine = section.getByTestId('section-party').filter({ hasText: 'Borrower' });
    const theirs = section.getByTestId('section-party').filter({ hasText: 'Guarantor' });
    const initial = mine.getByRole('button', { name: /^Initial/ });
    await expect(initial).toBeVisible();
    await expect(theirs.getByRole('button', { name: /^Initial/ })).toHaveCount(0);
    const chip = (await mine.getByTestId('section-initials').boundingBox())!;
    const button = (await initial.boundingBox())!;
    const next = (await theirs.getByTestId('section-initials').boundingBox())!;
    const middle = button.y + button.height / 2;
    expect(middle).toBeGreaterThan(chip.y);
    expect(middle).toBeLessThan(chip.y + chip.height);
    expect(next.y).toBeGreaterThanOrEqual(Math.max(chip.y + chip.height, button.y + button.height) - 1);
  }
  fs.mkdirSync(LOOK, { recursive: true });
  await page.screenshot({ path: path.join(LOOK, 'loan-agreement-sections-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(LOOK, 'loan-agreement-sections-1280.png'), fullPage: true });

  // The form checks what is required before anything is sent.
  await page.getByRole('button', { name: /^Initial/ }).first().click();
  const initialDialog = page.getByRole('dialog', { name: 'Initial Section' });
  const initialsBox = initialDialog.getByRole('textbox', { name: /Initials/ });
  await expect(initialsBox).toHaveValue(/^[A-Z]{2,}$/);
  await initialsBox.fill('');
  await initialDialog.getByRole('button', { name: 'Save Initials' }).click();
  await expect(initialDialog.getByText('This field is required')).toBeVisible();
  await expect(initialDialog.getByText('Please correct the errors above')).toBeVisible();
  await expect(initialDialog.getByText(/cannot be undone/)).toBeVisible();
  await initialDialog.getByRole('button', { name: 'Cancel' }).click();
  expect(fonts.some((f) => /tangerine-latin-400/.test(f))).toBe(true);

  await initialEverySection(page, 'Tangerine', 'Babylonica');
  await expect(page.getByTestId('section-initials').filter({ hasText: 'Borrower' }).getByTestId('signature-mark')).toHaveCount(3);
  await expect(page.getByTestId('signing-hint')).toHaveText('Every section is initialled: sign under Parties to finish your part.');

  await page.getByRole('button', { name: /^Sign as / }).click();
  const signDialog = page.getByRole('dialog', { name: 'Sign Loan Agreement' });
  await expect(signDialog.getByRole('textbox', { name: /Signature/ })).toHaveValue(borrower.name);
  // the remembered font comes back preselected
  await expect(signDialog.getByRole('combobox', { name: /Font/ })).toHaveText('Tangerine');
  await expect(signDialog.getByTestId('signature-preview')).toHaveText(borrower.name);
  await expect(signDialog.getByTestId('signature-preview')).toHaveCSS('font-family', /Tangerine/);
  await shoot(page, 'portal-loan-agreement-sign-modal');
  await signDialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Loan Agreement Signed')).toBeVisible();
  const signedRow = page.getByTestId('agreement-party').filter({ hasText: 'Borrower' });
  await expect(signedRow.getByTestId('signature-mark')).toHaveText(borrower.name);
  await expect(signedRow.getByTestId('signature-mark')).toHaveAttribute('data-font', 'Tangerine');
  await expect(page.getByRole('button', { name: /^Sign as / })).toHaveCount(0);
  await expect(page.getByTestId('agreement-status')).toHaveText('Signing');
  expect(await page.evaluate(() => localStorage.getItem('reach.signatureFont'))).toBe('Tangerine');
  // the signature's font face is loaded (the form loaded the six when it opened)
  await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Tangerine' && f.status === 'loaded'))).toBe(true);

  // Party two opens the mailed sign link acting as 'Me': the organisation is the party.
  const context2 = await browser.newContext();
  const page2 = await context2.newPage();
  await openAs(page2, signer, `/loan-agreement/sign/${id}`);
  await expect(page2.getByText('Insufficient permissions')).toBeVisible();
  await expect(page2.getByText(/choose that account and refresh/)).toBeVisible();
  await expect(page2.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await shoot(page2, 'portal-loan-agreement-wrong-account');

  const selector = page2.getByRole('combobox', { name: 'Choose Account' });
  await selector.click();
  await page2.getByRole('option', { name: `My Organization (${orgName})` }).click();
  await expect(page2.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page2.getByRole('button', { name: 'Print' })).toBeVisible();
  // the borrower's signature and initials show in Tangerine to the other party too
  await expect(page2.getByTestId('agreement-party').filter({ hasText: 'Borrower' }).getByTestId('signature-mark')).toHaveAttribute('data-font', 'Tangerine');

  // Party two signs first, then initials: the server takes either order.
  await page2.getByRole('button', { name: /^Sign as / }).click();
  const signDialog2 = page2.getByRole('dialog', { name: 'Sign Loan Agreement' });
  await expect(signDialog2.getByRole('textbox', { name: /Signature/ })).toHaveValue(orgName);
  await expect(signDialog2.getByRole('combobox', { name: /Font/ })).toHaveText('Babylonica');
  await signDialog2.getByRole('combobox', { name: /Font/ }).click();
  await page2.getByRole('option', { name: 'Square Peg' }).click();
  await signDialog2.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page2.getByText('Loan Agreement Signed')).toBeVisible();
  await expect(page2.getByTestId('agreement-status')).toHaveText('Signing');
  await expect(page2.getByTestId('signing-hint')).toHaveText('You have signed. Initial each section (3 sections left) to finish your part.');
  await initialEverySection(page2, 'Square Peg', 'Square Peg');
  await expect(page2.getByTestId('agreement-status')).toHaveText('Signed');
  await expect(page2.getByTestId('signing-hint')).toHaveCount(0);
  await expect(page2.getByTestId('agreement-party').filter({ hasText: 'Guarantor' }).getByTestId('signature-mark')).toHaveAttribute('data-font', 'Square Peg');
  await expect(page2.getByText(/Signed by every party on/)).toBeVisible();

  // 'Print' asks the server for the PDF with the session's headers and saves what finance keeps:
  // both signatures, final (no 'Partly signed' line), and the certificate page with the hash.
  const pdf = page2.waitForRequest((r) => r.url().endsWith(`/agreements/${id}/pdf`));
  const download = page2.waitForEvent('download');
  await page2.getByRole('button', { name: 'Print' }).click();
  const headers = (await pdf).headers();
  expect(headers.authorization).toBe(`Bearer ${signer.token}`);
  expect(headers.contact).toBe(org);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Loan Agreement - .*\.pdf$/);
  const pdfPath = await file.path();
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(name);
  expect(text).toContain(orgName);
  expect(text).toContain(SECTIONS[1].title);
  expect(text).toMatch(new RegExp(`Country\\s+${group.country.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(text).not.toContain('Partly signed');
  expect(text).toMatch(/[0-9a-f]{64}/);
  // The pages as finance sees them, to look at (e2e/screenshots/agreement-pdf-*.png).
  fs.mkdirSync(SHOTS, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, path.join(SHOTS, 'agreement-pdf')]);
  await shoot(page2, 'portal-loan-agreement-signed', true);

  // The server holds it SIGNED; party one's list says so after a reload.
  await page.goto('/loan-agreements');
  const mine = page.getByTestId('loan-agreement-card').filter({ hasText: name });
  await expect(mine.getByTestId('agreement-status')).toHaveText('Signed');
  await expect(mine.getByTestId('loan-agreement-date')).toHaveText(/^Last signed /);
  await expect(mine).toContainText(projectName);
  await shoot(page, 'portal-loan-agreements-list');
  await context2.close();
});

test("empty lists say so: a project without loan agreements, and no partnership forms", async ({ page }) => {
  const user = await newUser(['field-worker']);
  const projectId = await createProject({ projectName: unique('Seed Bank '), desc: 'Seeds for the dry season.' });
  await linkProject(user.contactId, projectId, 'FIELD_WORKER');
  await openAs(page, user, `/holistic-projects/${projectId}/loan-agreements`);
  await expect(page.getByText("This project doesn't have any loan agreements yet.")).toBeVisible();
  await page.goto('/mous');
  await expect(page.getByRole('heading', { level: 1, name: 'Partnership Agreement Forms' })).toBeVisible();
  await expect(page.getByText('You have no active partnership agreement forms.')).toBeVisible();
});

test('a partnership agreement form from the /mous list to signed', async ({ page }) => {
  test.setTimeout(90_000);
  const worker = await newUser(['field-worker'], unique('Ama Worker '));
  const [group] = await peopleGroups(1, 150);
  const name = unique('Field Worker Commitment ');
  const created = await gql<{ createMou: { id: string } }>(
    `mutation($name: String!, $pg: ID!, $c: ID!, $s: [AgreementSectionInput!], $parties: [AgreementPartyInput!]) {
      createMou(name: $name, role: FIELD_WORKER, peopleGroupId: $pg, contactId: $c, sections: $s, parties: $parties) { id }
    }`,
    {
      name,
      pg: group.id,
      c: worker.contactId,
      s: [
        { title: 'Commitment', text: `I commit to serve among the ${group.nameAcrossCountries} as a field worker.` },
        { title: 'Reports', text: 'I report every quarter on what God is doing.' },
      ],
      parties: [{ ref: 'Field Worker', name: 'Field Worker', contactId: worker.contactId }],
    },
    await asStaff(),
  );
  const id = created.createMou.id;
  await startSigning(id, 'MOU');

  await openAs(page, worker, '/mous');
  const card = page.getByTestId('mou-card').filter({ hasText: name });
  await expect(card.getByTestId('mou-state')).toHaveText('Ready to Sign');
  await shoot(page, 'portal-mous-list');
  await card.getByRole('link', { name: 'Sign' }).click();
  await expect(page).toHaveURL(new RegExp(`/mou/sign/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(group.nameAcrossCountries).first()).toBeVisible();
  await expect(page.getByText('Field Worker', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await shoot(page, 'portal-mou-view', true);

  // The server's message shows inside the form: the worker initialled the first section from
  // another device while the form was open. The view reads the form again behind it.
  await page.getByRole('button', { name: /^Initial/ }).first().click();
  const first = page.getByRole('dialog', { name: 'Initial Section' });
  await expect(first.getByRole('combobox', { name: /Font/ })).toHaveText('Babylonica');
  const mou = await gql<{ mouForUser: { sections: Array<{ _id: string }>; parties: Array<{ _id: string }> } }>(
    'query($id: ID!) { mouForUser(_id: $id) { sections { _id } parties { _id } } }',
    { id },
    worker.token,
  );
  await gql(
    'mutation($i: InitialMouSectionInput!) { initialMouSectionForUser(initials: $i) { _id } }',
    { i: { mouId: id, sectionId: mou.mouForUser.sections[0]._id, partyId: mou.mouForUser.parties[0]._id, initials: 'AW', fontName: 'Send Flowers' } },
    worker.token,
  );
  await first.getByRole('button', { name: 'Save Initials' }).click();
  await expect(first.getByTestId('sign-server-error')).toHaveText('This party has already initialled this section.');
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: /^Initial/ })).toHaveCount(1);
  await expect(page.getByTestId('section-initials').first().getByTestId('signature-mark')).toHaveAttribute('data-font', 'Send Flowers');

  // The second section in Water Brush.
  await page.getByRole('button', { name: /^Initial/ }).click();
  const second = page.getByRole('dialog', { name: 'Initial Section' });
  // a font is remembered only once something was saved with it
  await expect(second.getByRole('combobox', { name: /Font/ })).toHaveText('Babylonica');
  await second.getByRole('combobox', { name: /Font/ }).click();
  await page.getByRole('option', { name: 'Water Brush' }).click();
  await second.getByRole('button', { name: 'Save Initials' }).click();
  await expect(second).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Initial/ })).toHaveCount(0);

  // The signature needs the declaration ticked; a progress modal shows while it saves.
  await page.getByRole('button', { name: 'Sign', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign Partnership Agreement Form' });
  await expect(dialog.getByRole('combobox', { name: /Font/ })).toHaveText('Water Brush');
  const declaration = `I, ${worker.name}, declare that I am the person named above and that I have read and agree to this Partnership Agreement Form.`;
  await expect(dialog.getByText(declaration)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await expect(dialog.getByText('Please correct the errors above')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await expect(dialog.getByText('Please correct the errors above')).toHaveCount(0);
  await shoot(page, 'portal-mou-sign-modal');
  // hold the answer a moment so the progress modal can be seen
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('signMouForUser')) await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Saving your signature…')).toBeVisible();
  await expect(page.getByText('Partnership Commitment Form Signed')).toBeVisible();
  await expect(page.getByTestId('agreement-status')).toHaveText('Signed');
  await expect(page.getByTestId('agreement-party').getByTestId('signature-mark')).toHaveAttribute('data-font', 'Water Brush');
  await page.unroute('**/graphql');

  await page.goto('/mous');
  await expect(card.getByTestId('mou-state')).toHaveText('Signed');
  await card.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/mous/view/${id}$`));
  await expect(page.getByTestId('agreement-status')).toHaveText('Signed');
  await shoot(page, 'portal-mou-signed', true);
});
