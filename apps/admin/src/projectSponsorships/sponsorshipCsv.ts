import { GIFT_STATUS_CHOICES, csvLabelOf, csvRegionName } from '../choices';
import { isoDate, isoTime, type CsvColumn } from '../export/csv';
import { centsToDollars } from '@reach/ui/money';

type Sponsorship = Record<string, unknown>;

export const sponsorshipCsvColumns: CsvColumn<Sponsorship>[] = [
  { header: 'Sponsorship id', value: (r) => r.id as string },
  { header: 'Sponsor', value: (r) => r.sponsorName as string, text: true },
  { header: 'Contact id', value: (r) => r.contactId as string },
  { header: 'Project', value: (r) => r.projectName as string, text: true },
  { header: 'Project id', value: (r) => r.projectId as string },
  { header: 'Region', value: (r) => (r.region as string) || (r.regionCode ? csvRegionName(r.regionCode) : '') },
  { header: 'Amount (USD)', value: (r) => centsToDollars(r.amount as number) },
  { header: 'Recurring', value: (r) => (r.recurring ? 'monthly' : 'one-time') },
  { header: 'Monthly status', value: (r) => (r.recurringStatus ? csvLabelOf(GIFT_STATUS_CHOICES, r.recurringStatus) : '') },
  { header: 'Cancelled (UTC)', value: (r) => isoTime(r.cancelledAt) },
  { header: 'Cancelled by', value: (r) => (r.cancelledBy as string) ?? '', text: true },
  { header: 'Start date', value: (r) => isoDate(r.startDate) },
  { header: 'Commit to adopt', value: (r) => (r.commitToAdopt ? 'yes' : 'no') },
  { header: 'Created (UTC)', value: (r) => isoTime(r.createdAt) },
];
