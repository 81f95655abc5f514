// The portal in Spanish, French and Arabic (issue 30): a Spanish browser's sign-in page, the
// switcher, a French sign-up; an Arabic-speaking trainer at 390 px (drawer on the right, the
// partnership commitment form signed); a change of language in Edit Profile; axe-core in each
// language; pseudo-locale screenshots of the main screens.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asStaff, gql, unique } from './helpers';
import { linkPeopleGroup, newUser, openAs, peopleGroups, PNG, uploadFile, type SeededUser } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function setLanguage(user: SeededUser, language: string) {
  const me = await gql<{ myProfileForUser: { _id: string } }>('{ myProfileForUser { _id } }', {}, user.token);
  await gql('mutation($p: ProfileInput!) { editMyProfileForUser(profile: $p) { _id } }', { p: { _id: me.myProfileForUser._id, language } }, user.token);
}

async function languageOf(token: string): Promise<string> {
  return (await gql<{ myProfileForUser: { language: string } }>('{ myProfileForUser { language } }', {}, token)).myProfileForUser.language;
}

test('a Spanish browser signs in in Spanish, switches to French, and signs up in French', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Le damos la bienvenida de nuevo!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel('Nombre de usuario o correo electrónico')).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Idioma' });
  await expect(switcher).toBeVisible();
  await shot(page, 'languages-sign-in-es-390');

  await switcher.selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous !');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous !');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte');
  const username = unique('fr_');
  const password = 'Correct-Horse-Battery-42!';
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Nom complet').fill('Amélie Durand');
  await page.getByLabel('E-mail').fill(`${username}@example.org`);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await shot(page, 'languages-sign-up-fr-390');
  await page.getByRole('button', { name: "S'inscrire", exact: true }).click();
  await expect(page).not.toHaveURL(/sign-up/, { timeout: 15_000 });
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  expect(await languageOf(token!)).toBe('fr');
  await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  await context.close();
});

test('an Arabic-speaking trainer at 390 px: the drawer opens from the right, the commitment form signs', async ({ page }) => {
  test.setTimeout(90_000);
  const trainer = await newUser(['trainer'], unique('Samir Trainer '));
  await setLanguage(trainer, 'ar');
  const [group] = await peopleGroups(1, 160);
  const name = unique('التزام المدرّب ');
  const created = await gql<{ createMou: { id: string } }>(
    `mutation($name: String!, $pg: ID!, $c: ID!, $s: [AgreementSectionInput!], $parties: [AgreementPartyInput!]) {
      createMou(name: $name, role: TRAINER, peopleGroupId: $pg, contactId: $c, sections: $s, parties: $parties) { id }
    }`,
    {
      name,
      pg: group.id,
      c: trainer.contactId,
      s: [{ title: 'الالتزام', text: 'ألتزم بتدريب العاملين الميدانيين.' }],
      parties: [{ ref: 'المدرّب', name: 'المدرّب', contactId: trainer.contactId }],
    },
    await asStaff(),
  );
  const id = created.createMou.id;
  await gql('mutation($id: ID!) { moveAgreement(id: $id, agreementType: MOU, status: SIGNING) { status } }', { id }, await asStaff());

  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, trainer, '/mous');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نماذج اتفاقية الشراكة');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const drawer = page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('navigation') });
  await expect(drawer).toBeVisible();
  await page.waitForTimeout(400);
  const box = (await drawer.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(390);
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(nav.getByText('ملفي الشخصي')).toBeVisible();
  expect(await nav.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await shot(page, 'languages-ar-drawer-390');
  await page.keyboard.press('Escape');

  const card = page.getByTestId('mou-card').filter({ hasText: name });
  await expect(card.getByTestId('mou-state')).toHaveText('جاهز للتوقيع');
  await card.getByRole('link', { name: 'توقيع' }).click();
  await expect(page).toHaveURL(new RegExp(`/mou/sign/${id}$`));
  await page.getByRole('button', { name: /^التأشير على/ }).click();
  const initial = page.getByRole('dialog', { name: 'التأشير على القسم' });
  await initial.getByRole('button', { name: 'حفظ الأحرف الأولى' }).click();
  await expect(initial).toHaveCount(0);
  await page.getByRole('button', { name: 'توقيع', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'توقيع نموذج اتفاقية الشراكة' });
  await dialog.getByRole('button', { name: 'توقيع', exact: true }).click();
  await expect(dialog.getByText('هذا الحقل مطلوب')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await shot(page, 'languages-ar-mou-sign-390');
  await dialog.getByRole('button', { name: 'توقيع', exact: true }).click();
  await expect(page.getByText('وُقّع نموذج التزام الشراكة')).toBeVisible();
  await expect(page.getByTestId('agreement-status')).toHaveText('موقَّع');
  await shot(page, 'languages-ar-mou-signed-390');
});

test('a change of language in Edit Profile changes the portal at once', async ({ page }) => {
  const user = await newUser(['field-worker'], unique('Lucía Partner '));
  await openAs(page, user, '/my-profile/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
  await page.getByRole('main').getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar perfil');
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
  await expect.poll(() => languageOf(user.token)).toBe('es');
  await page.goto('/my-profile');
  await expect(page.getByRole('main').getByText('Español')).toBeVisible();
  await shot(page, 'languages-profile-es-1280');
});

async function axe(page: Page): Promise<Array<{ id: string; impact: string | null; targets: string }>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected above
    const r = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n: any) => JSON.stringify(n.target)).slice(0, 3).join(' ') }));
  }, TAGS);
}

