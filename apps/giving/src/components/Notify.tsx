// Notifications: 'Error' with a failed call's message (spec/01 §8) and short
// notices such as 'Link copied to clipboard!'. The snackbar's code loads with
// the first notification, not with the page.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { tr } from '@reach/ui/translate';
import type { Note } from './NotifySnackbar';

const NotifySnackbar = lazy(() => import(/* webpackChunkName: "notify" */ './NotifySnackbar'));

interface NotifyApi {
  error: (message: string) => void;
  success: (message: string) => void;
}

const Ctx = createContext<NotifyApi>({ error: () => undefined, success: () => undefined });

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<Note | null>(null);
  const error = useCallback((message: string) => setNote({ id: Date.now(), severity: 'error', title: tr(msg`Error`), message }), []);
  const success = useCallback((message: string) => setNote({ id: Date.now(), severity: 'success', message }), []);
  const api = useMemo(() => ({ error, success }), [error, success]);
  return (
    <Ctx.Provider value={api}>
      {children}
      {note && (
        <Suspense fallback={null}>
          <NotifySnackbar note={note} onClose={() => setNote(null)} />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}

export function useNotify(): NotifyApi {
  return useContext(Ctx);
}
