// A labelled search box built from the input parts only (MUI's TextField
// brings Select and its menu along, which the list pages do not need).
import { FormControl, InputLabel, OutlinedInput } from '@reach/ui/mui-inputs';

export function SearchField({ id, label, value, onChange, placeholder }: { id: string; label: string; value: string; onChange: (v: string) => void; placeholder?: string }) {
  return (
    <FormControl size="small" fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput id={id} type="search" label={label} notched size="small" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </FormControl>
  );
}
