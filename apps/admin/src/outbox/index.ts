import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';

const OutboxMailList = lazy(() =>
  import('./OutboxMailList').then((m) => ({ default: m.OutboxMailList })),
);
const OutboxMailShow = lazy(() =>
  import('./OutboxMailShow').then((m) => ({ default: m.OutboxMailShow })),
);

// Reach writes the outbox when it sends mail; staff read it and may resend a mail that failed
// for good (the show page's Resend).
export default {
  list: OutboxMailList,
  show: OutboxMailShow,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  options: { label: 'Mail Outbox' },
};
