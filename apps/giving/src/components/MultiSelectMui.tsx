// The projects' filter as MUI's multiple Select, loaded by MultiSelect.tsx on
// the filter's first pointer press, focus or key press (see there).
import { useEffect } from 'react';
import { OutlinedInput } from '@reach/ui/mui-inputs';
import { Checkbox, ListItemText, MenuItem, Select } from '@reach/ui/mui-select';
import { displayOf, type MultiSelectProps } from './MultiSelect';

export default function MultiSelectMui({
  id,
  label,
  value,
  options,
  onChange,
  focus,
  open,
}: MultiSelectProps & { focus: boolean; open: boolean }) {
  useEffect(() => {
    // Focus stays where it was when the light field is swapped out (an open Select focuses itself).
    if (focus && !open) document.getElementById(id)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select
      labelId={`${id}-label`}
      id={id}
      multiple
      defaultOpen={open}
      value={value}
      onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
      input={<OutlinedInput label={label} size="small" />}
      renderValue={(sel) => displayOf(sel, options)}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
    >
      {options.map((o) => (
        <MenuItem key={o.key} value={o.key} dense>
          <Checkbox size="small" checked={value.includes(o.key)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={o.label} />
        </MenuItem>
      ))}
    </Select>
  );
}
