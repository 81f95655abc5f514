// Sponsor a holistic project (spec/01 §2, §5, §8): the project list with its
// multi-select filters, 'More Info', the details page (amount validation,
// Share), the impact step, the 404 page for bad payment parameters, the
// holistic fund (Skip), and the whole flow through the sandbox checkout,
// signed out and signed in, at phone and desktop widths.
import { expect, test, type Page } from '@playwright/test';
import { USERS } from '../env';
import { signInAs, unique } from './helpers';
import { expectNotFound, makeProject, payInSandbox, projectCards, regions, someGroups } from './giving-helpers';

const M = {
  amount: 'Please enter a donation amount',
  summary: 'Please correct the errors above',
  copied: 'Link copied to clipboard!',
  empty: 'There are currently no available Holistic Projects with these specifications.',
  emptyAction: 'View available Holistic Projects',
};

let water: { id: string; name: string; region: string };
let school: { id: string; name: string };
let groupNames: string[];

test.beforeAll(async () => {
  const all = await regions();
  const region = all[0]!;
  const groups = await someGroups({}, 2);
  groupNames = groups.map((g) => g.nameAcrossCountries);
  const waterName = unique('Clean Water ');
  water = {
    name: waterName,
    region: region.name,
    id: await makeProject({
      projectName: waterName,
      typeOfProject: 'CLEAN_WATER',
      regionCode: region._id,
      peopleGroupIds: groups.map((g) => g._id),
      fundingTarget: 250_000_000, // $25,000.00
      numSupported: 3,
      desc: 'Wells for twelve villages, dug and kept by local believers.',
    }),
  };
  const schoolName = unique('Village School ');
  school = {
    name: schoolName,
    id: await makeProject({
      projectName: schoolName,
      typeOfProject: 'EDUCATION',
      regionCode: all[1]!._id,
      peopleGroupIds: [],
      fundingTarget: 100_000_000,
      numSupported: 1,
      desc: 'A school for forty children.',
    }),
  };
});

/**
 * pick chooses options of a multi-select by their labels, then closes its menu. Escape closes it
 * while focus is in the menu; on a loaded machine focus is sometimes still on the select behind it
 * when the key arrives, so a click on the backdrop (where a person would click) closes it then.
 */
