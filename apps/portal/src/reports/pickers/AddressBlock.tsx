// AddressBlock (spec/03 §3 Address, §5): label, address lines, city, state (from countryRegions
// when the country has states), country and zip code checked against the country's format. The
// state and zip fields are labelled in the chosen country's words, neutral ones otherwise
// (addressLabels.ts).
import { useLingui } from '@lingui/react/macro';
import { MenuItem } from '@reach/ui/mui-select';
import { TextField } from '@reach/ui/mui-menus';
import Box from '@mui/material/Box';
import { useGql } from '../../data/useGql';
import { COUNTRY_REGIONS } from '../queries';
import { MSG } from '../messages';
import { validateZip } from '../validate';
import { CountryPicker, useCountries } from './CountryPicker';
import { addressLabels } from './addressLabels';

export interface Address {
  label?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  zipCode?: string | null;
}

export type AddressErrors = Partial<Record<keyof Address, string>>;

/** validateAddress: zip format always; label and country only when the caller asks. */
export function validateAddress(a: Address, require: { label?: boolean; country?: boolean; city?: boolean } = {}): AddressErrors {
  const e: AddressErrors = {};
  if (require.label && !a.label?.trim()) e.label = MSG.fieldRequired;
  if (require.country && !a.country) e.country = MSG.country;
  if (require.city && !a.city?.trim()) e.city = MSG.fieldRequired;
  const zip = validateZip(a.zipCode, a.country);
  if (zip) e.zipCode = zip;
  return e;
}

export function AddressBlock({ value, onChange, errors = {}, showLabel = true }: { value: Address; onChange: (a: Address) => void; errors?: AddressErrors; showLabel?: boolean }) {
  const { t } = useLingui();
  const { countries } = useCountries();
  const hasStates = !!countries.find((c) => c.shortCode === value.country)?.hasStates;
  const { data: regions, error: regionError } = useGql(COUNTRY_REGIONS, { countryShortCode: value.country ?? '' }, { quiet: true, skip: !value.country || !hasStates });
  const set = (k: keyof Address) => (e: { target: { value: string } }) => onChange({ ...value, [k]: e.target.value });
  const zipError = errors.zipCode ?? validateZip(value.zipCode, value.country);
  const labels = addressLabels(value.country);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {showLabel && <TextField label={t`Location Name`} value={value.label ?? ''} onChange={set('label')} error={!!errors.label} helperText={errors.label} sx={{ gridColumn: '1 / -1' }} />}
      <TextField label={t`Address Line 1`} value={value.address1 ?? ''} onChange={set('address1')} sx={{ gridColumn: '1 / -1' }} />
      <TextField label={t`Address Line 2`} value={value.address2 ?? ''} onChange={set('address2')} sx={{ gridColumn: '1 / -1' }} />
      <CountryPicker value={value.country} onChange={(code) => onChange({ ...value, country: code, state: null })} error={errors.country} />
      <TextField label={t`City`} value={value.city ?? ''} onChange={set('city')} error={!!errors.city} helperText={errors.city} />
      {hasStates ? (
        <TextField select label={labels.state} value={value.state ?? ''} onChange={set('state')} error={!!regionError} helperText={regionError?.message}>
          {(regions?.countryRegions ?? []).map((r) => (
            <MenuItem key={r.shortCode} value={r.shortCode}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField label={labels.state} value={value.state ?? ''} onChange={set('state')} />
      )}
      <TextField label={labels.zip} value={value.zipCode ?? ''} onChange={set('zipCode')} error={!!zipError} helperText={zipError} />
    </Box>
  );
}
