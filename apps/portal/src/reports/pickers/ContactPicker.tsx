// ContactPicker and FieldWorkerPicker (spec/03 §6, §7): contacts the user may file a report for,
// searched on the server (allContactsForUser, name ascending then match). The field worker picker
// lists contacts with a FIELD_WORKER link on the people group, up to 1000.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@reach/ui/mui-menus';
import Autocomplete from '@mui/material/Autocomplete';
import { useDebounced } from '../../data/useDebounced';
import { useGql } from '../../data/useGql';
import { useAutocompleteTexts } from './autocompleteTexts';
import { CONTACTS } from '../queries';

export interface PickedContact {
  _id: string;
  fullName: string;
}

export const FIELD_WORKER_PICKER_SIZE = 1000;
const SORT = [
  { key: 'firstName.keyword', order: 'ASC' as const },
  { key: '_score', order: 'DESC' as const },
];

export interface ContactPickerProps {
  value: PickedContact | null;
  onChange: (c: PickedContact | null) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  filters?: { isFieldWorker?: boolean; peopleGroupId?: string | null; regionalCoordId?: string | null; contactType?: Array<'CONTACT' | 'HOUSEHOLD' | 'ORG'> };
  first?: number;
}

export function ContactPicker({ value, onChange, label, error, disabled, filters = {}, first = 24 }: ContactPickerProps) {
  const { t } = useLingui();
  const words = useAutocompleteTexts();
  const [input, setInput] = useState('');
  const q = useDebounced(input, 250);
  const search = q && q !== value?.fullName ? q : undefined;
  const cleaned = Object.fromEntries(Object.entries({ ...filters, q: search }).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const { data, loading, error: loadError } = useGql(CONTACTS, { first, filters: cleaned, sortBy: SORT }, { quiet: true, skip: disabled });
  const options: PickedContact[] = (data?.allContactsForUser.edges ?? []).map((e) => ({ _id: e.node._id, fullName: e.node.fullName }));
  if (value && !options.some((o) => o._id === value._id)) options.unshift(value);
  return (
    <Autocomplete
      {...words}
      options={options}
      value={value}
      loading={loading}
      disabled={disabled}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.fullName}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v) => setInput(v)}
      renderInput={(params) => <TextField {...params} label={label ?? t`Contact`} error={!!error || !!loadError} helperText={error ?? loadError?.message} />}
    />
  );
}

/**
 * useContactLists reads, as the form opens, the lists a ContactPicker and a FieldWorkerPicker
 * offer before anything is typed: kept on the device (offline/answers.ts), a picker added to the
 * form while offline still offers them (docs/offline.md, "What can be filed offline").
 */
export function useContactLists(): void {
  useGql(CONTACTS, { first: 24, filters: {}, sortBy: SORT }, { quiet: true });
  useGql(CONTACTS, { first: FIELD_WORKER_PICKER_SIZE, filters: { isFieldWorker: true }, sortBy: SORT }, { quiet: true });
}

/** FieldWorkerPicker: the field workers of a people group (or of what a coordinator coordinates). */
export function FieldWorkerPicker(props: Omit<ContactPickerProps, 'filters' | 'first'> & { peopleGroupId?: string | null; regionalCoordId?: string | null }) {
  const { t } = useLingui();
  const { peopleGroupId, regionalCoordId, label, ...rest } = props;
  return <ContactPicker {...rest} label={label ?? t`Field Worker`} first={FIELD_WORKER_PICKER_SIZE} filters={{ isFieldWorker: true, peopleGroupId, regionalCoordId }} />;
}
