import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { INVITE_STATUS_CHOICES } from '../choices';

const COLORS: Record<string, 'default' | 'success' | 'warning'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  EXPIRED: 'default',
};

export const InviteStatusField = (_props: { label?: string; sortable?: boolean; source?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  const label = INVITE_STATUS_CHOICES.find((c) => c.id === record.status)?.name ?? record.status;
  return <Chip size="small" label={label} color={COLORS[record.status] ?? 'default'} variant="outlined" sx={{ width: 'fit-content' }} />;
};
