// Password Help (spec/01 §2 "Forgot-password screen", §4, §5, §8).
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Typography } from '@reach/ui/mui';
import { Alert, TextField } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { errorMessage, request, validateForgotEmail } from '@reach/ui';
import { AuthLayout, FormErrorSummary } from '../components/AuthLayout';
import { SEND_FORGOT_PASSWORD_LINK } from '../session/authQueries';

type State = 'form' | 'sending' | 'sent';

export default function ForgotPassword() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<State>('form');
  const [error, setError] = useState<string | null>(null);
  const [again, setAgain] = useState<'idle' | 'sending' | 'sent'>('idle');

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    setSubmitted(true);
    const msg = validateForgotEmail(email);
    setFieldError(msg);
    if (msg) return;
    setState('sending');
    setError(null);
    try {
      await request(SEND_FORGOT_PASSWORD_LINK, { email: email.trim() }, { token: null });
      setState('sent');
    } catch (e) {
      setError(errorMessage(e));
      setState('form');
    }
  }

  // Asking again sends a new link the same way, under the same limits, and answers the same
  // whether or not the address has an account.
  async function sendAgain() {
    setAgain('sending');
    setError(null);
    try {
      await request(SEND_FORGOT_PASSWORD_LINK, { email: email.trim() }, { token: null });
      setAgain('sent');
    } catch (e) {
      setError(errorMessage(e));
      setAgain('idle');
    }
  }

  if (state === 'sent') {
    const sentTo = email.trim();
    return (
      <AuthLayout title={t`Password Help`}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <Trans>
            We attempted to email a password reset link to {sentTo}. If this email belongs to an active user, it should arrive
            momentarily.
          </Trans>
        </Alert>
        {again === 'sent' && (
          <Alert severity="success" role="status" sx={{ mb: 3 }}>
            <Trans>We attempted to send another link to {sentTo}. If this email belongs to an active user, it should arrive momentarily.</Trans>
          </Alert>
        )}
        {error && (
          <Typography role="alert" color="error" variant="body2" sx={{ mb: 2 }}>
            {error}
          </Typography>
        )}
        <Stack spacing={1.5}>
          <Button component={RouterLink} to="/sign-in" variant="contained" fullWidth>
            <Trans>Return to Sign In</Trans>
          </Button>
          <Button variant="text" fullWidth disabled={again === 'sending'} onClick={() => void sendAgain()}>
            <Trans>Send the link again</Trans>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Password Help`} subtitle={t`Enter the email address of your account and we will send you a link to reset your password.`}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (submitted) setFieldError(validateForgotEmail(e.target.value));
            }}
            error={!!fieldError}
            helperText={fieldError}
          />
          <FormErrorSummary show={!!fieldError} />
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to="/sign-in" variant="outlined" fullWidth>
              <Trans>Go Back</Trans>
            </Button>
            <Button type="submit" variant="contained" fullWidth disabled={state === 'sending'}>
              <Trans>Send Link</Trans>
            </Button>
          </Stack>
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
        </Stack>
      </Box>
    </AuthLayout>
  );
}
