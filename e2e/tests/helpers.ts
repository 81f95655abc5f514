// Helpers that talk to the API directly (sign-in tokens, invites) and read the mail the server
// sent from its mail drop folder.
import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { BASE_URL, DATA_DIR, USERS, type TestUser } from '../env';

// The suite signs in many made-up users through the API. Each API call comes from an address of
// its own (X-Forwarded-For, believed from the loopback proxy: playwright.config.ts), as real
// partners would, so the server's limit of sign-ins per address counts browser sign-ins only.
let apiClients = 0;
const apiClientAddress = () => {
  apiClients += 1;
  return `10.${process.pid % 250}.${Math.floor(apiClients / 250) % 250}.${(apiClients % 250) + 1}`;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of many shapes
export async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': apiClientAddress(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
  return body.data as T;
}

export async function tokenFor(user: TestUser, password = user.password): Promise<string> {
  const data = await gql<{ signIntoUser: { token: string } }>(
    'mutation($username: String!, $password: String!) { signIntoUser(username: $username, password: $password) { token } }',
    { username: user.username, password },
  );
  return data.signIntoUser.token;
}

let staffToken: string | undefined;
export async function asStaff(): Promise<string> {
  staffToken ??= await tokenFor(USERS.staff);
  return staffToken;
}

export interface Mail {
  id: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody?: string | null;
  kind: string;
  createdAt: string;
  /** attachments are the files the mail carries (a receipt's PDF). */
  attachments: { name: string; data: Buffer }[];
}

/**
 * mailsTo lists the mail the server sent to an address, newest first. Without SMTP the server
 * writes each mail, as its recipient gets it (one-time links included), to the mail drop folder
 * in its data folder; the back office's outbox shows the same mail with those links hidden.
 */
export async function mailsTo(to: string, kind?: string): Promise<Mail[]> {
  const dir = path.join(DATA_DIR, 'mail');
  if (!fs.existsSync(dir)) return [];
  const out: Mail[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.eml')) continue;
    const m = readDroppedMail(name, fs.readFileSync(path.join(dir, name), 'latin1'));
    if (m.to.toLowerCase() === to.toLowerCase() && (!kind || m.kind === kind)) out.push(m);
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** readDroppedMail takes apart one dropped mail: headers, quoted-printable text and HTML parts, and attachments. */
function readDroppedMail(name: string, raw: string): Mail {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = parseHeaders(head);
  const out: Mail = { id: '', to: '', subject: '', textBody: '', htmlBody: null, kind: '', createdAt: '', attachments: [] };
  readBody(headers, rest.join('\r\n\r\n'), out);
  const stamp = name.slice(0, name.indexOf('-'));
  const iso = stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})\d*Z$/, '$1-$2-$3T$4:$5:$6.$7Z');
  return {
    ...out,
    id: name.slice(name.indexOf('-') + 1, -'.eml'.length),
    to: /<([^>]+)>/.exec(headers.to ?? '')?.[1] ?? headers.to ?? '',
    subject: decodeWords(headers.subject ?? ''),
    kind: headers['x-reach-kind'] ?? '',
    createdAt: iso,
  };
}

/** readBody reads one part into out: multipart parts in turn (nested ones too), an attachment, or a body. */
function readBody(headers: Record<string, string>, body: string, out: Mail): void {
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const [ph, ...pb] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      readBody(parseHeaders(ph), pb.join('\r\n\r\n').replace(/\r\n$/, ''), out);
    }
    return;
  }
  const disposition = headers['content-disposition'] ?? '';
  if (disposition.startsWith('attachment')) {
    const name = decodeWords(/filename="([^"]*)"/.exec(disposition)?.[1] ?? '');
    out.attachments.push({ name, data: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
  } else if ((headers['content-type'] ?? '').startsWith('text/html')) {
    out.htmlBody = decodeQP(body);
  } else {
    out.textBody = decodeQP(body);
  }
}

function parseHeaders(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

function decodeQP(s: string): string {
  const bytes = s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?q\?([^?]*)\?=/gi, (_, w: string) => decodeQP(w.replace(/_/g, ' ')));
}

/**
 * linkInNewMail waits for a mail to `to` of `kind` that was not among
 * `before`, and returns the site path of the first link matching re.
 */
export async function linkInNewMail(to: string, kind: string, before: string[], re: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const fresh = (await mailsTo(to, kind)).filter((m) => !before.includes(m.id));
        for (const m of fresh) {
          const found = `${m.textBody}\n${m.htmlBody ?? ''}`.match(re);
          if (found) {
            link = found[0];
            return true;
          }
        }
        return false;
      },
      { message: `a ${kind} mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return link.replace(/&amp;/g, '&');
}

/** signInAs puts a session token (got through the API) into the page's storage. */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  const token = await tokenFor(user);
  await page.goto('/healthz');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('authToken', t);
  }, token);
}

/** unique makes names that do not clash between runs on the same data folder. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
