// useGql runs one GraphQL query for a screen (spec/02 §4: lists fetch from the
// network without cache; §8: list errors show a notification with the message,
// aborted fetches are ignored). It runs again when the selected account
// (contactId) changes, so the account selector refetches what is on screen. The answers of the
// queries the device keeps (offline/answers.ts) are kept per user and account; when the network
// is down the screen shows the kept answer and asOf says when it was read (docs/offline.md).
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, isOfflineError, request, GraphQLRequestError, type Document } from '@reach/ui';
import { useNotify } from '../components/Notify';
import { useSession } from '../session/SessionContext';
import { answers } from '../offline/answers';
import { useOfflineData } from '../offline/OfflineData';

export interface GqlState<T> {
  data: T | null;
  loading: boolean;
  error: GraphQLRequestError | Error | null;
  refetch: () => void;
  /** asOf: when the answer shown was read, when it comes from the device (offline); else null. */
  asOf: number | null;
}

export interface GqlOptions {
  /** skip does not run the query (e.g. a gate is closed). */
  skip?: boolean;
  /** quiet does not notify on error (the screen shows the error itself). */
  quiet?: boolean;
}

export function useGql<T>(query: Document<T, unknown> | string, variables: Record<string, unknown> = {}, options: GqlOptions = {}): GqlState<T> {
  const { contactId, profile } = useSession();
  const userId = profile?._id ?? '';
  const { notify } = useNotify();
  const { shownAsOf } = useOfflineData();
  const [data, setData] = useState<T | null>(null);
  const [asOf, setAsOf] = useState<number | null>(null);
  const me = useRef({});
  const [loading, setLoading] = useState(!options.skip);
  const [error, setError] = useState<Error | null>(null);
  const [tick, setTick] = useState(0);
  const vars = JSON.stringify(variables);
  const quiet = useRef(options.quiet);
  quiet.current = options.quiet;

  useEffect(() => {
    if (options.skip) {
      setLoading(false);
      return undefined;
    }
    const ctl = new AbortController();
    setLoading(true);
    setError(null);
    const variables = JSON.parse(vars) as Record<string, unknown>;
    request<T>(query, variables, { signal: ctl.signal }).then(
      (d) => {
        if (ctl.signal.aborted) return;
        setData(d);
        setAsOf(null);
        setLoading(false);
        void answers.save(userId, contactId, query, variables, d);
      },
      async (e) => {
        if (ctl.signal.aborted || isAbortError(e)) return;
        // No connection: the answer kept on the device, as of when it was read.
        const kept = isOfflineError(e) ? await answers.read<T>(userId, contactId, query, variables) : null;
        if (ctl.signal.aborted) return;
        if (kept) {
          setData(kept.data);
          setAsOf(kept.savedAt);
          setLoading(false);
          return;
        }
        setError(e instanceof Error ? e : new Error(errorMessage(e)));
        setLoading(false);
        // A list the user may not read says so in place of its empty state (EmptyState).
        if (!quiet.current && !isForbidden(e)) notify('error', errorMessage(e), t`Error`);
      },
    );
    return () => ctl.abort();
  }, [query, vars, contactId, userId, tick, options.skip, notify]);

  // The page says "as of" while it shows an answer from the device.
  useEffect(() => {
    const id = me.current;
    shownAsOf(id, asOf);
    return () => shownAsOf(id, null);
  }, [asOf, shownAsOf]);

  const refetch = useCallback(() => setTick((t) => t + 1), []);
  return { data, loading, error, refetch, asOf };
}

/** isForbidden tells whether an error means the user may not see the thing. */
export function isForbidden(e: unknown): boolean {
  if (!e) return false;
  const err = e as GraphQLRequestError;
  return err.code === 'FORBIDDEN' || /Insufficient permissions/i.test(err.message ?? '');
}

/** isNotFound tells whether an error means the thing does not exist (or is not the user's). */
export function isNotFound(e: unknown): boolean {
  if (!e) return false;
  const err = e as GraphQLRequestError;
  return err.code === 'NOT_FOUND' || /not found/i.test(err.message ?? '');
}
