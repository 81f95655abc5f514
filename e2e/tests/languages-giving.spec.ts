// The giving site in the visitor's language (issue 30): a French browser gives through the
// sandbox checkout and reads every step, the success page and, signed in, 'My Giving' in
// French with amounts the French way, the receipt mail in French; an Arabic visitor's list reads right to left; axe-core
// finds nothing critical or serious in any language; the pseudo-locale shows no text that did
// not go through the translator. Screenshots of each in test-results.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { asStaff, gql, mailsTo, unique } from './helpers';
import { openAs } from './portal-seed';

/** cards are the people group cards of the list (the featured row's first); their list's name is translated. */
const listCards = (page: Page) => page.getByTestId('people-group-card');

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** seriousViolations runs axe-core (WCAG A and AA) and lists the critical and serious findings. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected above
    const r = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return r.violations.filter((v: any) => v.impact === 'critical' || v.impact === 'serious').map((v: any) => `${v.impact} ${v.id}`);
  });
}

/** frenchDonor is a partner whose profile language is French (it wins once signed in). */
async function frenchDonor(): Promise<{ token: string }> {
  const username = unique('e2e-fr-');
  await gql(
    `mutation($username: String!, $email: String!, $password: String!) {
      createUser(username: $username, name: "Dominique Donateur", email: $email, password: $password, roles: ["partner"], language: "fr") { id }
    }`,
    { username, email: `${username}@example.org`, password: PASSWORD },
    await asStaff(),
  );
  const { signIntoUser } = await gql<{ signIntoUser: { token: string } }>(
    'mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }',
    { u: username, p: PASSWORD },
  );
  return { token: signIntoUser.token };
}

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR', bypassCSP: true });

  test('gives on /partner in French: the steps, the sandbox checkout, the success page', async ({ page }) => {
    await page.goto('/partner');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Devenez partenaire', level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /Parrainez un missionnaire autochtone/ }).click();

    await expect(page.getByRole('heading', { name: 'Choisir un GNA', level: 1 })).toBeVisible();
    await expect(listCards(page).first()).toContainText('Données : Joshua Project');
    await expect(listCards(page).first()).toContainText('Population');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('fr-select-upg-1280.png') });
    await listCards(page).first().getByRole('link').first().click();

    await expect(page.getByRole('heading', { name: 'Détails du financement', level: 1 })).toBeVisible();
    // Nothing chosen: the step's messages in French.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
    await expect(page.getByText('Veuillez choisir un montant de don')).toBeVisible();
    await page.getByRole('radio', { name: 'Ponctuel', exact: true }).check();
    // Level 1 in French, its amount the French way (360,00 $US once).
    const level1 = page.getByRole('radio', { name: /Niveau 1/ });
    await expect(page.getByText(/360,00\s\$US en une fois/)).toBeVisible();
    await level1.check();
    await page.getByRole('button', { name: 'Suivant' }).click();

    await expect(page.getByRole('heading', { name: 'Adoptez votre GNA', level: 1 })).toBeVisible();
    await expect(page.getByText(/^360,00\s\$US$/)).toBeVisible();
    await page.getByRole('button', { name: 'Suivant' }).click();

    await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
    const email = `${unique('donateur')}@example.org`;
    await page.getByLabel('Name', { exact: true }).fill('Dominique Donateur');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Don effectué avec succès', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('gift-amount')).toHaveText(/^360,00\s\$US$/);
    await expect(page.getByTestId('gift-frequency')).toHaveText('Ponctuel');
    await expect(page.getByRole('heading', { name: 'Et maintenant ?' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Créer mon compte|Me connecter à mon tableau de bord/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('fr-success-1280.png'), fullPage: true });

    // The receipt mail in the language of the page the gift was made from.
    await expect
      .poll(async () => (await mailsTo(email)).map((m) => m.subject).join(' | '), { timeout: 15_000 })
      .toMatch(/Votre reçu/);
  });

  test('signed in with French as their language, the gift shows in My Giving the French way', async ({ page }) => {
    const donor = await frenchDonor();
    await openAs(page, donor, '/partner/adopt-a-upg');
    await expect(page.getByRole('heading', { name: 'Choisir un GNA', level: 1 })).toBeVisible();
    await listCards(page).first().getByRole('link').first().click();
    await page.getByRole('radio', { name: 'Ponctuel', exact: true }).check();
    await page.getByRole('radio', { name: /Niveau 1/ }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Don effectué avec succès', level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Continuer vers mon tableau de bord' })).toBeVisible();

    await page.goto('/my-giving');
    const card = page.getByTestId('gift-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('gift-amount')).toHaveText(/^360,00\s\$US$/);
    await page.screenshot({ path: test.info().outputPath('fr-my-giving-1280.png'), fullPage: true });
  });
});

test.describe('an Arabic visitor on a phone', () => {
  test.use({ locale: 'ar', viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('the adopt list reads right to left, in Arabic', async ({ page }) => {
    await page.goto('/partner/adopt-a-upg');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'اختيار الشعب', level: 1 })).toBeVisible();
    await expect(page.getByText('الخطوة 1 من 4')).toBeVisible();
    await expect(listCards(page).first()).toBeVisible();
    // Right to left: the title starts at the right edge, the search box's label too.
    const title = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).direction);
    expect(title).toBe('rtl');
    const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const text = await page.getByRole('heading', { level: 1 }).evaluate((h) => {
      const r = document.createRange();
      r.selectNodeContents(h);
      const b = r.getBoundingClientRect();
      return { left: b.left, right: b.right };
    });
    expect(box.x + box.width - text.right).toBeLessThan(2);
    expect(text.left - box.x).toBeGreaterThan(20);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('ar-select-upg-390.png') });
  });
});

for (const lang of ['es', 'fr', 'ar']) {
  test(`the giving pages in ${lang}: axe-core finds nothing critical or serious`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang, bypassCSP: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    for (const path of ['/partner', '/partner/adopt-a-upg', '/partner/sponsor-a-project', '/partner/adopt-a-upg/__reach__', '/partner/sponsor-a-project/__reach__']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), `${path} in ${lang}`).toEqual([]);
    }
    await context.close();
  });
}

test.describe('the pseudo-locale', () => {
  for (const width of [390, 1280]) {
    test(`every text of the lists and a gift step went through the translator (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/partner', '/partner/adopt-a-upg', '/partner/sponsor-a-project', '/partner/adopt-a-upg/__reach__']) {
        await page.goto(`${path}?lang=en-XA`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText('[');
        await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
        // Every text of the page's own words is bracketed; data (names, regions, numbers) is not ours.
        const bare = await page.evaluate(() => {
          const out: string[] = [];
          const skip = (el: Element | null) => !!el?.closest('[data-testid="people-group-card"] .rg-card-body, .rg-card-body, [translate="no"], option, [aria-hidden="true"], script, style');
          const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const s = n.textContent!.trim();
            if (!/[A-Za-z]{3,}/.test(s) || skip(n.parentElement)) continue;
            if (!/[[\]~]/.test(s) && !n.parentElement!.closest('a[href^="https://joshuaproject"]')) out.push(s);
          }
          return out;
        });
        expect(bare, `${path}: texts outside the translator`).toEqual([]);
        await page.screenshot({ path: test.info().outputPath(`pseudo${path.replace(/\//g, '-')}-${width}.png`), fullPage: true });
      }
    });
  }
});
