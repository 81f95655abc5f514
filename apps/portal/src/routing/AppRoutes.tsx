// The route tables: signed out (spec/01 §2) and signed in (spec/02 §2).
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import { registerCatalog } from '@reach/ui/i18n';
import { Navigate, Route, Routes, useLocation } from '@reach/ui/router';
import { useSession } from '../session/SessionContext';
import { Loading } from '../components/Loading';
import { loadAuthCatalog } from '../locales/catalogs';
import { signedOutFallback } from './paths';

/**
 * accountPage loads an account page with the portal's "auth" catalog (its messages), fetched
 * beside the page's chunk: the giving pages, which the portal also hosts, do not load it.
 */
function accountPage(page: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([page(), registerCatalog('portal-auth', loadAuthCatalog)]).then(([m]) => m));
}

const SignIn = accountPage(() => import(/* webpackChunkName: "sign-in" */ '../pages/SignIn'));
const SignUp = accountPage(() => import(/* webpackChunkName: "sign-up" */ '../pages/SignUp'));
const ForgotPassword = accountPage(() => import(/* webpackChunkName: "forgot-password" */ '../pages/ForgotPassword'));
const ResetPassword = accountPage(() => import(/* webpackChunkName: "reset-password" */ '../pages/ResetPassword'));
const ConfirmEmailChange = accountPage(() => import(/* webpackChunkName: "confirm-email" */ '../pages/email/ConfirmEmailChange'));
const PublicPartner = lazy(() => import(/* webpackChunkName: "public-partner" */ '../shell/PublicPartner'));
const SignedInRoutes = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInRoutes'));
// The signed-in redirects come with the signed-in routes (they need the permission names, which signed-out pages do not load).
const ToRequested = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInRoutes').then((m) => ({ default: m.ToRequested })));
const ToHome = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInRoutes').then((m) => ({ default: m.ToHome })));

/** KeepQuery redirects to `to`, keeping the current query string. */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

function SignedOutFallback() {
  const { pathname, search } = useLocation();
  return <Navigate to={signedOutFallback(pathname, search)} replace />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<KeepQuery to="/sign-up" />} />
      <Route path="/sign-in" element={<SignIn />} />
      <Route path="/sign-up" element={<SignUp />} />
      <Route path="/forgot-password" element={<ForgotPassword />} />
      <Route path="/reset-password" element={<ResetPassword />} />
      <Route path="/reset-password/:code" element={<ResetPassword />} />
      <Route path="/confirm-email" element={<ConfirmEmailChange />} />
      <Route path="/partner/*" element={<PublicPartner />} />
      <Route path="*" element={<SignedOutFallback />} />
    </Routes>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function AppRoutes() {
  const { status } = useSession();
  const { t } = useLingui();
  if (status === 'loading') return <Loading label={t`Loading your session`} />;
  return (
    <Suspense fallback={<Loading />}>
      <ScrollToTop />
      {status === 'signedOut' ? (
        <SignedOutRoutes />
      ) : (
        <Routes>
          <Route path="/" element={<ToRequested />} />
          <Route path="/sign-in" element={<ToRequested />} />
          <Route path="/sign-up" element={<ToRequested />} />
          <Route path="/home" element={<ToHome />} />
          <Route path="/forgot-password" element={<Navigate to="/home" replace />} />
          <Route path="/reset-password/*" element={<Navigate to="/home" replace />} />
          <Route path="/confirm-email" element={<ConfirmEmailChange />} />
          <Route path="*" element={<SignedInRoutes />} />
        </Routes>
      )}
    </Suspense>
  );
}
