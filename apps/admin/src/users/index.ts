import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

const UserList = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
const UserEdit = lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit })));
const UserCreate = lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate })));

export default {
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: 'username',
  options: { label: 'Users' },
};
