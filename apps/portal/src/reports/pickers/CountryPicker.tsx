// CountryPicker (countries) and RegionPicker (allJPRegions). A loading error stays as the
// field's message (spec/03 §8).
import { TextField } from '@reach/ui/mui-menus';
import Autocomplete from '@mui/material/Autocomplete';
import { useGql } from '../../data/useGql';
import { COUNTRIES, JP_REGIONS } from '../queries';

export interface CountryOption {
  shortCode: string;
  name: string;
  hasStates: boolean;
}

// The country list never changes while the app runs: once read it is kept, so a picker added to a
// form while offline still has its countries.
let countriesKept: CountryOption[] | null = null;

export function useCountries() {
  const { data, loading, error } = useGql(COUNTRIES, {}, { quiet: true, skip: !!countriesKept });
  if (data?.countries && !countriesKept) countriesKept = data.countries as CountryOption[];
  return { countries: countriesKept ?? ((data?.countries ?? []) as CountryOption[]), loading: !countriesKept && loading, error: countriesKept ? null : error };
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
