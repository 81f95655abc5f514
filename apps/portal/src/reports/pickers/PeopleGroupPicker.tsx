// PeopleGroupPicker (spec/03 §6): staff pick any people group (allPeopleGroupsForPublic, searched
// on the server); others pick from their own groups (allPeopleGroupsForUser, as /upgs lists them).
// The country shows beside each name.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@reach/ui/mui-menus';
import Autocomplete from '@mui/material/Autocomplete';
import { useDebounced } from '../../data/useDebounced';
import { useGql } from '../../data/useGql';
import { useAutocompleteTexts } from './autocompleteTexts';
import { MY_PEOPLE_GROUPS, PUBLIC_PEOPLE_GROUPS } from '../queries';

export interface PickedPeopleGroup {
  _id: string;
  nameAcrossCountries: string;
  country: string | null;
}

export function peopleGroupLabel(pg: Pick<PickedPeopleGroup, 'nameAcrossCountries' | 'country'>): string {
  return pg.country ? `${pg.nameAcrossCountries} - ${pg.country}` : pg.nameAcrossCountries;
}

export function PeopleGroupPicker({ value, onChange, staff, label, error, disabled }: { value: PickedPeopleGroup | null; onChange: (pg: PickedPeopleGroup | null) => void; staff: boolean; label?: string; error?: string; disabled?: boolean }) {
  const { t } = useLingui();
  const words = useAutocompleteTexts();
  const [input, setInput] = useState('');
  const q = useDebounced(input, 250);
  const search = q && (!value || q !== peopleGroupLabel(value)) ? q : undefined;
  const pub = useGql(PUBLIC_PEOPLE_GROUPS, { first: 25, filters: search ? { search } : {} }, { quiet: true, skip: !staff || disabled });
  const mine = useGql(MY_PEOPLE_GROUPS, { first: 200 }, { quiet: true, skip: staff || disabled });
  const edges = staff ? pub.data?.allPeopleGroupsForPublic.edges : mine.data?.allPeopleGroupsForUser.edges;
  const options: PickedPeopleGroup[] = (edges ?? []).map((e) => ({ _id: e.node._id, nameAcrossCountries: e.node.nameAcrossCountries, country: e.node.country ?? null }));
  if (value && !options.some((o) => o._id === value._id)) options.unshift(value);
  const loadError = staff ? pub.error : mine.error;
  return (
    <Autocomplete
      {...words}
      options={options}
      value={value}
      disabled={disabled}
      loading={staff ? pub.loading : mine.loading}
      // staff search on the server; the user's own groups are few and filtered here
      filterOptions={staff ? (x) => x : undefined}
      getOptionLabel={peopleGroupLabel}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v) => setInput(v)}
      renderInput={(params) => <TextField {...params} label={label ?? t`People Group`} error={!!error || !!loadError} helperText={error ?? loadError?.message} />}
    />
  );
}
