// Training screens (spec/02 §2 "Training", §9): the courses tab with its
// debounced search, the files tab with language and course filters and sorting,
// and the course page with modules, file cards and the language filter.
import { expect, test } from '@playwright/test';
import { USERS } from '../env';
import { asStaff, gql, signInAs } from './helpers';
import { uploadFile, WIDTHS } from './portal-seed';

interface Seeded {
  stamp: string;
  courseId: string;
  courseName: string;
}

/** ensureLanguages makes sure tr-language has english, spanish and brazilian portuguese. */
async function ensureLanguages(): Promise<void> {
  const staff = await asStaff();
  const want = [
    { key: 'en', content: 'english' },
    { key: 'es', content: 'spanish' },
    { key: 'pt-br', content: 'brazilian portuguese' },
  ];
  const d = await gql<{ allSimpleLists: Array<{ id: string; list: Array<{ _id: string; key: string; content: string }> }> }>(
    'query { allSimpleLists(page: 0, perPage: 10, filter: { name: "tr-language" }) { id list { _id key content } } }',
    {},
    staff,
  );
  const found = d.allSimpleLists[0];
  if (!found) {
    await gql('mutation($l: [SimpleListItemInput!]!) { createSimpleList(name: "tr-language", list: $l) { id } }', { l: want }, staff);
    return;
  }
  const list = found.list.map(({ _id, key, content }) => ({ _id, key, content }));
  for (const w of want) if (!list.some((i) => i.key === w.key)) list.push({ _id: undefined as unknown as string, ...w });
  await gql('mutation($id: ID!, $l: [SimpleListItemInput!]) { updateSimpleList(id: $id, list: $l) { id } }', { id: found.id, l: list.map((i) => (i._id ? i : { key: i.key, content: i.content })) }, staff);
}

const LONG_DESC = 'A guide for trainers that walks through every session, with questions to ask and stories to tell.';

async function seed(): Promise<Seeded> {
  const staff = await asStaff();
  await ensureLanguages();
  const stamp = Date.now().toString(36);
  const courseName = `Discipleship ${stamp}`;
  const c = await gql<{ createTrainingCourse: { id: string; modules: Array<{ _id: string; name: string }> } }>(
    `mutation($n: String!) {
      createTrainingCourse(courseName: $n, desc: "How to make disciples who make disciples, in six short sessions for new workers and their teams.", modules: [{ name: "Getting Started" }, { name: "Practice" }]) { id modules { _id name } }
    }`,
    { n: courseName },
    staff,
  );
  const [m1, m2] = c.createTrainingCourse.modules;
  // the files domain lets trainers see a TRAINING_FILE only when it is attached to something
  const fileId = await uploadFile(staff, {
    filename: `guide-${stamp}.pdf`,
    contentType: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    type: 'TRAINING_FILE',
    attachedTo: c.createTrainingCourse.id,
  });
  const add = (fileName: string, language: string, extra: Record<string, unknown>) =>
    gql(
      'mutation($f: String!, $l: String!, $d: String, $c: ID, $m: ID, $file: ID) { createTrainingFile(fileName: $f, language: $l, desc: $d, courseId: $c, moduleId: $m, fileId: $file) { id } }',
      { f: fileName, l: language, ...extra },
      staff,
    );
  await add(`Alpha Guide ${stamp}`, 'en', { d: LONG_DESC, c: c.createTrainingCourse.id, m: m1._id, file: fileId });
  await add(`Beta Worksheet ${stamp}`, 'en', { d: 'Short.', c: c.createTrainingCourse.id, m: m2._id });
  await add(`Gamma Guía ${stamp}`, 'es', { d: 'En español.', c: c.createTrainingCourse.id, m: m1._id });
  await add(`Loose Notes ${stamp}`, 'en', { d: 'No course.' });
  return { stamp, courseId: c.createTrainingCourse.id, courseName };
}

let seeded: Seeded;
test.beforeAll(async () => {
  seeded = await seed();
});

