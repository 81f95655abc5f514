import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Typography } from '@reach/ui/mui';

/** NotFound is the not-found screen (spec/01 §2 "404 page"). */
export default function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h3" component="p" color="primary" fontWeight={700}>
        404
      </Typography>
      <Typography variant="h6" component="h1" sx={{ my: 2 }}>
        <Trans>This page is unreached. Keep praying.</Trans>
      </Typography>
      <Button component={RouterLink} to="/home" variant="contained">
        <Trans>Go Home</Trans>
      </Button>
    </Box>
  );
}