async function pick(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  const menu = page.getByRole('listbox');
  for (const o of options) await menu.getByRole('option', { name: o, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(async () => {
    if (await menu.isVisible()) await page.locator('.MuiMenu-root .MuiBackdrop-root').click({ position: { x: 2, y: 2 }, timeout: 1_000 });
    await expect(menu).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('the project list: filters, More Info, the empty state', async ({ page }) => {
  await page.goto('/partner/sponsor-a-project');
  await expect(page.getByRole('heading', { name: 'Select a Holistic Project', level: 1 })).toBeVisible();
  await expect(projectCards(page).filter({ hasText: water.name })).toHaveCount(1);
  await expect(projectCards(page).filter({ hasText: school.name })).toHaveCount(1);

  await pick(page, 'Project Types', ['Clean Water']);
  await expect(projectCards(page).filter({ hasText: school.name })).toHaveCount(0);
  await expect(projectCards(page).filter({ hasText: water.name })).toHaveCount(1);
  const card = projectCards(page).filter({ hasText: water.name });
  await expect(card).toContainText('Clean Water');
  await expect(card).toContainText(water.region);

  await card.getByRole('button', { name: /More Info/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: water.name })).toBeVisible();
  await expect(dialog.getByText('Wells for twelve villages, dug and kept by local believers.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Clean water in the school's region only: nothing; the button clears the filters.
  await pick(page, 'Regions', [(await regions())[1]!.name]);
  await expect(page.getByText(M.empty)).toBeVisible();
  await page.getByRole('button', { name: M.emptyAction }).click();
  await expect(projectCards(page).filter({ hasText: school.name })).toHaveCount(1);
});

test('project details: funding, amount validation, Share copies the link', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/partner/sponsor-a-project');
  await projectCards(page).filter({ hasText: water.name }).getByRole('link', { name: /Select/ }).click();
  await expect(page).toHaveURL(new RegExp(`/partner/sponsor-a-project/${water.id}$`));
  await expect(page.getByRole('heading', { name: water.name, level: 1 })).toBeVisible();
  await expect(page.getByText('$0.00 raised of $25,000.00')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Funding progress' })).toBeVisible();
  await expect(page.getByText('Supported missionaries')).toBeVisible();
  await expect(page.getByText('Impacted people groups')).toBeVisible();

  const amount = page.getByLabel('Donation amount');
  await expect(amount).toHaveValue('1000');
  await amount.fill('');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page.getByText(M.amount, { exact: true })).toBeVisible();
  await expect(page.getByText(M.summary, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText(M.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/meta/hproject/${water.id}`);

  await amount.fill('250');
  await expect(page.getByText(M.amount, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/partner/sponsor-a-project/${water.id}/impact\\?amount=250&recurring=false&startDate=\\d{4}-\\d{2}-\\d{2}$`));
});

test.describe('the payment step checks its query', () => {
  for (const [query, reason] of [
    ['', 'Level is required'],
    ['?amount=abc&recurring=false', 'Level is required'],
    ['?amount=50', 'Recurring is required'],
    ['?amount=50&recurring=true', 'Start date is required'],
  ] as const) {
    test(`${query || 'no query'}: 404 (${reason})`, async ({ page }) => {
      await page.goto(`/partner/sponsor-a-project/${water.id}/redirect${query}`);
      await expectNotFound(page, reason);
    });
  }
});

test('signed out on a phone: details, impact, sandbox checkout, success with confetti, then sign-up with the invite', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/partner/sponsor-a-project/${water.id}`);
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Donate Now' }).click();

  await expect(page.getByRole('heading', { name: 'People Group Impact', level: 1 })).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByLabel('Confirm amount')).toHaveValue('1000');
  await expect(page.getByText('One-time gift of $1,000.00')).toBeVisible();
  for (const n of groupNames) await expect(page.getByText(n, { exact: true })).toBeVisible();
  const commit = page.getByRole('checkbox', { name: 'I commit to pray for these people groups' });
  await expect(commit).not.toBeChecked();
  await commit.check();
  await page.getByLabel('Confirm amount').fill('0');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByText(M.amount, { exact: true })).toBeVisible();
  await page.getByLabel('Confirm amount').fill('1000');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await payInSandbox(page);
  await expect(page).toHaveURL(/\/partner\/sponsor-a-project\/success\?paymentToken=/);
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('confetti')).toHaveAttribute('data-state', 'playing');
  await expect(page.getByText(water.name).first()).toBeVisible();
  await expect(page.getByTestId('gift-amount')).toHaveText('$1,000.00');
  await expect(page.getByTestId('gift-frequency')).toHaveText('One-time');
  await expect(page.getByText('Recent Donations')).toBeVisible();
  await expect(page.getByTestId('confetti')).toHaveCount(0, { timeout: 6_000 }); // gone after 3 s
  await page.screenshot({ path: 'test-results/giving-project-success-phone.png', fullPage: true });

  await page.getByRole('link', { name: 'Create My Account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?i=[^&]+/);
});

test('signed in on a desktop: Continue to My Dashboard goes to /holistic-projects', async ({ page }) => {
  await signInAs(page, USERS.partner);
  await page.goto(`/partner/sponsor-a-project/${school.id}`);
  await page.getByLabel('Donation amount').fill('75');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(page.getByText('This project serves its whole region.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payInSandbox(page);
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('gift-amount')).toHaveText('$75.00');
  await page.screenshot({ path: 'test-results/giving-project-success-desktop.png', fullPage: true });
  await page.getByRole('link', { name: 'Continue to My Dashboard' }).click();
  await expect(page).toHaveURL(/\/holistic-projects$/);
});

test('Skip gives to the holistic fund: a monthly amount, then the sandbox checkout', async ({ page }) => {
  await page.goto('/partner/sponsor-a-project');
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Holistic Fund', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Monthly', exact: true })).toBeChecked();
  await expect(page.getByLabel('Donation amount')).toHaveValue('100');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/partner\/sponsor-a-project\/__reach__\/redirect|\/sandbox-checkout\//);
  await payInSandbox(page);
  await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('gift-amount')).toHaveText('$100.00');
  await expect(page.getByTestId('gift-frequency')).toHaveText('Monthly');
});
