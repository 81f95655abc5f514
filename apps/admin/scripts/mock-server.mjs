// DEV TOOLING ONLY — a mock of `reach serve` for looking at the admin without the Go backend.
//
// Serves apps/admin/dist at /admin/ (falling back to index.html, with the server's CSP) and
// answers POST /graphql by executing the real schema files against in-memory rows: a few users,
// invites and mails, and the first rows of the Joshua Project listing. Not part of the app.
//
//   node scripts/mock-server.mjs [port]     (default 18081)
//   sign in as e2e-staff / e2e-partner with password Str0ng!Passw0rd-e2e
import { createServer } from 'node:http';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, graphql, GraphQLError } from 'graphql';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '../dist');
const schemaDir = join(here, '../../../backend/graph/schema');
const jpFile = join(here, '../../../../../shared/data/joshua-project/AllPeoplesInCountry.csv');
const port = Number(process.argv[2] ?? 18081);

const files = readdirSync(schemaDir).filter((f) => f.endsWith('.graphqls')).sort();
const ordered = ['common.graphqls', ...files.filter((f) => f !== 'common.graphqls')];
// MOCK_EXTRA_SCHEMA: more schema files (comma separated), e.g. an API another branch adds.
const extra = (process.env.MOCK_EXTRA_SCHEMA ?? '').split(',').filter(Boolean);
const schema = buildSchema(
  [...ordered.map((f) => join(schemaDir, f)), ...extra].map((f) => readFileSync(f, 'utf8')).join('\n'),
);

// MOCK_PASSWORD lets the e2e specs (their own password) run against the mock.
const PASSWORD = process.env.MOCK_PASSWORD ?? 'Str0ng!Passw0rd-e2e';
const STAFF_PERMISSIONS = [
  'get-user-profile', 'edit-user-profile', 'view-user-ui-upg', 'list-user-people-group',
  'view-admin-ui', 'introspect-schema', 'list-admin-user', 'edit-admin-user', 'list-admin-invite',
  'create-admin-invite', 'list-admin-people-group', 'edit-admin-people-group', 'list-admin-outbox',
  'list-admin-holistic-project', 'edit-admin-holistic-project', 'list-admin-giving',
];
const PARTNER_PERMISSIONS = ['get-user-profile', 'edit-user-profile', 'view-user-ui-upg'];
const now = Date.now();
const iso = (daysAgo) => new Date(now - daysAgo * 86400000).toISOString();

const users = [
  ['e2e-staff', 'Esther Staff', ['staff'], true, true, 0.1],
  ['e2e-partner', 'Paul Partner', ['partner'], true, false, 3],
  ['admin', 'Ada Admin', ['admin'], true, true, 1],
  ['jkariuki', 'Joseph Kariuki', ['regional-coordinator'], true, true, 12],
  ['mnguyen', 'Mai Nguyen', ['field-worker', 'trainer'], true, false, null],
  ['old-donor', 'Olive Donor', ['partner'], false, true, 400],
].map(([username, name, roles, active, emailVerified, lastDays], i) => ({
  id: `0190a0b0-0000-7000-8000-00000000000${i}`,
  username, name, roles, active, emailVerified,
  email: `${username}@example.org`,
  phone: i % 2 ? null : '+1 555 0100',
  contactId: `c-${i}`,
  createdAt: iso(500 - i * 40), updatedAt: iso(10), lastSignInAt: lastDays == null ? null : iso(lastDays),
}));

const invites = [
  ['Grace Hopper', 'grace@example.org', ['partner'], 'PENDING', 1],
  ['Samuel Okafor', 'samuel@example.org', ['field-worker'], 'ACCEPTED', 9],
  ['Lena Fischer', 'lena@example.org', ['trainer'], 'EXPIRED', 40],
].map(([fullName, email, roles, status, days], i) => ({
  id: `0190a0b0-1111-7000-8000-00000000000${i}`, contactId: `c-i${i}`, fullName, email, phone: null,
  roles, status, createdAt: iso(days), expiresAt: iso(days - 14),
  acceptedAt: status === 'ACCEPTED' ? iso(days - 2) : null, acceptedByUserId: null,
  url: `http://127.0.0.1:${port}/sign-up?i=0190a0b0-1111-7000-8000-00000000000${i}`,
}));

