// /email-verified?c=CODE (spec/02 §2 "Email verification", §5, §8): verifies
// the address with the mailed code. Signed out, the visitor signs in first and
// the sign-in page carries c here (routing/redirects.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@reach/ui/router';
import { Button, CircularProgress, Paper, Typography } from '@reach/ui/mui';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { errorMessage, request } from '@reach/ui';
import { useSession } from '../../session/SessionContext';
import { VERIFY_EMAIL } from '../../session/authQueries';
import { useNotify } from '../../components/Notify';
import { PageTitle } from '../../components/PageTitle';

type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'failed'; message: string } | { kind: 'bad-url' };

export default function EmailVerified() {
  const [params] = useSearchParams();
  const code = params.get('c');
  const { profile, replaceProfile } = useSession();
  const { notify } = useNotify();
  const { t } = useLingui();
  const [state, setState] = useState<State>(code ? { kind: 'checking' } : { kind: 'bad-url' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    (async () => {
      try {
        const d = await request(VERIFY_EMAIL, { code });
        if (d.VerifyEmailWithMagicLink) replaceProfile(d.VerifyEmailWithMagicLink);
        notify('success', t`Email verified successfully`, t`Success`);
        setState({ kind: 'done' });
      } catch (e) {
        const message = errorMessage(e);
        notify('error', message, t`Error`);
        setState({ kind: 'failed', message });
      }
    })();
  }, [code, notify, replaceProfile, t]);

  const verified = !!profile?.emailVerified;

  return (
    <>
      <PageTitle>{t`Email Verification`}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800 }}>
        {state.kind === 'bad-url' && (
          <Alert severity="error" role="alert">
            <AlertTitle>
              <Trans>Error</Trans>
            </AlertTitle>
            <Trans>Bad URL</Trans>
          </Alert>
        )}
        {state.kind === 'checking' && (
          <Stack direction="row" spacing={2} alignItems="center" role="status">
            <CircularProgress size={24} />
            <Typography>
              <Trans>Verifying your email address…</Trans>
            </Typography>
          </Stack>
        )}
        {state.kind !== 'checking' && state.kind !== 'bad-url' && verified && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography variant="h6" component="h2" fontWeight={700}>
              <Trans>Perfect!</Trans>
            </Typography>
            {/* "You email" is the spec's text, kept as written (spec/02 §2). */}
            <Typography>
              <Trans>You email address has been verified</Trans>
            </Typography>
            <Button component={RouterLink} to="/my-profile" variant="contained">
              <Trans>My Profile</Trans>
            </Button>
          </Stack>
        )}
        {state.kind !== 'checking' && state.kind !== 'bad-url' && !verified && (
          <Stack spacing={2} alignItems="flex-start">
            {state.kind === 'failed' && (
              <Alert severity="error" role="alert" sx={{ width: '100%' }}>
                <AlertTitle>
                  <Trans>Error</Trans>
                </AlertTitle>
                {state.message}
              </Alert>
            )}
            <Typography>
              <Trans>Your email address is not verified yet.</Trans>
            </Typography>
            <Button component={RouterLink} to="/verify-my-email" variant="contained">
              <Trans>Try Again</Trans>
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
