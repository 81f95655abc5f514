// Notifications (spec: "Error notifications", "Error notification titled 'Error'").
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

// The snackbar's code loads with the first notice, not with the page.
const NoticeSnackbar = lazy(() => import(/* webpackChunkName: "notice" */ './NoticeSnackbar'));

type Severity = 'success' | 'info' | 'warning' | 'error';
export interface Notice {
  key: number;
  severity: Severity;
  title?: string;
  message: string;
}

interface NotifyApi {
  notify: (severity: Severity, message: string, title?: string) => void;
}

const NotifyContext = createContext<NotifyApi>({ notify: () => undefined });

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [shown, setShown] = useState(false);
  const notify = useCallback((severity: Severity, message: string, title?: string) => {
    setShown(true);
    setNotice({ key: Date.now(), severity, message, title });
  }, []);
  const close = useCallback(() => setNotice(null), []);
  const api = useMemo(() => ({ notify }), [notify]);
  return (
    <NotifyContext.Provider value={api}>
      {children}
      {/* Mounted from the first notice on, so that each later one (and each close) animates. */}
      {shown && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): NotifyApi {
  return useContext(NotifyContext);
}
