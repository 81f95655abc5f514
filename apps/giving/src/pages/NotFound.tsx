import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Typography } from '@reach/ui/mui';

/**
 * NotFound is the partner area's 404 page, also shown for invalid payment
 * redirect parameters, with the reason (e.g. 'Level is required') in small
 * print under the heading.
 */
export default function NotFound({ reason }: { reason?: string }) {
  const { t } = useLingui();
  const page = t`Page not found · Reach`;
  useEffect(() => {
    document.title = page;
  }, [page]);
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h3" component="p" color="primary" fontWeight={700}>
        404
      </Typography>
      <Typography variant="h6" component="h1" sx={{ my: 2 }}>
        <Trans>This page is unreached. Keep praying.</Trans>
      </Typography>
      {reason && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {reason}
        </Typography>
      )}
      <Button component={RouterLink} to="/partner" variant="outlined">
        <Trans>Partner with Us</Trans>
      </Button>
    </Box>
  );
}
