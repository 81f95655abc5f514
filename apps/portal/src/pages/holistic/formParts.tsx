// Parts the holistic proposal and progress report screens share: the offer of a copy kept on the
// device (the reporting kit's RestoreOffer), lists of testimonies and prayer requests, read-only facts, and where a server's
// refusal of one field goes.
import type { ReactNode } from 'react';
import { t as tc } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { TextField } from '@reach/ui/mui-menus';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
export { RestoreOffer } from '../../reports/RestoreOffer';

/** scrollToError brings the first field with an error into view. */
export function scrollToError() {
  window.setTimeout(() => document.querySelector('.Mui-error, [data-error="true"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 50);
}

export interface Entry {
  _id?: string;
  desc: string;
}

export function EntryList({ title, add, label, entries, onChange }: { title: string; add: string; label: string; entries: Entry[]; onChange: (e: Entry[]) => void }) {
  const { t } = useLingui();
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" fontWeight={700}>
        {title}
      </Typography>
      {entries.map((m, i) => (
        <Stack key={m._id ?? i} direction="row" spacing={1} alignItems="flex-start">
          <TextField label={t`${label} ${i + 1}`} multiline minRows={2} fullWidth value={m.desc} onChange={(e) => onChange(entries.map((x, j) => (j === i ? { ...x, desc: e.target.value } : x)))} />
          <IconButton aria-label={t`Remove ${label} ${i + 1}`} onClick={() => onChange(entries.filter((_, j) => j !== i))} sx={{ mt: 1 }}>
            ×
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button variant="outlined" onClick={() => onChange([...entries, { desc: '' }])}>
          {add}
        </Button>
      </Box>
    </Stack>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {v === null || v === undefined || v === '' ? '—' : v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function Entries({ items, empty }: { items: Array<{ _id: string; desc: string }>; empty: string }) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {items.map((m) => (
        <Paper key={m._id} variant="outlined" sx={{ p: 1.5, whiteSpace: 'pre-line' }}>
          <Typography variant="body2">{m.desc}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}

export function SubTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" fontWeight={700}>
      {children}
    </Typography>
  );
}

export const yesNoText = (b: boolean | null | undefined) => (b === true ? tc`Yes` : b === false ? tc`No` : '—');
