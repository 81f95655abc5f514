// The public giving pages' first paint (backend/internal/server/first_paint.go):
// the header, title, steps and intro show from the HTML before any script has
// run, in the same words and places as the page React then renders, and give
// way to it without anything moving. A signed-in visitor gets the portal's own
// header, never the signed-out one: an inline script in the head, allowed by
// the Content-Security-Policy through its hash, hides the first paint for them.
import { expect, test, type Page } from '@playwright/test';
import { USERS } from '../env';
import { signInAs } from './helpers';

const PAGES = [
  { path: '/partner/adopt-a-upg', title: 'Select UPG', intro: 'Choose an unreached people group to sponsor a native missionary for' },
  { path: '/partner/sponsor-a-project', title: 'Select a Holistic Project', intro: 'Clean water, farming, small businesses, schools' },
];

/** top reads what a visitor sees at the top of the page: texts and where they are. */
async function top(page: Page, intro: string) {
  const box = async (l: ReturnType<Page['locator']>) => {
    const b = await l.boundingBox();
    return b && { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) };
  };
  const h1 = page.getByRole('heading', { level: 1 });
  const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
  const introText = page.getByText(intro);
  return {
    title: await page.title(),
    h1: await h1.innerText(),
    crumbs: (await crumbs.innerText()).replace(/\s+/g, ' '),
    intro: (await introText.innerText()).replace(/\s+/g, ' '),
    boxes: { h1: await box(h1), crumbs: await box(crumbs), intro: await box(introText), signIn: await box(page.getByRole('link', { name: 'Sign In' })) },
  };
}

for (const width of [390, 1280]) {
  for (const p of PAGES) {
    test(`${p.path} at ${width} px shows its top before the scripts run, as React renders it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // No script at all: the page as the HTML alone paints it.
      await page.route(/\.js(\?|$)/, (r) => r.abort());
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      const before = await top(page, p.intro);

      await page.unroute(/\.js(\?|$)/);
      await page.goto(p.path);
      // React's page: its filters are there and the first paint is gone.
      await expect(page.getByRole('search', { name: /Filter/ })).toBeVisible();
      await expect(page.locator('#first-paint')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const after = await top(page, p.intro);
      expect(before).toEqual(after);
    });
  }
}

test('while the giving code loads the top shows; if it fails, the message shows', async ({ page }) => {
  // The giving remote never answers: the first paint stays, links and all.
  await page.route('**/giving/remoteEntry.js', () => undefined);
  await page.goto('/partner/adopt-a-upg', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Select UPG' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'skip this step' })).toHaveAttribute('href', '/partner/adopt-a-upg/__reach__');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // It fails: the portal's message, not a page that never comes.
  await page.unroute('**/giving/remoteEntry.js');
  await page.route('**/giving/remoteEntry.js', (r) => r.abort());
  await page.goto('/partner/adopt-a-upg');
  await expect(page.getByText('The partner area could not load. Please try again.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Select UPG' })).toHaveCount(0);
});

test('a signed-in visitor gets the portal, not the signed-out first paint', async ({ page }) => {
  await signInAs(page, USERS.partner);
  await page.route('**/giving/remoteEntry.js', () => undefined);
  await page.goto('/partner/adopt-a-upg', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Select UPG' })).toHaveCount(0);
});

test('a signed-in visitor never sees the signed-out first paint, even before any script file loads', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await signInAs(page, USERS.partner);
  // No script file at all: only the HTML and its inline script in the head.
  await page.route(/\.js(\?|$)/, (r) => r.abort());
  await page.goto('/partner/adopt-a-upg');
  await expect(page.locator('html')).toHaveClass(/\bfp-signed-in\b/);
  await expect(page.locator('#first-paint')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Select UPG' })).toBeHidden();
  expect(violations).toEqual([]);

  // Signed out again, the same page paints its top from the HTML.
  await page.evaluate(() => localStorage.removeItem('authToken'));
  await page.goto('/partner/adopt-a-upg');
  await expect(page.locator('html')).not.toHaveClass(/\bfp-signed-in\b/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Select UPG' })).toBeVisible();
});
