// useGql runs one GraphQL query for a screen (spec/02 §4: lists fetch from the
// network without cache; §8: list errors show a notification with the message,
// aborted fetches are ignored). It runs again when the selected account
// (contactId) changes, so the account selector refetches what is on screen.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, request, GraphQLRequestError, type Document } from '@reach/ui';
import { useNotify } from '../components/Notify';
import { useSession } from '../session/SessionContext';

export interface GqlState<T> {
  data: T | null;
  loading: boolean;
  error: GraphQLRequestError | Error | null;
  refetch: () => void;
}

export interface GqlOptions {
  /** skip does not run the query (e.g. a gate is closed). */
  skip?: boolean;
  /** quiet does not notify on error (the screen shows the error itself). */
  quiet?: boolean;
}

export function useGql<T>(query: Document<T, unknown> | string, variables: Record<string, unknown> = {}, options: GqlOptions = {}): GqlState<T> {
  const { contactId } = useSession();
  const { notify } = useNotify();
  const [data, setData] = useState<T | null>(null);
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
    request<T>(query, JSON.parse(vars), { signal: ctl.signal }).then(
      (d) => {
        if (ctl.signal.aborted) return;
        setData(d);
        setLoading(false);
      },
      (e) => {
        if (ctl.signal.aborted || isAbortError(e)) return;
        setError(e instanceof Error ? e : new Error(errorMessage(e)));
        setLoading(false);
        // A list the user may not read says so in place of its empty state (EmptyState).
        if (!quiet.current && !isForbidden(e)) notify('error', errorMessage(e), t`Error`);
      },
    );
    return () => ctl.abort();
  }, [query, vars, contactId, tick, options.skip, notify]);

  const refetch = useCallback(() => setTick((t) => t + 1), []);
  return { data, loading, error, refetch };
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
