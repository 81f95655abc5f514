// Accessibility, measured with axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules plus best
// practice) on every page of the three apps at 1280 and 390 px wide: the giving site and the
// portal's public pages signed out, the portal as a partner and as staff, the back office's
// lists, show and edit pages as staff. No page may have a critical or serious violation; the
// failure names each rule and the elements it found.
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { USERS } from '../env';
import { asStaff, gql, tokenFor } from './helpers';
import { makeProject, someGroups } from './giving-helpers';
import { linkPeopleGroup, linkProject, newUser, PNG, uploadFile, type SeededUser } from './portal-seed';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [1280, 390];
// Each test walks many pages at two widths: its time budget is the walk's (about a minute on an idle
// machine; generous so a busy one does not fail it).

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Found is one page's violations at one width. */
interface Found {
  page: string;
  width: number;
  violations: Violation[];
}

/** settle waits until the page has drawn its data: the network is quiet and no spinner shows. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 8_000 }).catch(() => undefined);
}

async function axe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe is injected above
    const r = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n: any) => ({ target: n.target })) }));
  }, TAGS);
}

/** visit opens each path at both widths in one page (one context per role) and runs axe. */
async function visit(browser: Browser, token: string | null, paths: string[]): Promise<Found[]> {
  // bypassCSP: the server's CSP forbids inline scripts, and axe is injected as one.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  if (token) await context.addInitScript((t) => localStorage.setItem('authToken', t), token);
  const page = await context.newPage();
  const found: Found[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const p of paths) {
      await page.goto(p, { timeout: 30_000 });
      await settle(page);
      let timer: NodeJS.Timeout | undefined;
      const violations = await Promise.race([
        axe(page),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`axe did not finish on ${p} at ${width} px`)), 60_000);
        }),
      ]).finally(() => clearTimeout(timer));
      found.push({ page: p, width, violations });
      console.log(`${p} @${width}px: ${violations.map((v) => `${v.impact} ${v.id} ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3).join(' ')}`).join('; ') || 'clean'}`);
    }
  }
  await context.close();
  return found;
}

function report(found: Found[]): { blocking: string[]; summary: string } {
  const blocking: string[] = [];
  const counts: Record<string, number> = {};
  for (const f of found) {
    for (const v of f.violations) {
      counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
      if (v.impact === 'critical' || v.impact === 'serious') {
        blocking.push(`${f.page} @${f.width}px ${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5).join(', ')}`);
      }
    }
  }
  const moderate = found.flatMap((f) => f.violations.filter((v) => v.impact === 'moderate' || v.impact === 'minor').map((v) => `${f.page} @${f.width}px ${v.impact} ${v.id}`));
  return { blocking, summary: `${found.length} page views; elements by impact ${JSON.stringify(counts)}\n${moderate.join('\n')}` };
}

async function check(browser: Browser, token: string | null, paths: string[]) {
  const { blocking, summary } = report(await visit(browser, token, paths));
  console.log(summary);
  expect(blocking, `critical and serious axe violations:\n${blocking.join('\n')}`).toEqual([]);
}

let partner: SeededUser;
let groupId: string;
let projectId: string;

test.beforeAll(async () => {
  partner = await newUser(['partner'], 'Avery Access');
  const [g] = await someGroups({}, 1);
  groupId = g._id;
  projectId = await makeProject({
    projectName: `Access Well ${Date.now().toString(36)}`,
    typeOfProject: 'CLEAN_WATER',
    regionCode: g.regionCode,
    peopleGroupIds: [g._id],
    fundingTarget: 2_000_000,
    numSupported: 3,
    desc: 'A well for a village, so children walk to school instead of to the river.',
  });
  await linkPeopleGroup(partner.contactId, groupId, 'ADOPTER');
  await linkProject(partner.contactId, projectId, 'SPONSOR');
  await uploadFile(await asStaff(), { filename: 'well.png', contentType: 'image/png', bytes: PNG, type: 'H_PHOTO', attachedTo: projectId }).catch(() => undefined);
});

test('signed out: the giving site and the portal public pages have no critical or serious violations', async ({ browser }) => {
  test.setTimeout(480_000);
  await check(browser, null, [
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    '/reset-password',
    '/partner',
    '/partner/adopt-a-upg',
    `/partner/adopt-a-upg/${groupId}`,
    `/partner/adopt-a-upg/${groupId}/adopt`,
    '/partner/sponsor-a-project',
    `/partner/sponsor-a-project/${projectId}`,
    `/partner/sponsor-a-project/${projectId}/impact`,
    '/giving/partner/adopt-a-upg',
    '/partner/no-such-page',
  ]);
});

test('the portal as a partner has no critical or serious violations', async ({ browser }) => {
  test.setTimeout(480_000);
  await check(browser, partner.token, [
    '/upgs',
    `/upgs/${groupId}/info`,
    `/upgs/${groupId}/pictures`,
    '/holistic-projects',
    `/holistic-projects/${projectId}/info`,
    `/holistic-projects/${projectId}/pictures`,
    '/my-profile',
    '/my-profile/edit',
    '/partner/adopt-a-upg',
    '/no/such/page',
  ]);
});

test('the portal as staff has no critical or serious violations', async ({ browser }) => {
  test.setTimeout(480_000);
  await check(browser, await tokenFor(USERS.staff), [
    '/upgs',
    `/upgs/${groupId}/info`,
    `/upgs/${groupId}/quarterlyStats`,
    `/upgs/${groupId}/holistic-projects`,
    '/holistic-projects',
    `/holistic-projects/${projectId}/info`,
    '/holistic-proposals',
    '/loan-agreements',
    '/training/courses',
    '/training-reports/event',
    '/mous',
    '/my-profile',
  ]);
});

test('the back office has no critical or serious violations', async ({ browser }) => {
  test.setTimeout(600_000);
  const staff = await asStaff();
  const me = await gql<{ myProfileForUser: { _id: string; myContact: { _id: string } | null } }>('{ myProfileForUser { _id myContact { _id } } }', {}, staff);
  const lists = [
    'users',
    'invites',
    'people-groups',
    'holistic-projects',
    'loan-agreements',
    'mous',
    'adoptions',
    'project-sponsorships',
    'payments',
    'outbox',
    'people-group-links',
    'project-links',
    'reports',
    'upg-stats',
    'prayer-requests',
    'testimonies',
    'training-courses',
    'training-files',
    'simple-lists',
    'contacts',
  ];
  await check(browser, staff, [
    '/admin/',
    ...lists.map((l) => `/admin/${l}`),
    `/admin/users/${me.myProfileForUser._id}`,
    `/admin/people-groups/${groupId}/show`,
    `/admin/people-groups/${groupId}`,
    `/admin/holistic-projects/${projectId}/show`,
    `/admin/holistic-projects/${projectId}`,
    ...(me.myProfileForUser.myContact ? [`/admin/contacts/${me.myProfileForUser.myContact._id}/show`, `/admin/contacts/${me.myProfileForUser.myContact._id}`] : []),
    '/admin/users/create',
    '/admin/invites/create',
  ]);
});
