// The partner area for signed-out visitors: a slim public header, then the remote.
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { AppBar, Box, Button, Link, Toolbar } from '@reach/ui/mui';
import { LanguageSwitcher } from '@reach/ui/language-switcher';
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
          <LanguageSwitcher />
          <Button component={RouterLink} to="/sign-in" color="inherit">
            <Trans>Sign In</Trans>
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <RemotePartner />
      </Box>
    </>
  );
}
