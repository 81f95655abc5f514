import { Box, CircularProgress, Typography } from '@reach/ui/mui';

export function Loading({ label }: { label?: string }) {
  return (
    <Box role="status" sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <CircularProgress aria-label={label ?? 'Loading'} />
      {label && <Typography color="text.secondary">{label}</Typography>}
    </Box>
  );
}
