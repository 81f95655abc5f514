import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';

export const APP_TITLE = 'Reach Back Office';

export const AppBar = () => (
  <RaAppBar color="primary">
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
