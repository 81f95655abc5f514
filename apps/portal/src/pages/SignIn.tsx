// The sign-in page (spec/01 §2 "Sign-in page", §8).
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useSearchParams } from '@reach/ui/router';
import { Box, Button, CircularProgress, Link, Typography } from '@reach/ui/mui';
import { Alert, TextField } from '@reach/ui/mui-menus';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  GoogleIcon,
  MESSAGES,
  errorMessage,
  hasErrors,
  isEmail,
  request,
  validateSignInPassword,
  validateSignInUsername,
} from '@reach/ui';
import { AuthLayout, FormErrorSummary } from '../components/AuthLayout';
import { useSession } from '../session/SessionContext';
import { useAppConfig } from '../session/appConfig';
import { SEND_MAGIC_LINK, SIGN_IN, SIGN_IN_WITH_GOOGLE, SIGN_IN_WITH_MAGIC_LINK } from '../session/authQueries';
import { NO_TOKEN_MESSAGE, signInErrorView } from './signInErrors';
import { googleAuthCode } from './google';

const NoRoleDialog = lazy(() => import(/* webpackChunkName: "no-role-dialog" */ './NoRoleDialog'));

type TokenAnswer = { token?: string | null } | null | undefined;

export default function SignIn() {
  const { signIn, signOut } = useSession();
  const { t, i18n } = useLingui();
  const config = useAppConfig();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const magicCode = params.get('c');
  // With p present, c belongs to the page the visitor was going to.
  const autoMagic = !!magicCode && !params.get('p');

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(autoMagic);
  const [error, setError] = useState<string | null>(null);
  const [noRole, setNoRole] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function finish(call: () => Promise<TokenAnswer>, withPassword = false) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const answer = await call();
      if (!answer?.token) {
        await signOut();
        setError(i18n._(NO_TOKEN_MESSAGE));
        return;
      }
      await signIn(answer.token);
      // signed in: the route table sends the user on
    } catch (e) {
      await signOut();
      const view = signInErrorView(e, (d) => i18n._(d), withPassword);
      if (view.kind === 'noRole') setNoRole(true);
      else setError(view.text);
    } finally {
      setBusy(false);
    }
  }

  const magicStarted = useRef(false);
  useEffect(() => {
    if (!autoMagic || magicStarted.current) return;
    magicStarted.current = true;
    void finish(async () => (await request(SIGN_IN_WITH_MAGIC_LINK, { code: magicCode }, { token: null })).signIntoUserWithMagicLink);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoMagic, magicCode]);

  function validate(u = username, p = password) {
    const e = { username: validateSignInUsername(u), password: validateSignInPassword(p) };
    setErrors(e);
    return e;
  }

  async function onSubmit(ev: FormEvent) {
    ev.preventDefault();
    setSubmitted(true);
    if (hasErrors(validate())) return;
    await finish(async () => (await request(SIGN_IN, { username: username.trim(), password }, { token: null })).signIntoUser, true);
  }

  async function onGoogle() {
    if (!config?.googleClientId) return;
    setError(null);
    let code: string;
    try {
      code = await googleAuthCode(config.googleClientId);
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    await finish(async () =>
      (await request(SIGN_IN_WITH_GOOGLE, { authResponseCode: code, origin: window.location.origin }, { token: null }))
        .signIntoUserWithGoogle,
    );
  }

  async function onMagicLink() {
    const email = username.trim();
    setSubmitted(true);
    if (!email) {
      setErrors({ username: MESSAGES.forgotEmailRequired });
      return;
    }
    if (!isEmail(email)) {
      setErrors({ username: MESSAGES.forgotEmailInvalid });
      return;
    }
    setErrors({});
    setBusy(true);
    setError(null);
    try {
      await request(SEND_MAGIC_LINK, { email }, { token: null });
      setNotice(t`If ${email} belongs to an active account, a sign-in link is on its way. It works once, within 15 minutes.`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const carry = search && !autoMagic ? search : '';

  if (autoMagic && busy) {
    return (
      <AuthLayout title={t`Welcome back!`}>
        <Stack direction="row" spacing={2} alignItems="center">
          <CircularProgress size={24} />
          <Typography>
            <Trans>Signing you in ...</Trans>
          </Typography>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t`Welcome back!`}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <TextField
            label={t`Username or Email`}
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(e) => {
              setUsername(e.target.value);
              if (submitted) validate(e.target.value, password);
            }}
            error={!!errors.username}
            helperText={errors.username}
          />
          <TextField
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (submitted) validate(username, e.target.value);
            }}
            error={!!errors.password}
            helperText={errors.password}
          />
          <Box sx={{ textAlign: 'end', mt: '4px !important' }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              <Trans>Forgot Password?</Trans>
            </Link>
          </Box>
          <FormErrorSummary show={hasErrors(errors)} />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {notice && (
            <Alert severity="success" role="status">
              {notice}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
            <Trans>Sign In</Trans>
          </Button>
          <Button variant="text" fullWidth disabled={busy} onClick={onMagicLink}>
            {notice ? <Trans>Send the sign-in link again</Trans> : <Trans>Email me a sign-in link</Trans>}
          </Button>
          {config?.googleClientId && (
            <>
              <Divider>
                <Trans>or</Trans>
              </Divider>
              <Button variant="outlined" fullWidth startIcon={<GoogleIcon />} disabled={busy} onClick={onGoogle}>
                <Trans>Sign in with Google</Trans>
              </Button>
            </>
          )}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Trans>
          I don't have an account yet.{' '}
          <Link component={RouterLink} to={`/sign-up${carry}`} fontWeight={600}>
            Create an Account
          </Link>
        </Trans>
      </Typography>
      {noRole && (
        <Suspense fallback={null}>
          <NoRoleDialog supportEmail={config?.supportEmail} onClose={() => setNoRole(false)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
