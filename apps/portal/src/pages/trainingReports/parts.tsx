// Small pieces the training report forms and views share: read-only facts, entry lists, a
// potential contact and an address with the spec's fallbacks (spec/03 §8).
import type { ReactNode } from 'react';
import { t as tc } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { intlLocale } from '@reach/ui/language';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { TextField } from '@reach/ui/mui-menus';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { countryNameOf, potentialRoleLabel, useCountries, type Address, type PotentialContact } from '../../reports/pickers';
import type { Entry } from './trainingForms';

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {v ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function SubTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" fontWeight={700}>
      {children}
    </Typography>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

export function Entries({ items, empty }: { items: Array<{ _id: string; desc: string }>; empty: string }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
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

export function EntryList({ title, add, label, entries, onChange }: { title: string; add: string; label: string; entries: Entry[]; onChange: (e: Entry[]) => void }) {
  const { t } = useLingui();
  return (
    <Stack spacing={1.5}>
      <SubTitle>{title}</SubTitle>
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

export function roleLabel(r: string | null | undefined): string | null {
  return potentialRoleLabel(r);
}

/** ContactView shows a potential contact with the spec's fallbacks. */
export function ContactView({ c }: { c: PotentialContact | null | undefined }) {
  const { t } = useLingui();
  const { countries } = useCountries();
  const country = countryNameOf(countries, c?.country);
  const whatsApp = c?.whatsApp;
  return (
    <Box data-testid="contact-view">
      <Typography variant="body2" fontWeight={700}>
        {c?.name || t`No name`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {roleLabel(c?.potentialRole) ?? t`No potential role`}
      </Typography>
      <Typography variant="body2">{c?.email || t`No email`}</Typography>
      <Typography variant="body2">{c?.phone || t`No phone`}</Typography>
      <Typography variant="body2">{whatsApp ? t`WhatsApp: ${whatsApp}` : t`No WhatsApp`}</Typography>
      <Typography variant="body2">{c?.orgName || t`No organization`}</Typography>
      {country && <Typography variant="body2">{country}</Typography>}
    </Box>
  );
}

/** AddressView shows an address with the spec's fallbacks. */
export function AddressView({ a }: { a: Address | null | undefined }) {
  const { t } = useLingui();
  const { countries } = useCountries();
  const country = countryNameOf(countries, a?.country);
  return (
    <Box data-testid="address-view">
      {a?.label && (
        <Typography variant="body2" fontWeight={700}>
          {a.label}
        </Typography>
      )}
      <Typography variant="body2">{a?.address1 || t`No address line 1`}</Typography>
      {a?.address2 && <Typography variant="body2">{a.address2}</Typography>}
      <Typography variant="body2">
        {[a?.city || t`No city`, a?.state || t`No state or province`, a?.zipCode].filter(Boolean).join(', ')}
      </Typography>
      <Typography variant="body2">{country ?? t`No country`}</Typography>
    </Box>
  );
}

/** Count is one figure of a list card. */
export function Count({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'grey.100', minWidth: 0 }}>
      <Typography variant="subtitle1" component="p" fontWeight={700}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function trainingCrumbs(kind: 'event' | 'quarterly') {
  return [
    { label: tc`Training`, to: '/training' },
    { label: kind === 'event' ? tc`Event Reports` : tc`Quarterly Reports`, to: `/training-reports/${kind}` },
  ];
}

/** dayLabel is a 'YYYY-MM-DD' date for people ('Mar 4, 2026'), read as a calendar day. */
export function dayLabel(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  if (!m) return day || '—';
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
}
