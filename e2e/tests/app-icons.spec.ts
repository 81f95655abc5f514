// Each app's first page loads without a missing file (favicon included), and the icons browsers
// and home screens ask for are there: /favicon.ico, the apple-touch-icon, the web app manifest
// and the icons it names.
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../env';

const APPS = [
  { name: 'portal', first: '/sign-in', base: '/' },
  { name: 'giving site', first: '/giving/partner/adopt-a-upg', base: '/giving/' },
  { name: 'back office', first: '/admin/', base: '/admin/' },
];

for (const app of APPS) {
  test(`the ${app.name}'s first page asks for nothing that is missing, icons included`, async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.goto(app.first);
    await page.waitForLoadState('networkidle');
    expect(missing, 'answers 404').toEqual([]);

    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(touch).toBe(`${app.base}apple-touch-icon.png`);
    expect(manifestHref).toBe(`${app.base}manifest.webmanifest`);

    for (const [path, type] of [
      [`${app.base}favicon.ico`, 'image/'],
      [touch!, 'image/png'],
    ]) {
      const res = await fetch(new URL(path, BASE_URL));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain(type);
    }
    const manifest = (await (await fetch(new URL(manifestHref!, BASE_URL))).json()) as { name: string; icons: Array<{ src: string; sizes: string }> };
    expect(manifest.name).toContain('Reach');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, new URL(manifestHref!, BASE_URL)));
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  });
}
