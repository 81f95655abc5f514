// What keeps a member of staff from acting as someone else, as staff and people meet it: a new
// email for another person waits for the new address to confirm it (the back office says so, the
// portal's /confirm-email page makes the change), and the members section offers no way to add
// oneself. Screenshots go to test-results (not kept in git).
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, USERS } from '../env';
import { asStaff, gql, linkInNewMail, mailsTo, tokenFor, unique } from './helpers';
import { newUser, WIDTHS } from './portal-seed';

const signInAsStaff = async (page: Page) => {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill(USERS.staff.username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/$/);
};

const emailOf = async (id: string) =>
  (await gql<{ User: { email: string } }>('query($id: ID!) { User(id: $id) { email } }', { id }, await asStaff())).User.email;

test("staff change a partner's email: a link goes to the new address, and following it makes the change", async ({ page, browser }) => {
  const partner = await newUser(['partner'], unique('Casey Mover '));
  const next = `${unique('casey-new-')}@example.org`;

  await signInAsStaff(page);
  await page.goto(`/admin/users/${encodeURIComponent(partner.id)}`);
  const email = page.locator('input[name="email"]');
  await expect(email).toHaveValue(partner.email);
  await expect(page.getByText('A new address takes effect when its owner follows the link mailed to it')).toBeVisible();
  // Another person's account: no current password is asked.
  await email.fill(next);
  await expect(page.locator('input[name="currentPassword"]')).toHaveCount(0);
  const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('updateUser'));
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await (await saved).json();
  expect(answer.errors).toBeUndefined();
  // react-admin's provider names the answer after its own alias: the one field of data.
  expect((Object.values(answer.data)[0] as { email: string }).email).toBe(partner.email);
  await expect(page.getByText(`A confirmation link was sent to ${next}. The email changes from ${partner.email} when the link is followed.`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-user-email-pending.png') });
  await expect(page).toHaveURL(/\/admin\/users(\?.*)?$/);
  expect(await emailOf(partner.id)).toBe(partner.email);

  // The new address's owner, signed out, on a phone and on a desktop.
  const link = await linkInNewMail(next, 'EMAIL_CHANGE_CONFIRM', [], /\/confirm-email\?c=[A-Za-z0-9_%-]+/);
  for (const w of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: w.width, height: w.height } });
    const visitor = await context.newPage();
    await visitor.goto(w.name === 'phone' ? link : '/confirm-email');
    await expect(visitor.getByRole('heading', { name: 'Confirm New Email Address' })).toBeVisible();
    if (w.name === 'phone') {
      await expect(visitor.getByText('Until you do, the account keeps its current address.')).toBeVisible();
      await visitor.screenshot({ path: test.info().outputPath(`confirm-email-${w.name}.png`) });
      expect(await emailOf(partner.id)).toBe(partner.email); // opening the link changes nothing
      await visitor.getByRole('button', { name: 'Confirm New Address' }).click();
      await expect(visitor.getByText(`Done. The email address of your account is now ${next}.`)).toBeVisible();
      await expect(visitor.getByRole('link', { name: 'Sign In' })).toBeVisible();
      await visitor.screenshot({ path: test.info().outputPath(`confirm-email-done-${w.name}.png`) });
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w.width);
      // Once only.
      await visitor.goto(link);
      await visitor.getByRole('button', { name: 'Confirm New Address' }).click();
      await expect(visitor.getByRole('alert')).toContainText('already used');
    } else {
      await expect(visitor.getByRole('alert')).toHaveText('Bad URL');
      await visitor.goto(`${link}x`);
      await visitor.getByRole('button', { name: 'Confirm New Address' }).click();
      await expect(visitor.getByRole('alert')).toContainText('This confirmation link is wrong');
      await visitor.screenshot({ path: test.info().outputPath(`confirm-email-${w.name}.png`) });
    }
    await context.close();
  }
  expect(await emailOf(partner.id)).toBe(next);
  const told = (await mailsTo(partner.email, 'EMAIL_CHANGED')).map((m) => m.textBody).join('\n');
  expect(told).toContain(next);
  expect(told).toContain(`by ${USERS.staff.name} (Reach staff)`);
});