// Not the portal's own words: a language's name in itself (My Profile), and @reach/ui's password
// rules, which that package's catalog translates.
const SKIP = ['English', 'At least 10 characters, with an uppercase letter, a number and a symbol. Avoid common words and your name, username or email.'];

const SIGNED_OUT = ['/sign-in', '/sign-up', '/forgot-password'];
const SIGNED_IN = ['/upgs', '/my-profile', '/my-profile/edit', '/my-giving', '/mous', '/training/courses'];

test('in Arabic the photo viewer goes forward to the left: its Next button, the left arrow key', async ({ page }) => {
  const user = await newUser(['field-worker']);
  await setLanguage(user, 'ar');
  const [g] = await peopleGroups(1, 56);
  await linkPeopleGroup(user.contactId, g.id, 'FIELD_WORKER');
  for (let i = 0; i < 3; i++) await uploadFile(await asStaff(), { filename: `ar-${i}.png`, contentType: 'image/png', bytes: PNG, type: 'PG_PHOTO', attachedTo: g.id });
  await openAs(page, user, `/upgs/${g.id}/pictures`);
  const thumbs = page.getByRole('button', { name: /^فتح الصورة/ });
  await expect(thumbs.nth(2)).toBeVisible();
  const n = await thumbs.count();
  await thumbs.first().click();
  const viewer = page.getByRole('dialog', { name: 'عارض الصور' });
  const position = viewer.getByTestId('viewer-position');
  await expect(position).toHaveText(`1 / ${n}`);
  // Next is on the left of the screen, Previous on the right.
  const next = (await viewer.getByRole('button', { name: 'الصورة التالية' }).boundingBox())!;
  const previous = (await viewer.getByRole('button', { name: 'الصورة السابقة' }).boundingBox())!;
  expect(next.x).toBeLessThan(previous.x);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`2 / ${n}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`${n} / ${n}`);
  await shot(page, 'languages-ar-photo-viewer-1280');
});

test('axe-core finds nothing critical or serious in Spanish, French and Arabic', async ({ browser }) => {
  test.setTimeout(300_000);
  const user = await newUser(['field-worker', 'trainer', 'partner'], unique('Axe Partner '));
  const blocking: string[] = [];
  for (const lang of ['es', 'fr', 'ar']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    for (const p of [...SIGNED_OUT, ...SIGNED_IN]) {
      if (p === SIGNED_IN[0]) {
        await setLanguage(user, lang);
        await openAs(page, user, p);
      } else {
        await page.goto(SIGNED_OUT.includes(p) ? `${p}?lang=${lang}` : p);
      }
      await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const found = await axe(page);
      console.log(`${lang} ${p}: ${found.map((v) => `${v.impact} ${v.id} ${v.targets}`).join('; ') || 'clean'}`);
      for (const v of found) if (v.impact === 'critical' || v.impact === 'serious') blocking.push(`${lang} ${p}: ${v.impact} ${v.id} ${v.targets}`);
    }
    await context.close();
  }
  expect(blocking).toEqual([]);
});

test('in the pseudo-locale every text of the main screens is bracketed, at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  const user = await newUser(['field-worker', 'trainer', 'partner'], unique('Pseudo Partner '));
  const unbracketed: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const p of [...SIGNED_OUT, ...SIGNED_IN]) {
      if (SIGNED_OUT.includes(p)) {
        await page.goto('/healthz');
        await page.evaluate(() => localStorage.clear());
      } else if (p === SIGNED_IN[0]) {
        await openAs(page, user, '/healthz');
      }
      await page.goto('/healthz');
      await page.evaluate(() => localStorage.setItem('reach.language', 'en-XA'));
      await page.goto(p);
      await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('[');
      // Every text node of the page's chrome (not the user's own data) sits in a bracketed message.
      const bare = await page.evaluate(({ name, skip }) => {
        const out: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = (n.textContent ?? '').trim();
          if (!/[A-Za-z]{3,}/.test(text)) continue;
          const el = n.parentElement!;
          if (skip.includes(text)) continue;
          if (el.closest('noscript,script,style,option,[data-testid="upg-card"] h2,[data-testid="course-card"] h2,[translate="no"]')) continue;
          const block = el.closest('p,h1,h2,h3,h6,label,button,a,li,span,div')?.textContent ?? text;
          if (block.includes('[') || text === 'Reach' || text.includes(name) || /@example\.org|^e2e-p-/.test(text)) continue;
          out.push(text);
        }
        return out;
      }, { name: user.name, skip: SKIP });
      if (bare.length) unbracketed.push(`${p} @${width}: ${bare.slice(0, 5).join(' | ')}`);
      await shot(page, `languages-pseudo${p.replace(/\//g, '-')}-${width}`);
    }
  }
  expect(unbracketed).toEqual([]);
});
