// /claim-gift?c=CODE: a gift given signed out with the address of an account
// is added to that account with the code mailed to the address. Signed out,
// the visitor signs in first and the sign-in page carries c here, as for
// /email-verified (routing/redirects.ts).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@reach/ui/router';
import { Button, CircularProgress, Paper, Typography } from '@reach/ui/mui';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { errorMessage, request, doc } from '@reach/ui';
import { useNotify } from '../../components/Notify';
import { PageTitle } from '../../components/PageTitle';
import type { ClaimGiftMutation, ClaimGiftMutationVariables } from '../../generated/graphql';
import { peopleGroupName } from '@reach/ui/words';

const CLAIM_GIFT = doc<ClaimGiftMutation, ClaimGiftMutationVariables>(/* GraphQL */ `mutation ClaimGift($code: String!) {
  claimGiftForUser(code: $code) {
    adoption { _id }
    projectSponsorship { _id projectName }
    peopleGroup { _id nameAcrossCountries country }
  }
}`);

type State =
  | { kind: 'claiming' }
  | { kind: 'done'; what: string; to: string }
  | { kind: 'failed'; message: string }
  | { kind: 'bad-url' };

export default function ClaimGift() {
  const [params] = useSearchParams();
  const code = params.get('c');
  const { notify } = useNotify();
  const { t } = useLingui();
  const [state, setState] = useState<State>(code ? { kind: 'claiming' } : { kind: 'bad-url' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    (async () => {
      try {
        const d = await request(CLAIM_GIFT, { code });
        const g = d.claimGiftForUser;
        const done = g.projectSponsorship
          ? { what: g.projectSponsorship.projectName || t`the holistic projects fund`, to: '/holistic-projects' }
          : { what: g.peopleGroup ? peopleGroupName(g.peopleGroup) : t`the people group most in need`, to: '/upgs' };
        notify('success', t`The gift is now in your account`, t`Success`);
        setState({ kind: 'done', ...done });
      } catch (e) {
        const message = errorMessage(e);
        notify('error', message, t`Error`);
        setState({ kind: 'failed', message });
      }
    })();
  }, [code, notify, t]);

  const what = state.kind === 'done' ? state.what : '';
  return (
    <>
      <PageTitle>{t`Your Gift`}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800 }}>
        {state.kind === 'bad-url' && (
          <Alert severity="error" role="alert">
            <AlertTitle>
              <Trans>Error</Trans>
            </AlertTitle>
            <Trans>Bad URL</Trans>
          </Alert>
        )}
        {state.kind === 'claiming' && (
          <Stack direction="row" spacing={2} alignItems="center" role="status">
            <CircularProgress size={24} />
            <Typography>
              <Trans>Adding the gift to your account…</Trans>
            </Typography>
          </Stack>
        )}
        {state.kind === 'done' && (
          <Stack spacing={2} alignItems="flex-start">
            <Typography variant="h6" component="h2" fontWeight={700}>
              <Trans>Thank you!</Trans>
            </Typography>
            <Typography>
              <Trans>Your gift for {what} is now in your account.</Trans>
            </Typography>
            <Button component={RouterLink} to={state.to} variant="contained">
              <Trans>Continue to My Dashboard</Trans>
            </Button>
          </Stack>
        )}
        {state.kind === 'failed' && (
          <Stack spacing={2} alignItems="flex-start">
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>
              <AlertTitle>
                <Trans>Error</Trans>
              </AlertTitle>
              {state.message}
            </Alert>
            <Typography>
              <Trans>
                The link in the mail works once, for 30 days, and only when you are signed in with the address it was
                sent to.
              </Trans>
            </Typography>
            <Button component={RouterLink} to="/my-profile" variant="outlined">
              <Trans>My Profile</Trans>
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
