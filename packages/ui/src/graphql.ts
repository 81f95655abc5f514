// A tiny GraphQL client: POST /graphql with the session's headers.
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

/** errorMessage is the text to show for a failed call. */
export function errorMessage(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  return 'Something went wrong';
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** headers overrides the session headers (e.g. a token just received). */
  token?: string | null;
}

/**
 * request runs one GraphQL operation. It resolves to `data` and rejects with a
 * GraphQLRequestError carrying the first error's message and code.
 */
export async function request<T = Record<string, unknown>>(
  query: string,
  variables?: Record<string, unknown>,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = options.token !== undefined ? options.token : getAuthToken();
  if (token) {
    headers.Authorization = `Bearer ${token}`;
    const contactId = getContactId();
    if (contactId) headers.Contact = contactId;
  }
  const res = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: variables ?? {} }),
    signal: options.signal,
    credentials: 'same-origin',
  });
  let body: { data?: T; errors?: GraphQLRequestError['errors'] } | undefined;
  try {
    body = await res.json();
  } catch (e) {
    if (isAbortError(e)) throw e;
    throw new GraphQLRequestError(res.ok ? 'Bad response from the server' : `Server error (${res.status})`, undefined, [], res.status);
  }
  if (body?.errors?.length) {
    const first = body.errors[0];
    throw new GraphQLRequestError(first.message, first.extensions?.code, body.errors, res.status);
  }
  if (!res.ok || !body?.data) {
    throw new GraphQLRequestError(`Server error (${res.status})`, undefined, [], res.status);
  }
  return body.data;
}
