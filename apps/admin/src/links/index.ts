import GroupsIcon from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import { lazy } from 'react';

const PeopleGroupLinkList = lazy(() =>
  import('./PeopleGroupLinkList').then((m) => ({ default: m.PeopleGroupLinkList })),
);
const PeopleGroupLinkCreate = lazy(() =>
  import('./PeopleGroupLinkCreate').then((m) => ({ default: m.PeopleGroupLinkCreate })),
);
const PeopleGroupLinkEdit = lazy(() =>
  import('./PeopleGroupLinkEdit').then((m) => ({ default: m.PeopleGroupLinkEdit })),
);
const ProjectLinkList = lazy(() =>
  import('./ProjectLinkList').then((m) => ({ default: m.ProjectLinkList })),
);
const ProjectLinkCreate = lazy(() =>
  import('./ProjectLinkCreate').then((m) => ({ default: m.ProjectLinkCreate })),
);
const ProjectLinkEdit = lazy(() =>
  import('./ProjectLinkEdit').then((m) => ({ default: m.ProjectLinkEdit })),
);

/** peopleGroupLinks: a contact's role for a people group (the spec's user-to-people-group link). */
export const peopleGroupLinks = {
  list: PeopleGroupLinkList,
  create: PeopleGroupLinkCreate,
  edit: PeopleGroupLinkEdit,
  icon: GroupsIcon,
  recordRepresentation: 'contactName',
  options: { label: 'People Group Links' },
};

/** projectLinks: a contact's role for a holistic project. */
export const projectLinks = {
  list: ProjectLinkList,
  create: ProjectLinkCreate,
  edit: ProjectLinkEdit,
  icon: LinkIcon,
  recordRepresentation: 'contactName',
  options: { label: 'Project Links' },
};