for (const w of WIDTHS) {
  test(`courses: search (debounced), cards, Refresh and No courses (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    await signInAs(page, USERS.trainer);
    await page.goto('/');
    await expect(page).toHaveURL(/\/training\/courses$/);
    await expect(page.getByRole('tab', { name: 'Training Courses', selected: true })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(seeded.stamp);
    const card = page.getByTestId('course-card').filter({ hasText: seeded.courseName });
    await expect(card).toBeVisible();
    await expect(page.getByTestId('course-card')).toHaveCount(1);
    await expect(card.getByText('3 Files')).toBeVisible();
    const desc = (await card.getByTestId('course-desc').textContent()) ?? '';
    expect(desc.length).toBeLessThanOrEqual(101);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card).toBeVisible();
    await search.fill(`nothing-like-${seeded.stamp}`);
    await expect(page.getByText('No courses')).toBeVisible();

    await search.fill(seeded.stamp);
    await card.getByRole('link', { name: 'View Course' }).click();
    await expect(page).toHaveURL(new RegExp(`/training/courses/view/${seeded.courseId}$`));
  });
}

test('the search waits 100 ms after the last keystroke before asking', async ({ page }) => {
  // the page's timers run on Playwright's clock, so the test does not depend on machine speed
  await page.clock.install();
  await signInAs(page, USERS.trainer);
  await page.goto('/training/courses');
  await expect(page.getByTestId('course-card').first()).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && (r.postData() ?? '').includes('AllTrainingCoursesForUser')) asked.push(JSON.stringify(r.postDataJSON().variables.filters));
  });
  // stop the page's clock: from here only runFor moves it
  await page.clock.pauseAt(Date.now() + 5000);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.pressSequentially('dis');
  await page.clock.runFor(60);
  await search.press('c');
  await page.clock.runFor(99);
  expect(asked).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => asked).toEqual([JSON.stringify({ q: 'disc' })]);
});

for (const w of WIDTHS) {
  test(`files: tab navigates, language and course filters, sorting, download, No Files (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    await signInAs(page, USERS.trainer);
    await page.goto('/training/courses');
    await page.getByRole('tab', { name: 'Training Files' }).click();
    await expect(page).toHaveURL(/\/training\/files$/);

    // defaults: english, unassigned
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveText('Unassigned');
    await page.getByRole('searchbox', { name: 'Search' }).fill(seeded.stamp);
    const rows = page.getByTestId('file-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Loose Notes ${seeded.stamp}`);

    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: seeded.courseName }).click();
    await expect(rows).toHaveCount(2);
    // default order: file name descending; the header sorts
    await expect(rows.first()).toContainText('Beta Worksheet');
    await page.getByRole('button', { name: 'File Name' }).click();
    await expect(rows.first()).toContainText('Alpha Guide');
    await expect(rows.filter({ hasText: 'Alpha Guide' }).getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Beta Worksheet' }).getByRole('link', { name: 'Download' })).toHaveCount(0);

    // searchable language select, fuzzy by key: 'ptbr' finds pt-br (Brazilian Portuguese)
    const lang = page.getByRole('combobox', { name: 'Language' });
    await lang.fill('ptbr');
    await expect(page.getByRole('option', { name: 'Brazilian Portuguese' })).toBeVisible();
    await lang.fill('es');
    await page.getByRole('option', { name: 'Spanish' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Gamma Guía');
    await expect(rows.first()).toContainText('Spanish');

    await page.getByRole('searchbox', { name: 'Search' }).fill(`none-${seeded.stamp}`);
    await expect(page.getByText('No Files')).toBeVisible();
  });
}

for (const w of WIDTHS) {
  test(`a course page: modules, file cards, Read more, language filter (${w.name})`, async ({ page }) => {
    await page.setViewportSize(w);
    await signInAs(page, USERS.trainer);
    await page.goto(`/training/courses/view/${seeded.courseId}`);
    await expect(page.getByRole('heading', { name: seeded.courseName })).toBeVisible();
    await expect(page.getByText('Training Course', { exact: true })).toBeVisible();
    await expect(page.getByText('Filter Files by Language')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('English');

    const start = page.getByRole('region', { name: 'Module: Getting Started' });
    const practice = page.getByRole('region', { name: 'Module: Practice' });
    await expect(start.getByRole('heading', { name: 'Module: Getting Started' })).toBeVisible();
    await expect(start.getByTestId('file-card')).toHaveCount(1);
    await expect(practice.getByTestId('file-card')).toHaveCount(1);
    const card = start.getByTestId('file-card');
    await expect(card.getByText('English')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(card.getByText(LONG_DESC)).toHaveCount(0);
    await card.getByRole('button', { name: 'Read more' }).click();
    await expect(card.getByText(LONG_DESC)).toBeVisible();
    await card.getByRole('button', { name: 'Read Less' }).click();

    const lang = page.getByRole('combobox', { name: 'Language' });
    await lang.fill('spa');
    await page.getByRole('option', { name: 'Spanish' }).click();
    await expect(start.getByTestId('file-card')).toHaveCount(1);
    await expect(start.getByText(`Gamma Guía ${seeded.stamp}`)).toBeVisible();
    await expect(practice).toHaveCount(0);
  });
}
