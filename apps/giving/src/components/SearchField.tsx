// A labelled search box built from the input parts only (MUI's TextField
// brings Select and its menu along, which the list pages do not need).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

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
