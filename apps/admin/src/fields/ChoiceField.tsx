import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { labelOf } from '../choices';

type Color = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/**
 * ChoiceField shows a coded value (an enum or a status) by its readable label, optionally as a
 * coloured chip.
 */
export const ChoiceField = ({
  source,
  choices,
  colors,
}: FieldProps & {
  source: string;
  choices: { id: string; name: string }[];
  colors?: Record<string, Color>;
}) => {
  const record = useRecordContext();
  const value = record?.[source];
  const label = labelOf(choices, value);
  if (!colors) {
    return (
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    );
  }
  // The span keeps the chip its own width inside a stretching (flex) parent.
  return (
    <Box component="span">
      <Chip
      size="small"
      label={label}
      color={colors[String(value)] ?? 'default'}
        variant={colors[String(value)] ? 'filled' : 'outlined'}
      />
    </Box>
  );
};
