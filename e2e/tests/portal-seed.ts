// Seeding for the portal tests (portal-*.spec.ts), all through GraphQL: staff
// create users, links, projects, stats, prayer requests, training data and
// pictures; tests then drive the portal as those users.
import { expect, type Page } from '@playwright/test';
import { BASE_URL, PASSWORD } from '../env';
import { asStaff, gql, mailsTo, unique } from './helpers';

export interface SeededUser {
  id: string;
  username: string;
  email: string;
  name: string;
  password: string;
  token: string;
  contactId: string;
}

/** newUser makes a fresh user with roles (unverified email, as staff-made users are) and signs them in. */
export async function newUser(roles: string[], name = 'Riley Tester'): Promise<SeededUser> {
  const username = unique('e2e-p-');
  const email = `${username}@example.org`;
  const created = await gql<{ createUser: { id: string } }>(
    `mutation($username: String!, $name: String!, $email: String!, $password: String!, $roles: [String!]!) {
      createUser(username: $username, name: $name, email: $email, password: $password, roles: $roles) { id }
    }`,
    { username, name, email, password: PASSWORD, roles },
    await asStaff(),
  );
  const token = (
    await gql<{ signIntoUser: { token: string } }>(
      'mutation($u: String!, $p: String!) { signIntoUser(username: $u, password: $p) { token } }',
      { u: username, p: PASSWORD },
    )
  ).signIntoUser.token;
  const me = await gql<{ myProfileForUser: { myContact: { _id: string } | null } }>('{ myProfileForUser { myContact { _id } } }', {}, token);
  return { id: created.createUser.id, username, email, name, password: PASSWORD, token, contactId: me.myProfileForUser.myContact!._id };
}

/** openAs puts the user's token into the page's storage (no sign-in form). */
export async function openAs(page: Page, user: { token: string }, path: string): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('authToken', t);
  }, user.token);
  await page.goto(path);
}

export interface PeopleGroupRow {
  id: string;
  nameAcrossCountries: string;
  country: string;
  bibleStatus: number | null;
  population: number;
}

/** peopleGroups lists imported people groups (Joshua Project data), largest first. */
export async function peopleGroups(count: number, offset = 0): Promise<PeopleGroupRow[]> {
  const d = await gql<{ allPeopleGroups: PeopleGroupRow[] }>(
    `query($perPage: Int, $page: Int) { allPeopleGroups(page: $page, perPage: $perPage, sortField: "population", sortOrder: "DESC") { id nameAcrossCountries country bibleStatus population } }`,
    { perPage: count + offset, page: 0 },
    await asStaff(),
  );
  return d.allPeopleGroups.slice(offset, offset + count);
}

export async function linkPeopleGroup(contactId: string, peopleGroupId: string, type: string): Promise<void> {
  await gql(
    'mutation($c: ID!, $p: ID!, $t: LinkRole!) { createPeopleGroupLink(contactId: $c, peopleGroupId: $p, type: $t) { id } }',
    { c: contactId, p: peopleGroupId, t: type },
    await asStaff(),
  );
}

export async function createProject(fields: { projectName: string; desc: string; peopleGroupIds?: string[] }): Promise<string> {
  const d = await gql<{ createHolisticProject: { id: string } }>(
    `mutation($n: String!, $d: String!, $pg: [ID!]) {
      createHolisticProject(projectName: $n, typeOfProject: CLEAN_WATER, desc: $d, stage: ACTIVE, regionCode: "7", peopleGroupIds: $pg, fundingTarget: 50000000) { id }
    }`,
    { n: fields.projectName, d: fields.desc, pg: fields.peopleGroupIds ?? [] },
    await asStaff(),
  );
  return d.createHolisticProject.id;
}

export async function linkProject(contactId: string, projectId: string, type: string): Promise<void> {
  await gql(
    'mutation($c: ID!, $p: ID!, $t: LinkRole!) { createProjectLink(contactId: $c, projectId: $p, type: $t) { id } }',
    { c: contactId, p: projectId, t: type },
    await asStaff(),
  );
}

