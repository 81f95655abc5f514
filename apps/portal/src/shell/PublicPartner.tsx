// The partner area for signed-out visitors: a slim public header, then the remote.
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '../components/Logo';
import { RemotePartner } from './RemotePartner';

export default function PublicPartner() {
  return (
    <>
      <AppBar position="static">
        <Toolbar sx={{ gap: 1 }}>
          <Link component={RouterLink} to="/partner" color="inherit" underline="none" aria-label="Reach" sx={{ display: 'flex', alignItems: 'center' }}>
            <Logo color="#fff" />
          </Link>
          <Box sx={{ flex: 1 }} />
          <Button component={RouterLink} to="/sign-in" color="inherit">
            Sign In
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <RemotePartner />
      </Box>
    </>
  );
}
