import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';

export const APP_TITLE = 'Reach Back Office';

// The user menu's button shows the staff member's name: its accessible name is that name too
// (react-admin's default, 'Profile', does not contain what the button shows: WCAG 2.5.3).
const NamedUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName || 'Profile'} />;
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
