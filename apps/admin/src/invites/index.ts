import MailIcon from '@mui/icons-material/ForwardToInbox';
import { lazy } from 'react';

const InviteList = lazy(() => import('./InviteList').then((m) => ({ default: m.InviteList })));
const InviteCreate = lazy(() => import('./InviteCreate').then((m) => ({ default: m.InviteCreate })));
const InviteShow = lazy(() => import('./InviteShow').then((m) => ({ default: m.InviteShow })));

// Invites cannot be edited (the schema has no updateInvite): withdraw and invite again.
export default {
  list: InviteList,
  create: InviteCreate,
  show: InviteShow,
  icon: MailIcon,
  recordRepresentation: 'fullName',
  options: { label: 'Invites' },
};
