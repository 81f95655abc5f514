import { PAYMENT_STATUS_CHOICES, csvLabelOf } from '../choices';
import { isoDate, isoTime, type CsvColumn } from '../export/csv';
import { centsToDollars } from '@reach/ui/money';

type Payment = Record<string, unknown>;

/** paymentKind says what a payment paid for (PaymentFilter.kind): Adoption, Project or ''. */
export const paymentKind = (r: Payment) =>
  r.adoptionId ? 'Adoption' : r.projectSponsorshipId ? 'Project' : '';

// Columns a bookkeeper reconciles with: when, who, how much, and the ids Stripe and the
// bank statement show (transaction, settlement, estimated deposit).
export const paymentCsvColumns: CsvColumn<Payment>[] = [
  { header: 'Given on (UTC)', value: (r) => isoTime(r.givenOn) },
  { header: 'Payment id', value: (r) => r.id as string },
  { header: 'Status', value: (r) => csvLabelOf(PAYMENT_STATUS_CHOICES, r.status) },
  { header: 'Amount (USD)', value: (r) => centsToDollars(r.usdCentsAmount as number) },
  { header: 'Kind', value: paymentKind },
  { header: 'Payer', value: (r) => r.payerName as string, text: true },
  { header: 'Payer email', value: (r) => r.payerEmail as string, text: true },
  { header: 'Payer id', value: (r) => r.payerId as string },
  { header: 'Fund id', value: (r) => r.fundId as string },
  { header: 'Fund', value: (r) => r.fundName as string, text: true },
  { header: 'Payment method', value: (r) => r.paymentMethodType as string },
  { header: 'Transaction id', value: (r) => r.transactionId as string },
  { header: 'Settlement id', value: (r) => r.settlementId as string },
  { header: 'Estimated deposit date', value: (r) => isoDate(r.estimatedDepositDate) },
  { header: 'Adoption id', value: (r) => r.adoptionId as string },
  { header: 'Project sponsorship id', value: (r) => r.projectSponsorshipId as string },
  { header: 'Refund for payment id', value: (r) => r.refundForId as string },
  { header: 'Refunded by payment id', value: (r) => r.refundedById as string },
  { header: 'Recurring', value: (r) => (r.recurringPaymentToken ? 'yes' : 'no') },
];
