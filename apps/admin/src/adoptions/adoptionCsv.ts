import type { DataProvider } from 'react-admin';
import { csvFrequencyLabel } from './frequency';
import { ADOPTION_LEVEL_LABELS, GIFT_STATUS_CHOICES, csvLabelOf, csvRegionName } from '../choices';
import { isoDate, isoTime, type CsvColumn } from '../export/csv';
import { fetchByIds } from '../export/related';
import { centsToDollars } from '@reach/ui/money';
import { peopleGroupName } from '@reach/ui/words';

type Adoption = Record<string, unknown> & { peopleGroupName?: string };

const yesNo = (value: unknown) => (value ? 'yes' : 'no');

export const adoptionCsvColumns: CsvColumn<Adoption>[] = [
  { header: 'Adoption id', value: (r) => r.id as string },
  { header: 'Adopter', value: (r) => r.adopterName as string, text: true },
  { header: 'Contact id', value: (r) => r.contactId as string },
  { header: 'People group', value: (r) => r.peopleGroupName ?? '', text: true },
  { header: 'People group id', value: (r) => r.peopleGroupId as string },
  { header: 'Region', value: (r) => (r.regionCode ? csvRegionName(r.regionCode) : '') },
  { header: 'Level', value: (r) => ADOPTION_LEVEL_LABELS[r.level as string] ?? (r.level as string) },
  { header: 'Status', value: (r) => csvLabelOf(GIFT_STATUS_CHOICES, r.status) },
  { header: 'Amount (USD)', value: (r) => centsToDollars(r.amount as number) },
  {
    header: 'Frequency',
    value: csvFrequencyLabel,
  },
  { header: 'Start date', value: (r) => isoDate(r.startDate) },
  { header: 'Unfunded at (UTC)', value: (r) => isoTime(r.unfundedAt) },
  { header: 'Cancelled (UTC)', value: (r) => isoTime(r.cancelledAt) },
  { header: 'Cancelled by', value: (r) => (r.cancelledBy as string) ?? '', text: true },
  { header: 'Commit to adopt', value: (r) => yesNo(r.commitToAdopt) },
  { header: 'Has field worker', value: (r) => yesNo(r.hasFieldWorker) },
  { header: 'Has regional coordinator', value: (r) => yesNo(r.hasRegionalCoord) },
  { header: 'Created (UTC)', value: (r) => isoTime(r.createdAt) },
];

/** withPeopleGroupNames adds each adoption's people group name for the CSV file. */
export const withPeopleGroupNames = async (records: Adoption[], dataProvider: DataProvider) => {
  const groups = await fetchByIds(dataProvider, 'people-groups', records.map((r) => r.peopleGroupId));
  return records.map((r) => {
    const pg = groups.get(String(r.peopleGroupId));
    return { ...r, peopleGroupName: pg ? peopleGroupName(pg) : '' };
  });
};
