// GraphQL subscriptions over graphql-transport-ws (the graphql-ws package,
// loaded lazily). connectionParams carry authToken and contactId, read at each
// (re)connection so a changed session is picked up after resetSubscriptions().
import type { Client } from 'graphql-ws/client';
import { getAuthToken, getContactId } from './session';
import { GRAPHQL_PATH } from './graphql';

let clientPromise: Promise<Client> | undefined;

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

function client(): Promise<Client> {
  if (!clientPromise) {
    clientPromise = import(/* webpackChunkName: "graphql-ws" */ 'graphql-ws/client').then(({ createClient }) =>
      createClient({
        url: wsUrl(),
        lazy: true,
        retryAttempts: 5,
        connectionParams: () => ({ authToken: getAuthToken(), contactId: getContactId() }),
      }),
    );
  }
  return clientPromise;
}

export interface SubscriptionHandlers<T> {
  next: (data: T) => void;
  error?: (e: unknown) => void;
  complete?: () => void;
}

/** subscribe starts a subscription and returns the function that stops it. */
export function subscribe<T>(query: string, variables: Record<string, unknown>, handlers: SubscriptionHandlers<T>): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  client()
    .then((c) => {
      if (stopped) return;
      stop = c.subscribe<T>(
        { query, variables },
        {
          next: (msg) => {
            if (msg.data) handlers.next(msg.data as T);
            else if (msg.errors) handlers.error?.(msg.errors);
          },
          error: (e) => handlers.error?.(e),
          complete: () => handlers.complete?.(),
        },
      );
    })
    .catch((e) => handlers.error?.(e));
  return () => {
    stopped = true;
    stop?.();
  };
}

/** resetSubscriptions closes the socket; the next subscribe connects with the current session. */
export function resetSubscriptions(): void {
  const p = clientPromise;
  clientPromise = undefined;
  p?.then((c) => c.dispose()).catch(() => undefined);
}
