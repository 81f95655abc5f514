// The signed-in shell (spec/02 §2 "Shell"): header, drawer menu, banner.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation } from '@reach/ui/router';
import { AppBar, Box, Button, Link, Toolbar, useMediaQuery, useTheme } from '@reach/ui/mui';
import { Alert } from '@reach/ui/mui-menus';
import IconButton from '@mui/material/IconButton';
import { MenuIcon } from '@reach/ui';
import { useSession } from '../session/SessionContext';
import { Logo } from '../components/Logo';
import { AccountSelect } from './AccountSelect';
import { loadDevice } from './deviceLoader';
import { DRAWER_WIDTH } from './drawerWidth';
import { BACK_OFFICE, mayUseBackOffice } from './menu';

const loadDrawer = () => import(/* webpackChunkName: "shell-drawer" */ './ShellDrawer');
const ShellDrawer = lazy(loadDrawer);

/**
 * useDrawerWanted is true once the drawer must show: on a wide screen, or once the menu button
 * has been pressed (it then stays mounted). On a phone its code is fetched when the page is idle
 * after its load, so the first press opens it at once, but it is not rendered (nor laid out)
 * while the page loads.
 */
function useDrawerWanted(desktop: boolean, opened: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  if ((desktop || opened) && !wanted) setWanted(true);
  useEffect(() => {
    let cancel = () => undefined as void;
    const later = () => {
      const warm = () => void loadDrawer().catch(() => undefined);
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(warm, { timeout: 3000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = self.setTimeout(warm, 200);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
    return () => {
      removeEventListener('load', later);
      cancel();
    };
  }, []);
  return wanted || desktop || opened;
}

export function Shell({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { profile } = useSession();
  const { t, i18n } = useLingui();
  const close = () => setMobileOpen(false);
  const drawerWanted = useDrawerWanted(desktop, mobileOpen);
  // Where the drawer stands while its code loads: its width on a wide screen, nothing on a phone.
  const standIn = desktop ? <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} /> : null;
  // A route change looks for a new build (at most every few minutes: shell/device.ts).
  const { pathname } = useLocation();
  useEffect(() => {
    void loadDevice()?.then((d) => d.routeChanged());
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton color="inherit" edge="start" aria-label={t`Open menu`} onClick={() => setMobileOpen((o) => !o)} sx={{ display: { lg: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Link component={RouterLink} to="/home" color="inherit" underline="none" aria-label={t`Reach home`} sx={{ display: 'flex', alignItems: 'center' }}>
            <Logo color="#fff" />
          </Link>
          <Box sx={{ flex: 1 }} />
          {mayUseBackOffice(profile?.permissions ?? []) && (
            // a page of its own (react-admin at /admin/), not a route of the portal
            <Button href={BACK_OFFICE.href} color="inherit" variant="outlined" size="small" sx={{ flexShrink: 0, borderColor: 'rgba(255,255,255,0.6)' }}>
              {i18n._(BACK_OFFICE.label)}
            </Button>
          )}
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <AccountSelect onDark />
          </Box>
        </Toolbar>
      </AppBar>
      {drawerWanted ? (
        <Suspense fallback={standIn}>
          <ShellDrawer desktop={desktop} open={mobileOpen} onClose={close} />
        </Suspense>
      ) : (
        standIn
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        {profile && !profile.emailVerified && (
          <Alert
            severity="warning"
            square
            action={
              <Button component={RouterLink} to="/verify-my-email" color="inherit" size="small" variant="outlined">
                <Trans>Verify Email</Trans>
              </Button>
            }
          >
            <Trans>Please verify your email address.</Trans>
          </Alert>
        )}
        <Box sx={{ display: { xs: 'block', md: 'none' }, px: 2, pt: 2 }}>
          <AccountSelect />
        </Box>
        <Box sx={{ p: { xs: 2, md: 3 } }}>{children}</Box>
      </Box>
    </Box>
  );
}