const mails = [
  ['grace@example.org', 'You are invited to Reach', 'INVITE', 'QUEUED', 1],
  ['e2e-partner@example.org', 'Your sign-in link', 'MAGIC_LINK', 'SENT', 2],
  ['mnguyen@example.org', 'Reset your password', 'PASSWORD_RESET', 'FAILED', 5],
].map(([to, subject, kind, status, days], i) => ({
  id: `0190a0b0-2222-7000-8000-00000000000${i}`, to, subject, kind, status,
  error: status === 'FAILED' ? 'dial tcp: connection refused' : null,
  textBody: `Hello,\n\n${subject}. Open this link within 15 minutes:\nhttp://127.0.0.1:${port}/sign-in?c=abc${i}\n\nThe Reach team`,
  htmlBody: `<p>Hello,</p><p>${subject}.</p><p><a href="http://127.0.0.1:${port}/sign-in?c=abc${i}" style="background:#336195;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none">Open Reach</a></p><script>document.body.innerHTML='SCRIPT RAN'</script>`,
  createdAt: iso(days), sentAt: status === 'SENT' ? iso(days) : null,
}));

// A tiny CSV reader: quoted fields with doubled quotes, no embedded newlines in this file.
const parseLine = (line) => {
  const out = []; let cur = ''; let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { cur += '"'; i++; } else if (c === '"') quoted = false; else cur += c;
    } else if (c === '"') quoted = true; else if (c === ',') { out.push(cur); cur = ''; } else cur += c;
  }
  out.push(cur);
  return out;
};
const peopleGroups = [];
if (existsSync(jpFile)) {
  const lines = readFileSync(jpFile, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((l) => l.startsWith('ROG3,'));
  const header = parseLine(lines[headerAt]);
  for (const line of lines.slice(headerAt + 1, headerAt + 1 + 400)) {
    const cells = parseLine(line);
    if (cells.length < header.length) continue;
    const r = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    const id = `${r.ROG3}-${r.PeopleID3}`.toLowerCase();
    peopleGroups.push({
      id, _id: id, peopleGroupId: r.PeopleID3, nameAcrossCountries: r.PeopNameAcrossCountries,
      nameInCountry: r.PeopNameInCountry, population: Number(r.Population), country: r.Ctry,
      countryCode: r.ROG3, continent: r.Continent, continentCode: r.ROG2, region: r.RegionName,
      regionCode: r.RegionCode, affinityBloc: r.AffinityBloc, peopleCluster: r.PeopleCluster,
      primaryLanguage: r.PrimaryLanguageName, primaryLanguageCode: r.ROL3, officialLanguage: null,
      bibleStatus: Number(r.BibleStatus), primaryReligion: r.PrimaryReligion, primaryReligionId: r.RLG3,
      religionSubdivision: null, jpScale: Number(r.JPScale), jpScaleId: r.JPScale,
      leastReached: r.LeastReached === 'Y', frontier: r.Frontier === 'Y', window1040: r['10_40Window'] === 'Y',
      percentEvangelical: Number(r.PercentEvangelical), percentAdherents: Number(r.PercentAdherents),
      latlon: [Number(r.Latitude), Number(r.Longitude)],
      jpUrl: `https://joshuaproject.net/people_groups/${r.PeopleID3}/${r.ROG3}`,
      jpPhotoUrl: null, jpSummary: null, summary: null, summaryText: null,
      focusLevelNo: Number(r.PeopleID3) % 6, primaryPhotoId: null, primaryThumbnailUrl: null,
      numAdoptionsAvailable: Number(r.PeopleID3) % 4, suggestedAdoptionLevel: 'ADOPTER_LV1',
      createdAt: iso(30), updatedAt: iso(2), deletedAt: null, myRoles: [],
    });
  }
}


// Holistic projects and gifts: money as the schema says (x4 for projects, cents for gifts).
const REGIONS = ['', 'South Pacific', 'Southeast Asia', 'Northeast Asia', 'South Asia', 'Asia Central', 'Middle East and North Africa', 'East and Southern Africa', 'West and Central Africa', 'Eastern Europe and Eurasia', 'Western Europe', 'Central and South America', 'North America and Caribbean'];
const pgRef = (pg) => ({ _id: pg.id, nameAcrossCountries: pg.nameAcrossCountries, primaryThumbnailUrl: null });
const projects = [
  ['Maize mill for Kandahar villages', 'MANUFACTURING', 'ACTIVE', '4', 125000000, 48750000, 3],
  ['Clean water wells, Herat', 'CLEAN_WATER', 'DEVELOPMENT', '4', 80000000, 80000000, 2],
  ['Tailoring school', 'EDUCATION', 'PLANNING', '6', 42000000, 0, 0],
  ['Bee keeping cooperative', 'AGRICULTURE', 'COMPLETE', '7', 15000000, 15500000, 4],
].map(([projectName, typeOfProject, stage, regionCode, fundingTarget, fundingBalance, numSupported], i) => {
  const id = `0190a0b0-3333-7000-8000-00000000000${i}`;
  const groups = peopleGroups.slice(i * 3, i * 3 + 2);
  return {
    id, _id: id, projectName, typeOfProject, stage, regionCode, region: REGIONS[Number(regionCode)],
    desc: `${projectName}: a holistic project run by local believers.\nIt funds equipment and training.`,
    primaryThumbnailUrl: null, primaryPhoto: null, primaryBanner: null,
    peopleGroupIds: groups.map((g) => g.id), numSupported, fundingTarget, fundingBalance,
    createdAt: iso(90 - i * 10), updatedAt: iso(5 - i), status: i === 3 ? 'ARCHIVED' : 'ACTIVE',
    applicationId: null, regionalCoordId: null, loanTotalX4: i === 0 ? 60000000 : null, loanTerm: i === 0 ? 24 : null,
    loanStartDate: null, tags: i === 0 ? [{ key: 'featured', color: '#e3f2fd' }] : [], photoIds: [],
    primaryPhotoId: null, primaryBannerId: null, deletedAt: null,
  };
});
const projectOut = (p) => ({
  ...p,
  myRoles: [],
  peopleGroups: p.peopleGroupIds.map((pid) => peopleGroups.find((g) => g.id === pid)).filter(Boolean).map(pgRef),
  fundingPercent: p.fundingTarget ? Math.round((p.fundingBalance / p.fundingTarget) * 10000) : 0,
  primaryPhoto: p.primaryPhotoId ? storedFiles.get(p.primaryPhotoId) ?? null : null,
  primaryBanner: p.primaryBannerId ? storedFiles.get(p.primaryBannerId) ?? null : null,
});
const storedFiles = new Map();
const adoptions = [
  ['Grace Hopper', 0, 'ADOPTER_LV1', 'ACTIVE', 3000, 'Monthly', 20],
  ['Samuel Okafor', 1, 'ADOPTER_LV3', 'ACTIVE', 30000, 'Monthly', 50],
  ['=HYPERLINK("x")', 2, 'ADOPTER_PRAY', 'ACTIVE', 0, null, 12],
  ['Zoë Müller, Jr.', 3, 'ADOPTER_LV2', 'CANCELLED', 10000, null, 200],
].map(([adopterName, pg, level, status, amount, donationFrequency, days], i) => ({
  id: `0190a0b0-4444-7000-8000-00000000000${i}`, _id: `0190a0b0-4444-7000-8000-00000000000${i}`,
  contactId: `c-a${i}`, adopterName, peopleGroupId: peopleGroups[pg]?.id ?? 'af-1', regionCode: peopleGroups[pg]?.regionCode ?? '4',
  level, hasFieldWorker: i % 2 === 0, hasRegionalCoord: i === 1, status, amount, donationFrequency,
  startDate: iso(days), unfundedAt: status === 'CANCELLED' ? iso(10) : null, commitToAdopt: i === 1,
  createdAt: iso(days), updatedAt: iso(days),
}));
const sponsorships = [
  ['Grace Hopper', 0, 25000, true, 14],
  ['Lena Fischer', 1, 100000, false, 30],
  ['Anonymous donor', null, 5000, false, 2],
].map(([sponsorName, p, amount, recurring, days], i) => ({
  id: `0190a0b0-5555-7000-8000-00000000000${i}`, _id: `0190a0b0-5555-7000-8000-00000000000${i}`,
  contactId: `c-s${i}`, sponsorName, projectId: p == null ? '__reach__' : projects[p].id,
  projectName: p == null ? 'Holistic fund' : projects[p].projectName, regionCode: p == null ? null : projects[p].regionCode,
  region: p == null ? null : projects[p].region, amount, recurring, startDate: iso(days), commitToAdopt: false, createdAt: iso(days),
}));
const payments = [
  ...adoptions.filter((a) => a.amount > 0).map((a, i) => ({ who: a.adopterName, cents: a.amount, adoptionId: a.id, days: i * 3 + 1, fund: 'Native missionaries' })),
  ...sponsorships.map((s, i) => ({ who: s.sponsorName, cents: s.amount, projectSponsorshipId: s.id, days: i * 4 + 2, fund: 'Holistic projects' })),
].map(({ who, cents, adoptionId = null, projectSponsorshipId = null, days, fund }, i) => ({
  id: `0190a0b0-6666-7000-8000-00000000000${i}`, _id: `0190a0b0-6666-7000-8000-00000000000${i}`,
  status: i === 4 ? 'REFUNDED' : 'PAID', usdCentsAmount: cents, paymentMethodType: 'card',
  payerId: `c-p${i}`, payerName: who, payerEmail: `${who.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`,
  fundId: fund.startsWith('Native') ? 'FUND-NM' : 'FUND-HP', fundName: fund, ppCreatedOn: iso(days), ppUpdatedOn: iso(days), ppReceivedOn: iso(days),
  givenOn: iso(days), transactionId: `pi_3Q${i}abcdef${i}`, settlementId: null, estimatedDepositDate: iso(days - 2),
  recurringPaymentToken: null, refundForId: null, refundedById: null, adoptionId, projectSponsorshipId,
}));

const sessions = new Map();
const fail = (message, code) => { throw new GraphQLError(message, { extensions: { code } }); };
const profileOf = (ctx) => {
  const user = sessions.get(ctx.token);
  if (!user) fail('You are not signed in', 'UNAUTHENTICATED');
  return user;
};
const permissionsOf = (user) => (user.roles.includes('partner') ? PARTNER_PERMISSIONS :
  [...STAFF_PERMISSIONS, ...(user.roles.includes('admin') ? ['grant-privileged-role'] : [])]);
const guard = (ctx, permission) => {
  const user = profileOf(ctx);
  if (!permissionsOf(user).includes(permission)) fail('You may not do this', 'FORBIDDEN');
  return user;
};

const list = (rows, { page = 0, perPage = 25, sortField, sortOrder, filter = {} }, matches) => {
  let out = rows.filter((row) => {
    if (filter.ids && !filter.ids.includes(row.id)) return false;
    if (filter.q) {
      const q = filter.q.toLowerCase();
      if (!Object.values(row).some((v) => typeof v === 'string' && v.toLowerCase().includes(q))) return false;
    }
    return matches(row, filter);
  });
  if (sortField) {
    const dir = sortOrder === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => (a[sortField] > b[sortField] ? dir : a[sortField] < b[sortField] ? -dir : 0));
  }
  return { items: out.slice(page * perPage, page * perPage + perPage), count: out.length };
};
const eq = (filter, key, row) => filter[key] == null || String(row[key]) === String(filter[key]);

