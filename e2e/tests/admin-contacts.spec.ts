// Households and organizations: staff create one in the back office and add a person to it; that
// person then acts for it in the portal through the account selector ('Me', 'My Household'), and
// sees what is linked to it. Screenshots go to e2e/screenshots/ (not kept in git).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from '../env';
import { asStaff, gql, unique } from './helpers';
import { linkPeopleGroup, newUser, peopleGroups } from './portal-seed';

const SHOTS = path.resolve(__dirname, '../screenshots');

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill('e2e-staff');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

const gqlErrors = async (page: Page, operation: string, act: () => Promise<void>) => {
  const response = page.waitForResponse((r) => (r.request().postData() ?? '').includes(operation));
  await act();
  return (await (await response).json()).errors;
};

test("staff add a partner to a new household; the partner chooses 'My Household' and sees its people groups", async ({ page, browser }) => {
  // Two people in two browsers, staff landing on the dashboard first: more than one default budget.
  test.setTimeout(90_000);
  const partner = await newUser(['partner'], unique('Harper Member '));
  const [own, shared] = await peopleGroups(2, 130);
  await linkPeopleGroup(partner.contactId, own.id, 'ADOPTER');
  const household = unique('The E2E Household ');

  // Back office: create the household, then add the partner on its page.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.getByRole('menuitem', { name: 'Contacts' }).click();
  await expect(staff).toHaveURL(/\/admin\/contacts/);
  await staff.locator('a[href$="/contacts/create"]').click();
  await expect(staff).toHaveURL(/\/admin\/contacts\/create$/);
  await staff.locator('input[name="fullName"]').fill(household);
  await expect(staff.getByRole('combobox', { name: 'Type' })).toHaveText('Household');
  expect(await gqlErrors(staff, 'createContact', () => staff.getByRole('button', { name: 'Save' }).click())).toBeUndefined();
  await expect(staff).toHaveURL(/\/admin\/contacts\/[^/]+\/show$/);
  const householdId = decodeURIComponent(staff.url().split('/').slice(-2)[0]);
  await expect(staff.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(staff.getByText('No members yet.')).toBeVisible();

  await staff.getByRole('combobox', { name: 'Person' }).fill(partner.name);
  await staff.getByRole('option', { name: new RegExp(partner.name) }).click();
  expect(await gqlErrors(staff, 'createContactMember', () => staff.getByRole('button', { name: 'Add member' }).click())).toBeUndefined();
  const row = staff.locator('tbody tr').filter({ hasText: partner.name });
  await expect(row).toContainText(partner.email);
  await expect(staff.getByText(`${partner.name} added`)).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await staff.screenshot({ path: path.join(SHOTS, 'admin-contact-show.png'), fullPage: true });

  // Adding the same person again is refused with the server's message.
  await staff.getByRole('combobox', { name: 'Person' }).fill(partner.name);
  await staff.getByRole('option', { name: new RegExp(partner.name) }).click();
  await staff.getByRole('button', { name: 'Add member' }).click();
  await expect(staff.getByText(`${partner.name} is already a member of ${household}`)).toBeVisible();
  await expect(row).toHaveCount(1);

  // The household sponsors a people group (what it is linked to shows to whoever acts for it).
  await linkPeopleGroup(householdId, shared.id, 'SPONSOR');

  // Portal: the partner signs in and has two accounts.
  await page.goto('/sign-in');
  await page.getByLabel('Username or Email').fill(partner.username);
  await page.getByLabel('Password', { exact: true }).fill(partner.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/upgs$/);
  const cards = page.getByTestId('upg-card');
  const ownCard = cards.filter({ hasText: own.nameAcrossCountries });
  const sharedCard = cards.filter({ hasText: shared.nameAcrossCountries });

  const selector = page.getByRole('combobox', { name: 'Choose Account' });
  await expect(selector).toBeVisible();
  await selector.click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Me', 'My Household']);
  await page.screenshot({ path: path.join(SHOTS, 'portal-account-selector.png') });

  await page.getByRole('option', { name: 'Me' }).click();
  await expect(ownCard).toBeVisible();
  await expect(sharedCard).toHaveCount(0);

  await selector.click();
  await page.getByRole('option', { name: 'My Household' }).click();
  await expect(selector).toHaveText('My Household');
  await expect(sharedCard).toBeVisible();
  await expect(sharedCard.getByText('Sponsor')).toBeVisible();
  await expect(ownCard).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('contactId'))).toBe(householdId);

  // Staff remove the partner from the household: the open portal goes back to 'Me' on its own.
  await row.getByRole('button', { name: 'Remove' }).click();
  expect(await gqlErrors(staff, 'deleteContactMember', () => staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click())).toBeUndefined();
  await expect(staff.getByText('Member removed')).toBeVisible();
  await expect(staff.getByText('No members yet.')).toBeVisible();

  await expect(selector).toHaveCount(0, { timeout: 15_000 });
  await expect(ownCard).toBeVisible();
  await expect(sharedCard).toHaveCount(0);
  // A reload keeps the session, acting for the partner alone.
  await page.reload();
  await expect(ownCard).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Choose Account' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('contactId'))).toBe(partner.contactId);

  // The contact list finds the household by type and name, with its member count.
  await staff.getByRole('link', { name: 'List' }).click();
  await staff.getByPlaceholder('Search').fill(household);
  const listed = staff.locator('tbody tr');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(household);
  await expect(listed).toContainText('Household');
  await expect(listed.locator('td').nth(4)).toHaveText('0');
  await staff.screenshot({ path: path.join(SHOTS, 'admin-contacts-list.png') });

  // Editing: a new name and an email, then the email removed again.
  await listed.click();
  await staff.getByRole('link', { name: 'Edit' }).click();
  await staff.locator('input[name="fullName"]').fill(`${household} (renamed)`);
  await staff.locator('input[name="email"]').fill('home@household.example.org');
  await expect(staff.getByRole('button', { name: 'Delete' })).toHaveCount(0); // contacts are kept
  await staff.screenshot({ path: path.join(SHOTS, 'admin-contact-edit.png') });
  expect(await gqlErrors(staff, 'updateContact', () => staff.getByRole('button', { name: 'Save' }).click())).toBeUndefined();
  await expect(staff).toHaveURL(/\/show$/);
  await expect(staff.getByText(`${household} (renamed)`).first()).toBeVisible();
  await expect(staff.getByRole('link', { name: 'home@household.example.org' })).toBeVisible();
  await staff.getByRole('link', { name: 'Edit' }).click();
  await staff.locator('input[name="email"]').fill('');
  const cleared = staff.waitForResponse((r) => (r.request().postData() ?? '').includes('updateContact'));
  await staff.getByRole('button', { name: 'Save' }).click();
  expect((await cleared).request().postDataJSON().variables.email).toBe('');
  await expect(staff).toHaveURL(/\/show$/);
  await expect(staff.getByRole('link', { name: 'home@household.example.org' })).toHaveCount(0);
  await staffContext.close();
});

