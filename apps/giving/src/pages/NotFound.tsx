import { useEffect } from 'react';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Typography } from '@reach/ui/mui';

/**
 * NotFound is the partner area's 404 page, also shown for invalid payment
 * redirect parameters, with the reason (e.g. 'Level is required') in small
 * print under the heading.
 */
export default function NotFound({ reason }: { reason?: string }) {
  useEffect(() => {
    document.title = 'Page not found · Reach';
  }, []);
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h3" component="p" color="primary" fontWeight={700}>
        404
      </Typography>
      <Typography variant="h6" component="h1" sx={{ my: 2 }}>
        This page is unreached. Keep praying.
      </Typography>
      {reason && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {reason}
        </Typography>
      )}
      <Button component={RouterLink} to="/partner" variant="outlined">
        Partner with Us
      </Button>
    </Box>
  );
}
