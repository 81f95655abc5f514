// PotentialContactBlock (spec/03 §3 Potential contact, §5): name required, a valid email, phone and
// WhatsApp starting with + and the country code; the messages are the server's (docs/reports.md).
import { MenuItem } from '@reach/ui/mui-select';
import { TextField } from '@reach/ui/mui-menus';
import Box from '@mui/material/Box';
import { MSG, PHONE_HINT } from '../messages';
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

export const POTENTIAL_ROLES: Array<[string, string]> = [
  ['FIELD_WORKER', 'Field Worker'],
  ['REGIONAL_COORD', 'Regional Coordinator'],
  ['TRAINER', 'Trainer'],
];

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
  const set = (k: keyof PotentialContact) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Name" required value={value.name ?? ''} onChange={set('name')} error={!!errors.name} helperText={errors.name} />
      <TextField label="Email" type="email" value={value.email ?? ''} onChange={set('email')} error={!!errors.email} helperText={errors.email} />
      <TextField label="Phone" value={value.phone ?? ''} onChange={set('phone')} error={!!errors.phone} helperText={errors.phone ?? PHONE_HINT} />
      <TextField label="WhatsApp" value={value.whatsApp ?? ''} onChange={set('whatsApp')} error={!!errors.whatsApp} helperText={errors.whatsApp ?? PHONE_HINT} />
      <CountryPicker value={value.country} onChange={(code) => onChange({ ...value, country: code })} />
      <TextField label="Organization" value={value.orgName ?? ''} onChange={set('orgName')} />
      {withRole && (
        <TextField select label="Potential Role" value={value.potentialRole ?? ''} onChange={set('potentialRole')}>
          {POTENTIAL_ROLES.map(([k, l]) => (
            <MenuItem key={k} value={k}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
