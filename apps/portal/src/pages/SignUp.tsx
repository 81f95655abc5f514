// The sign-up page (spec/01 §2 "Sign-up page", §5, §8). The password's rules stand under its
// field from the start (PASSWORD_HINT); a refused password shows the spec's message instead.
import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { currentLanguage } from '@reach/ui/language';
import { Link as RouterLink, useLocation, useSearchParams } from '@reach/ui/router';
import { Box, Button, Link, Typography } from '@reach/ui/mui';
import { Checkbox } from '@reach/ui/mui-select';
import { Alert, FormControlLabel, TextField } from '@reach/ui/mui-menus';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  GoogleIcon,
  passwordHint,
  errorMessage,
  hasErrors,
  warmPasswordStrength,
  normalizePhone,
  request,
  validateConfirm,
  validateEmail,
  validateName,
  validateNewPassword,
  validatePhone,
  validateUsername,
} from '@reach/ui';
import { AuthLayout, FormErrorSummary } from '../components/AuthLayout';
import { useNotify } from '../components/Notify';
import { useSession } from '../session/SessionContext';
import { useAppConfig } from '../session/appConfig';
import { SIGN_IN_WITH_GOOGLE, SIGN_UP, USER_INVITE } from '../session/authQueries';
import type { UserInvite } from '../session/queries';
import type { MessageDescriptor } from '@lingui/core';
import { googleAuthCode } from './google';
import { botCheckToken, preloadBotCheck } from './botCheck';
import { NO_TOKEN_MESSAGE, signInErrorView } from './signInErrors';

type Field = 'username' | 'name' | 'email' | 'phone' | 'password' | 'confirm';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

export const SIGN_UP_NO_TOKEN = msg`There was an error creating your account`;

async function validateField(field: Field, v: Values): Promise<string | undefined> {
  switch (field) {
    case 'username':
      return validateUsername(v.username);
    case 'name':
      return validateName(v.name);
    case 'email':
      return validateEmail(v.email);
    case 'phone':
      return validatePhone(v.phone);
    case 'password':
      return validateNewPassword(v.password, [v.username, v.name, v.email]);
    case 'confirm':
      return validateConfirm(v.password, v.confirm);
  }
}

const FIELDS: Field[] = ['username', 'name', 'email', 'phone', 'password', 'confirm'];

function primaryOf<T extends { _id: string }>(items: T[], primaryId?: string | null): T | undefined {
  return items.find((x) => x._id === primaryId) ?? items[0];
}

