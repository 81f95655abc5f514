// The signed-in shell (spec/02 §2 "Shell"): header, drawer menu, banner.
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from '@reach/ui/router';
import { AppBar, Box, Button, Link, Toolbar, Typography, useMediaQuery, useTheme } from '@reach/ui/mui';
import { ListItemText } from '@reach/ui/mui-select';
import { Alert } from '@reach/ui/mui-menus';
import { Avatar } from '@reach/ui/mui-more';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { ExpandLessIcon, ExpandMoreIcon, LogoutIcon, MenuIcon } from '@reach/ui';
import { useSession } from '../session/SessionContext';
import { Logo } from '../components/Logo';
import { AccountSelect } from './AccountSelect';
import { loadDevice } from './deviceLoader';
import { BACK_OFFICE, mayUseBackOffice, visibleMenu, type MenuEntry } from './menu';

const DRAWER_WIDTH = 272;

function isActive(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`) || (to === '/holistic' && pathname.startsWith('/holistic-')) || (to === '/training' && pathname.startsWith('/training-'));
}

function MenuList({ onNavigate }: { onNavigate: () => void }) {
  const { profile } = useSession();
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const entries = visibleMenu(profile?.permissions ?? []);
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const item = (e: MenuEntry, nested = false) => (
    <ListItemButton key={e.to} component={RouterLink} to={e.to} selected={pathname === e.to || (!e.children && isActive(pathname, e.to))} onClick={onNavigate} sx={nested ? { pl: 4 } : undefined}>
      <ListItemText primary={i18n._(e.label)} primaryTypographyProps={{ variant: 'body2', fontWeight: nested ? 400 : 600 }} />
    </ListItemButton>
  );
  return (
    <List component="nav" aria-label={t`Main menu`} sx={{ flex: 1, overflowY: 'auto' }}>
      {entries.map((e) => {
        if (!e.children) return item(e);
        const expanded = open[e.to] ?? isActive(pathname, e.to);
        return (
          <Box key={e.to}>
            <ListItemButton onClick={() => setOpen((o) => ({ ...o, [e.to]: !expanded }))} aria-expanded={expanded}>
              <ListItemText primary={i18n._(e.label)} primaryTypographyProps={{ variant: 'body2', fontWeight: 600 }} />
              {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </ListItemButton>
            <Collapse in={expanded} unmountOnExit>
              {/* links, not list items: a div, as the top level's nav is */}
              <List disablePadding component="div">{e.children.map((c) => item(c, true))}</List>
            </Collapse>
          </Box>
        );
      })}
    </List>
  );
}

function DrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const { profile, signOut } = useSession();
  const { t } = useLingui();
  const navigate = useNavigate();
  const year = new Date().getFullYear();
  // The whole drawer is a landmark: the menu, the user's profile link and Sign Out.
  return (
    <Box component="aside" aria-label={t`Menu and account`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <MenuList onNavigate={onNavigate} />
      <Divider />
      <Box sx={{ p: 2 }}>
        <Link component={RouterLink} to="/my-profile" onClick={onNavigate} underline="none" color="inherit" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Avatar src={profile?.primaryThumbnailUrl ?? undefined} alt={profile?.name} sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
            {profile?.name?.[0]?.toUpperCase()}
          </Avatar>
          <Typography variant="body2" fontWeight={600} noWrap>
            {profile?.name}
          </Typography>
        </Link>
        <Button
          variant="outlined"
          size="small"
          fullWidth
          startIcon={<LogoutIcon />}
          onClick={async () => {
            onNavigate();
            // false: the person chose to stay signed in (reports still waiting to be sent)
            if (await signOut()) navigate('/sign-in', { replace: true });
          }}
        >
          <Trans>Sign Out</Trans>
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          <Trans>© {year} Reach. All rights reserved.</Trans>
        </Typography>
      </Box>
    </Box>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const { profile } = useSession();
  const { t, i18n } = useLingui();
  const close = () => setMobileOpen(false);
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
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || mobileOpen}
        onClose={close}
        ModalProps={{ keepMounted: true }}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        <DrawerContent onNavigate={close} />
      </Drawer>
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
