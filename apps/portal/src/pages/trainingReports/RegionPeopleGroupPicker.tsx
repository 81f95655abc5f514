// The new adoption's people group picker (spec/03 §5): any people group of the report's region,
// searched on the server.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@reach/ui/mui-menus';
import Autocomplete from '@mui/material/Autocomplete';
import { useDebounced } from '../../data/useDebounced';
import { useGql } from '../../data/useGql';
import { PUBLIC_PEOPLE_GROUPS } from '../../reports/queries';
import { peopleGroupLabel, type PickedPeopleGroup } from '../../reports/pickers';
import { useAutocompleteTexts } from '../../reports/pickers/autocompleteTexts';

export function RegionPeopleGroupPicker({ regionCode, value, onChange, error }: { regionCode: string; value: PickedPeopleGroup | null; onChange: (pg: PickedPeopleGroup | null) => void; error?: string }) {
  const { t } = useLingui();
  const words = useAutocompleteTexts();
  const [input, setInput] = useState('');
  const q = useDebounced(input, 250);
  const search = q && (!value || q !== peopleGroupLabel(value)) ? q : undefined;
  const filters = { ...(regionCode ? { regionCode } : {}), ...(search ? { search } : {}) };
  const { data, loading, error: loadError } = useGql(PUBLIC_PEOPLE_GROUPS, { first: 25, filters }, { quiet: true, skip: !regionCode });
  const options: PickedPeopleGroup[] = (data?.allPeopleGroupsForPublic.edges ?? []).map((e) => ({ _id: e.node._id, nameAcrossCountries: e.node.nameAcrossCountries, country: e.node.country ?? null }));
  if (value && !options.some((o) => o._id === value._id)) options.unshift(value);
  return (
    <Autocomplete
      {...words}
      options={options}
      value={value}
      loading={loading}
      disabled={!regionCode}
      filterOptions={(x) => x}
      getOptionLabel={peopleGroupLabel}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v) => setInput(v)}
      renderInput={(params) => (
        <TextField {...params} label={t`People Group`} error={!!error || !!loadError} helperText={error ?? loadError?.message ?? (!regionCode ? t`Select the report’s region first` : undefined)} />
      )}
    />
  );
}