test('the members section offers staff no way to add themselves', async ({ page }) => {
  const partner = await newUser(['partner'], unique('Jordan Member '));
  const org = unique('Trust Fellowship ');
  const made = await gql<{ createContact: { id: string } }>(
    'mutation($n: String!) { createContact(contactType: "ORGANIZATION", fullName: $n) { id } }',
    { n: org },
    await asStaff(),
  );
  await gql('mutation($g: ID!, $m: ID!) { createContactMember(groupContactId: $g, memberContactId: $m) { id } }', { g: made.createContact.id, m: partner.contactId }, await asStaff());

  await signInAsStaff(page);
  await page.goto(`/admin/contacts/${encodeURIComponent(made.createContact.id)}/show`);
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
  await expect(page.getByText('Nobody adds or removes themself: another member of staff must.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Person' }).fill(USERS.staff.name);
  const mine = page.getByRole('option', { name: new RegExp(`${USERS.staff.name}.*, you$`) });
  await expect(mine).toBeVisible();
  await expect(mine).toHaveAttribute('aria-disabled', 'true');
  await page.screenshot({ path: test.info().outputPath('admin-members-not-yourself.png') });
  await mine.click({ force: true });
  await expect(page.getByRole('combobox', { name: 'Person' })).not.toHaveValue(new RegExp(', you$'));
});

test("staff changing their own email are asked for their current password, as on the profile", async ({ page }) => {
  const me = await gql<{ myProfileForUser: { _id: string } }>('{ myProfileForUser { _id } }', {}, await asStaff());
  await signInAsStaff(page);
  await page.goto(`/admin/users/${encodeURIComponent(me.myProfileForUser._id)}`);
  const email = page.locator('input[name="email"]');
  await expect(email).toHaveValue(USERS.staff.email);
  await expect(page.getByText('Your own email changes when you save; your old address is told.')).toBeVisible();
  await expect(page.locator('input[name="currentPassword"]')).toHaveCount(0);
  await email.fill('sam-elsewhere@example.org');
  await expect(page.locator('input[name="currentPassword"]')).toBeVisible();
  await expect(page.getByText('Needed to change your own email, unless you signed in within the last 10 minutes.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-user-own-email.png') });
  // The same address in other capitals is no change: nothing is asked.
  await email.fill(USERS.staff.email.toUpperCase());
  await expect(page.locator('input[name="currentPassword"]')).toHaveCount(0);
});

test('staff send an invite again from its page: a new link, and the one mailed before stops working', async ({ page }) => {
  const email = `${unique('invitee-')}@example.org`;
  const created = await gql<{ createInvite: { id: string } }>(
    'mutation($e: String!) { createInvite(fullName: "Robin Again", email: $e, roles: ["partner"]) { id } }',
    { e: email },
    await asStaff(),
  );
  const first = await linkInNewMail(email, 'INVITE', [], /\/sign-up\?i=[A-Za-z0-9_%-]+/);
  const firstMails = (await mailsTo(email, 'INVITE')).map((m) => m.id);

  await signInAsStaff(page);
  await page.goto(`/admin/invites/${encodeURIComponent(created.createInvite.id)}/show`);
  await expect(page.getByText(`The invite was mailed to ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByText(`The invite was mailed again to ${email}, with a new link. The link sent before no longer works.`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-invite-sent-again.png') });

  const second = await linkInNewMail(email, 'INVITE', firstMails, /\/sign-up\?i=[A-Za-z0-9_%-]+/);
  expect(second).not.toBe(first);
  const invite = async (link: string) =>
    (await gql<{ userInvite: { _id: string } | null }>('query($id: ID!) { userInvite(_id: $id) { _id } }', { id: new URL(link, 'http://x').searchParams.get('i') }))
      .userInvite;
  expect(await invite(first)).toBeNull();
  expect(await invite(second)).not.toBeNull();
  const sent = await gql<{ allAuditEntries: { targetId: string }[] }>(
    'query { allAuditEntries(filter: { kind: "invite.sent" }, perPage: 500) { targetId } }',
    {},
    await tokenFor(USERS.admin),
  );
  expect(sent.allAuditEntries.filter((r) => r.targetId === created.createInvite.id)).toHaveLength(2);
});
