import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress } from '@reach/ui/mui';

/** Loading is the loading screen (while the session loads, and while a page's code loads). */
export function Loading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={label ?? t`Loading`} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}>
      <CircularProgress />
    </Box>
  );
}
