// A labelled native <select> in the outlined style: light to load, and the
// phone's own picker on small screens.
import type { ReactNode } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@reach/ui/mui-inputs';

export function NativeField({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} input={<OutlinedInput label={label} notched size="small" />}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
