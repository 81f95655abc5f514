// The training language filter (spec/02 §2 "Training"): options from the
// simple list 'tr-language', searchable (fuzzy, by key and name), clearable,
// labels with each word capitalised; default english, and 'en' when the list
// is missing.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { TextField } from '@reach/ui/mui-menus';
import { useGql } from '../../data/useGql';
import { SIMPLE_LIST } from '../../data/queries';
import { capitalizeWords, fuzzyMatch } from '../../data/text';

/** FALLBACK_LANGUAGE is the language key used when the list gives no english (spec/02 §2). */
export const FALLBACK_LANGUAGE = 'en';

export interface LanguageOption {
  key: string;
  label: string;
}

/** useLanguages loads tr-language and finds the default (english). */
export function useLanguages() {
  const { data, loading } = useGql(SIMPLE_LIST, { name: 'tr-language' });
  return useMemo(() => {
    const options: LanguageOption[] = (data?.simpleListForUser?.list ?? []).map((i) => ({ key: i.key, label: capitalizeWords(i.content || i.key) }));
    const english = options.find((o) => o.key.toLowerCase() === 'en' || o.label.toLowerCase() === 'english' || o.key.toLowerCase() === 'english');
    return { options, defaultKey: english?.key ?? FALLBACK_LANGUAGE, ready: !loading || !!data };
  }, [data, loading]);
}

/** languageLabel names a key with the list's label, or the key itself. */
export function languageLabel(options: LanguageOption[], key: string | null | undefined): string {
  if (!key) return '—';
  return options.find((o) => o.key === key)?.label ?? capitalizeWords(key);
}

export function LanguageSelect({
  options,
  value,
  onChange,
  label,
  width = 220,
}: {
  options: LanguageOption[];
  value: string | null;
  onChange: (key: string | null) => void;
  label?: string;
  width?: number | string | Record<string, number | string>;
}) {
  const { t } = useLingui();
  const selected = options.find((o) => o.key === value) ?? (value ? { key: value, label: capitalizeWords(value) } : null);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      onChange={(_e, v) => onChange(v ? v.key : null)}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      filterOptions={(opts, state) => opts.filter((o) => fuzzyMatch(o.key, state.inputValue) || fuzzyMatch(o.label, state.inputValue))}
      renderInput={(params) => <TextField {...params} label={label ?? t`Language`} />}
      sx={{ width, maxWidth: '100%' }}
      clearOnEscape
    />
  );
}
