#!/usr/bin/env node
// Reports the gzipped JavaScript a page of the built portal really loads:
// serves dist (scripts/serve.mjs), opens the page in headless Debian chromium,
// records every JS response and sums their gzip sizes. Every page measured is
// held to the budget (300 KB gzipped); exits 1 when one is over.
//
//   node scripts/bundle-size.mjs [--budget 300] [PATH ...]
//       signed out: /sign-in by default (no API needed)
//   node scripts/bundle-size.mjs --api URL --user NAME --password PW [--contact ID] [--seed] [PATH ...]
//       signed in against a running `reach serve` at URL (GraphQL and its websocket are
//       proxied there): the token comes from signIntoUser and is put in the page's storage
//       before it loads. Without paths it measures the agreement screens of the first loan
//       agreement and partnership commitment form the user can read, at 390 and 1280 px:
//       /holistic-projects/{projectId}/loan-agreement/view/{id}, /loan-agreement/sign/{id}
//       and /mous/view/{id}. --seed lets a staff user create one of each (opened for signing,
//       one section initialled so a signature font shows) when it can read none.
//       REACH_SIZE_USER and REACH_SIZE_PASSWORD may stand for --user and --password.
//
// Web fonts (the signature fonts' woff2 files) are listed apart, not counted: they load only
// when a signature shows or a signing form opens, and never block the page's script.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
// pnpm passes a '--' through: it is not a path
const args = process.argv.slice(2).filter((a) => a !== '--');
function option(name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
}
function flag(name) {
  const at = args.indexOf(name);
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
}
const budgetKB = Number(option('--budget', '300'));
const api = option('--api', '');
const user = option('--user', process.env.REACH_SIZE_USER || '');
const password = option('--password', process.env.REACH_SIZE_PASSWORD || '');
let contactId = option('--contact', '');
const seed = flag('--seed');
const signedIn = !!(api && user);
if (user && !api) {
  console.error('--user needs --api (a running reach serve)');
  process.exit(2);
}

