import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

const PaymentList = lazy(() => import('./PaymentList').then((m) => ({ default: m.PaymentList })));
const PaymentShow = lazy(() => import('./PaymentShow').then((m) => ({ default: m.PaymentShow })));

// Payments are recorded when Stripe (or the sandbox) says a gift was paid; read-only here.
export default {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
  recordRepresentation: 'transactionId',
  options: { label: 'Payments' },
};
