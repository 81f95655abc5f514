import { useLingui } from '@lingui/react/macro';
import { Box, CircularProgress, Typography } from '@reach/ui/mui';

export function Loading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Box role="status" sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <CircularProgress aria-label={label ?? t`Loading`} />
      {label && <Typography color="text.secondary">{label}</Typography>}
    </Box>
  );
}