export default function SignUp() {
  const { signIn, signOut } = useSession();
  const { notify } = useNotify();
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const inviteParam = params.get('i');

  const [values, setValues] = useState<Values>({ username: '', name: '', email: '', phone: '', password: '', confirm: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [inviteId, setInviteId] = useState<string>('');
  const [invite, setInvite] = useState<UserInvite | null>(null);
  const [inviteMissing, setInviteMissing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    preloadBotCheck(config?.botCheckProvider, config?.botCheckSiteKey);
  }, [config?.botCheckProvider, config?.botCheckSiteKey]);

  useEffect(() => {
    if (!inviteParam) return undefined;
    const ctl = new AbortController();
    request(USER_INVITE, { _id: inviteParam }, { token: null, signal: ctl.signal }).then(
      ({ userInvite }) => {
        if (!userInvite) {
          setInviteMissing(true);
          return;
        }
        const c = userInvite.contact;
        setInvite(userInvite);
        setInviteId(userInvite._id);
        setValues((v) => ({
          ...v,
          name: c.fullName || v.name,
          email: primaryOf(c.emails, c.primaryEmailId)?.email ?? v.email,
          phone: primaryOf(c.phoneNumbers, c.primaryPhoneNumberId)?.phone ?? v.phone,
        }));
      },
      (e) => {
        if (ctl.signal.aborted) return;
        setInviteMissing(true);
        notify('error', errorMessage(e), t`Error`);
      },
    );
    return () => ctl.abort();
  }, [inviteParam, notify, t]);

  // Fields are checked on submit, then again as they change. Not on blur: a
  // message appearing on blur moves the submit button under the pointer.
  async function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] || (field === 'password' && errors.confirm)) {
      const msg = await validateField(field, next);
      setErrors((e) => ({ ...e, [field]: msg, ...(field === 'password' && e.confirm ? { confirm: validateConfirm(next.password, next.confirm) } : {}) }));
    }
  }

  async function finishWithToken(token: string | null | undefined, noTokenMessage: MessageDescriptor) {
    if (!token) {
      await signOut();
      notify('error', i18n._(noTokenMessage), t`Error`);
      return;
    }
    await signIn(token);
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    const found: Errors = {};
    for (const f of FIELDS) found[f] = await validateField(f, values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const recaptcha = await botCheckToken(config?.botCheckProvider, config?.botCheckSiteKey);
      const signUp = {
        username: values.username.trim(),
        name: values.name.trim(),
        email: values.email.trim(),
        phone: normalizePhone(values.phone),
        password: values.password,
        newsletter,
        inviteId: inviteId || null,
        recaptcha: recaptcha ?? null,
        language: currentLanguage(),
      };
      const data = await request(SIGN_UP, { signUp }, { token: null });
      await finishWithToken(data.signUpForUser?.token, SIGN_UP_NO_TOKEN);
    } catch (e) {
      notify('error', errorMessage(e), t`Error`);
    } finally {
      setBusy(false);
    }
  }

  async function onGoogle() {
    if (!config?.googleClientId) return;
    setBusy(true);
    try {
      const code = await googleAuthCode(config.googleClientId);
      const data = await request(
        SIGN_IN_WITH_GOOGLE,
        { authResponseCode: code, origin: window.location.origin },
        { token: null },
      );
      await finishWithToken(data.signIntoUserWithGoogle?.token, NO_TOKEN_MESSAGE);
    } catch (e) {
      await signOut();
      const view = signInErrorView(e, (d) => i18n._(d));
      notify('error', view.kind === 'noRole' ? t`Please contact your administrator` : view.text, t`Error`);
    } finally {
      setBusy(false);
    }
  }

  const firstName = invite ? invite.contact.firstName || invite.contact.fullName.split(/\s+/)[0] : '';
  const subtitle = invite ? (
    <Box>
      <Typography sx={{ mb: 1 }}>
        <Trans>Welcome, {firstName}! You have been invited to Reach. Create your account to accept these permissions:</Trans>
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t`Granted roles`}>
        {invite.roles.map((r) => (
          <Chip key={r.name} label={r.label} color="primary" variant="outlined" size="small" />
        ))}
      </Stack>
    </Box>
  ) : (
    t`Gain access to your personalized dashboard.`
  );

  // hint: what stands under the field until a message replaces it (the password's rules).
  const field = (name: Field, label: string, extra: Record<string, unknown> = {}, hint?: string) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => void change(name, e.target.value)}
      error={!!errors[name]}
      helperText={errors[name] ?? hint}
      {...extra}
    />
  );

  return (
    <AuthLayout title={t`Create an Account`} subtitle={subtitle} width={560}>
      {inviteMissing && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Trans>This invitation could not be found or has expired. You can still create an account.</Trans>
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} {...warmPasswordStrength}>
        <input type="hidden" name="inviteId" value={inviteId} />
        <Stack spacing={2}>
          {field('username', t`Username`, { autoComplete: 'username', autoFocus: true })}
          {field('name', t`Full Name`, { autoComplete: 'name' })}
          {field('email', t`Email`, { type: 'email', autoComplete: 'email' })}
          {field('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
          {field('password', t`Password`, { type: 'password', autoComplete: 'new-password' }, passwordHint())}
          {field('confirm', t`Confirm Password`, { type: 'password', autoComplete: 'new-password' })}
          <FormControlLabel
            control={<Checkbox name="newsletter" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />}
            label={t`Send me the newsletter`}
          />
          <FormErrorSummary show={hasErrors(errors)} />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            <Trans>Sign Up</Trans>
          </Button>
          {config?.googleClientId && (
            <>
              <Divider>
                <Trans>or</Trans>
              </Divider>
              <Button variant="outlined" fullWidth startIcon={<GoogleIcon />} disabled={busy} onClick={onGoogle}>
                <Trans>Sign up with Google</Trans>
              </Button>
            </>
          )}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={`/sign-in${inviteParam ? '' : search}`} fontWeight={600}>
          <Trans>I already have an account.</Trans>
        </Link>
      </Typography>
    </AuthLayout>
  );
}
