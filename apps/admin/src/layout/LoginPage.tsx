import { Alert, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Login, LoginForm, useAuthProvider, useTranslate } from 'react-admin';
import { STAFF_ONLY_MESSAGE } from '../authProvider';
import { APP_TITLE } from './AppBar';

/**
 * LoginPage is react-admin's sign-in form under the app's title. Someone who arrives signed in
 * to the portal without staff rights is told why they are asked to sign in again.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const [notStaff, setNotStaff] = useState(false);
  useEffect(() => {
    authProvider
      ?.checkAuth({})
      .catch((error: unknown) => setNotStaff((error as Error)?.message === STAFF_ONLY_MESSAGE));
  }, [authProvider]);
  return (
    <Login
      sx={{
        backgroundImage: 'radial-gradient(circle at 50% 14em, #4b7bb3 0%, #336195 55%, #1f3d5f 100%)',
      }}
    >
      <Typography component="h1" variant="h6" align="center" sx={{ mb: 1 }}>
        {APP_TITLE}
      </Typography>
      {notStaff && (
        <Alert severity="info" sx={{ mx: 2, maxWidth: 268 }}>
          {translate('reach.layout.staff_only')}
        </Alert>
      )}
      <LoginForm />
    </Login>
  );
};
