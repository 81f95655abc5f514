// The report forms in the user's language (issue 30 "Report forms"): a field worker whose language
// is Spanish writes a people group quarterly report, meets the §5 messages in Spanish, submits; staff
// (English) put it on hold with a reason; the hold mail arrives in Spanish with the reason as staff
// typed it; the field worker reads the reason, re-submits, and what they typed reads as typed. An
// Arabic trainer on a phone writes a training report right to left. The forms in the pseudo-locale
// show no text outside brackets, and axe finds nothing critical or serious in Spanish or Arabic.
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { asStaff, gql, mailsTo, unique } from './helpers';
import { linkPeopleGroup, newUser, openAs, peopleGroups, type SeededUser } from './portal-seed';

const SHOTS = process.env.REACH_E2E_SHOTS ?? path.resolve(__dirname, '../screenshots');
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

test.describe.configure({ timeout: 180_000 });
// axe is injected as a script, which the server's CSP forbids otherwise.
test.use({ bypassCSP: true });
const expect = baseExpect.configure({ timeout: 30_000 });

async function speak(user: SeededUser, language: string): Promise<void> {
  await gql('mutation($p: ProfileInput!) { editMyProfileForUser(profile: $p) { language } }', { p: { _id: user.id, language } }, user.token);
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `languages-reports-${name}.png`), fullPage: true });
}

/** seriousAxe lists axe's critical and serious findings on the page. */
async function seriousAxe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected above
    const r = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return r.violations.filter((v: any) => v.impact === 'critical' || v.impact === 'serious').map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
}

/** defaultQuarter is the quarter the form starts on: the one holding the date 14 days ago. */
function defaultQuarter(): { year: number; q: number } {
  const d = new Date();
  d.setDate(d.getDate() - 14);
  return { year: d.getFullYear(), q: Math.floor(d.getMonth() / 3) + 1 };
}

/** reportMain is the report form or view, without the portal's shell (another area's texts). */
const reportMain = (page: Page) => page.locator('main');

