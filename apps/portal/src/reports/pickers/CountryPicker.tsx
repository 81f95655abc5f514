// CountryPicker (countries) and RegionPicker (allJPRegions). A loading error stays as the
// field's message (spec/03 §8). Countries are the server's ISO list: in English they read as the
// server names them, in another language as Intl names the ISO code in its locale
// (Intl.DisplayNames), sorted the locale's way.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ENGLISH, PSEUDO, currentLanguage, intlLocale } from '@reach/ui/language';
import { useAutocompleteTexts } from './autocompleteTexts';
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

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** countryName is a country's name in the reader's language: its ISO code through Intl, else name. */
export function countryName(code: string, name: string): string {
  const lang = currentLanguage();
  if (lang === ENGLISH || lang === PSEUDO) return name;
  const loc = intlLocale();
  if (!regionNames.has(loc)) {
    try {
      regionNames.set(loc, new Intl.DisplayNames([loc], { type: 'region', fallback: 'none' }));
    } catch {
      regionNames.set(loc, null);
    }
  }
  try {
    return regionNames.get(loc)?.of(code.toUpperCase()) ?? name;
  } catch {
    return name;
  }
}

/** countryNameOf names the country of code from the list read (the code itself when unknown). */
export function countryNameOf(countries: CountryOption[], code: string | null | undefined): string | null {
  if (!code) return null;
  const c = countries.find((x) => x.shortCode === code);
  return c ? countryName(c.shortCode, c.name) : code;
}

export function useCountries() {
  const { data, loading, error } = useGql(COUNTRIES, {}, { quiet: true, skip: !!countriesKept });
  if (data?.countries && !countriesKept) countriesKept = data.countries as CountryOption[];
  return { countries: countriesKept ?? ((data?.countries ?? []) as CountryOption[]), loading: !countriesKept && loading, error: countriesKept ? null : error };
}

export function CountryPicker({ value, onChange, label, error, required }: { value: string | null | undefined; onChange: (code: string | null, c: CountryOption | null) => void; label?: string; error?: string; required?: boolean }) {
  const { t, i18n } = useLingui();
  const words = useAutocompleteTexts();
  const { countries: read, loading, error: loadError } = useCountries();
  const lang = i18n.locale;
  const countries = useMemo(() => {
    if (lang === ENGLISH || lang === PSEUDO) return read;
    const named = read.map((c) => ({ ...c, name: countryName(c.shortCode, c.name) }));
    return named.sort((a, b) => a.name.localeCompare(b.name, intlLocale()));
  }, [read, lang]);
  const selected = countries.find((c) => c.shortCode === value) ?? null;
  return (
    <Autocomplete
      {...words}
      options={countries}
      value={selected}
      loading={loading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.shortCode === b.shortCode}
      onChange={(_e, c) => onChange(c?.shortCode ?? null, c)}
      renderInput={(params) => <TextField {...params} label={label ?? t`Country`} required={required} error={!!error || !!loadError} helperText={error ?? loadError?.message} />}
    />
  );
}

export function RegionPicker({ value, onChange, label, error }: { value: string | null | undefined; onChange: (code: string | null) => void; label?: string; error?: string }) {
  const { t } = useLingui();
  const words = useAutocompleteTexts();
  const { data, loading, error: loadError } = useGql(JP_REGIONS, {}, { quiet: true });
  const regions = data?.allJPRegions ?? [];
  const selected = regions.find((r) => r._id === value) ?? null;
  return (
    <Autocomplete
      {...words}
      options={regions}
      value={selected}
      loading={loading}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_e, r) => onChange(r?._id ?? null)}
      renderInput={(params) => <TextField {...params} label={label ?? t`Region`} error={!!error || !!loadError} helperText={error ?? loadError?.message} />}
    />
  );
}