const root = {
  appConfig: () => ({ publicUrl: `http://127.0.0.1:${port}`, supportEmail: 'help@example.org' }),
  signIntoUser: ({ username, password }) => {
    const user = users.find((u) => u.username === username && u.active);
    if (!user || password !== PASSWORD) fail('Invalid username or password', 'BAD_USER_INPUT');
    const token = `tok-${username}-${Math.random().toString(36).slice(2)}`;
    sessions.set(token, user);
    return { token };
  },
  signOutOfUser: (_a, ctx) => { sessions.delete(ctx.token); return true; },
  myProfileForUser: (_a, ctx) => {
    const user = profileOf(ctx);
    return { ...user, _id: user.id, permissions: permissionsOf(user), myOrganizations: [] };
  },
  allUsers: (a, ctx) => { guard(ctx, 'list-admin-user'); return list(users, a, (r, f) => (f.role == null || r.roles.includes(f.role)) && (f.active == null || r.active === f.active)).items; },
  _allUsersMeta: (a, ctx) => { guard(ctx, 'list-admin-user'); return { count: list(users, a, (r, f) => (f.role == null || r.roles.includes(f.role)) && (f.active == null || r.active === f.active)).count }; },
  User: ({ id }, ctx) => { guard(ctx, 'list-admin-user'); return users.find((u) => u.id === id); },
  createUser: (a, ctx) => {
    const me = guard(ctx, 'edit-admin-user');
    if (a.roles.some((r) => ['admin', 'staff'].includes(r)) && !permissionsOf(me).includes('grant-privileged-role')) fail('Only admins can grant the admin and staff roles', 'FORBIDDEN');
    const user = { id: `0190a0b0-0000-7000-8000-${String(users.length).padStart(12, '0')}`, ...a, password: undefined, active: true, emailVerified: false, contactId: 'c-new', createdAt: iso(0), updatedAt: iso(0), lastSignInAt: null };
    users.push(user); return user;
  },
  updateUser: ({ id, ...a }, ctx) => {
    guard(ctx, 'edit-admin-user');
    const user = users.find((u) => u.id === id);
    for (const [k, v] of Object.entries(a)) if (v !== undefined) user[k] = v;
    user.updatedAt = iso(0); return user;
  },
  deleteUser: ({ id }, ctx) => { guard(ctx, 'edit-admin-user'); const u = users.find((x) => x.id === id); u.active = false; return u; },
  allInvites: (a, ctx) => { guard(ctx, 'list-admin-invite'); return list(invites, a, (r, f) => eq(f, 'status', r)).items; },
  _allInvitesMeta: (a, ctx) => { guard(ctx, 'list-admin-invite'); return { count: list(invites, a, (r, f) => eq(f, 'status', r)).count }; },
  Invite: ({ id }, ctx) => { guard(ctx, 'list-admin-invite'); return invites.find((i) => i.id === id); },
  createInvite: (a, ctx) => {
    guard(ctx, 'create-admin-invite');
    const id = `0190a0b0-1111-7000-8000-${String(invites.length).padStart(12, '0')}`;
    const invite = { id, contactId: 'c-new', phone: null, ...a, status: 'PENDING', createdAt: iso(0), expiresAt: iso(-14), acceptedAt: null, acceptedByUserId: null, url: `http://127.0.0.1:${port}/sign-up?i=${id}` };
    invites.push(invite); return invite;
  },
  deleteInvite: ({ id }, ctx) => { guard(ctx, 'create-admin-invite'); const i = invites.findIndex((x) => x.id === id); return invites.splice(i, 1)[0]; },
  allPeopleGroups: (a, ctx) => { guard(ctx, 'list-admin-people-group'); return list(peopleGroups, a, pgMatch).items; },
  _allPeopleGroupsMeta: (a, ctx) => { guard(ctx, 'list-admin-people-group'); return { count: list(peopleGroups, a, pgMatch).count }; },
  PeopleGroup: ({ id }, ctx) => { guard(ctx, 'list-admin-people-group'); return peopleGroups.find((p) => p.id === id); },
  updatePeopleGroup: ({ id, ...a }, ctx) => {
    guard(ctx, 'edit-admin-people-group');
    const pg = peopleGroups.find((p) => p.id === id);
    for (const [k, v] of Object.entries(a)) if (v !== undefined) pg[k] = v;
    return pg;
  },
  allOutboxMails: (a, ctx) => { guard(ctx, 'list-admin-outbox'); return list(mails, a, (r, f) => eq(f, 'kind', r) && eq(f, 'to', r)).items; },
  _allOutboxMailsMeta: (a, ctx) => { guard(ctx, 'list-admin-outbox'); return { count: list(mails, a, (r, f) => eq(f, 'kind', r) && eq(f, 'to', r)).count }; },
  OutboxMail: ({ id }, ctx) => { guard(ctx, 'list-admin-outbox'); return mails.find((m) => m.id === id); },

  // The portal resources have a real backend; the mock answers their lists empty.
  allProjectLinks: () => [], _allProjectLinksMeta: () => ({ count: 0 }),
  allPeopleGroupLinks: () => [], _allPeopleGroupLinksMeta: () => ({ count: 0 }),
  allHolisticProjects: (a, ctx) => { guard(ctx, 'list-admin-holistic-project'); return list(projects, a, hpMatch).items.map(projectOut); },
  _allHolisticProjectsMeta: (a, ctx) => { guard(ctx, 'list-admin-holistic-project'); return { count: list(projects, a, hpMatch).count }; },
  HolisticProject: ({ id }, ctx) => { guard(ctx, 'list-admin-holistic-project'); const p = projects.find((x) => x.id === id); return p && projectOut(p); },
  createHolisticProject: (a, ctx) => {
    guard(ctx, 'edit-admin-holistic-project');
    if (!a.projectName.trim()) fail('Please enter a project name', 'BAD_USER_INPUT');
    const id = `0190a0b0-3333-7000-8000-${String(projects.length).padStart(12, '0')}`;
    const p = { id, _id: id, peopleGroupIds: [], numSupported: 0, status: 'ACTIVE', ...a, region: REGIONS[Number(a.regionCode)] ?? '', fundingBalance: 0, createdAt: iso(0), updatedAt: iso(0), primaryThumbnailUrl: null, applicationId: null, regionalCoordId: null, loanTotalX4: null, loanTerm: null, loanStartDate: null, tags: [], photoIds: [], deletedAt: null };
    projects.push(p); return projectOut(p);
  },
  updateHolisticProject: ({ id, ...a }, ctx) => {
    guard(ctx, 'edit-admin-holistic-project');
    const p = projects.find((x) => x.id === id);
    for (const [k, v] of Object.entries(a)) if (v !== undefined && v !== null) p[k] = v;
    p.region = REGIONS[Number(p.regionCode)] ?? ''; p.updatedAt = iso(0); return projectOut(p);
  },
  deleteHolisticProject: ({ id }, ctx) => { guard(ctx, 'edit-admin-holistic-project'); const p = projects.find((x) => x.id === id); p.status = 'ARCHIVED'; return projectOut(p); },
  allAdoptions: (a, ctx) => { guard(ctx, 'list-admin-giving'); return list(adoptions, a, (r, f) => ['peopleGroupId', 'level', 'status'].every((k) => eq(f, k, r))).items; },
  _allAdoptionsMeta: (a, ctx) => { guard(ctx, 'list-admin-giving'); return { count: list(adoptions, a, (r, f) => ['peopleGroupId', 'level', 'status'].every((k) => eq(f, k, r))).count }; },
  Adoption: ({ id }, ctx) => { guard(ctx, 'list-admin-giving'); return adoptions.find((x) => x.id === id); },
  allProjectSponsorships: (a, ctx) => { guard(ctx, 'list-admin-giving'); return list(sponsorships, a, (r, f) => eq(f, 'projectId', r)).items; },
  _allProjectSponsorshipsMeta: (a, ctx) => { guard(ctx, 'list-admin-giving'); return { count: list(sponsorships, a, (r, f) => eq(f, 'projectId', r)).count }; },
  ProjectSponsorship: ({ id }, ctx) => { guard(ctx, 'list-admin-giving'); return sponsorships.find((x) => x.id === id); },
  allPayments: (a, ctx) => { guard(ctx, 'list-admin-giving'); console.log('payments filter', JSON.stringify(a.filter)); return list(payments, a, payMatch).items; },
  _allPaymentsMeta: (a, ctx) => { guard(ctx, 'list-admin-giving'); return { count: list(payments, a, payMatch).count }; },
  Payment: ({ id }, ctx) => { guard(ctx, 'list-admin-giving'); return payments.find((x) => x.id === id); },
  getAttachmentUploadUrlForUser: ({ attachment }, ctx) => {
    profileOf(ctx);
    return { url: `http://127.0.0.1:${port}/mock-upload/${attachment._id}`, fields: { key: attachment.s3Key, policy: 'mock' } };
  },
  saveAttachmentForUser: ({ attachment }, ctx) => {
    profileOf(ctx);
    const file = uploads.get(attachment._id);
    if (!file) fail('Upload not found', 'BAD_USER_INPUT');
    const url = `http://127.0.0.1:${port}/mock-files/${attachment._id}`;
    const picture = { _id: attachment._id, url, images: [] };
    storedFiles.set(attachment._id, picture);
    return { _id: attachment._id, url, filename: attachment.filename };
  },
};
const hpMatch = (r, f) => ['regionCode', 'typeOfProject', 'stage', 'status'].every((k) => eq(f, k, r));
const payMatch = (r, f) =>
  eq(f, 'status', r) &&
  (f.kind == null || (f.kind === 'ADOPTION' ? r.adoptionId : r.projectSponsorshipId)) &&
  (f.givenFrom == null || r.givenOn >= f.givenFrom) && (f.givenTo == null || r.givenOn <= f.givenTo);
