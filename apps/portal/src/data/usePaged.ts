// usePaged reads a Relay connection page by page: `first` items, then `more`
// per loadMore (spec/02 §9: project list 24 then +8). It starts again when the
// filters or the selected account change; aborted fetches are ignored and
// other errors are notified (§8), but for 'Insufficient permissions', which the
// list shows in place of its empty state. The first page of a list the device keeps
// (offline/answers.ts) is kept; offline, it is shown with "as of" (docs/offline.md).
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbortError, isOfflineError, request } from '@reach/ui';
import { useNotify } from '../components/Notify';
import { useSession } from '../session/SessionContext';
import { answers } from '../offline/answers';
import { useOfflineData } from '../offline/OfflineData';
import type { Connection } from './queries';
import { isForbidden } from './useGql';

export function usePaged<T>(query: string, field: string, variables: Record<string, unknown>, first: number, more: number, skip = false) {
  const { contactId, profile } = useSession();
  const userId = profile?._id ?? '';
  const { notify } = useNotify();
  const { shownAsOf } = useOfflineData();
  const [asOf, setAsOf] = useState<number | null>(null);
  const me = useRef({});
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
      const variables = { ...JSON.parse(vars), first: size, after } as Record<string, unknown>;
      const show = (d: Record<string, Connection<T>>) => {
        const conn = d[field];
        const page = conn?.edges.map((e) => e.node) ?? [];
        cursor.current = conn?.pageInfo.endCursor ?? null;
        setHasNext(!!conn?.pageInfo.hasNextPage);
        setItems((prev) => (reset ? page : [...prev, ...page]));
        setError(null);
        setLoaded(true);
        setLoading(false);
      };
      try {
        const d = await request<Record<string, Connection<T>>>(query, variables, { signal: c.signal });
        if (c.signal.aborted) return;
        if (reset) {
          setAsOf(null);
          void answers.save(userId, contactId, query, variables, d);
        }
        show(d);
      } catch (e) {
        if (c.signal.aborted || isAbortError(e)) return;
        // No connection: the first page kept on the device, as of when it was read.
        const kept = reset && isOfflineError(e) ? await answers.read<Record<string, Connection<T>>>(userId, contactId, query, variables) : null;
        if (c.signal.aborted) return;
        if (kept) {
          show(kept.data);
          setAsOf(kept.savedAt);
          return;
        }
        setError(e instanceof Error ? e : new Error(errorMessage(e)));
        setLoaded(true);
        setLoading(false);
        // A list the user may not read says so in place of its empty state (EmptyState).
        if (!isForbidden(e)) notify('error', errorMessage(e), t`Error`);
      }
    },
    [query, field, vars, notify, userId, contactId],
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

  useEffect(() => {
    const id = me.current;
    shownAsOf(id, asOf);
    return () => shownAsOf(id, null);
  }, [asOf, shownAsOf]);

  const loadMore = useCallback(() => void fetchPage(cursor.current, more, false), [fetchPage, more]);
  const refetch = useCallback(() => setTick((t) => t + 1), []);
  return { items, hasNext, loading, loaded, error, loadMore, refetch, asOf };
}
