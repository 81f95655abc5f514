// Read-only money fields: the record keeps integers, these show dollars.
import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { formatHundredthsPercent } from '@reach/ui/money';
import { formatCents, formatX4 } from '../money';

const Amount = ({ text }: { text: string }) => (
  <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
    {text}
  </Typography>
);

const numberAt = (record: Record<string, unknown> | undefined, source: string) => {
  const value = record?.[source];
  return typeof value === 'number' ? value : null;
};

/** CentsField shows an amount in US cents as dollars ("$1,234.56"). */
export const CentsField = ({ source }: FieldProps & { source: string }) => (
  <Amount text={formatCents(numberAt(useRecordContext(), source))} />
);
CentsField.textAlign = 'right' as const;

/** X4Field shows ten-thousandths of a dollar as dollars. */
export const X4Field = ({ source }: FieldProps & { source: string }) => (
  <Amount text={formatX4(numberAt(useRecordContext(), source))} />
);
X4Field.textAlign = 'right' as const;

/** PercentField shows hundredths of a percent ("42.5%"). */
export const PercentField = ({ source }: FieldProps & { source: string }) => (
  <Amount text={formatHundredthsPercent(numberAt(useRecordContext(), source))} />
);
PercentField.textAlign = 'right' as const;
