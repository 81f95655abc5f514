// The 'Change Password' modal of /my-profile/edit (spec/02 §5, §7, §8): a new
// password with the sign-up rules and its confirmation; only _id and password
// are sent.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { hasErrors, loadPasswordStrength, request, validateConfirm, validateNewPassword } from '@reach/ui';
import { useSession } from '../../session/SessionContext';
import { EDIT_MY_PROFILE, type Profile } from '../../session/queries';
import { useNotify } from '../../components/Notify';
import { FormErrorSummary } from '../../components/AuthLayout';
import { GENERIC_ERROR } from './messages';

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { profile, replaceProfile } = useSession();
  const { notify } = useNotify();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      void loadPasswordStrength().catch(() => undefined);
      setPassword('');
      setConfirm('');
      setErrors({});
      setSubmitted(false);
    }
  }, [open]);

  async function validate(p = password, c = confirm) {
    const e = {
      password: await validateNewPassword(p, profile ? [profile.username, profile.name, profile.email] : []),
      confirm: validateConfirm(p, c),
    };
    setErrors(e);
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    setSubmitted(true);
    if (!profile || hasErrors(await validate())) return;
    setBusy(true);
    try {
      const d = await request<{ editMyProfileForUser: Profile }>(EDIT_MY_PROFILE, { profile: { _id: profile._id, password } });
      if (d.editMyProfileForUser) replaceProfile(d.editMyProfileForUser);
      notify('success', 'Password updated successfully');
      onClose();
    } catch {
      notify('error', GENERIC_ERROR, 'Error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="New Password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (submitted) void validate(e.target.value, confirm);
              }}
              error={!!errors.password}
              helperText={errors.password}
              autoFocus
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => {
                setConfirm(e.target.value);
                if (submitted) void validate(password, e.target.value);
              }}
              error={!!errors.confirm}
              helperText={errors.confirm}
            />
            <FormErrorSummary show={submitted && hasErrors(errors)} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Update Password
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
