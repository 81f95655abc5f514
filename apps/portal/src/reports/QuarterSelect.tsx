// QuarterSelect: the quarters offered (spec/03 §9), newest 4 first, "Show More" adding 2.
import { useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MenuItem } from '@reach/ui/mui-select';
import { TextField } from '@reach/ui/mui-menus';
import { formatQuarter, quarterOptions, shownQuarters } from './quarters';

const MORE = '__more';

export function QuarterSelect({
  value,
  onChange,
  error,
  disabled,
  today = new Date(),
  label,
}: {
  value: string;
  onChange: (q: string) => void;
  error?: string;
  disabled?: boolean;
  today?: Date;
  label?: string;
}) {
  const { t } = useLingui();
  const all = useMemo(() => quarterOptions(today), [today.toDateString()]); // eslint-disable-line react-hooks/exhaustive-deps
  const [more, setMore] = useState(0);
  const [open, setOpen] = useState(false);
  const keepOpen = useRef(false);
  const shown = all.slice(0, shownQuarters(more, all.length));
  // A saved quarter further back than the shown ones is still listed.
  if (value && !shown.includes(value)) shown.push(value);
  return (
    <TextField
      select
      fullWidth
      label={label ?? t`Quarter`}
      value={value}
      disabled={disabled}
      error={!!error}
      helperText={error}
      slotProps={{
        select: {
          open,
          onOpen: () => setOpen(true),
          onClose: () => {
            if (keepOpen.current) keepOpen.current = false;
            else setOpen(false);
          },
        },
      }}
      onChange={(e) => {
        if (e.target.value === MORE) {
          keepOpen.current = true;
          setMore((m) => m + 1);
          return;
        }
        onChange(e.target.value);
      }}
    >
      {shown.map((q) => (
        <MenuItem key={q} value={q}>
          {formatQuarter(q)}
        </MenuItem>
      ))}
      {shown.length < all.length && (
        <MenuItem value={MORE} sx={{ color: 'primary.main', fontWeight: 600 }}>
          {t`Show More`}
        </MenuItem>
      )}
    </TextField>
  );
}