test('a Spanish field worker files a quarterly report, reads the hold in Spanish and re-submits', async ({ page, browser }) => {
  const user = await newUser(['field-worker'], unique('Lucía Campo '));
  await speak(user, 'es');
  const [group] = await peopleGroups(1, 91);
  await linkPeopleGroup(user.contactId, group.id, 'FIELD_WORKER');

  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, user, `/upgs/${group.id}/reports`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('No hay informes')).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo informe' }).click();
  await expect(page).toHaveURL(new RegExp(`/upgs/${group.id}/reports/edit/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo informe trimestral' })).toBeVisible();
  await expect(page.getByText('Los informes abarcan los últimos 3 meses')).toBeVisible();

  // The quarter reads the Spanish way; the choices too, and "Mostrar más" adds older ones.
  const { year, q } = defaultQuarter();
  const quarter = page.getByRole('combobox', { name: 'Trimestre' });
  await expect(quarter).toHaveText(`T${q} ${year}`);
  await quarter.click();
  await expect(page.getByRole('option').first()).toHaveText(/^T[1-4] \d{4}$/);
  await expect(page.getByRole('option', { name: 'Mostrar más' })).toBeVisible();
  await page.keyboard.press('Escape');

  // §5 in Spanish, at submit
  await page.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(page.getByText('Por favor, corrija los errores indicados arriba')).toBeVisible();
  await expect(page.getByText('Por favor, responda sí o no')).toBeVisible();
  await expect(page.getByText('Este campo es obligatorio')).toHaveCount(3);
  await expect(page.getByText('Please answer yes or no')).toHaveCount(0);
  await shoot(page, 'es-errors-1280');
  expect(await seriousAxe(page), 'axe on the Spanish form').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'es-errors-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  const finances = page.getByRole('region', { name: 'Finanzas' });
  await finances.getByRole('radio', { name: 'Sí' }).check();
  await page.getByLabel('Monto recibido para usted (USD)').fill('12500.5');
  // the total in the Spanish way, still US dollars
  await expect(page.getByTestId('received-total')).toContainText('Total recibido:');
  await expect(page.getByTestId('received-total')).toContainText(/12\.500,50\s*US\$/);
  await page.getByLabel('Personas que escucharon el evangelio por primera vez').fill('120');
  await page.getByLabel('Salvaciones', { exact: true }).fill('7');
  await page.getByLabel('Bautismos en agua', { exact: true }).fill('4');
  const typed = 'Oramos con la familia Ñáñez en Añatuya; ¡tres niños nuevos en la escuela dominical!';
  await page.getByLabel('Notas', { exact: true }).fill(typed);
  await page.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(page).toHaveURL(new RegExp(`/upgs/${group.id}/reports/view/[0-9a-f-]{36}$`));
  const reportId = page.url().split('/').pop()!;
  await expect(page.getByTestId('report-status')).toHaveText('Pendiente de aprobación');
  await expect(page.getByRole('heading', { level: 1, name: `Informe trimestral T${q} ${year}` })).toBeVisible();
  await expect(page.getByText(typed)).toBeVisible();

  // Staff, in English, hold it with a reason; the mail reaches the field worker in Spanish with
  // the reason as staff typed it.
  const before = (await mailsTo(user.email, 'REPORT_HELD')).map((m) => m.id);
  const reason = 'Please check the baptism count against the church rolls — thank you!';
  await gql('mutation($id: ID!, $r: String!) { holdReport(id: $id, reason: $r) { _id } }', { id: reportId, r: reason }, await asStaff());
  let mail: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(user.email, 'REPORT_HELD')).find((m) => !before.includes(m.id));
      return !!mail;
    }, { message: 'the hold mail', timeout: 20_000 })
    .toBe(true);
  expect(mail!.subject).toBe('Su informe está en espera');
  expect(mail!.textBody).toContain(`El motivo indicado: ${reason}`);
  expect(mail!.textBody).not.toContain('The reason given');

  // The view opens with the reason, as typed, under the Spanish status.
  await page.reload();
  await expect(page.getByTestId('report-status')).toHaveText('En espera');
  const notice = page.getByTestId('approval-notice');
  await expect(notice).toContainText('En espera —');
  await expect(notice).toContainText(reason);
  await shoot(page, 'es-held-1280');

  // Re-submitted from the form.
  await reportMain(page).getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar informe trimestral' })).toBeVisible();
  await expect(page.getByLabel('Notas', { exact: true })).toHaveValue(typed);
  await page.getByRole('button', { name: 'Reenviar informe' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/view/${reportId}$`));
  await expect(page.getByTestId('report-status')).toHaveText('Pendiente de aprobación');
  const stored = await gql<{ report: { status: string; notes: string } }>('query($id: ID!) { report(_id: $id) { status notes } }', { id: reportId }, await asStaff());
  expect(stored.report).toEqual({ status: 'PENDING', notes: typed });

  // The same form in the pseudo-locale: every text of the report area is bracketed.
  const pseudo = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const p2 = await pseudo.newPage();
  await openAs(p2, user, `/upgs/${group.id}/reports/edit/${reportId}?lang=en-XA`);
  await expect(p2.getByRole('heading', { level: 1 })).toHaveText(/^\[.*\]$/);
  await shoot(p2, 'pseudo-390');
  await p2.setViewportSize({ width: 1280, height: 900 });
  await shoot(p2, 'pseudo-1280');
  await pseudo.close();
});

test('an Arabic trainer on a phone writes a training event report right to left', async ({ page }) => {
  const trainer = await newUser(['trainer'], unique('Amal Trainer '));
  await speak(trainer, 'ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, trainer, '/training-reports/event');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByRole('button', { name: 'تقرير جديد عن فعالية تدريبية' }).click();
  await expect(page).toHaveURL(/\/training-reports\/event\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'تفاصيل الفعالية' })).toBeVisible();

  // Text aligns right and labels sit on the right of their fields.
  const host = page.getByLabel('اسم الجهة المضيفة');
  await host.fill('كنيسة النعمة');
  const layout = await host.evaluate((input) => {
    const field = input.closest('.MuiFormControl-root')!;
    const label = field.querySelector('label')!.getBoundingClientRect();
    const box = field.getBoundingClientRect();
    return { direction: getComputedStyle(input).direction, labelRightGap: box.right - label.right, labelLeftGap: label.left - box.left };
  });
  expect(layout.direction).toBe('rtl');
  expect(layout.labelRightGap).toBeLessThan(layout.labelLeftGap);

  // §5 in Arabic at submit
  await page.getByRole('button', { name: 'تقديم التقرير' }).click();
  await expect(page.getByText('يُرجى اختيار منطقة').first()).toBeVisible();
  await expect(page.getByText('يجب اختيار وحدة واحدة على الأقل')).toBeVisible();
  await shoot(page, 'ar-event-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxe(page), 'axe on the Arabic form').toEqual([]);
});
