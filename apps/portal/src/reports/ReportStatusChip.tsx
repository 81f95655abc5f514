import Chip from '@mui/material/Chip';
import { STATUS_COLORS, statusLabel, type ReportStatus } from './status';

/** ReportStatusChip is a report's coloured status label. */
export function ReportStatusChip({ status, size = 'small' }: { status: string | null | undefined; size?: 'small' | 'medium' }) {
  const s = (status ?? 'DRAFT') as ReportStatus;
  const c = STATUS_COLORS[s] ?? STATUS_COLORS.DRAFT;
  return <Chip size={size} label={statusLabel(s)} data-testid="report-status" sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 600 }} />;
}
