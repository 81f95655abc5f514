// Adopt a UPG (spec/01 §2 "Partner area", §4, §5, §9): the list, its filters
// and paging, every validation message, the 404 page for bad payment
// parameters, and the whole flow through the sandbox checkout, signed out and
// signed in, at phone and desktop widths.
import { expect, test } from '@playwright/test';
import { USERS } from '../env';
import { signInAs } from './helpers';
import { expectNotFound, featuredCards, listCards, payInSandbox, populationOf, someGroups } from './giving-helpers';

const M = {
  required: 'This field is required',
  gift: 'Please select an gift amount',
  date: 'Please select a date',
  summary: 'Please correct the errors above',
  empty: 'There are currently no available UPG adoptions with these specifications.',
  emptyAction: 'View available Unreached People Group Adoptions',
};

test.describe('Select UPG', () => {
  test('the list pages with Load More, filters reset paging, the empty state clears them', async ({ page }) => {
    await page.goto('/partner/adopt-a-upg');
    await expect(page.getByRole('heading', { name: 'Select UPG', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Give where it's needed most" })).toBeVisible();
    await expect(listCards(page)).toHaveCount(25);
    await expect(listCards(page).first().getByText('Joshua Project')).toBeVisible();

    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(listCards(page)).toHaveCount(50);

    // A region: the first page again, every card from that region.
    const region = page.getByLabel('Region', { exact: true });
    const regionName = (await region.locator('option').nth(1).innerText()).trim();
    await region.selectOption({ index: 1 });
    await expect(async () => {
      const n = await listCards(page).count();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(25);
      for (let i = 0; i < n; i++) expect(await listCards(page).nth(i).innerText()).toContain(regionName);
    }).toPass();

    // Nothing matches: the empty state, whose button clears every filter.
    await page.getByLabel('Search', { exact: true }).fill('zzzz no such people qqq');
    await expect(page.getByText(M.empty)).toBeVisible();
    await page.getByRole('button', { name: M.emptyAction }).click();
    await expect(listCards(page)).toHaveCount(25);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Region', { exact: true })).toHaveValue('');
  });

  test('search finds a group by name', async ({ page }) => {
    const [group] = await someGroups({}, 1);
    await page.goto('/partner/adopt-a-upg');
    await expect(listCards(page)).toHaveCount(25);
    await page.getByLabel('Search', { exact: true }).fill(group!.nameAcrossCountries);
    await expect(listCards(page).first()).toContainText(group!.nameAcrossCountries);
  });

  test('the featured row shows one row of cards and Show More reveals more', async ({ page }) => {
    await page.goto('/partner/adopt-a-upg');
    await expect(featuredCards(page)).toHaveCount(4); // 4 columns above 992 px
    await page.getByRole('button', { name: 'Show More' }).click();
    expect(await featuredCards(page).count()).toBeGreaterThan(4);
  });

  test('on a phone: Step 1 of 4, one column, the population choices', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/partner/adopt-a-upg');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(featuredCards(page)).toHaveCount(1);
    const population = page.getByLabel('Population', { exact: true });
    await expect(population.locator('option')).toHaveText(['Any Population', 'Under 1,000', 'Under 10,000', 'Under 100,000', 'Under 1 million', 'Under 1 billion']);
    await population.selectOption({ label: 'Under 1,000' });
    await expect(async () => {
      const n = await listCards(page).count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) expect(await populationOf(listCards(page).nth(i))).toBeLessThanOrEqual(1000);
    }).toPass();
    await page.screenshot({ path: 'test-results/giving-select-upg-phone.png', fullPage: false });
  });

  test('on a desktop: the population slider moves by keys and by pointer, and the list follows', async ({ page }) => {
    await page.goto('/partner/adopt-a-upg');
    await expect(listCards(page)).toHaveCount(25);
    const lo = page.getByRole('slider', { name: 'Minimum population' });
    const hi = page.getByRole('slider', { name: 'Maximum population' });
    await expect(lo).toHaveAttribute('aria-valuetext', '1');
    await expect(hi).toHaveAttribute('aria-valuetext', '1,500,000,000');
    const label = page.locator('#population-label');
    await expect(label).toHaveText('Population: 1 – 1.5B');

    // Keys: Tab reaches the minimum's thumb; End takes it to the maximum's, no further.
    await page.getByLabel('Region', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(lo).toBeFocused();
    await page.keyboard.press('End');
    await expect(lo).toHaveAttribute('aria-valuetext', '1,500,000,000');
    await page.keyboard.press('Home');
    // Page Up steps a tenth of the way: 10^(0.1 × log10 1.5B) ≈ 8.2.
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    const min = Number((await lo.getAttribute('aria-valuetext'))!.replace(/,/g, ''));
    expect(min).toBeGreaterThan(4_000);
    expect(min).toBeLessThan(5_000);

    // A press on the rail near its right end moves the nearer thumb, the maximum, there; a drag takes it on.
    const rail = lo.locator('xpath=../..');
    const box = (await rail.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await expect(hi).toBeFocused();
    await page.mouse.move(box.x + box.width * 0.6, y, { steps: 4 });
    await page.mouse.up();
    const max = Number((await hi.getAttribute('aria-valuetext'))!.replace(/,/g, ''));
    // 60% of the log scale: 1.5B^0.6 ≈ 330,000.
    expect(max).toBeGreaterThan(250_000);
    expect(max).toBeLessThan(450_000);
    await expect(label).toContainText(/Population: 4\.\dK – \d{3}K/);

    await expect(async () => {
      const n = await listCards(page).count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) {
        const p = await populationOf(listCards(page).nth(i));
        expect(p).toBeGreaterThanOrEqual(min);
        expect(p).toBeLessThanOrEqual(max);
      }
    }).toPass();
    await page.screenshot({ path: 'test-results/giving-select-upg-slider.png', fullPage: false });
  });
});

test.describe('Funding Details', () => {
  test('every validation message', async ({ page }) => {
    const [group] = await someGroups({}, 1);
    await page.goto(`/partner/adopt-a-upg/${group!._id}`);
    await expect(page.getByRole('heading', { name: 'Funding Details', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    for (const m of [M.required, M.gift, M.summary]) await expect(page.getByText(m, { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Monthly', exact: true }).check();
    await expect(page.getByText(M.required, { exact: true })).toHaveCount(0);
    // recurring: the first donation date defaults to today; emptied, it is asked for
    await expect(page.getByLabel('First donation date')).not.toHaveValue('');
    await page.getByLabel('First donation date').fill('');
    await expect(page.getByText(M.date, { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'One-time', exact: true }).check();
    await expect(page.getByText(M.date, { exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: /Level 2/ }).check();
    await expect(page.getByText(M.summary, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/partner/adopt-a-upg/${group!._id}/adopt\\?level=ADOPTER_LV2&recurring=false&adoptionId=&startDate=$`));
  });

  test('Skip lets the organisation pick: only levels 1 and 2', async ({ page }) => {
    await page.goto('/partner/adopt-a-upg');
    await page.getByRole('link', { name: 'Skip', exact: true }).click();
    await expect(page).toHaveURL(/\/partner\/adopt-a-upg\/__reach__$/);
    await expect(page.getByRole('radio')).toHaveCount(4); // Monthly, One-time, Level 1, Level 2
    await expect(page.getByRole('radio', { name: /Level 1/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Level 2/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Level 3|Prayer/ })).toHaveCount(0);
  });
});

test.describe('the payment step checks its query', () => {
  for (const [query, reason] of [
    ['', 'Level is required'],
    ['?level=ADOPTER_LV9&recurring=true&startDate=2030-01-01', 'Level is required'],
    ['?level=ADOPTER_LV1', 'Recurring is required'],
    ['?level=ADOPTER_LV1&recurring=true', 'Start date is required'],
    ['?level=ADOPTER_LV1&recurring=true&startDate=', 'Start date is required'],
  ] as const) {
    test(`${query || 'no query'}: 404 (${reason})`, async ({ page }) => {
      await page.goto(`/partner/adopt-a-upg/__reach__/redirect${query}`);
      await expectNotFound(page, reason);
    });
  }

  test('an unknown partner page and an unknown group are 404 too', async ({ page }) => {
    await page.goto('/partner/no-such-page');
    await expectNotFound(page);
    await page.goto('/partner/adopt-a-upg/xx-00000');
    await expectNotFound(page);
  });
});

test.describe('adopt a UPG end to end through the sandbox checkout', () => {
  test('signed out, monthly at level 2, on a phone: then Create My Account goes to sign-up with the invite', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/partner/adopt-a-upg');
    const card = listCards(page).first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link').first().click();

    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await page.getByRole('radio', { name: 'Monthly', exact: true }).check();
    await page.getByRole('radio', { name: /Level 2/ }).check();
    await expect(page.getByRole('radio', { name: /Level 2/ })).toBeChecked();
    await expect(page.getByText('$100.00 / month')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Adopt Your UPG', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'I commit to pray for this people group' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    await payInSandbox(page);
    await expect(page).toHaveURL(/\/partner\/adopt-a-upg\/success\?paymentToken=/);
    await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByTestId('gift-amount')).toHaveText('$100.00');
    await expect(page.getByTestId('gift-frequency')).toHaveText('Monthly');
    await expect(page.getByText("What's next?")).toBeVisible();
    await expect(page.getByText('Recent Donations')).toBeVisible();
    await expect(page.getByText('Create your account to see your people group in your dashboard.')).toBeVisible();
    await page.screenshot({ path: 'test-results/giving-adopt-success-phone.png', fullPage: true });

    const signUp = await page.getByRole('link', { name: 'Create My Account' }).getAttribute('href');
    expect(signUp).toMatch(/^\/sign-up\?i=[^&]+$/);

    // Reloaded, the page no longer offers the invite (its paymentToken travels in the URL: the
    // invite is handed out once, and mailed): the note and the button say what to do instead.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/follow the link we emailed to the address you gave/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create My Account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In to My Dashboard' })).toHaveAttribute('href', '/sign-in?p=%2Fupgs');
    await page.screenshot({ path: 'test-results/giving-adopt-success-reloaded-phone.png', fullPage: true });

    await page.goto(signUp!);
    await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  });

  test('signed in, one-time at level 1, on a desktop: Continue to My Dashboard goes to /upgs', async ({ page }) => {
    await signInAs(page, USERS.partner);
    await page.goto('/partner/adopt-a-upg');
    await listCards(page).first().getByRole('link').first().click();
    await page.getByRole('radio', { name: 'One-time', exact: true }).check();
    await page.getByRole('radio', { name: /Level 1/ }).check();
    await expect(page.getByText('$360.00 one-time')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'I commit to pray for this people group' }).uncheck();
    const checkout = page.waitForRequest((r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('StartAdoptionCheckout'));
    await page.getByRole('button', { name: 'Next' }).click();
    const input = JSON.parse((await checkout).postData()!).variables.input;
    expect(input).toMatchObject({ level: 'ADOPTER_LV1', recurring: false, commitToAdopt: false });

    await payInSandbox(page);
    await expect(page.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('gift-amount')).toHaveText('$360.00');
    await expect(page.getByTestId('gift-frequency')).toHaveText('One-time');
    await page.screenshot({ path: 'test-results/giving-adopt-success-desktop.png', fullPage: true });
    await page.getByRole('link', { name: 'Continue to My Dashboard' }).click();
    await expect(page).toHaveURL(/\/upgs$/);
  });

  test('a payment token that does not exist shows Error and the message', async ({ page }) => {
    await page.goto('/partner/adopt-a-upg/success?paymentToken=no-such-payment');
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Donation Successful' })).toHaveCount(0);
  });
});

test('a button ripples at its first press, though its ripple loads only then', async ({ page }) => {
  await page.goto('/partner/adopt-a-upg');
  await expect(listCards(page)).toHaveCount(25);
  const button = page.getByRole('button', { name: 'Load More' });
  // Nothing of the ripple yet: it is mounted (and its code fetched) at the first press.
  await expect(button.locator('.MuiTouchRipple-root')).toHaveCount(0);
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(button.locator('.MuiTouchRipple-ripple')).toHaveCount(1);
  await page.mouse.up();
  await expect(listCards(page)).toHaveCount(50);
});
