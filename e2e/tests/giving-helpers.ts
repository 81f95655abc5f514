// What the giving specs share: card locators, the sandbox checkout, and
// holistic projects made through the back office API.
import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../env';
import { asStaff, gql, unique } from './helpers';

/** cards are the people group cards of the main list (not the featured row). */
export const listCards = (page: Page) => page.getByRole('list', { name: 'People groups', exact: true }).getByRole('listitem');
export const featuredCards = (page: Page) => page.getByRole('list', { name: 'Featured people groups' }).getByRole('listitem');
export const projectCards = (page: Page) => page.getByRole('list', { name: 'Holistic projects' }).getByRole('listitem');

/** populationOf reads a card's population as a number. */
export async function populationOf(card: ReturnType<Page['locator']>): Promise<number> {
  const text = await card.locator('.rg-fact', { hasText: 'Population' }).locator('span').last().innerText();
  return Number(text.replace(/\D/g, ''));
}

/**
 * payInSandbox waits for the server's sandbox checkout page (the stand-in for
 * Stripe Checkout when no Stripe keys are set) and pays.
 */
export async function payInSandbox(page: Page): Promise<void> {
  await page.waitForURL(/\/sandbox-checkout\//, { timeout: 15_000 });
  // Signed out, the sandbox asks who pays (as Stripe Checkout would).
  const name = page.getByLabel('Name', { exact: true });
  if (await name.isVisible()) {
    await name.fill('Dana Donor');
    await page.getByLabel('Email', { exact: true }).fill(`${unique('donor')}@example.org`);
  }
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

export interface MadeProject {
  id: string;
  projectName: string;
  regionCode: string;
  regionName: string;
}

/** makeProject creates an active holistic project as staff. */
export async function makeProject(input: {
  projectName: string;
  typeOfProject: string;
  regionCode: string;
  peopleGroupIds: string[];
  fundingTarget: number;
  numSupported: number;
  desc: string;
}): Promise<string> {
  const d = await gql<{ createHolisticProject: { id: string } }>(
    `mutation($projectName: String!, $typeOfProject: ProjectType!, $desc: String!, $regionCode: String!, $peopleGroupIds: [ID!], $fundingTarget: SafeInt!, $numSupported: Int) {
      createHolisticProject(projectName: $projectName, typeOfProject: $typeOfProject, desc: $desc, stage: ACTIVE, regionCode: $regionCode,
        peopleGroupIds: $peopleGroupIds, fundingTarget: $fundingTarget, numSupported: $numSupported, status: "ACTIVE") { id }
    }`,
    input,
    await asStaff(),
  );
  return d.createHolisticProject.id;
}

export async function regions(): Promise<Array<{ _id: string; name: string }>> {
  const d = await gql<{ allJPRegions: Array<{ _id: string; name: string }> }>('{ allJPRegions { _id name } }');
  return d.allJPRegions;
}

/** someGroups lists public people groups with adoptions available (id, name, region). */
export async function someGroups(filters: Record<string, unknown> = {}, first = 5) {
  const d = await gql<{ allPeopleGroupsForPublic: { edges: Array<{ node: { _id: string; nameAcrossCountries: string; regionCode: string; region: string } }> } }>(
    `query($first: Int, $filters: PublicPeopleGroupFilters) {
      allPeopleGroupsForPublic(first: $first, filters: $filters) { edges { node { _id nameAcrossCountries regionCode region } } }
    }`,
    { first, filters: { hasAdoptionsAvailable: true, ...filters } },
  );
  return d.allPeopleGroupsForPublic.edges.map((e) => e.node);
}

/** expectNotFound checks the partner area's 404 page, with the reason when given. */
export async function expectNotFound(page: Page, reason?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'This page is unreached. Keep praying.' })).toBeVisible();
  if (reason) await expect(page.getByText(reason, { exact: true })).toBeVisible();
}

/**
 * giveMonthlyThroughTheSandbox gives a monthly project gift from today, signed in with token,
 * through the sandbox checkout as its page's Pay form would (no browser), and answers the ids
 * of the gift (its project sponsorship), its recurring payment and its first payment.
 */
export async function giveMonthlyThroughTheSandbox(token: string, dollars = 40, projectId = '__reach__') {
  const today = new Date().toISOString().slice(0, 10);
  const start = await gql<{ startProjectSponsorshipCheckout: { url: string; sessionId: string } }>(
    `mutation($in: ProjectCheckoutInput!) { startProjectSponsorshipCheckout(input: $in) { url sessionId } }`,
    { in: { projectId, amount: dollars, recurring: true, startDate: today } },
    token,
  );
  const { url, sessionId } = start.startProjectSponsorshipCheckout;
  const page = new URL(new URL(url).pathname, BASE_URL).toString();
  const html = await (await fetch(page)).text();
  const formToken = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(formToken, 'the sandbox page has its form token').toBeTruthy();
  const paid = await fetch(`${page}/pay`, { method: 'POST', body: new URLSearchParams({ token: formToken! }), redirect: 'manual' });
  expect(paid.status).toBe(303);
  const done = await gql<{
    completeOnlineProjectSponsorship: { projectSponsorship: { _id: string }; recurringPayment: { _id: string }; payment: { _id: string } };
  }>(
    `mutation($id: ID!) { completeOnlineProjectSponsorship(paymentId: $id) { projectSponsorship { _id } recurringPayment { _id } payment { _id } } }`,
    { id: sessionId },
    token,
  );
  const r = done.completeOnlineProjectSponsorship;
  return { giftId: r.projectSponsorship._id, recurringId: r.recurringPayment._id, paymentId: r.payment._id };
}
