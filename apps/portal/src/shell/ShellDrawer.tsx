// The signed-in shell's drawer (spec/02 §2 "Shell"): the menu, the user's profile link and Sign
// Out. A chunk of its own (Shell.tsx): on a phone the drawer is closed at first, so its code and
// its render come after the page's first paint.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useLocation, useNavigate } from '@reach/ui/router';
import { Box, Button, Link, Toolbar, Typography } from '@reach/ui/mui';
import { ListItemText } from '@reach/ui/mui-select';
import { Avatar } from '@reach/ui/mui-more';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { ExpandLessIcon, ExpandMoreIcon, LogoutIcon } from '@reach/ui';
import { useSession } from '../session/SessionContext';
import { DRAWER_WIDTH } from './drawerWidth';
import { visibleMenu, type MenuEntry } from './menu';

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

/** ShellDrawer is the drawer: permanent on a wide screen, opened by the menu button on a phone. */
export default function ShellDrawer({ desktop, open, onClose }: { desktop: boolean; open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant={desktop ? 'permanent' : 'temporary'}
      open={desktop || open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <DrawerContent onNavigate={onClose} />
    </Drawer>
  );
}
