// A small fetch-based GraphQL client for the calls made before the data provider is loaded
// (sign-in, profile, sign-out). The data provider uses Apollo; both send the same headers.
import { getAuthToken } from './session';

export const GRAPHQL_URL = '/graphql';

/** The error codes of docs/architecture.md (extensions.code). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'RATE_LIMITED'
  | 'INTERNAL'
  | string;

interface GraphQLErrorPayload {
  message: string;
  extensions?: { code?: ErrorCode };
}

/** GraphQLRequestError is a failed request with the server's message and code. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly code?: ErrorCode,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

export const authHeaders = (): Record<string, string> => {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

export async function graphqlRequest<T>(
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders() },
      body: JSON.stringify({ query, variables }),
    });
  } catch {
    throw new GraphQLRequestError('Cannot reach the server. Check your connection.');
  }
  let payload: { data?: T; errors?: GraphQLErrorPayload[] } | undefined;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const first = payload?.errors?.[0];
  if (first) {
    throw new GraphQLRequestError(first.message, first.extensions?.code, response.status);
  }
  if (!response.ok || !payload?.data) {
    const code = response.status === 401 ? 'UNAUTHENTICATED' : undefined;
    throw new GraphQLRequestError('Something went wrong', code, response.status);
  }
  return payload.data;
}
