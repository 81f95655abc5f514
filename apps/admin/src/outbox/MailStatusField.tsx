import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

const COLORS: Record<string, 'default' | 'success' | 'error' | 'info'> = {
  QUEUED: 'info',
  SENT: 'success',
  FAILED: 'error',
};

export const MailStatusField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={record.status}
      color={COLORS[record.status] ?? 'default'}
      title={record.error ?? undefined}
      sx={{ width: 'fit-content' }}
    />
  );
};
