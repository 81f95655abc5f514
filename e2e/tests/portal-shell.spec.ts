// The signed-in shell (spec/02 §2 "Shell", "Landing after sign-in", §6): the
// drawer menu by permission and the landing page for each role, at phone and
// desktop widths; the not-found screen.
import { expect, test, type Page } from '@playwright/test';
import { newUser, openAs, WIDTHS } from './portal-seed';

const ROLES: Array<{ role: string; landing: RegExp; shown: string[]; hidden: string[] }> = [
  {
    role: 'partner',
    landing: /\/upgs$/,
    shown: ['People Groups', 'Holistic Projects', 'Partner with Us', 'My Giving', 'My Profile'],
    hidden: ['Loan Agreements', 'Training', 'Partnership Agreement Forms'],
  },
  {
    role: 'field-worker',
    landing: /\/upgs$/,
    shown: ['People Groups', 'Holistic Projects', 'Loan Agreements', 'Training', 'Partner with Us', 'Partnership Agreement Forms', 'My Giving', 'My Profile'],
    hidden: [],
  },
  {
    role: 'trainer',
    landing: /\/training\/courses$/,
    shown: ['Training', 'Partner with Us', 'Partnership Agreement Forms', 'My Giving', 'My Profile'],
    hidden: ['People Groups', 'Holistic Projects', 'Loan Agreements'],
  },
];

async function openMenu(page: Page) {
  // below the lg breakpoint (992 px) the drawer is behind the menu button
  if ((page.viewportSize()?.width ?? 1280) < 992) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return nav;
}

for (const w of WIDTHS) {
  for (const r of ROLES) {
    test(`${r.role}: lands on its home and sees its menu (${w.name})`, async ({ page }) => {
      await page.setViewportSize(w);
      const user = await newUser([r.role]);
      await openAs(page, user, '/');
      await expect(page).toHaveURL(r.landing);
      const nav = await openMenu(page);
      for (const label of r.shown) await expect(nav.getByRole('link', { name: label, exact: true }).or(nav.getByRole('button', { name: label, exact: true }))).toBeVisible();
      for (const label of r.hidden) await expect(nav.getByText(label, { exact: true })).toHaveCount(0);
      await nav.getByRole('link', { name: 'My Profile', exact: true }).click();
      await expect(page).toHaveURL(/\/my-profile$/);
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    });
  }
}

test('an unknown path shows the not-found screen inside the shell', async ({ page }) => {
  const user = await newUser(['partner']);
  await openAs(page, user, '/no/such/page');
  await expect(page.getByText('This page is unreached. Keep praying.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('the drawer footer links the user to the profile', async ({ page }) => {
  const user = await newUser(['partner'], 'Footer Person');
  await openAs(page, user, '/upgs');
  const nav = await openMenu(page);
  await expect(nav).toBeVisible();
  await page.getByRole('link', { name: /Footer Person/ }).first().click();
  await expect(page).toHaveURL(/\/my-profile$/);
});

for (const role of ['partner', 'field-worker', 'trainer']) {
  test(`${role}: no menu entry leads to a screen that is not built yet`, async ({ page }) => {
    // a walk through every menu screen, each loaded whole: its own budget, not one screen's
    test.setTimeout(120_000);
    const user = await newUser([role]);
    await openAs(page, user, '/my-profile');
    const nav = await openMenu(page);
    // open the groups so their children's links are in the page
    for (const label of ['Holistic Projects', 'Training', 'Partner with Us']) {
      const group = nav.getByRole('button', { name: label, exact: true });
      if ((await group.count()) > 0 && (await group.getAttribute('aria-expanded')) === 'false') await group.click();
    }
    const hrefs = [...new Set(await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))].filter((h) => h.startsWith('/'));
    const expected: Record<string, string[]> = {
      partner: ['/upgs', '/holistic-projects', '/partner/adopt-a-upg', '/partner/sponsor-a-project', '/my-profile'],
      'field-worker': ['/upgs', '/holistic-projects', '/loan-agreements', '/mous', '/my-profile'],
      trainer: ['/training/courses', '/mous', '/my-profile'],
    };
    expect(hrefs).toEqual(expect.arrayContaining(expected[role]));
    for (const href of hrefs) {
      await page.goto(href);
      // every screen, a placeholder too, has its title as the page's h1: wait for it, then look
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText('This screen is being built', { exact: false }), `${href} is a placeholder`).toHaveCount(0);
    }
  });
}
