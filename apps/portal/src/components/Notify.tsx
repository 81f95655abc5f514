// Notifications (spec: "Error notifications", "Error notification titled 'Error'").
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, AlertTitle, Snackbar } from '@reach/ui/mui';
import Portal from '@mui/material/Portal';

type Severity = 'success' | 'info' | 'warning' | 'error';
interface Notice {
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
  const notify = useCallback((severity: Severity, message: string, title?: string) => {
    setNotice({ key: Date.now(), severity, message, title });
  }, []);
  const api = useMemo(() => ({ notify }), [notify]);
  return (
    <NotifyContext.Provider value={api}>
      {children}
      {/* Each notice gets a node of its own at the end of the page: a dialog open at the time (the
          delete confirmation, whose failure is told here) marks what was there before it
          aria-hidden, and a notice inside that would go unheard by a screen reader. */}
      <Portal key={notice?.key}>
        <Snackbar
          open={!!notice}
          autoHideDuration={6000}
          onClose={(_e, reason) => reason !== 'clickaway' && setNotice(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          {notice ? (
            <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} role="alert" sx={{ maxWidth: 560 }}>
              {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
              {notice.message}
            </Alert>
          ) : undefined}
        </Snackbar>
      </Portal>
    </NotifyContext.Provider>
  );
}

export function useNotify(): NotifyApi {
  return useContext(NotifyContext);
}
