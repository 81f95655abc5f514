// A tiny GraphQL client: POST /graphql with the session's headers.
import { msg } from '@lingui/core/macro';
import { currentLanguage } from '@reach/ui/language';
import { tr } from '@reach/ui/translate';
import { getAuthToken, getContactId } from './session';

/** GRAPHQL_PATH is where the API answers (docs/architecture.md). */
export const GRAPHQL_PATH = '/graphql';

/** GraphQLRequestError is a failed call; code is the error's extensions.code. */
export class GraphQLRequestError extends Error {
  code?: string;
  errors: Array<{ message: string; extensions?: { code?: string } }>;
  status?: number;
  constructor(message: string, code?: string, errors: GraphQLRequestError['errors'] = [], status?: number) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.errors = errors;
    this.status = status;
  }
}

/** isAbortError tells whether e comes from an aborted fetch; callers ignore those. */
export function isAbortError(e: unknown): boolean {
  return !!e && typeof e === 'object' && (e as { name?: string }).name === 'AbortError';
}

/**
 * isOfflineError tells whether a call failed because the server could not be reached (no
 * connection), as against an answer the server gave.
 */
export function isOfflineError(e: unknown): boolean {
  return !!e && typeof e === 'object' && (e as { offline?: unknown }).offline === true;
}

/** errorMessage is the text to show for a failed call. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  return tr(msg`Something went wrong`);
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** token overrides the stored one (e.g. a token just received). */
  token?: string | null;
  /**
   * account false leaves out the selected account's Contact header: the call acts as the user
   * themself. The back office calls this way; the portal and the giving site act for the account.
   * A string names the account to act for instead of the selected one ('' for the user's own
   * contact): a report queued on the device is sent for the account it was written under.
   */
  account?: boolean | string;
  /**
   * keepalive lets the call finish when the page is closed right after it is sent (a staff
   * decision made a second before the tab closes still reaches the server).
   */
  keepalive?: boolean;
}

/** OFFLINE_MESSAGE is what a call that never reached the server says (in English; it is thrown in the current language). */
export const OFFLINE_MESSAGE = 'Cannot reach the server. Check your connection.';

/** offlineMessage is OFFLINE_MESSAGE in the current language. */
export const offlineMessage = (): string => tr(msg`Cannot reach the server. Check your connection.`);

/**
 * authHeaders are the session's headers (spec/01 §7): Authorization: Bearer {token} when a token
 * exists, and Contact: {contactId} for the selected account unless account is false.
 */
export function authHeaders(options: Pick<RequestOptions, 'token' | 'account'> = {}): Record<string, string> {
  const token = options.token !== undefined ? options.token : getAuthToken();
  if (!token) return {};
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const contactId = options.account === false ? null : typeof options.account === 'string' ? options.account : getContactId();
  if (contactId) headers.Contact = contactId;
  return headers;
}

/**
 * Document is a GraphQL document as the apps send it (a string), carrying the types codegen
 * generated for it from the schema: what it answers (R) and the variables it takes (V). The apps
 * mark each document `/* GraphQL *\/` and type it with `doc<XQuery, XQueryVariables>(...)`.
 */
export type Document<R, V = Record<string, never>> = string & { readonly __result?: R; readonly __variables?: V };

/** doc types a document with its generated result and variables (the text is unchanged). */
export function doc<R, V = Record<string, never>>(text: string): Document<R, V> {
  return text as Document<R, V>;
}

/** ResultOf and VariablesOf read a Document's types. */
export type ResultOf<D> = D extends Document<infer R, unknown> ? R : never;
export type VariablesOf<D> = D extends Document<unknown, infer V> ? V : never;

/**
 * request runs one GraphQL operation. It resolves to `data` and rejects with a
 * GraphQLRequestError carrying the first error's message and code.
 */
export async function request<T = Record<string, unknown>>(
  query: Document<T, unknown> | string,
  variables?: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<T> {
  // The server answers (its messages) in this language; a signed-in user's own language wins there.
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...authHeaders(options),
  };
  let res: Response;
  try {
    res = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: variables ?? {} }),
      signal: options.signal,
      credentials: 'same-origin',
      keepalive: options.keepalive,
    });
  } catch (e) {
    if (isAbortError(e)) throw e;
    throw Object.assign(new GraphQLRequestError(offlineMessage()), { offline: true });
  }
  let body: { data?: T; errors?: GraphQLRequestError['errors'] } | undefined;
  try {
    body = await res.json();
  } catch (e) {
    if (isAbortError(e)) throw e;
    const code = res.status === 401 ? 'UNAUTHENTICATED' : undefined;
    const status = res.status;
    throw new GraphQLRequestError(res.ok ? tr(msg`Bad response from the server`) : tr(msg`Server error (${status})`), code, [], status);
  }
  if (body?.errors?.length) {
    const first = body.errors[0];
    throw new GraphQLRequestError(first.message, first.extensions?.code, body.errors, res.status);
  }
  if (!res.ok || !body?.data) {
    const code = res.status === 401 ? 'UNAUTHENTICATED' : undefined;
    const status = res.status;
    throw new GraphQLRequestError(tr(msg`Server error (${status})`), code, [], status);
  }
  return body.data;
}
