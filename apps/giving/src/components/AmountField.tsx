// The donation amount in whole dollars (spec/01 §5): required, numeric,
// minimum 0, step 1. A gift needs at least $1, so 0 asks for an amount too.
import { useLingui } from '@lingui/react/macro';
import { InputAdornment, TextField } from '@reach/ui/mui-menus';
import { MESSAGES } from '../lib/messages';

export function validateAmount(v: string): string | undefined {
  const s = v.trim();
  if (!/^\d+$/.test(s) || Number(s) < 1) return MESSAGES.donationAmountRequired;
  return undefined;
}

export function AmountField({ value, onChange, error, label }: { value: string; onChange: (v: string) => void; error?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={label ?? t`Donation amount`}
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      slotProps={{
        htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
      sx={{ maxWidth: 260 }}
    />
  );
}
