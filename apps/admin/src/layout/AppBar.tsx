import HomeIcon from '@mui/icons-material/Home';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { LanguageMenu, LanguageSync } from './LanguageMenu';

// The window's title (the app bar shows it translated: reach.app.title).
export const APP_TITLE = 'Reach Back Office';

/** PORTAL_HOME is the portal's way in: it leads each person to the home their permissions give. */
export const PORTAL_HOME = '/home';

/**
 * PortalMenuItem leads back to the portal (a page of its own, outside the back office's router),
 * where the portal's header leads here with 'Back Office'.
 */
const PortalMenuItem = forwardRef<HTMLAnchorElement>(function PortalMenuItem(props, ref) {
  const userMenu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem component="a" href={PORTAL_HOME} ref={ref} {...props} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <HomeIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('reach.app.portal')}</ListItemText>
    </MenuItem>
  );
});

// The user menu's button shows the staff member's name: its accessible name is that name too
// (react-admin's default, 'Profile', does not contain what the button shows: WCAG 2.5.3).
const NamedUserMenu = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <UserMenu label={identity?.fullName || translate('reach.app.profile')}>
      <PortalMenuItem />
      <Logout />
    </UserMenu>
  );
};

// react-admin's toolbar, with the back office's language menu in place of its own.
const TOOLBAR = (
  <>
    <LanguageMenu />
    <LoadingIndicator />
  </>
);

export const AppBar = () => {
  const translate = useTranslate();
  return (
  <RaAppBar color="primary" userMenu={<NamedUserMenu />} toolbar={TOOLBAR}>
    <LanguageSync />
    <Typography
      component="span"
      variant="h6"
      noWrap
      sx={{ fontWeight: 600, mr: 2, display: { xs: 'none', sm: 'block' } }}
    >
      {translate('reach.app.title')}
    </Typography>
    <Box sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.6, mr: 2 }}>/</Box>
    {/* The page's title is its h1 (one per page), drawn at the app bar's size. */}
    <TitlePortal component="h1" />
  </RaAppBar>
  );
};
