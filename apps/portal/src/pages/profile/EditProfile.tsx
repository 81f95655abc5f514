// /my-profile/edit (spec/02 §2 "Profile", §5, §7, §8): photo upload (change or
// delete) with progress, read-only username, name, email, phone, Save, and the
// 'Change Password' modal. A new email is confirmed with the current password,
// asked for in a 'Current Password' field that shows once the email changes; it
// then waits for the link mailed to it (PendingEmail), and the account keeps
// its email until the link is followed.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGES, PSEUDO, setLanguage, useLanguage } from '@reach/ui/i18n';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { Alert, TextField } from '@reach/ui/mui-menus';
import { Avatar, LinearProgress } from '@reach/ui/mui-more';
import Stack from '@mui/material/Stack';
import { GraphQLRequestError, hasErrors, normalizePhone, request, validateEmail, validateName, validatePhone } from '@reach/ui';
import { useSession } from '../../session/SessionContext';
import { EDIT_MY_PROFILE } from '../../session/authQueries';
import { MY_PROFILE, type Profile } from '../../session/queries';
import { useNotify } from '../../components/Notify';
import { PageTitle } from '../../components/PageTitle';
import { FormErrorSummary } from '../../components/AuthLayout';
import { getUploadTarget, newId, postFile, s3KeyFor, SAVE_PROFILE_PHOTO } from '../../data/upload';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PendingEmail } from './PendingEmail';
import { CURRENT_PASSWORD_REQUIRED, GENERIC_ERROR, currentPasswordError } from './messages';

/** PROGRESS_RESET_MS is how long a finished upload's progress stays (spec/02 §2). */
export const PROGRESS_RESET_MS = 1000;

type Field = 'name' | 'email' | 'phone' | 'currentPassword';

