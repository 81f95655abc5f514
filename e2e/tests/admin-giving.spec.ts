// The back office's giving resources against the real server: staff create a holistic project
// (with the form's own validation first), find it in the list, archive it; export the payments
// as CSV for reconciling; and, in the sandbox, charge, fail and refund a donor's monthly gift.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { giveMonthlyThroughTheSandbox, makeProject, payInSandbox, regions } from './giving-helpers';
import { asStaff, gql, mailsTo, unique } from './helpers';
import { newUser } from './portal-seed';

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

const isOperation = (name: string) => (response: { url(): string; request(): { postData(): string | null } }) =>
  response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(name);

/** listUrl opens a list with filters set, as react-admin writes them in the address. */
const listUrl = (resource: string, filter: Record<string, string>) =>
  `/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

test.describe('back office: giving', () => {
  test('staff create a holistic project, find it and archive it', async ({ page }) => {
    const name = unique('E2E clean water ');
    await signInAsStaff(page);

    await page.getByRole('menuitem', { name: 'Holistic Projects' }).click();
    await expect(page).toHaveURL(/\/admin\/holistic-projects/);
    // The list's own Create (the users list's may still be on screen for a moment).
    await page.locator('a[href$="/holistic-projects/create"]').click();
    await expect(page).toHaveURL(/\/admin\/holistic-projects\/create$/);

    // Everything but the name.
    await page.getByLabel('Type of project').click();
    await page.getByRole('option', { name: 'Clean water' }).click();
    await page.locator('textarea[name="desc"]').fill('Two wells and a pump for the villages by the river.');
    await page.getByLabel('Region').click();
    await page.getByRole('option', { name: 'Asia, South', exact: true }).click();
    await page.getByLabel('People groups').fill('Pashtun');
    await page.getByRole('option', { name: /Pashtun/ }).first().click();
    await page.locator('input[name="fundingTarget"]').fill('12500.50');
    await page.locator('input[name="numSupported"]').fill('3');

    // The form refuses to save without a name and says why; nothing is sent.
    let sent = false;
    const watch = (request: { url(): string; postData(): string | null }) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('createHolisticProject')) sent = true;
    };
    page.on('request', watch);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a project name')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/holistic-projects\/create$/);
    page.off('request', watch);
    expect(sent).toBe(false);

    await page.locator('input[name="projectName"]').fill(name);
    const created = page.waitForResponse(isOperation('createHolisticProject'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await created;
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    // Dollars typed in the form are ten-thousandths of a dollar on the wire.
    const variables = response.request().postDataJSON().variables;
    expect(variables.fundingTarget).toBe(125_005_000);
    expect(variables.typeOfProject).toBe('CLEAN_WATER');
    expect(variables.regionCode).toBe('4');
    expect(variables.peopleGroupIds).toHaveLength(1);
    const id: string = body.data.data.id;

    // The list shows it with readable values and the money in dollars.
    await expect(page).toHaveURL(/\/admin\/holistic-projects(\?.*)?$/);
    // The new project heads the list already; wait for the search to be applied (react-admin
    // debounces it into the address) before opening the row, or the late filter takes the page
    // back to the list.
    await page.getByPlaceholder('Search').fill(name);
    await expect(page).toHaveURL(/filter=.*E2E/);
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Clean water');
    await expect(row).toContainText('Asia, South');
    await expect(row).toContainText('$12,500.50');
    await expect(row).toContainText('Active');

    // Archive it from its page.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/admin/holistic-projects/${id}/show$`));
    await expect(page.getByText('Two wells and a pump')).toBeVisible();
    // The show page's lazy sections (sponsorships, linked contacts) re-render the toolbar as
    // they arrive; click Archive once they have.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Archive ${name}?`);
    const archived = page.waitForResponse(isOperation('deleteHolisticProject'));
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    expect((await (await archived).json()).errors).toBeUndefined();
    await expect(page.getByText('Project archived')).toBeVisible();

    // Archived, not gone: staff still find it under Archived, and no longer under Active.
    await page.goto(listUrl('holistic-projects', { q: name, status: 'ARCHIVED' }));
    const archivedRow = page.locator('tbody tr').filter({ hasText: name });
    await expect(archivedRow).toHaveCount(1);
    await expect(archivedRow).toContainText('Archived');
    await page.goto(listUrl('holistic-projects', { q: name, status: 'ACTIVE' }));
    await expect(page.getByText(/^No .*found/)).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: name })).toHaveCount(0);
  });

  test('a finance officer sets a $1,250,000.00 target; the giving site shows it and takes a $999,999 gift', async ({ page, browser }) => {
    const name = unique('E2E regional hospital ');
    const id = await makeProject({
      projectName: name,
      typeOfProject: 'HEALTH_CARE',
      regionCode: (await regions())[0]!._id,
      peopleGroupIds: [],
      fundingTarget: 1_000_000_000, // $100,000.00
      numSupported: 2,
      desc: 'A hospital for the region, run with the local churches.',
    });
    await signInAsStaff(page);
    await page.goto(`/admin/holistic-projects/${id}`);
    const target = page.locator('input[name="fundingTarget"]');
    await expect(target).toHaveValue('100000');

    // More than the server takes: the form says so and sends nothing.
    await target.fill('100000000.01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Funding target can be at most $100,000,000.00.')).toBeVisible();

    await target.fill('1250000.00');
    const updated = page.waitForResponse(isOperation('updateHolisticProject'));
    await page.getByRole('button', { name: 'Save' }).click();
    const response = await updated;
    expect((await response.json()).errors).toBeUndefined();
    // Ten-thousandths of a dollar, past GraphQL Int's 2,147,483,647.
    expect(response.request().postDataJSON().variables.fundingTarget).toBe(12_500_000_000);
    await expect(page).toHaveURL(new RegExp(`/admin/holistic-projects/${id}/show$`));
    await expect(page.getByText('$1,250,000.00').first()).toBeVisible();

    // The giving site, signed out: the target, then the largest gift it takes.
    const donor = await browser.newPage();
    await donor.goto(`/partner/sponsor-a-project/${id}`);
    await expect(donor.getByText('$0.00 raised of $1,250,000.00')).toBeVisible();
    await donor.getByLabel('Donation amount').fill('999999');
    await donor.getByRole('button', { name: 'Donate Now' }).click();
    await expect(donor.getByText('One-time gift of $999,999.00')).toBeVisible();
    await donor.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payInSandbox(donor);
    await expect(donor.getByRole('heading', { name: 'Donation Successful' })).toBeVisible({ timeout: 15_000 });
    await expect(donor.getByTestId('gift-amount')).toHaveText('$999,999.00');
    await donor.goto(`/partner/sponsor-a-project/${id}`);
    await expect(donor.getByText('$999,999.00 raised of $1,250,000.00')).toBeVisible();
    await donor.screenshot({ path: 'test-results/giving-project-large-target.png' });
    await donor.close();

    // The back office's list shows the balance past 2^31 ten-thousandths too.
    await page.goto(listUrl('holistic-projects', { q: name }));
    const row = page.locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('$1,250,000.00');
    await expect(row).toContainText('$999,999.00');
    await page.screenshot({ path: 'test-results/admin-project-large-target.png' });
  });

  test('staff export the payments as CSV', async ({ page }) => {
    await signInAsStaff(page);
    await page.getByRole('menuitem', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/admin\/payments/);

    // A day picked in "Given from" reaches the server as the start of that day (RFC 3339).
    const filtered = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('givenFrom'),
    );
    await page.getByLabel('Given from').fill('2026-01-01');
    const sentFilter = (await filtered).postDataJSON().variables.filter;
    expect(new Date(sentFilter.givenFrom).toString()).not.toBe('Invalid Date');
    await page.goto('/admin/payments');

    // The export works on an empty list too: the file then holds the header row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.split('\r\n').filter((line) => line !== '');
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['Given on (UTC)', 'Payment id', 'Status', 'Amount (USD)', 'Payer', 'Transaction id']),
    );
    // Amounts are dollars with two decimals, never cents.
    const amountAt = header.split(',').indexOf('Amount (USD)');
    for (const row of rows.filter((r) => !r.includes('"'))) {
      expect(row.split(',')[amountAt]).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  test('in the sandbox staff fail, charge and refund a monthly gift; failed payments agree on the tile, the list and its CSV', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const donor = await newUser(['partner'], unique('Sandy Sandbox '));
    const gift = await giveMonthlyThroughTheSandbox(donor.token, 45);
    await signInAsStaff(page);

    // On the gift's page: its next charge fails, then the next month is charged; the donor is told each time.
    await page.goto(`/admin/project-sponsorships/${gift.giftId}/show`);
    const monthly = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Monthly gift' }) });
    await expect(monthly.getByText('Active', { exact: true })).toBeVisible();
    await monthly.getByRole('button', { name: 'Fail next charge (sandbox)' }).click();
    await expect(page.getByText('A charge of $45.00 failed: the donor is told')).toBeVisible();
    await expect.poll(async () => (await mailsTo(donor.email, 'PAYMENT_FAILED')).map((m) => m.subject)).toEqual(['Your gift of $45.00 could not be charged']);
    await monthly.getByRole('button', { name: 'Charge next month (sandbox)' }).click();
    await expect(page.getByText('Charged $45.00: the donor gets a receipt')).toBeVisible();
    await expect.poll(async () => (await mailsTo(donor.email, 'GIFT_RECEIPT')).length).toBe(2);
    await page.screenshot({ path: test.info().outputPath('admin-sandbox-gift.png'), fullPage: true });

    // The dashboard's tile, the list it opens and that list's CSV count the same failed payments.
    const staff = await asStaff();
    const n = (await gql<{ m: { count: number } }>('{ m: _allPaymentsMeta(filter: { status: "FAILED" }) { count } }', {}, staff)).m.count;
    expect(n).toBeGreaterThan(0);
    await page.goto('/admin/');
    await expect(page.locator('[data-tile="failedPayments"] [data-count]')).toHaveText(String(n));
    await page.locator('[data-tile="failedPayments"]').click();
    await expect(page).toHaveURL(/\/admin\/payments\?.*FAILED/);
    await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveText(new RegExp(`of ${n}$`), { timeout: 30_000 });
    await expect(page.locator('tbody tr').filter({ hasText: donor.email })).toContainText('Failed');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await downloading).path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.split('\r\n').filter((line) => line !== '');
    const statusAt = header.split(',').indexOf('Status');
    expect(rows).toHaveLength(n);
    for (const row of rows) expect(row.split(',')[statusAt]).toBe('Failed');

    // The month just charged is refunded from its page: a corrected receipt.
    const paid = await gql<{ allPayments: Array<{ _id: string }> }>(
      'query($q: String) { allPayments(filter: { q: $q, status: "PAID" }, sortField: "createdAt", sortOrder: "DESC", perPage: 1) { _id } }',
      { q: donor.email },
      staff,
    );
    await page.goto(`/admin/payments/${paid.allPayments[0]._id}/show`);
    await page.getByRole('button', { name: 'Refund (sandbox)' }).click();
    await expect(page.getByText('Refunded $45.00: the donor gets a corrected receipt')).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refund (sandbox)' })).toHaveCount(0);
    await expect.poll(async () => (await mailsTo(donor.email, 'GIFT_RECEIPT')).map((m) => m.subject).filter((s) => s.startsWith('Corrected receipt'))).toHaveLength(1);

    // The outbox's kind filter offers the kinds these mails are.
    await page.goto('/admin/outbox');
    await page.getByLabel('Kind').click();
    for (const kind of ['Payment failed', 'Gift receipt', 'Monthly gift cancelled', 'Invite']) {
      await expect(page.getByRole('option', { name: kind, exact: true })).toBeVisible();
    }
  });
});
