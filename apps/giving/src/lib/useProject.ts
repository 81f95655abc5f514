import { useEffect, useState } from 'react';
import { errorMessage, isAbortError, request } from '@reach/ui/graphql';
import { HOLISTIC_PROJECT_FOR_PUBLIC } from '../api/projects';
import type { HolisticProject } from '../api/queries';
import type { Loadable } from './usePeopleGroup';

/** useProject loads one public holistic project. */
export function useProject(projectId: string): Loadable<HolisticProject> {
  const [res, setRes] = useState<Loadable<HolisticProject>>({ state: 'loading' });
  useEffect(() => {
    const ac = new AbortController();
    setRes({ state: 'loading' });
    request(HOLISTIC_PROJECT_FOR_PUBLIC, { _id: projectId }, { signal: ac.signal }).then(
      (d) => {
        const p = d.holisticProjectForPublic;
        if (!p) return setRes({ state: 'missing' });
        if (!p._id || !p.projectName) {
          // spec/01 §8: a malformed answer is logged only
          console.error(new Error('Bad publicHolisticProjectQuery result'));
          return setRes({ state: 'missing' });
        }
        setRes({ state: 'ready', value: p });
      },
      (e) => {
        if (isAbortError(e) || ac.signal.aborted) return;
        setRes({ state: 'error', message: errorMessage(e) });
      },
    );
    return () => ac.abort();
  }, [projectId]);
  return res;
}
