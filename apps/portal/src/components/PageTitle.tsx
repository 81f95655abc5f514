import type { ReactNode } from 'react';
import { Box, Typography } from '@reach/ui/mui';

/** PageTitle is a signed-in page's heading (and the document title). */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  if (typeof document !== 'undefined') document.title = `${children} · Reach`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="h1" fontWeight={700} sx={{ flex: 1 }}>
        {children}
      </Typography>
      {actions}
    </Box>
  );
}
