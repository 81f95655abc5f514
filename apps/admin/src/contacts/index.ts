import ContactsIcon from '@mui/icons-material/Contacts';
import { lazy } from 'react';

const ContactList = lazy(() => import('./ContactList').then((m) => ({ default: m.ContactList })));
const ContactShow = lazy(() => import('./ContactShow').then((m) => ({ default: m.ContactShow })));
const ContactEdit = lazy(() => import('./ContactEdit').then((m) => ({ default: m.ContactEdit })));
const ContactCreate = lazy(() => import('./ContactCreate').then((m) => ({ default: m.ContactCreate })));

/**
 * contacts: people, households and organizations. Staff create households and organizations and
 * keep their members (people act for them in the portal as 'My Household' and 'My
 * Organization'); a person's contact comes with their user. Links pick contacts from here too.
 */
export default {
  list: ContactList,
  show: ContactShow,
  edit: ContactEdit,
  create: ContactCreate,
  icon: ContactsIcon,
  recordRepresentation: 'fullName',
  options: { label: 'Contacts' },
};

/** contactMembers has no views of its own: a contact's page lists and adds its members. */
export const contactMembers = {
  recordRepresentation: 'memberName',
  options: { label: 'Members' },
};
