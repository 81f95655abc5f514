// The back office in the staff member's language, against the real server: a staff member picks
// Español in the app bar's language menu; the menu, a list and a report's review page read in
// Spanish, with money and dates the Spanish way, and the choice is kept on their profile. In
// Arabic the whole layout is mirrored (the sidebar on the right). axe-core finds no critical or
// serious violation in either. The pseudo-locale (?lang=en-XA) shows every text of the back
// office's own wrapped in brackets, and nothing runs off the screen.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asStaff, gql, unique } from './helpers';
import { fileQuarterlyReport, linkPeopleGroup, newUser, openAs, peopleGroups, type SeededUser } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** fileReport files and submits a people group quarterly report of this quarter as the field worker. */
const fileReport = (author: SeededUser, peopleGroupId: string, notes: string) =>
  fileQuarterlyReport(author, peopleGroupId, { notes, fields: { receivedForHimself: 12_345_600, receivedTotal: 12_345_600 } });

/** settle waits until the page has drawn its data: the network is quiet and no spinner shows. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 8_000 });
};

/** blocking runs axe-core on the page and lists its critical and serious violations. */
const blocking = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected above
    const r = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return r.violations.filter((v: any) => v.impact === 'critical' || v.impact === 'serious').map((v: any) => `${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).join(', ')})`);
  }, TAGS);
};

/** pickLanguage opens the app bar's language menu (named by the language shown) and picks one. */
const pickLanguage = async (page: Page, shown: string, wanted: string) => {
  const saved = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('editMyProfileForUser'));
  await page.getByRole('button', { name: shown }).click();
  await page.getByRole('menuitem', { name: wanted }).click();
  expect((await saved).ok()).toBe(true);
};

/**
 * asStaffMember is the suite's staff member (only an administrator may make staff accounts); the
 * language their profile had is put back after each story, so the other stories read English.
 */