const uploads = new Map();
const pgMatch = (r, f) => ['regionCode', 'countryCode', 'primaryReligionId', 'focusLevelNo', 'leastReached'].every((k) => eq(f, k, r));

const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; frame-ancestors 'none'";
const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.map': 'application/json', '.json': 'application/json' };

createServer(async (req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/graphql' && req.method === 'POST') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const { query, variables, operationName } = JSON.parse(body);
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const result = await graphql({ schema, source: query, variableValues: variables, operationName, rootValue: root, contextValue: { token } });
    if (result.errors) console.log('graphql errors:', result.errors.map((e) => e.message).join('; '));
    console.log('graphql', operationName ?? query.slice(0, 40).replace(/\s+/g, ' '), JSON.stringify(variables ?? {}).slice(0, 160));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(result));
    return;
  }
  if (url.pathname.startsWith('/mock-upload/') && req.method === 'POST') {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const id = url.pathname.split('/').pop();
    if (body.length > 5 * 1024 * 1024) { res.writeHead(413); res.end('too large'); return; }
    // The multipart body as it came: enough for a picture to be served back below.
    const type = /Content-Type: (image\/[a-z+]+)/.exec(body.toString('latin1'))?.[1] ?? 'application/octet-stream';
    const start = body.indexOf('\r\n\r\n', body.indexOf('name="file"')) + 4;
    const end = body.lastIndexOf(Buffer.from('\r\n--'));
    uploads.set(id, { type, data: body.subarray(start, end) });
    res.writeHead(204); res.end(); return;
  }
  if (url.pathname.startsWith('/mock-files/')) {
    const file = uploads.get(url.pathname.split('/').pop());
    if (!file) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'Content-Type': file.type }); res.end(file.data); return;
  }
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) {
    const rel = normalize(url.pathname.slice('/admin/'.length) || 'index.html').replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, rel);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CSP,
      'Cache-Control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    res.end(readFileSync(file));
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found (mock serves /admin/ and /graphql only)');
}).listen(port, '127.0.0.1', () => console.log(`mock: http://127.0.0.1:${port}/admin/ (${peopleGroups.length} people groups)`));
