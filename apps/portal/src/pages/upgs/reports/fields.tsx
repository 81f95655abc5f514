// Small controls of the people group report form.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormControl, FormLabel } from '@reach/ui/mui-inputs';
import { FormControlLabel, FormHelperText, Radio, RadioGroup, TextField } from '@reach/ui/mui-menus';
import type { YesNo } from './upgReport';

export function YesNoField({ label, value, onChange, error, name }: { label: string; value: YesNo; onChange: (v: YesNo) => void; error?: string; name: string }) {
  const { t } = useLingui();
  return (
    <FormControl error={!!error} component="fieldset">
      <FormLabel component="legend" id={`${name}-label`}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={`${name}-label`} name={name} value={value} onChange={(e) => onChange(e.target.value as YesNo)}>
        <FormControlLabel value="yes" control={<Radio />} label={t`Yes`} />
        <FormControlLabel value="no" control={<Radio />} label={t`No`} />
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

export function NumberField({
  label,
  value,
  onChange,
  error,
  step = 1,
  adornment,
  size,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  step?: number;
  adornment?: ReactNode;
  size?: 'small' | 'medium';
}) {
  return (
    <TextField
      label={label}
      type="number"
      value={value}
      size={size}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      fullWidth
      slotProps={{ htmlInput: { min: 0, step, inputMode: step < 1 ? 'decimal' : 'numeric' }, input: adornment ? { startAdornment: adornment } : undefined }}
    />
  );
}
