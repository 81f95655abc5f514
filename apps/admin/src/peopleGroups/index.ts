import PublicIcon from '@mui/icons-material/Public';
import { lazy } from 'react';
import { peopleGroupName } from '@reach/ui/words';

const PeopleGroupList = lazy(() =>
  import('./PeopleGroupList').then((m) => ({ default: m.PeopleGroupList })),
);
const PeopleGroupShow = lazy(() =>
  import('./PeopleGroupShow').then((m) => ({ default: m.PeopleGroupShow })),
);
const PeopleGroupEdit = lazy(() =>
  import('./PeopleGroupEdit').then((m) => ({ default: m.PeopleGroupEdit })),
);

// People groups come from the Joshua Project import: no create, no delete.
export default {
  list: PeopleGroupList,
  show: PeopleGroupShow,
  edit: PeopleGroupEdit,
  icon: PublicIcon,
  // "{name} - {country}" wherever a people group is referred to (docs/glossary.md)
  recordRepresentation: (record: Record<string, unknown>) => peopleGroupName(record),
  options: { label: 'People Groups' },
};
