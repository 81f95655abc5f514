import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

const AuditEntryList = lazy(() => import('./AuditEntryList').then((m) => ({ default: m.AuditEntryList })));

// The audit trail: what staff did, read by admins only (list-admin-audit). Nothing edits or
// deletes an entry, so there is a list and nothing else.
export default {
  list: AuditEntryList,
  icon: HistoryIcon,
  recordRepresentation: 'targetLabel',
  options: { label: 'Audit Trail' },
};
