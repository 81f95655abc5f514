// HolisticProjectPicker: the user's projects (allHolisticProjectsForUser, newest change first).
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@reach/ui/mui-menus';
import Autocomplete from '@mui/material/Autocomplete';
import { useGql } from '../../data/useGql';
import { useAutocompleteTexts } from './autocompleteTexts';
import { PROJECTS } from '../queries';

export interface PickedProject {
  _id: string;
  projectName: string;
  typeOfProject?: string | null;
  peopleGroupIds?: string[];
}

export function HolisticProjectPicker({ value, onChange, label, error, disabled }: { value: string | null | undefined; onChange: (id: string | null, p: PickedProject | null) => void; label?: string; error?: string; disabled?: boolean }) {
  const { t } = useLingui();
  const words = useAutocompleteTexts();
  const { data, loading, error: loadError } = useGql(PROJECTS, { first: 100, sortBy: [{ key: 'updatedAt', order: 'DESC' }] }, { quiet: true, skip: disabled });
  const options: PickedProject[] = (data?.allHolisticProjectsForUser.edges ?? []).map((e) => ({ ...e.node, peopleGroupIds: e.node.peopleGroupIds ?? [] }));
  const selected = options.find((o) => o._id === value) ?? null;
  return (
    <Autocomplete
      {...words}
      options={options}
      value={selected}
      loading={loading}
      disabled={disabled}
      getOptionLabel={(o) => o.projectName}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_e, p) => onChange(p?._id ?? null, p)}
      renderInput={(params) => <TextField {...params} label={label ?? t`Holistic Project`} error={!!error || !!loadError} helperText={error ?? loadError?.message} />}
    />
  );
}
