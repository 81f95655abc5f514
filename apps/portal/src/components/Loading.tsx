import { Box, CircularProgress } from '@reach/ui/mui';

/** Loading is the loading screen (while the session loads, and while a page's code loads). */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <CircularProgress />
    </Box>
  );
}
