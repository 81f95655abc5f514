// usePeopleGroup loads one public people group for the flow's steps; the Skip
// id (__reach__) needs no fetch.
import { useEffect, useState } from 'react';
import { errorMessage, isAbortError, request } from '@reach/ui/graphql';
import { PEOPLE_GROUP_FOR_PUBLIC } from '../api/peopleGroups';
import type { PeopleGroup } from '../api/queries';
import { REACH_PICKS } from './giving';

export type Loadable<T> = { state: 'loading' } | { state: 'missing' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

export function usePeopleGroup(pgId: string): Loadable<PeopleGroup | null> {
  const [res, setRes] = useState<Loadable<PeopleGroup | null>>(() => (pgId === REACH_PICKS ? { state: 'ready', value: null } : { state: 'loading' }));
  useEffect(() => {
    if (pgId === REACH_PICKS) {
      setRes({ state: 'ready', value: null });
      return undefined;
    }
    const ac = new AbortController();
    setRes({ state: 'loading' });
    request(PEOPLE_GROUP_FOR_PUBLIC, { _id: pgId }, { signal: ac.signal }).then(
      (d) => setRes(d.peopleGroupForPublic ? { state: 'ready', value: d.peopleGroupForPublic } : { state: 'missing' }),
      (e) => {
        if (isAbortError(e) || ac.signal.aborted) return;
        setRes({ state: 'error', message: errorMessage(e) });
      },
    );
    return () => ac.abort();
  }, [pgId]);
  return res;
}
