import GroupsIcon from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import { createElement, lazy } from 'react';
import { PEOPLE_GROUP_TARGET, PROJECT_TARGET, type LinkTarget } from './targets';

const LinkList = lazy(() => import('./LinkList').then((m) => ({ default: m.LinkList })));
const LinkCreate = lazy(() => import('./LinkCreate').then((m) => ({ default: m.LinkCreate })));
const LinkEdit = lazy(() => import('./LinkEdit').then((m) => ({ default: m.LinkEdit })));

const views = (target: LinkTarget) => ({
  list: () => createElement(LinkList, { target }),
  create: () => createElement(LinkCreate, { target }),
  edit: () => createElement(LinkEdit, { target }),
});

/** peopleGroupLinks: a contact's role for a people group (the spec's user-to-people-group link). */
export const peopleGroupLinks = {
  ...views(PEOPLE_GROUP_TARGET),
  icon: GroupsIcon,
  recordRepresentation: 'contactName',
  options: { label: 'People Group Links' },
};

/** projectLinks: a contact's role for a holistic project. */
export const projectLinks = {
  ...views(PROJECT_TARGET),
  icon: LinkIcon,
  recordRepresentation: 'contactName',
  options: { label: 'Project Links' },
};