test('a partner removed while their page is closed is not signed out: the portal acts for them alone', async ({ page }) => {
  const partner = await newUser(['partner'], unique('Quinn Member '));
  const [own] = await peopleGroups(1, 140);
  await linkPeopleGroup(partner.contactId, own.id, 'ADOPTER');
  const staff = await asStaff();
  const home = await gql<{ createContact: { id: string } }>(
    'mutation($n: String!) { createContact(contactType: "HOUSEHOLD", fullName: $n) { id } }',
    { n: unique('The Closed Page Household ') },
    staff,
  );
  const member = await gql<{ createContactMember: { id: string } }>(
    'mutation($g: ID!, $m: ID!) { createContactMember(groupContactId: $g, memberContactId: $m) { id } }',
    { g: home.createContact.id, m: partner.contactId },
    staff,
  );
  // The browser was acting for the household when it was last open.
  await page.goto('/healthz');
  await page.evaluate(
    ([t, c]) => {
      localStorage.clear();
      localStorage.setItem('authToken', t);
      localStorage.setItem('contactId', c);
    },
    [partner.token, home.createContact.id],
  );
  await gql('mutation($id: ID!) { deleteContactMember(id: $id) { id } }', { id: member.createContactMember.id }, staff);

  await page.goto('/upgs');
  await expect(page.getByTestId('upg-card').filter({ hasText: own.nameAcrossCountries })).toBeVisible();
  await expect(page).toHaveURL(/\/upgs$/);
  expect(await page.evaluate(() => localStorage.getItem('contactId'))).toBe(partner.contactId);
});

test("the giving site on its own page: a partner taken out of the household they acted for goes on as 'Me'", async ({ page }) => {
  const partner = await newUser(['partner'], unique('Rowan Member '));
  const staff = await asStaff();
  const create = async (type: string, name: string) =>
    (
      await gql<{ createContact: { id: string } }>(
        'mutation($t: String!, $n: String!) { createContact(contactType: $t, fullName: $n) { id } }',
        { t: type, n: name },
        staff,
      )
    ).createContact.id;
  const join = async (group: string) =>
    (
      await gql<{ createContactMember: { id: string } }>(
        'mutation($g: ID!, $m: ID!) { createContactMember(groupContactId: $g, memberContactId: $m) { id } }',
        { g: group, m: partner.contactId },
        staff,
      )
    ).createContactMember.id;
  const home = await create('HOUSEHOLD', unique('The Giving Household '));
  const orgName = unique('Giving Fellowship ');
  const org = await create('ORGANIZATION', orgName);
  const homeMembership = await join(home);
  await join(org);

  // The standalone giving page was last acting for the household; then staff took the partner out.
  await page.goto('/healthz');
  await page.evaluate(
    ([t, c]) => {
      localStorage.clear();
      localStorage.setItem('authToken', t);
      localStorage.setItem('contactId', c);
    },
    [partner.token, home],
  );
  await gql('mutation($id: ID!) { deleteContactMember(id: $id) { id } }', { id: homeMembership }, staff);

  await page.goto('/giving/partner/sponsor-a-project');
  await expect(page.getByRole('heading', { name: 'Select a Holistic Project', level: 1 })).toBeVisible();
  const selector = page.getByRole('combobox', { name: 'Choose Account' });
  await expect(selector).toHaveText('Me');
  expect(await page.evaluate(() => localStorage.getItem('contactId'))).toBe(partner.contactId);
  await selector.click();
  await expect(page.getByRole('option')).toHaveText(['Me', `My Organization (${orgName})`]);
  await page.screenshot({ path: path.join(SHOTS, 'giving-standalone-account-selector.png') });
  await page.getByRole('option', { name: /My Organization/ }).click();
  await expect(selector).toHaveText(`My Organization (${orgName})`);
  expect(await page.evaluate(() => localStorage.getItem('contactId'))).toBe(org);
});
