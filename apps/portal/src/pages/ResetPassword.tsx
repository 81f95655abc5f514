// Reset password (spec/01 §2 "Reset password page", §5, §8).
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Typography } from '@reach/ui/mui';
import { Alert, TextField } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { passwordHint, errorMessage, hasErrors, warmPasswordStrength, request, validateConfirm, validateNewPassword } from '@reach/ui';
import { AuthLayout, FormErrorSummary } from '../components/AuthLayout';
import { Loading } from '../components/Loading';
import { INTERPRET_FORGOT_PASSWORD_LINK, RESET_PASSWORD_WITH_LINK } from '../session/authQueries';

interface LinkInfo {
  _id: string;
  username: string;
  name: string;
}

export const BROKEN_LINK = msg`Broken link. Try again.`;

export default function ResetPassword() {
  const { code } = useParams();
  const { t, i18n } = useLingui();
  const [info, setInfo] = useState<LinkInfo | null>(null);
  const [broken, setBroken] = useState(!code);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!code) return undefined;
    let live = true;
    request(INTERPRET_FORGOT_PASSWORD_LINK, { code }, { token: null }).then(
      (d) => {
        if (!live) return;
        if (d.interpretForgotPasswordLink) setInfo(d.interpretForgotPasswordLink);
        else setBroken(true);
      },
      () => live && setBroken(true),
    );
    return () => {
      live = false;
    };
  }, [code]);

  async function validate(p = password, c = confirm) {
    const e = { password: await validateNewPassword(p, info ? [info.username, info.name] : []), confirm: validateConfirm(p, c) };
    setErrors(e);
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    if (hasErrors(await validate())) return;
    setBusy(true);
    setError(null);
    try {
      await request(RESET_PASSWORD_WITH_LINK, { code, password }, { token: null });
      setDone(true);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (broken) {
    return (
      <AuthLayout title={t`Reset Password`}>
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {i18n._(BROKEN_LINK)}
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
          <Trans>Password Help</Trans>
        </Button>
      </AuthLayout>
    );
  }
  if (!info) return <Loading />;
  const { username, name } = info;
  if (done) {
    return (
      <AuthLayout title={t`Reset Password`}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          <Trans>Done. Your password has been reset. In case you forgot, your username is {username}</Trans>
        </Alert>
        <Button component={RouterLink} to="/sign-in" variant="contained" fullWidth>
          <Trans>Return to Sign In</Trans>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={t`Reset Password`}
      subtitle={
        <Typography>
          <Trans>Welcome back {name}. Reset your password by filling out the form below.</Trans>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} {...warmPasswordStrength}>
        <Stack spacing={2}>
          <TextField
            label={t`New Password`}
            name="password"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (hasErrors(errors)) void validate(e.target.value, confirm);
            }}
            error={!!errors.password}
            helperText={errors.password ?? passwordHint()}
          />
          <TextField
            label={t`Confirm Password`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
              if (hasErrors(errors)) void validate(password, e.target.value);
            }}
            error={!!errors.confirm}
            helperText={errors.confirm}
          />
          <FormErrorSummary show={hasErrors(errors)} />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" fullWidth disabled={busy}>
            <Trans>Reset Password</Trans>
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
