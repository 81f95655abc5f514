// The back office in English: react-admin's messages with the wording the back office uses, and
// every text of its screens. The specs quote these English texts: they stay as they are. Other
// languages (es.ts, fr.ts, ar.ts beside this file) have exactly these keys and placeholders
// (i18n.test.ts).
import englishMessages from 'ra-language-english';

const en = {
  ...englishMessages,
  // Singular |||| plural: page titles say "Create User", menus keep the plural labels.
  resources: {
    // notifications.deleted is what a delete button says on success (react-admin's key; a
    // successMessage that is not a key falls back to 'Element deleted').
    users: {
      name: 'User |||| Users',
      notifications: { deleted: 'User deactivated |||| Users deactivated' },
      fields: { language: 'Language' },
    },
    invites: { name: 'Invite |||| Invites', notifications: { deleted: 'Invite withdrawn' } },
    'people-groups': { name: 'People Group |||| People Groups' },
    'holistic-projects': {
      name: 'Holistic Project |||| Holistic Projects',
      notifications: { deleted: 'Project archived' },
    },
    adoptions: { name: 'Adoption |||| Adoptions' },
    'project-sponsorships': { name: 'Project Sponsorship |||| Project Sponsorships' },
    payments: { name: 'Payment |||| Payments' },
    outbox: { name: 'Mail |||| Mail Outbox' },
    'people-group-links': {
      name: 'People Group Link |||| People Group Links',
      notifications: { deleted: 'Link removed' },
    },
    'project-links': { name: 'Project Link |||| Project Links', notifications: { deleted: 'Link removed' } },
    'upg-stats': { name: 'UPG Stats Record |||| UPG Stats' },
    'prayer-requests': { name: 'Prayer Request |||| Prayer Requests' },
    testimonies: { name: 'Testimony |||| Testimonies' },
    'training-courses': { name: 'Training Course |||| Training Courses' },
    'training-files': { name: 'Training File |||| Training Files' },
    'simple-lists': { name: 'Simple List |||| Simple Lists' },
    contacts: { name: 'Contact |||| Contacts' },
    'loan-agreements': { name: 'Loan Agreement |||| Loan Agreements' },
    mous: { name: 'Partnership Agreement Form |||| Partnership Agreement Forms' },
    'contact-members': { name: 'Member |||| Members', notifications: { deleted: 'Member removed' } },
  },
  ra: {
    ...englishMessages.ra,
    // The portal's words (docs/glossary.md): people sign in and sign out, never log in or out.
    auth: { ...englishMessages.ra.auth, logout: 'Sign Out' },
    notification: {
      ...englishMessages.ra.notification,
      updated: 'Saved |||| %{smart_count} saved',
      created: 'Created',
    },
  },
  // The back office's own texts (apps/admin/src), by screen.
  reach: {
    language: { menu: 'Language' },
    users: { language_help: 'The portal, the back office and the mail this person receives speak it.' },
    app: { title: 'Reach Back Office', portal: 'Portal', profile: 'Profile' },
  },
};

export default en;
