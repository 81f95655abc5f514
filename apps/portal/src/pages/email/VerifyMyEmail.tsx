// /verify-my-email (spec/02 §2 "Email verification", §8): on load it asks the
// server to mail a verification link, says where it went, and offers 'Resend'.
// A failed request shows its message under 'Error'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from '@reach/ui/router';
import { Button, CircularProgress, Paper, Typography } from '@reach/ui/mui';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { errorMessage, request } from '@reach/ui';
import { useSession } from '../../session/SessionContext';
import { REQUEST_VERIFY_EMAIL } from '../../session/authQueries';
import { PageTitle } from '../../components/PageTitle';

type State = { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string } | { kind: 'verified' };

export default function VerifyMyEmail() {
  const { profile } = useSession();
  const { t } = useLingui();
  const email = profile?.email;
  const alreadyVerified = !!profile?.emailVerified;
  const [state, setState] = useState<State>(alreadyVerified ? { kind: 'verified' } : { kind: 'sending' });
  const started = useRef(false);

  const send = useCallback(async () => {
    setState({ kind: 'sending' });
    try {
      await request(REQUEST_VERIFY_EMAIL);
      setState({ kind: 'sent' });
    } catch (e) {
      setState({ kind: 'error', message: errorMessage(e) });
    }
  }, []);

  // Decision: an address that is already verified gets no new mail.
  useEffect(() => {
    if (started.current || alreadyVerified) return;
    started.current = true;
    void send();
  }, [send, alreadyVerified]);

  return (
    <>
      <PageTitle>{t`Verify Email`}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800 }}>
        {state.kind === 'verified' && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography>
              <Trans>Your email address {email} is verified.</Trans>
            </Typography>
            <Button component={RouterLink} to="/my-profile" variant="contained">
              <Trans>My Profile</Trans>
            </Button>
          </Stack>
        )}
        {state.kind === 'sending' && (
          <Stack direction="row" spacing={2} alignItems="center" role="status">
            <CircularProgress size={24} />
            <Typography>
              <Trans>Sending a verification email…</Trans>
            </Typography>
          </Stack>
        )}
        {state.kind === 'sent' && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography>
              <Trans>
                We've just sent you an email at <strong>{email}</strong>. Open the link in it to verify your email address. If it
                does not arrive in a few minutes, check your spam folder or send it again.
              </Trans>
            </Typography>
            <Button variant="outlined" onClick={() => void send()}>
              <Trans>Resend</Trans>
            </Button>
          </Stack>
        )}
        {state.kind === 'error' && (
          <Stack spacing={2} alignItems="flex-start">
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>
              <AlertTitle>
                <Trans>Error</Trans>
              </AlertTitle>
              {state.message}
            </Alert>
            <Button variant="outlined" onClick={() => void send()}>
              <Trans>Resend</Trans>
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
