// /confirm-email?c=CODE: the link mailed to a new address when a person changes their email on
// their profile or staff change it (backend/internal/user/email_change.go). The change waits for a
// press of the button rather than the page's load, so a mail scanner that opens links changes
// nothing. Signed out the code is the proof; signed in, the session goes along, and the server
// refuses another account's link.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useSearchParams } from '@reach/ui/router';
import { Button, Typography } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { errorMessage, request } from '@reach/ui';
import { AuthLayout } from '../../components/AuthLayout';
import { useSession } from '../../session/SessionContext';
import { CONFIRM_EMAIL_CHANGE } from '../../session/authQueries';

type State = { kind: 'ready' } | { kind: 'saving' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

export default function ConfirmEmailChange() {
  const [params] = useSearchParams();
  const code = params.get('c');
  const { status } = useSession();
  const { t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'ready' });
  const next = status === 'signedOut' ? { to: '/sign-in', label: t`Sign In` } : { to: '/my-profile', label: t`My Profile` };

  async function confirm() {
    setState({ kind: 'saving' });
    try {
      const d = await request(CONFIRM_EMAIL_CHANGE, { code: code ?? '' });
      setState({ kind: 'done', email: d.confirmEmailChange.email });
    } catch (e) {
      setState({ kind: 'failed', message: errorMessage(e) });
    }
  }

  if (!code) {
    return (
      <AuthLayout title={t`Confirm New Email Address`}>
        <Alert severity="error" role="alert">
          <Trans>Bad URL</Trans>
        </Alert>
      </AuthLayout>
    );
  }
  if (state.kind === 'done') {
    const newEmail = state.email;
    return (
      <AuthLayout title={t`Confirm New Email Address`}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <Trans>Done. The email address of your account is now {newEmail}.</Trans>
        </Alert>
        <Button component={RouterLink} to={next.to} variant="contained" fullWidth>
          {next.label}
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t`Confirm New Email Address`}>
      <Stack spacing={2}>
        <Typography>
          <Trans>
            Confirm that this address, where the link was mailed, becomes the email address of your Reach account. Until
            you do, the account keeps its current address.
          </Trans>
        </Typography>
        {state.kind === 'failed' && (
          <Alert severity="error" role="alert">
            {state.message}
          </Alert>
        )}
        <Button variant="contained" fullWidth disabled={state.kind === 'saving'} onClick={() => void confirm()}>
          {state.kind === 'saving' ? t`Confirming…` : t`Confirm New Address`}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
