import HomeIcon from '@mui/icons-material/Home';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useUserMenu } from 'react-admin';

export const APP_TITLE = 'Reach Back Office';

/** PORTAL_HOME is the portal's way in: it leads each person to the home their permissions give. */
export const PORTAL_HOME = '/home';

/**
 * PortalMenuItem leads back to the portal (a page of its own, outside the back office's router),
 * where the portal's header leads here with 'Back Office'.
 */
const PortalMenuItem = forwardRef<HTMLAnchorElement>(function PortalMenuItem(props, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component="a" href={PORTAL_HOME} ref={ref} {...props} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <HomeIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Portal</ListItemText>
    </MenuItem>
  );
});

// The user menu's button shows the staff member's name: its accessible name is that name too
// (react-admin's default, 'Profile', does not contain what the button shows: WCAG 2.5.3).
const NamedUserMenu = () => {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName || 'Profile'}>
      <PortalMenuItem />
      <Logout />
    </UserMenu>
  );
};

export const AppBar = () => (
  <RaAppBar color="primary" userMenu={<NamedUserMenu />}>
    <Typography
      component="span"
      variant="h6"
      noWrap
      sx={{ fontWeight: 600, mr: 2, display: { xs: 'none', sm: 'block' } }}
    >
      {APP_TITLE}
    </Typography>
    <Box sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.6, mr: 2 }}>/</Box>
    {/* The page's title is its h1 (one per page), drawn at the app bar's size. */}
    <TitlePortal component="h1" />
  </RaAppBar>
);
