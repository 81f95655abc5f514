// The back office at /admin against the real server (`reach serve` at the e2e baseURL, with the
// e2e users created by the suite's setup): staff sign in and manage, partners are turned away.
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { asStaff, gql, mailsTo, tokenFor, unique } from './helpers';
import { USERS } from '../env';
import { openAs } from './portal-seed';

const signIn = async (page: Page, username: string) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // MUI marks required labels with " *" and the password field has a "Show password" button,
  // so the inputs are found by name.
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

test.describe('back office', () => {
  test('staff sign in, see the users and search people groups', async ({ page }) => {
    await signIn(page, 'e2e-staff');

    // The dashboard is the landing page; the users are a menu entry away.
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.getByText('Reach Back Office').first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    // Other stories add users, so the list's first page need not hold this one: search for it.
    await page.getByPlaceholder('Search').fill('e2e-staff');
    // The search applies after react-admin's debounce by changing the URL; leaving the page
    // before then would bring the list back when the debounce fires.
    await expect(page).toHaveURL(/e2e-staff/);
    await expect(page.getByRole('cell', { name: 'e2e-staff', exact: true })).toBeVisible();
    // The suite's server has no Stripe keys: every page says no money moves.
    await expect(page.getByRole('status').filter({ hasText: 'Sandbox payments: no money moves' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

    await page.getByRole('menuitem', { name: 'People Groups' }).click();
    await expect(page).toHaveURL(/\/admin\/people-groups/);
    await expect(page.getByText('Data:').first()).toBeVisible();
    await expect(page.getByText('Sandbox payments: no money moves')).toBeVisible();

    const listed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('Pashtun'),
    );
    await page.getByPlaceholder('Search').fill('Pashtun');
    expect((await listed).ok()).toBe(true);
    await expect(page).toHaveURL(/Pashtun/);

    // The server decides which fields q searches; a Pashtun group must be among the results,
    // and the search must narrow the list.
    const rows = page.locator('tbody tr');
    const pashtun = rows.filter({ hasText: 'Pashtun' });
    await expect(pashtun.first()).toBeVisible();
    // The pagination reads "1-N of TOTAL"; all 16,382 groups are imported, a search is far fewer.
    const range = await page.getByText(/^\d+-\d+ of \d+$/).innerText();
    const filtered = Number(range.replace(/^.* of /, ''));
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(1000);

    // The detail page credits Joshua Project and links to the group's profile there.
    await pashtun.first().click();
    await expect(page).toHaveURL(/\/admin\/people-groups\/[^/]+\/show$/);
    await expect(page.getByRole('link', { name: /joshuaproject\.net/ })).toHaveAttribute(
      'href',
      /joshuaproject\.net/,
    );
    await expect(page.getByText('Data:').first()).toBeVisible();
  });

  test('a menu click made while a search waits to apply wins', async ({ page }) => {
    await signIn(page, 'e2e-staff');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page.getByRole('cell', { name: 'e2e-admin', exact: true })).toBeVisible();
    // The search applies after react-admin's debounce; the person leaves before it does.
    await page.getByPlaceholder('Search').fill('e2e-staff');
    await page.getByRole('menuitem', { name: 'People Groups' }).click();
    await expect(page).toHaveURL(/\/admin\/people-groups/);
    await expect(page.getByText('Data:').first()).toBeVisible();
    // Well past the debounce (500 ms), the person is still where they clicked.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(/\/admin\/people-groups/);
    await expect(page.getByText('Data:').first()).toBeVisible();

    // The search still applies when the person stays on the list (once the list is there: until
    // then the search box on screen is the people groups' one).
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page.getByRole('cell', { name: 'e2e-admin', exact: true })).toBeVisible();
    await page.getByPlaceholder('Search').fill('e2e-staff');
    await expect(page).toHaveURL(/e2e-staff/);
    await expect(page.getByRole('cell', { name: 'e2e-staff', exact: true })).toBeVisible();
  });

  test("staff remove a user's phone, and the server refuses a bad one", async ({ page }) => {
    const username = unique('e2e-phone-');
    const made = await gql<{ createUser: { id: string; phone: string | null } }>(
      `mutation($u: String!, $e: String!) {
        createUser(username: $u, name: "Phoebe Phone", email: $e, phone: "(555) 555-0142", password: "Kettle-Harbour-42!", roles: ["partner"]) { id phone }
      }`,
      { u: username, e: `${username}@example.org` },
      await asStaff(),
    );
    expect(made.createUser.phone).toBe('+15555550142');
    const { id } = made.createUser;
    const saved = () => page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('updateUser'));

    await signIn(page, 'e2e-staff');
    await expect(page).toHaveURL(/\/admin\/$/);
    await page.goto(`/admin/users/${encodeURIComponent(id)}`);
    const phone = page.locator('input[name="phone"]');
    await expect(phone).toHaveValue('+15555550142');

    // Letters: the server's message shows and the phone stays.
    await phone.fill('call me');
    let response = saved();
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await (await response).json()).errors[0].message).toMatch(/Please enter a valid phone number/);
    await expect(page.getByText(/Please enter a valid phone number/)).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-user-edit-phone.png' });

    // Emptied: sent as "" and removed.
    await phone.fill('');
    response = saved();
    await page.getByRole('button', { name: 'Save' }).click();
    const cleared = await response;
    expect(cleared.request().postDataJSON().variables.phone).toBe('');
    expect((await cleared.json()).errors).toBeUndefined();
    await expect(page).toHaveURL(/\/admin\/users(\?.*)?$/);

    const after = await gql<{ User: { phone: string | null; contactId: string } }>('query($id: ID!) { User(id: $id) { phone contactId } }', { id }, await asStaff());
    expect(after.User.phone).toBeNull();
    const contact = await gql<{ Contact: { phone: string | null } }>('query($id: ID!) { Contact(id: $id) { phone } }', { id: after.User.contactId }, await asStaff());
    expect(contact.Contact.phone).toBeNull();
    await page.goto(`/admin/users/${encodeURIComponent(id)}`);
    await expect(page.locator('input[name="name"]')).toHaveValue('Phoebe Phone');
    await expect(phone).toHaveValue('');
  });

  test("the outbox shows a sign-in link as hidden; only its recipient's mail holds it", async ({ page }) => {
    const to = USERS.partner.email;
    const before = (await mailsTo(to, 'MAGIC_LINK')).map((m) => m.id);
    await gql('mutation($e: String!) { sendMagicLink(email: $e) }', { e: to });
    await expect.poll(async () => (await mailsTo(to, 'MAGIC_LINK')).filter((m) => !before.includes(m.id)).length).toBe(1);
    const [mailed] = (await mailsTo(to, 'MAGIC_LINK')).filter((m) => !before.includes(m.id));
    const code = /\/sign-in\?c=([A-Za-z0-9_-]+)/.exec(mailed.textBody)![1];

    await signIn(page, 'e2e-staff');
    // Signed in once the menu shows: going to the mail before then leaves the sign-in unfinished.
    await expect(page.getByRole('menuitem', { name: 'People Groups' })).toBeVisible();
    await page.goto(`/admin/outbox/${mailed.id}/show`);
    await expect(page.getByTestId('mail-text-body')).toContainText('[sign-in link (hidden)]');
    await expect(page.frameLocator('iframe').getByText('[sign-in link (hidden)]')).toBeVisible();
    expect(await page.content()).not.toContain(code);
    await page.screenshot({ path: test.info().outputPath('outbox-hidden-link.png'), fullPage: true });
  });

  test('a partner is refused and signed out', async ({ page }) => {
    await signIn(page, 'e2e-partner');

    await expect(page.getByText('Only staff can use the back office.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // Going to a list directly still lands on the sign-in page.
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a partner signed in on the portal keeps that session', async ({ page, request }) => {
    const response = await request.post('/graphql', {
      data: {
        query: 'mutation ($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }',
        variables: { u: 'e2e-partner', p: PASSWORD },
      },
    });
    const token: string = (await response.json()).data.signIntoUser.token;
    await page.goto('/admin/login');
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);

    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Only staff can use the back office.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
  });

  test('deep links are served by the admin app', async ({ page }) => {
    const response = await page.goto('/admin/people-groups');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
  });

  test('staff go from the portal to the back office and back; others see no way in', async ({ page }) => {
    // Staff land on the portal, as the spec says; its header leads to the back office.
    await openAs(page, { token: await tokenFor(USERS.staff) }, '/home');
    await expect(page).toHaveURL(/\/upgs$/);
    const backOffice = page.getByRole('banner').getByRole('link', { name: 'Back Office' });
    await expect(backOffice).toBeVisible();
    // The spec's drawer entries stay as they are: the link is not one of them.
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Back Office')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/shots-admin/e2e-portal-header-staff.png' });
    await backOffice.click();
    await expect(page).toHaveURL(/\/admin\/$/);
    await expect(page.getByText('Reach Back Office').first()).toBeVisible();

    // The back office's user menu leads back.
    await page.getByRole('button', { name: USERS.staff.name }).click();
    await page.getByRole('menuitem', { name: 'Portal' }).click();
    await expect(page).toHaveURL(/\/upgs$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back Office' })).toBeVisible();

    // On a phone the header keeps it.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Back Office' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-admin/e2e-portal-header-staff-390.png' });

    // Partners and trainers are not offered a door the back office would close.
    for (const user of [USERS.partner, USERS.trainer]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openAs(page, { token: await tokenFor(user) }, '/my-profile');
      await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back Office' })).toHaveCount(0);
    }
  });
});
