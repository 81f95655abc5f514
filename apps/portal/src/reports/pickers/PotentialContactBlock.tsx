// PotentialContactBlock (spec/03 §3 Potential contact, §5): name required, a valid email, phone and
// WhatsApp starting with + and the country code; the messages are the server's (docs/reports.md).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MenuItem } from '@reach/ui/mui-select';
import { TextField } from '@reach/ui/mui-menus';
import Box from '@mui/material/Box';
import { MSG, phoneHint } from '../messages';
import { texts } from '../texts';
import { validateContactEmail, validateIntlPhone } from '../validate';
import { CountryPicker } from './CountryPicker';

export interface PotentialContact {
  _id?: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  whatsApp?: string | null;
  country?: string | null;
  orgName?: string | null;
  potentialRole?: string | null;
}

export type PotentialContactErrors = Partial<Record<keyof PotentialContact, string>>;

const ROLE_LABELS = texts({
  FIELD_WORKER: msg`Field Worker`,
  REGIONAL_COORD: msg`Regional Coordinator`,
  TRAINER: msg`Trainer`,
});

/** POTENTIAL_ROLES are the roles a potential contact may take. */
export const POTENTIAL_ROLES = ['FIELD_WORKER', 'REGIONAL_COORD', 'TRAINER'] as const;

/** potentialRoleLabel is a role's label in the reader's language; null for none or an unknown one. */
export function potentialRoleLabel(r: string | null | undefined): string | null {
  return r && r in ROLE_LABELS ? ROLE_LABELS[r as keyof typeof ROLE_LABELS] : null;
}

export function validatePotentialContact(c: PotentialContact): PotentialContactErrors {
  const e: PotentialContactErrors = {};
  if (!c.name?.trim()) e.name = MSG.fieldRequired;
  const email = validateContactEmail(c.email);
  if (email) e.email = email;
  const phone = validateIntlPhone(c.phone);
  if (phone) e.phone = phone;
  const wa = validateIntlPhone(c.whatsApp);
  if (wa) e.whatsApp = wa;
  return e;
}

export function PotentialContactBlock({ value, onChange, errors = {}, withRole = true }: { value: PotentialContact; onChange: (c: PotentialContact) => void; errors?: PotentialContactErrors; withRole?: boolean }) {
  const { t } = useLingui();
  const set = (k: keyof PotentialContact) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label={t`Name`} required value={value.name ?? ''} onChange={set('name')} error={!!errors.name} helperText={errors.name} />
      <TextField label={t`Email`} type="email" value={value.email ?? ''} onChange={set('email')} error={!!errors.email} helperText={errors.email} />
      <TextField label={t`Phone`} value={value.phone ?? ''} onChange={set('phone')} error={!!errors.phone} helperText={errors.phone ?? phoneHint()} />
      <TextField label={t({ message: 'WhatsApp', comment: 'the messaging app: its name as people know it in the language' })} value={value.whatsApp ?? ''} onChange={set('whatsApp')} error={!!errors.whatsApp} helperText={errors.whatsApp ?? phoneHint()} />
      <CountryPicker value={value.country} onChange={(code) => onChange({ ...value, country: code })} />
      <TextField label={t`Organization`} value={value.orgName ?? ''} onChange={set('orgName')} />
      {withRole && (
        <TextField select label={t`Potential Role`} value={value.potentialRole ?? ''} onChange={set('potentialRole')}>
          {POTENTIAL_ROLES.map((k) => (
            <MenuItem key={k} value={k}>
              {potentialRoleLabel(k)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