const asStaffMember = async () => ({ token: await asStaff() });
const restoreEnglish = async () => {
  const token = await asStaff();
  const me = await gql<{ myProfileForUser: { _id: string } }>('{ myProfileForUser { _id } }', {}, token);
  await gql('mutation($p: ProfileInput!) { editMyProfileForUser(profile: $p) { _id } }', { p: { _id: me.myProfileForUser._id, language: 'en' } }, token);
};
test.afterEach(restoreEnglish);

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test.describe('back office languages', () => {
  test('a staff member switches to Spanish: menu, list and report review in Spanish, money and dates the Spanish way', async ({ browser }) => {
    test.setTimeout(180_000);
    await restoreEnglish();
    const staff = await asStaffMember();
    const authorName = unique('Rita Reporter ');
    const author = await newUser(['field-worker'], authorName);
    const [group] = await peopleGroups(1, 11);
    await linkPeopleGroup(author.contactId, group.id, 'FIELD_WORKER');
    const id = await fileReport(author, group.id, `Informe de ${authorName}`);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await openAs(page, staff, '/admin/');
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await pickLanguage(page, 'English', 'Español');
    await expect(page.getByRole('menuitem', { name: 'Usuarios' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
    // The choice is the staff member's: their profile keeps it.
    const me = await gql<{ myProfileForUser: { language: string } }>('{ myProfileForUser { language } }', {}, staff.token);
    expect(me.myProfileForUser.language).toBe('es');

    // A list: the reports queue, its heading and search in Spanish.
    await page.getByRole('menuitem', { name: 'Informes' }).click();
    await expect(page).toHaveURL(/\/admin\/reports/);
    await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
    await page.getByPlaceholder('Buscar').fill(authorName);
    await expect(page).toHaveURL(/Rita/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Pendiente (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('tbody tr').first()).toContainText('Pendiente de aprobación');
    await expect(page.locator('tbody tr').first()).toContainText('menos de un minuto');
    await settle(page);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'admin-es-reports.png') });
    expect(await blocking(page)).toEqual([]);

    // The report's review page: the decision buttons and dialog in Spanish, the money in US
    // dollars written the Spanish way, the moments in Spanish.
    await page.goto(`/admin/reports/${id}/show`);
    await expect(page.getByText(`Informe de ${authorName}`)).toBeVisible();
    await expect(page.getByText('1234,56\u00a0US$').first()).toBeVisible();
    await expect(page.getByText('$1,234.56')).toHaveCount(0);
    // The report type's own fields are named in Spanish; what the author typed stays as typed.
    await expect(page.getByText('Recibido para sí mismo')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Iglesias plantadas' }).getByText('Kisumu Ndogo')).toBeVisible();
    const created = (await gql<{ report: { createdAt: string } }>('query($id: ID!) { report(_id: $id) { createdAt } }', { id }, staff.token)).report.createdAt;
    const spanishMoment = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      created,
    );
    await expect(page.getByText(spanishMoment).first()).toBeVisible();
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, 'admin-es-report.png'), fullPage: true });
    expect(await blocking(page)).toEqual([]);
    await page.getByRole('button', { name: 'Poner en espera' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('El autor ve el motivo y puede modificar el informe y enviarlo de nuevo.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // A new page load keeps Spanish (the profile's language).
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await context.close();
  });

  test('Arabic mirrors the back office: the sidebar on the right, at 1280 and 390 px', async ({ browser }) => {
    test.setTimeout(180_000);
    await restoreEnglish();
    const staff = await asStaffMember();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    await openAs(page, staff, '/admin/users');
    await expect(page.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    const sidebar = page.locator('.RaSidebar-fixed');
    const main = page.locator('#main-content');
    const ltrSidebar = (await sidebar.boundingBox())!;
    const ltrMain = (await main.boundingBox())!;
    expect(ltrSidebar.x + ltrSidebar.width).toBeLessThanOrEqual(ltrMain.x + 1);

    await pickLanguage(page, 'English', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    await settle(page);
    const rtlSidebar = (await sidebar.boundingBox())!;
    const rtlMain = (await main.boundingBox())!;
    // Mirrored: the menu sits right of the page's content, against the right edge.
    expect(rtlSidebar.x).toBeGreaterThanOrEqual(rtlMain.x + rtlMain.width - 1);
    expect(rtlSidebar.x + rtlSidebar.width).toBeGreaterThan(1280 - 2);
    await noSideScroll(page);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'admin-ar-users-1280.png') });
    expect(await blocking(page)).toEqual([]);

    await page.goto('/admin/');
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, 'admin-ar-dashboard-1280.png'), fullPage: true });
    expect(await blocking(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'المستخدمون' })).toBeVisible();
    await settle(page);
    await noSideScroll(page);
    await page.screenshot({ path: path.join(SHOTS, 'admin-ar-users-390.png') });
    expect(await blocking(page)).toEqual([]);
    await context.close();
  });

  test('the pseudo-locale brackets every text of the back office and nothing runs off the screen', async ({ browser }) => {
    test.setTimeout(240_000);
    const staff = await asStaffMember();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openAs(page, staff, '/admin/?lang=en-XA');
    await expect(page.locator('.RaSidebar-fixed [role="menuitem"]').first()).toContainText('[');
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const screen of ['users', 'people-groups', 'reports', 'payments', 'contacts']) {
        await page.goto(`/admin/${screen}`);
        await settle(page);
        // The back office's own words: the menu, the page's heading, the columns, the
        // fields' labels and the buttons. Each reads in brackets (the pseudo-locale).
        const plain = await page.evaluate(() => {
          const texts = [...document.querySelectorAll('.RaSidebar-fixed [role="menuitem"], h1, thead th, label, main button')]
            .map((e) => (e as HTMLElement).innerText.trim())
            .filter((t) => /[A-Za-z]{2}/.test(t));
          return texts.filter((t) => !t.includes('['));
        });
        expect(plain, `unbracketed on ${screen} at ${width} px`).toEqual([]);
        await noSideScroll(page);
        await page.screenshot({ path: path.join(SHOTS, `admin-pseudo-${screen}-${width}.png`) });
      }
    }
    await context.close();
  });
});
