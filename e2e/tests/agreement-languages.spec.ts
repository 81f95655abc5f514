// Issue 30, story 4: staff prepare a loan agreement in Spanish for a Spanish-speaking borrower;
// the PDF's labels and certificate are Spanish (read back with pdftotext), the text staff typed
// is as typed, and /verify opened with a Spanish browser is Spanish. Screenshots go to
// e2e/screenshots/.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { asStaff, gql, unique } from './helpers';
import { createProject, newUser } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

test('a Spanish loan agreement: Spanish PDF labels and certificate, /verify in a Spanish browser', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const borrower = await newUser(['field-worker'], unique('Sofía Prestataria '));
  await gql('mutation($id: ID!) { updateUser(id: $id, language: "es") { id } }', { id: borrower.id }, await asStaff());
  const projectName = unique('Pozo ');
  await createProject({ projectName, desc: 'A well for the Spanish agreement.' });
  const name = unique('Préstamo del pozo ');

  await signInAsStaff(page);
  await page.goto('/admin/loan-agreements/create');
  await page.locator('input[name="name"]').fill(name);
  // The PDF's language, each language named in itself.
  await page.getByRole('combobox', { name: 'Language' }).click();
  await expect(page.getByRole('option', { name: 'العربية' })).toBeVisible();
  await page.getByRole('option', { name: 'Español' }).click();
  await page.getByRole('combobox', { name: 'Project' }).fill(projectName);
  await page.getByRole('option', { name: projectName }).first().click();
  await page.getByLabel('Amount (US$)').fill('12500');
  await page.locator('textarea[name="terms"]').fill('Devolución en veinticuatro meses.');
  await page.locator('.ra-input-sections').getByRole('button', { name: 'Add section' }).click();
  await page.locator('input[name="sections.0.title"]').fill('Reembolso');
  await page.locator('textarea[name="sections.0.text"]').fill('La prestataria reembolsa cada mes, tal como lo escribió el personal.');
  const parties = page.locator('.ra-input-parties');
  await parties.getByRole('button', { name: 'Add party' }).click();
  await page.locator('input[name="parties.0.ref"]').fill('Prestataria');
  await parties.getByRole('combobox', { name: 'Contact' }).fill(borrower.name);
  await page.getByRole('option', { name: borrower.name }).first().click();
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'agreement-language-form.png'), fullPage: true });
  const created = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('createLoanAgreement'));
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await created;
  expect(response.request().postDataJSON().variables.language).toBe('es');
  expect((await response.json()).errors).toBeUndefined();
  await expect(page).toHaveURL(/\/admin\/loan-agreements\/[^/]+$/);
  const id = decodeURIComponent(page.url().split('/').pop() ?? '');

  await page.goto(`/admin/loan-agreements/${encodeURIComponent(id)}/show`);
  await page.getByRole('button', { name: 'Start Signing' }).click();
  await expect(page.getByText('Signing started: the parties were mailed')).toBeVisible();

  // The borrower initials and signs in the portal (here through the API).
  const doc = (await gql(`query($id: ID!) { loanAgreementForUser(_id: $id) { contentHash language parties { id } sections { id } } }`, { id }, borrower.token))
    .loanAgreementForUser;
  expect(doc.language).toBe('es');
  const partyId = doc.parties[0].id;
  await gql(
    'mutation($i: InitialLoanAgreementSectionInput!) { initialLoanAgreementSection(initials: $i) { id } }',
    { i: { loanAgreementId: id, initials: { sectionId: doc.sections[0].id, partyId, initials: 'SP', fontName: 'Square Peg', contentHash: doc.contentHash } } },
    borrower.token,
  );
  await gql(
    'mutation($s: SignLoanAgreementInput!) { signLoanAgreement(signature: $s) { id } }',
    { s: { loanAgreementId: id, signature: { partyId, signature: borrower.name, fontName: 'Tangerine', contentHash: doc.contentHash } } },
    borrower.token,
  );
  await page.reload();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Contrato de préstamo - .* v1\.pdf$/);
  const text = execFileSync('pdftotext', [(await file.path())!, '-'], { encoding: 'utf8' });
  for (const want of ['Contrato de préstamo', 'Estado: Firmado', 'Importe', 'Condiciones', 'Partes', 'Certificado de firma', 'Firmas e iniciales', 'Iniciales en 1. Reembolso', 'sesión iniciada con']) {
    expect(text).toContain(want);
  }
  // What staff typed, as typed.
  for (const typed of ['1. Reembolso', 'La prestataria reembolsa cada mes, tal como lo escribió el personal.', 'Devolución en veinticuatro meses.']) {
    expect(text).toContain(typed);
  }
  expect(text).not.toContain('Certificate of signing');
  const verifyURL = /https?:\/\/\S+\/verify\/[a-z2-7]{24}/.exec(text)?.[0];
  expect(verifyURL).toBeTruthy();

  // /verify opened by a visitor whose browser speaks Spanish.
  const visitor = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
  const v = await visitor.newPage();
  await v.goto(new URL(verifyURL!).pathname);
  await expect(v.locator('html')).toHaveAttribute('lang', 'es');
  await expect(v.getByText('Reach · verificación de acuerdos')).toBeVisible();
  await expect(v.getByRole('heading', { name: 'Verificar un PDF' })).toBeVisible();
  await expect(v.getByRole('heading', { name: 'Firmas e iniciales' })).toBeVisible();
  await expect(v.getByRole('navigation', { name: 'Idiomas' }).getByRole('link', { name: 'Français' })).toBeVisible();
  await v.screenshot({ path: path.join(SHOTS, 'verify-es-390.png'), fullPage: true });
  // The switcher changes it at once.
  await v.getByRole('link', { name: 'العربية' }).click();
  await expect(v.locator('html')).toHaveAttribute('dir', 'rtl');
  await v.screenshot({ path: path.join(SHOTS, 'verify-ar-390.png'), fullPage: true });
  await visitor.close();
});
