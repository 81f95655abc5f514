// usePaged reads a Relay connection page by page: `first` items, then `more`
// per loadMore (spec/02 §9: project list 24 then +8). It starts again when the
// filters or the selected account change; aborted fetches are ignored and
// other errors are notified (§8), but for 'Insufficient permissions', which the
// list shows in place of its empty state.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, request } from '@reach/ui';
import { useNotify } from '../components/Notify';
import { useSession } from '../session/SessionContext';
import type { Connection } from './queries';
import { isForbidden } from './useGql';

export function usePaged<T>(query: string, field: string, variables: Record<string, unknown>, first: number, more: number, skip = false) {
  const { contactId } = useSession();
  const { notify } = useNotify();
  const [items, setItems] = useState<T[]>([]);
  const [hasNext, setHasNext] = useState(false);
  const [loading, setLoading] = useState(!skip);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const cursor = useRef<string | null>(null);
  const ctl = useRef<AbortController | null>(null);
  const vars = JSON.stringify(variables);
  const [tick, setTick] = useState(0);

  const fetchPage = useCallback(
    async (after: string | null, size: number, reset: boolean) => {
      ctl.current?.abort();
      const c = new AbortController();
      ctl.current = c;
      setLoading(true);
      try {
        const d = await request<Record<string, Connection<T>>>(query, { ...JSON.parse(vars), first: size, after }, { signal: c.signal });
        if (c.signal.aborted) return;
        const conn = d[field];
        const page = conn?.edges.map((e) => e.node) ?? [];
        cursor.current = conn?.pageInfo.endCursor ?? null;
        setHasNext(!!conn?.pageInfo.hasNextPage);
        setItems((prev) => (reset ? page : [...prev, ...page]));
        setError(null);
        setLoaded(true);
        setLoading(false);
      } catch (e) {
        if (c.signal.aborted || isAbortError(e)) return;
        setError(e instanceof Error ? e : new Error(errorMessage(e)));
        setLoaded(true);
        setLoading(false);
        // A list the user may not read says so in place of its empty state (EmptyState).
        if (!isForbidden(e)) notify('error', errorMessage(e), t`Error`);
      }
    },
    [query, field, vars, notify],
  );

  useEffect(() => {
    if (skip) {
      setLoading(false);
      return undefined;
    }
    cursor.current = null;
    void fetchPage(null, first, true);
    return () => ctl.current?.abort();
  }, [fetchPage, first, skip, contactId, tick]);

  const loadMore = useCallback(() => void fetchPage(cursor.current, more, false), [fetchPage, more]);
  const refetch = useCallback(() => setTick((t) => t + 1), []);
  return { items, hasNext, loading, loaded, error, loadMore, refetch };
}
