import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';

const OutboxMailList = lazy(() =>
  import('./OutboxMailList').then((m) => ({ default: m.OutboxMailList })),
);
const OutboxMailShow = lazy(() =>
  import('./OutboxMailShow').then((m) => ({ default: m.OutboxMailShow })),
);

// The outbox is read-only: Reach writes it when it sends mail.
export default {
  list: OutboxMailList,
  show: OutboxMailShow,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  options: { label: 'Mail Outbox' },
};
