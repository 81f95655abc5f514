import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, type FieldProps, Translate } from 'react-admin';
import { shortDate } from '@reach/ui/dates';
import { GIFT_STATUS_CHOICES, GIFT_STATUS_COLORS, labelOf } from '../choices';

/** cancelledLine says when and by whom a monthly gift was cancelled ('3 Dec 2026 · Ann Lee'), or ''. */
export const cancelledLine = (r: Record<string, unknown> | undefined): string => {
  if (!r?.cancelledAt) return '';
  const by = r.cancelledBy as string | null | undefined;
  return by ? `${shortDate(r.cancelledAt as string)} · ${by}` : shortDate(r.cancelledAt as string);
};

/**
 * GiftStatusField shows a gift's status (ACTIVE, ENDED, CANCELLED) as a chip; a monthly gift
 * the donor cancelled says beneath it when and by whom. A record without the status (a one-time
 * project sponsorship's recurringStatus) reads 'One-time'.
 */
export const GiftStatusField = ({ source }: FieldProps & { source: string }) => {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) {
    return (
      <Typography component="span" variant="body2">
        <Translate i18nKey="reach.fields.one_time" />
      </Typography>
    );
  }
  const cancelled = value === 'CANCELLED' ? cancelledLine(record) : '';
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
      <Chip size="small" label={labelOf(GIFT_STATUS_CHOICES, value)} color={GIFT_STATUS_COLORS[value as keyof typeof GIFT_STATUS_COLORS] ?? 'default'} />
      {cancelled && (
        <Typography component="span" variant="caption" color="text.secondary">
          {cancelled}
        </Typography>
      )}
    </Box>
  );
};
