// Helpers that talk to the API directly: sign-in tokens, the staff-only mail
// outbox, invites.
import { expect, type Page } from '@playwright/test';
import { BASE_URL, USERS, type TestUser } from '../env';

// The suite signs in many made-up users through the API. Each API call comes from an address of
// its own (X-Forwarded-For, believed from the loopback proxy: playwright.config.ts), as real
// partners would, so the server's limit of sign-ins per address counts browser sign-ins only.
let apiClients = 0;
const apiClientAddress = () => {
  apiClients += 1;
  return `10.${process.pid % 250}.${Math.floor(apiClients / 250) % 250}.${(apiClients % 250) + 1}`;
};

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
}

/** mailsTo lists the outbox mails to an address, newest first. */
export async function mailsTo(to: string, kind?: string): Promise<Mail[]> {
  const data = await gql<{ allOutboxMails: Mail[] }>(
    `query($filter: OutboxMailFilter) {
      allOutboxMails(page: 0, perPage: 20, sortField: "createdAt", sortOrder: "DESC", filter: $filter) {
        id to subject textBody htmlBody kind createdAt
      }
    }`,
    { filter: { to, ...(kind ? { kind } : {}) } },
    await asStaff(),
  );
  return data.allOutboxMails.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
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
