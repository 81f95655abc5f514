// The Users list's CSV: readable headers and values, as Payments' and Adoptions' are.
import { roleNames } from '@reach/ui/words';
import { isoTime, type CsvColumn } from '../export/csv';

type User = Record<string, unknown>;

const yesNo = (value: unknown) => (value ? 'yes' : 'no');

export const userCsvColumns: CsvColumn<User>[] = [
  { header: 'Username', value: (r) => r.username as string, text: true },
  { header: 'Name', value: (r) => r.name as string, text: true },
  { header: 'Email', value: (r) => r.email as string, text: true },
  { header: 'Phone', value: (r) => (r.phone as string) ?? '', text: true },
  { header: 'Roles', value: (r) => roleNames(r.roles as string[]) },
  { header: 'Active', value: (r) => yesNo(r.active) },
  { header: 'Email verified', value: (r) => yesNo(r.emailVerified) },
  { header: 'Last sign-in (UTC)', value: (r) => isoTime(r.lastSignInAt) },
  { header: 'Created (UTC)', value: (r) => isoTime(r.createdAt) },
  { header: 'User id', value: (r) => r.id as string },
  { header: 'Contact id', value: (r) => (r.contactId as string) ?? '' },
];
