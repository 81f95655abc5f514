import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { intlLocale } from '../i18n';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

/**
 * MomentField shows a moment in a narrow table column: the day on one line and the time on the
 * next ("Nov 28, 2026" / "7:06 PM"), neither broken, and emptyText when there is none.
 */
export const MomentField = ({ source, emptyText = '-' }: FieldProps & { source: string; emptyText?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source];
  const time = typeof value === 'string' && value ? new Date(value) : null;
  if (!time || Number.isNaN(time.getTime())) {
    return (
      <Typography component="span" variant="body2">
        {translate(emptyText, { _: emptyText })}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ display: 'inline-flex', flexDirection: 'column', whiteSpace: 'nowrap' }} title={time.toISOString()}>
      <span>{time.toLocaleDateString(intlLocale(), DAY)}</span>
      <span>{time.toLocaleTimeString(intlLocale(), TIME)}</span>
    </Typography>
  );
};
