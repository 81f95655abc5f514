// CountryPicker (countries) and RegionPicker (allJPRegions). A loading error stays as the
// field's message (spec/03 §8).
import { TextField } from '@reach/ui/mui';
import Autocomplete from '@mui/material/Autocomplete';
import { useGql } from '../../data/useGql';
import { COUNTRIES, JP_REGIONS } from '../queries';

export interface CountryOption {
  shortCode: string;
  name: string;
  hasStates: boolean;
}

export function useCountries() {
  const { data, loading, error } = useGql(COUNTRIES, {}, { quiet: true });
  return { countries: (data?.countries ?? []) as CountryOption[], loading, error };
}

export function CountryPicker({ value, onChange, label = 'Country', error, required }: { value: string | null | undefined; onChange: (code: string | null, c: CountryOption | null) => void; label?: string; error?: string; required?: boolean }) {
  const { countries, loading, error: loadError } = useCountries();
  const selected = countries.find((c) => c.shortCode === value) ?? null;
  return (
    <Autocomplete
      options={countries}
      value={selected}
      loading={loading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.shortCode === b.shortCode}
      onChange={(_e, c) => onChange(c?.shortCode ?? null, c)}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={!!error || !!loadError} helperText={error ?? loadError?.message} />}
    />
  );
}

export function RegionPicker({ value, onChange, label = 'Region', error }: { value: string | null | undefined; onChange: (code: string | null) => void; label?: string; error?: string }) {
  const { data, loading, error: loadError } = useGql(JP_REGIONS, {}, { quiet: true });
  const regions = data?.allJPRegions ?? [];
  const selected = regions.find((r) => r._id === value) ?? null;
  return (
    <Autocomplete
      options={regions}
      value={selected}
      loading={loading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_e, r) => onChange(r?._id ?? null)}
      renderInput={(params) => <TextField {...params} label={label} error={!!error || !!loadError} helperText={error ?? loadError?.message} />}
    />
  );
}
