// The change of the person's email that waits for the link mailed to the new address
// (backend/internal/user/email_change.go): until the link is followed the account keeps its
// email, and says so here. 'Send again' mails a new link; the one mailed before stops working.
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import { errorMessage, request } from '@reach/ui';
import { useSession } from '../../session/SessionContext';
import { MY_PENDING_EMAIL_CHANGE, RESEND_EMAIL_CHANGE } from '../../session/authQueries';

/** PendingEmail shows the change waiting for its link, if any; a new `refresh` reads it again. */
export function PendingEmail({ refresh = 0 }: { refresh?: number }) {
  const { t } = useLingui();
  const { profile } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = profile?.email ?? '';

  useEffect(() => {
    let live = true;
    request(MY_PENDING_EMAIL_CHANGE)
      .then((d) => {
        if (live) setPending(d.myPendingEmailChange?.email ?? null);
      })
      .catch(() => {
        if (live) setPending(null);
      });
    return () => {
      live = false;
    };
  }, [refresh, current]);

  if (!pending) return null;
  const newEmail = pending;

  async function sendAgain() {
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      await request(RESEND_EMAIL_CHANGE);
      setNotice(t`We sent a new link to ${newEmail}. The link sent before no longer works.`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert
      severity="info"
      role="status"
      data-testid="pending-email"
      action={
        <Button color="inherit" size="small" disabled={busy} onClick={() => void sendAgain()}>
          <Trans>Send again</Trans>
        </Button>
      }
    >
      <Trans>
        We sent a link to {newEmail} to confirm your new email address. Your account keeps {current} until the link in
        that mail is followed.
      </Trans>
      {notice && <Box sx={{ mt: 1 }}>{notice}</Box>}
      {error && (
        <Box sx={{ mt: 1 }} role="alert" color="error.main">
          {error}
        </Box>
      )}
    </Alert>
  );
}