function PhotoUpload({ profile }: { profile: Profile }) {
  const { replaceProfile } = useSession();
  const { notify } = useNotify();
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const resetTimer = useRef<number>();
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  async function upload(file: File) {
    setBusy(true);
    window.clearTimeout(resetTimer.current);
    setProgress(0);
    try {
      const _id = newId();
      const s3Key = s3KeyFor(file.name);
      const target = await getUploadTarget(_id, s3Key, 'image/');
      await postFile(target, file, setProgress);
      // saveProfilePhotoForUser makes it the profile photo; every open tab hears
      // myProfileUpdatesForUser, and this tab reads the profile at once.
      await request(SAVE_PROFILE_PHOTO, {
        profilePhoto: { _id, filename: file.name, s3Key, profilePhotoFor: profile._id, tags: ['profile-photo'], uploaded: true },
      });
      const d = await request(MY_PROFILE);
      if (d.myProfileForUser) replaceProfile(d.myProfileForUser);
      notify('success', t`Photo uploaded successfully.`);
    } catch {
      notify('error', i18n._(GENERIC_ERROR), t`Error`);
    } finally {
      setBusy(false);
      resetTimer.current = window.setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      // an empty id removes the photo (a null one would leave it as it is)
      const d = await request(EDIT_MY_PROFILE, { profile: { _id: profile._id, profilePhotoId: '' } });
      if (d.editMyProfileForUser) replaceProfile(d.editMyProfileForUser);
      notify('success', t`Photo removed.`);
    } catch {
      notify('error', i18n._(GENERIC_ERROR), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) void upload(file);
  }

  return (
    <Stack spacing={1.5} alignItems="center" sx={{ width: { xs: '100%', sm: 180 } }}>
      <Avatar src={profile.primaryThumbnailUrl ?? undefined} alt={profile.name} sx={{ width: 120, height: 120, fontSize: 48, bgcolor: 'primary.main' }}>
        {profile.name?.[0]?.toUpperCase()}
      </Avatar>
      <input ref={input} type="file" accept="image/*" hidden onChange={onPick} data-testid="photo-input" aria-label={t`Profile photo file`} />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
          {profile.profilePhotoId || profile.primaryThumbnailUrl ? t`Change Photo` : t`Upload Photo`}
        </Button>
        {(profile.profilePhotoId || profile.primaryThumbnailUrl) && (
          <Button variant="text" color="error" size="small" disabled={busy} onClick={() => void remove()}>
            <Trans>Delete</Trans>
          </Button>
        )}
      </Stack>
      {progress !== null && (
        <Box sx={{ width: '100%' }}>
          <LinearProgress variant="determinate" value={progress} aria-label={t`Upload progress`} />
          <Typography variant="caption" color="text.secondary" data-testid="upload-progress">
            {progress}%
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

export default function EditProfile() {
  const { profile, replaceProfile } = useSession();
  const { notify } = useNotify();
  const { t, i18n } = useLingui();
  const { code: shown } = useLanguage();
  const [languageBusy, setLanguageBusy] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', phone: '', currentPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [pendingRead, setPendingRead] = useState(0);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (profile && loadedFor.current !== profile._id) {
      loadedFor.current = profile._id;
      setValues({ name: profile.name ?? '', email: profile.email ?? '', phone: profile.phone ?? '', currentPassword: '' });
    }
  }, [profile]);

  if (!profile) return null;

  // The language applies at once and is saved on its own (the form's Save is for the rest).
  const languageValue = shown === PSEUDO ? profile.language || 'en' : shown;
  async function changeLanguage(next: string) {
    if (!profile) return;
    setLanguageBusy(true);
    try {
      const d = await request(EDIT_MY_PROFILE, { profile: { _id: profile._id, language: next } });
      await setLanguage(next, true);
      if (d.editMyProfileForUser) replaceProfile(d.editMyProfileForUser);
    } catch (e) {
      notify('error', e instanceof Error && e.message ? e.message : i18n._(GENERIC_ERROR), t`Error`);
    } finally {
      setLanguageBusy(false);
    }
  }

  // A new email needs the current password (an account without one relies on a recent sign-in).
  const emailChanges = (v = values) => v.email.trim().toLowerCase() !== (profile?.email ?? '').toLowerCase();
  const asksCurrent = (v = values) => profile?.hasPassword !== false && emailChanges(v);

  function validate(v = values) {
    const e = {
      name: validateName(v.name),
      email: validateEmail(v.email),
      phone: validatePhone(v.phone),
      currentPassword: asksCurrent(v) && !v.currentPassword ? i18n._(CURRENT_PASSWORD_REQUIRED) : undefined,
    };
    setErrors(e);
    return e;
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) validate(next);
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (!profile || hasErrors(validate())) return;
    setBusy(true);
    try {
      const d = await request(EDIT_MY_PROFILE, {
        profile: {
          _id: profile._id,
          name: values.name.trim(),
          email: values.email.trim(),
          phone: normalizePhone(values.phone),
          profilePhotoId: profile.profilePhotoId ?? null,
          ...(asksCurrent() ? { currentPassword: values.currentPassword } : {}),
        },
      });
      if (d.editMyProfileForUser) {
        replaceProfile(d.editMyProfileForUser);
        setValues({ name: d.editMyProfileForUser.name, email: d.editMyProfileForUser.email, phone: d.editMyProfileForUser.phone ?? '', currentPassword: '' });
      }
      // A new email waits for its link: the notice below says where it went.
      if (emailChanges()) setPendingRead((n) => n + 1);
      notify('success', t`Profile updated successfully`);
    } catch (e) {
      const onCurrent = currentPasswordError(e);
      if (onCurrent && asksCurrent()) {
        setErrors((x) => ({ ...x, currentPassword: onCurrent }));
        return;
      }
      // A message the user can act on (e.g. the email is taken) shows under the form too.
      if (e instanceof GraphQLRequestError && e.code === 'BAD_USER_INPUT') setServerError(e.message);
      notify('error', i18n._(GENERIC_ERROR), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageTitle>{t`Edit Profile`}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} alignItems={{ xs: 'center', sm: 'flex-start' }}>
          <PhotoUpload profile={profile} />
          <Box component="form" onSubmit={onSubmit} noValidate sx={{ flex: 1, width: '100%' }}>
            <Stack spacing={2}>
              <TextField label={t`Username`} value={profile.username} slotProps={{ input: { readOnly: true } }} helperText={t`Your username cannot be changed.`} />
              <TextField label={t`Full Name`} autoComplete="name" value={values.name} onChange={(e) => change('name', e.target.value)} error={!!errors.name} helperText={errors.name} required />
              <TextField label={t`Email`} type="email" autoComplete="email" value={values.email} onChange={(e) => change('email', e.target.value)} error={!!errors.email} helperText={errors.email} required />
              <PendingEmail refresh={pendingRead} />
              <TextField label={t`Phone`} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => change('phone', e.target.value)} error={!!errors.phone} helperText={errors.phone} />
              <TextField
                select
                label={t`Language`}
                value={languageValue}
                disabled={languageBusy}
                onChange={(e) => void changeLanguage(e.target.value)}
                helperText={t`The portal and your emails use this language.`}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                data-testid="profile-language"
              >
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code} lang={l.code}>
                    {l.name}
                  </option>
                ))}
              </TextField>
              {asksCurrent() && (
                <TextField
                  label={t`Current Password`}
                  type="password"
                  autoComplete="current-password"
                  value={values.currentPassword}
                  onChange={(e) => change('currentPassword', e.target.value)}
                  error={!!errors.currentPassword}
                  helperText={errors.currentPassword ?? t`To change your email, please confirm your current password.`}
                  required
                />
              )}
              <FormErrorSummary show={submitted && hasErrors(errors)} />
              {serverError && (
                <Alert severity="error" role="alert">
                  {serverError}
                </Alert>
              )}
              <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
                <Button type="submit" variant="contained" disabled={busy}>
                  <Trans>Save</Trans>
                </Button>
                <Button variant="outlined" onClick={() => setPasswordOpen(true)}>
                  <Trans>Change Password</Trans>
                </Button>
                <Button component={RouterLink} to="/my-profile">
                  <Trans>Cancel</Trans>
                </Button>
              </Stack>
            </Stack>
          </Box>
        </Stack>
      </Paper>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