async function gql(query, variables = {}, token = '', contact = '') {
  const res = await fetch(`${api.replace(/\/$/, '')}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(contact ? { Contact: contact } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data;
}

const LOANS = '{ allLoanAgreementsForUser(filters: { isTemplate: false }) { _id projectId status } }';
const MOUS = '{ allMousForUser(filters: { isTemplate: false }) { _id status } }';

/** seedAgreements creates a loan agreement and an MOU with the staff user as their party. */
async function seedAgreements(token, me) {
  const project =
    (await gql('{ allHolisticProjects(perPage: 1) { id } }', {}, token)).allHolisticProjects[0]?.id ??
    (
      await gql(
        'mutation { createHolisticProject(projectName: "Bundle size sample project", typeOfProject: CLEAN_WATER, desc: "A sample project for measuring the agreement screens.", stage: ACTIVE, regionCode: "7", fundingTarget: 50000000) { id } }',
        {},
        token,
      )
    ).createHolisticProject.id;
  const group = (await gql('{ allPeopleGroups(perPage: 1, sortField: "population", sortOrder: "DESC") { id } }', {}, token)).allPeopleGroups[0]?.id;
  const sections = [
    { title: 'Purpose', text: 'What the agreement is for, in a paragraph of plain words.' },
    { title: 'Commitments', text: 'What each party promises to do, and when.' },
  ];
  const parties = [{ ref: 'Borrower', name: 'Borrower', contactId: me }];
  const loan = (
    await gql(
      `mutation($p: ID!, $s: [AgreementSectionInput!], $parties: [AgreementPartyInput!]) {
        createLoanAgreement(name: "Bundle size sample loan", projectId: $p, amount: 125000000, terms: "5 years", paySchedule: "Monthly", sections: $s, parties: $parties) { id sections { _id } parties { _id } }
      }`,
      { p: project, s: sections, parties },
      token,
    )
  ).createLoanAgreement;
  await gql('mutation($id: ID!) { moveAgreement(id: $id, agreementType: LOAN_AGREEMENT, status: SIGNING) { status } }', { id: loan.id }, token);
  await gql(
    'mutation($i: InitialLoanAgreementSectionInput!) { initialLoanAgreementSection(initials: $i) { _id } }',
    { i: { loanAgreementId: loan.id, initials: { sectionId: loan.sections[0]._id, partyId: loan.parties[0]._id, initials: 'BS', fontName: 'Tangerine' } } },
    token,
    me,
  );
  if (group) {
    const mou = (
      await gql(
        `mutation($pg: ID!, $c: ID!, $s: [AgreementSectionInput!], $parties: [AgreementPartyInput!]) {
          createMou(name: "Bundle size sample form", role: FIELD_WORKER, peopleGroupId: $pg, contactId: $c, sections: $s, parties: $parties) { id sections { _id } parties { _id } }
        }`,
        { pg: group, c: me, s: sections, parties: [{ ref: 'Field Worker', name: 'Field Worker', contactId: me }] },
        token,
      )
    ).createMou;
    await gql('mutation($id: ID!) { moveAgreement(id: $id, agreementType: MOU, status: SIGNING) { status } }', { id: mou.id }, token);
    await gql(
      'mutation($i: InitialMouSectionInput!) { initialMouSectionForUser(initials: $i) { _id } }',
      { i: { mouId: mou.id, sectionId: mou.sections[0]._id, partyId: mou.parties[0]._id, initials: 'BS', fontName: 'Square Peg' } },
      token,
      me,
    );
  }
}

let token = '';
let pages = args;
if (signedIn) {
  token = (await gql('mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }', { u: user, p: password })).signIntoUser.token;
  if (!contactId) contactId = (await gql('{ myProfileForUser { myContact { _id } } }', {}, token)).myProfileForUser.myContact?._id ?? '';
  if (!pages.length) {
    const read = async () => [(await gql(LOANS, {}, token, contactId)).allLoanAgreementsForUser, (await gql(MOUS, {}, token, contactId)).allMousForUser];
    let [loans, mous] = await read();
    if (seed && (!loans.some((a) => a.projectId) || !mous.length)) {
      await seedAgreements(token, contactId);
      [loans, mous] = await read();
    }
    const loan = loans.find((a) => a.projectId && a.status !== 'PREPARING') ?? loans.find((a) => a.projectId);
    if (loan) pages = [`/holistic-projects/${loan.projectId}/loan-agreement/view/${loan._id}`, `/loan-agreement/sign/${loan._id}`];
    if (mous[0]) pages.push(`/mous/view/${mous[0]._id}`);
    if (!pages.length) {
      console.error(`${user} reads no loan agreement nor partnership commitment form: pass paths, or --seed as a staff user.`);
      process.exit(2);
    }
  }
} else if (!pages.length) {
  pages = ['/sign-in'];
}

const port = 5000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(here, 'serve.mjs'), '--port', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, REACH_API: api || 'http://127.0.0.1:1' },
});
await new Promise((resolve) => server.stdout.once('data', resolve));

function localFile(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/giving/')) return path.resolve(here, '../../giving/dist', pathname.slice(8));
  return path.resolve(here, '../dist', pathname.slice(1));
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const over = [];
try {
  for (const p of pages) {
    for (const width of signedIn ? [390, 1280] : [1280]) {
      const ctx = await browser.newContext({ viewport: { width, height: 844 } });
      if (signedIn) {
        await ctx.addInitScript(
          ([t, c]) => {
            localStorage.setItem('authToken', t);
            if (c) localStorage.setItem('contactId', c);
          },
          [token, contactId],
        );
      }
      const page = await ctx.newPage();
      const js = new Set();
      const fonts = new Set();
      page.on('response', (r) => {
        if (!r.url().startsWith(base)) return;
        if (/\.m?js(\?|$)/.test(r.url())) js.add(r.url());
        else if (/\.woff2(\?|$)/.test(r.url())) fonts.add(r.url());
      });
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForSelector('h1', { timeout: 15000 });
      if (signedIn && /agreement|mou/.test(p)) await page.waitForSelector('[data-testid="agreement-document"]', { timeout: 15000 });
      await page.waitForLoadState('networkidle');
      let total = 0;
      const rows = [];
      for (const url of js) {
        const gz = zlib.gzipSync(fs.readFileSync(localFile(url)), { level: 9 }).length;
        total += gz;
        rows.push([new URL(url).pathname, gz]);
      }
      rows.sort((a, b) => b[1] - a[1]);
      const at = signedIn ? ` at ${width} px` : '';
      console.log(`\n${p}${at}: ${js.size} JS files, ${(total / 1024).toFixed(1)} KB gzipped (budget ${budgetKB} KB)`);
      for (const [name, gz] of rows.slice(0, Number(process.env.ROWS || 10))) console.log(`  ${kb(gz)}  ${name}`);
      if (fonts.size) {
        console.log('  web fonts (not counted):');
        for (const url of fonts) console.log(`  ${kb(fs.statSync(localFile(url)).size)}  ${new URL(url).pathname}`);
      }
      if (total / 1024 > budgetKB) over.push(`${p}${at}`);
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
if (over.length) {
  console.error(`\nOver the ${budgetKB} KB budget: ${over.join(', ')}`);
  process.exit(1);
}
