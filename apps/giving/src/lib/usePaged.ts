// usePaged runs a cursor-paged public list: the first page whenever the
// (debounced) variables change, then 'Load More' for the next page. Failures
// show as an 'Error' notification; aborted fetches are ignored (spec/01 §8).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, errorMessage, request } from '@reach/ui/graphql';
import type { Connection } from '../api/queries';
import { useNotify } from '../components/Notify';

export interface Paged<T> {
  items: T[];
  loading: boolean;
  loadingMore: boolean;
  hasNextPage: boolean;
  /** loaded turns true once the first page for the current variables came back. */
  loaded: boolean;
  loadMore: () => void;
}

export function usePaged<T>(query: string, field: string, variables: Record<string, unknown> | null, first: number): Paged<T> {
  const notify = useNotify();
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasNextPage, setHasNextPage] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const key = JSON.stringify(variables);
  const current = useRef<AbortController | null>(null);

  /** done ends the loading state when ac is still the latest fetch. */
  const done = useCallback((ac: AbortController) => {
    if (current.current === ac) {
      setLoading(false);
      setLoadingMore(false);
    }
  }, []);

  const fetchPage = useCallback(
    async (after: string | null, append: boolean) => {
      current.current?.abort();
      const ac = new AbortController();
      current.current = ac;
      if (append) setLoadingMore(true);
      else setLoading(true);
      try {
        const data = await request<Record<string, Connection<T>>>(query, { ...JSON.parse(key), first, after }, { signal: ac.signal });
        const conn = data[field];
        const nodes = conn.edges.map((e) => e.node);
        // A page of cards is a transition: React renders it in slices, so a
        // slow phone stays responsive while it draws.
        startTransition(() => {
          setItems((prev) => (append ? [...prev, ...nodes] : nodes));
          setCursor(conn.pageInfo.endCursor ?? null);
          setHasNextPage(conn.pageInfo.hasNextPage);
          setLoaded(true);
          done(ac);
        });
      } catch (e) {
        if (isAbortError(e) || ac.signal.aborted) return;
        notify.error(errorMessage(e));
        if (!append) {
          setItems([]);
          setHasNextPage(false);
          setLoaded(true);
        }
        done(ac);
      }
    },
    [query, field, key, first, notify, done],
  );

  useEffect(() => {
    if (key === 'null') return undefined;
    setLoaded(false);
    fetchPage(null, false);
    return () => current.current?.abort();
  }, [key, fetchPage]);

  const loadMore = useCallback(() => {
    if (cursor) fetchPage(cursor, true);
  }, [cursor, fetchPage]);

  return { items, loading, loadingMore, hasNextPage, loaded, loadMore };
}

/** useDebounced follows value after it stayed the same for ms. */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** shuffle returns a shuffled copy (Fisher–Yates). */
export function shuffle<T>(list: T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
