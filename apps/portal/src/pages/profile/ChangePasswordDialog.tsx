// The 'Change Password' modal of /my-profile/edit (spec/02 §5, §7, §8): the
// current password (when the account has one), a new password with the
// sign-up rules and its confirmation; _id, password and currentPassword are
// sent. A wrong current password shows under its field.
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@reach/ui/mui';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { GraphQLRequestError, passwordHint, hasErrors, loadPasswordStrength, request, validateConfirm, validateNewPassword } from '@reach/ui';
import { useSession } from '../../session/SessionContext';
import { EDIT_MY_PROFILE } from '../../session/authQueries';
import { useNotify } from '../../components/Notify';
import { FormErrorSummary } from '../../components/AuthLayout';
import { CURRENT_PASSWORD_REQUIRED, GENERIC_ERROR, currentPasswordError } from './messages';

type Errors = { current?: string; password?: string; confirm?: string };

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { profile, replaceProfile } = useSession();
  const { notify } = useNotify();
  const { t, i18n } = useLingui();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // An account made for Google sign-in may have no password to give.
  const asksCurrent = profile?.hasPassword !== false;

  useEffect(() => {
    if (open) {
      void loadPasswordStrength().catch(() => undefined);
      setCurrent('');
      setPassword('');
      setConfirm('');
      setErrors({});
      setServerError(null);
      setSubmitted(false);
    }
  }, [open]);

  async function validate(cur = current, p = password, c = confirm) {
    const e: Errors = {
      current: asksCurrent && !cur ? i18n._(CURRENT_PASSWORD_REQUIRED) : undefined,
      password: await validateNewPassword(p, profile ? [profile.username, profile.name, profile.email] : []),
      confirm: validateConfirm(p, c),
    };
    setErrors(e);
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!profile || hasErrors(await validate())) return;
    setBusy(true);
    try {
      const d = await request(EDIT_MY_PROFILE, {
        profile: { _id: profile._id, password, ...(asksCurrent ? { currentPassword: current } : {}) },
      });
      if (d.editMyProfileForUser) replaceProfile(d.editMyProfileForUser);
      notify('success', t`Password updated successfully`);
      onClose();
    } catch (e) {
      const onCurrent = currentPasswordError(e);
      if (onCurrent && asksCurrent) {
        setErrors((x) => ({ ...x, current: onCurrent }));
        return;
      }
      // A message the user can act on (wait a few minutes, sign in again) shows in the dialog too.
      if (e instanceof GraphQLRequestError && (e.code === 'BAD_USER_INPUT' || e.code === 'RATE_LIMITED')) setServerError(e.message);
      notify('error', i18n._(GENERIC_ERROR), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="change-password-title">
          <Trans>Change Password</Trans>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {asksCurrent && (
              <TextField
                label={t`Current Password`}
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => {
                  setCurrent(e.target.value);
                  if (submitted) void validate(e.target.value, password, confirm);
                }}
                error={!!errors.current}
                helperText={errors.current}
                autoFocus
              />
            )}
            <TextField
              label={t`New Password`}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (submitted) void validate(current, e.target.value, confirm);
              }}
              error={!!errors.password}
              helperText={errors.password ?? passwordHint()}
              autoFocus={!asksCurrent}
            />
            <TextField
              label={t`Confirm Password`}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => {
                setConfirm(e.target.value);
                if (submitted) void validate(current, password, e.target.value);
              }}
              error={!!errors.confirm}
              helperText={errors.confirm}
            />
            <FormErrorSummary show={submitted && hasErrors(errors)} />
            {serverError && (
              <Alert severity="error" role="alert">
                {serverError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            <Trans>Update Password</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