/** PNG is a 4x4 picture, enough for the server to recognise an image. */
/** quarterBack is the quarter k quarters before the current one ("YYYY.Qn"); the current one by default. */
export function quarterBack(k = 0): string {
  const now = new Date();
  const q = now.getFullYear() * 4 + Math.floor(now.getMonth() / 3) - k;
  return `${Math.floor(q / 4)}.Q${(q % 4) + 1}`;
}

/**
 * fileQuarterlyReport creates a people group quarterly report as the author (a field worker linked
 * to the group) and submits it; its id. The report is of the current quarter unless quarter says
 * otherwise; fields replaces the figures it is filed with.
 */
export async function fileQuarterlyReport(
  author: SeededUser,
  peopleGroupId: string,
  report: { notes: string; quarter?: string; fields?: Record<string, unknown> },
): Promise<string> {
  const fields = {
    onBehalfOf: false,
    receivedFinancialSupport: true,
    receivedForHimself: 1_250_000,
    receivedForHolistic: 0,
    receivedTotal: 1_250_000,
    churchesPlanted: [{ _id: 'c1', villageName: 'Kisumu Ndogo', country: 'KE', numChurches: 2, numBelievers: 31 }],
    numHeardForFirstTime: 120,
    numSalvations: 14,
    numWaterBaptisms: 9,
    publicAttachmentIds: [] as string[],
    privateAttachmentIds: [] as string[],
    ...report.fields,
  };
  const quarter = report.quarter ?? quarterBack(0);
  const created = await gql<{ createReport: { _id: string } }>(
    'mutation($r: ReportInput!) { createReport(report: $r) { _id } }',
    { r: { _id: crypto.randomUUID(), reportType: 'PG_QUARTERLY', peopleGroupId, quarter, notes: report.notes, fields } },
    author.token,
  );
  const id = created.createReport._id;
  await gql('mutation($id: ID!) { submitReport(reportId: $id) { _id } }', { id }, author.token);
  return id;
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAEklEQVR4nGMwTpz6HxkzkC4AAIDAIoFdxJvOAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * uploadFile runs the file.graphqls flow as token: upload URL, multipart POST,
 * then saveAttachmentForUser. Answers the file id.
 */
export async function uploadFile(token: string, opts: { filename: string; contentType: string; bytes: Buffer; type: string; attachedTo?: string }): Promise<string> {
  const _id = crypto.randomUUID();
  const target = await gql<{ getAttachmentUploadUrlForUser: { url: string; fields: Record<string, string> } }>(
    'mutation($a: AttachmentUploadInput!) { getAttachmentUploadUrlForUser(attachment: $a) { url fields } }',
    { a: { _id, s3Key: opts.filename } },
    token,
  );
  const form = new FormData();
  for (const [k, v] of Object.entries(target.getAttachmentUploadUrlForUser.fields)) form.append(k, String(v));
  form.append('Content-Type', opts.contentType);
  form.append('file', new Blob([opts.bytes], { type: opts.contentType }), opts.filename);
  const url = new URL(target.getAttachmentUploadUrlForUser.url, BASE_URL).toString();
  const res = await fetch(url, { method: 'POST', body: form });
  expect(res.status, `upload of ${opts.filename}`).toBeLessThan(300);
  await gql(
    'mutation($a: AttachmentInput!) { saveAttachmentForUser(attachment: $a) { _id } }',
    { a: { _id, filename: opts.filename, s3Key: opts.filename, attachedTo: opts.attachedTo ?? null, type: opts.type, uploaded: true } },
    token,
  );
  return _id;
}

/** linkInMail waits for a new mail to `to` with a link matching re (any kind). */
export async function linkInMail(to: string, before: string[], re: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const m of (await mailsTo(to)).filter((x) => !before.includes(x.id))) {
          const found = `${m.textBody}\n${m.htmlBody ?? ''}`.match(re);
          if (found) {
            link = found[0].replace(/&amp;/g, '&');
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} with ${re}`, timeout: 15_000 },
    )
    .toBe(true);
  return link;
}

/** PHONE and DESKTOP are the two widths every screen is checked at. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
