import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { shortDate } from '@reach/ui/dates';
import { labelOf, REGION_CHOICES, csvLabelOf, csvRegionName } from '../choices';
import { ExportAllButton } from '../export/ExportAllButton';
import { isoTime, type CsvColumn } from '../export/csv';
import { PeopleGroupInput, ProjectInput } from '../links/linkInputs';
import { BulkApproveButton, DecisionButtons } from './ReportActions';
import { AboutField, StatusField, TypeField, WaitedField } from './ReportParts';
import { QueueTabs } from './QueueTabs';
import { QUEUE_LABELS, REPORT_LABELS as L } from './reportLabels';
import { decisionsFor, QUEUE_TABS, recentQuarters, STATUS_CHOICES, TYPE_CHOICES, waitedFor, waitedUntil } from './reportRules';
import { intlLocale } from '../i18n';

// The list asks only what its columns, its decisions and the CSV file show (not the history).
const LIST_FIELDS = [
  'id',
  'reportType',
  'status',
  'version',
  'contactId',
  'peopleGroupId',
  'holisticProjectId',
  'regionCode',
  'quarter',
  'submittedAt',
  'createdBy',
  'updatedAt',
  { createdByUser: ['_id', 'name'] },
  { approval: ['status', 'when', 'reason'] },
];

// The day is enough beside how long the report has waited (its page gives the time).
const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

const quarterChoices = recentQuarters(new Date(), 12).map((q) => ({ id: q, name: q }));

// Filter inputs take `filter`: nothing is required in a filter. The status is the tabs' filter.
const reportFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="reportType" source="reportType" label={L.reportType} choices={TYPE_CHOICES} alwaysOn />,
  <SelectInput key="regionCode" source="regionCode" label={L.regionCode} choices={REGION_CHOICES} />,
  <PeopleGroupInput key="peopleGroupId" source="peopleGroupId" label={L.peopleGroupId} filter />,
  <ProjectInput key="holisticProjectId" source="holisticProjectId" label={L.holisticProjectId} filter />,
  <ReferenceInput key="createdBy" source="createdBy" reference="users">
    <AutocompleteInput label={L.createdBy} optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="quarter" source="quarter" label={L.quarter} choices={quarterChoices} />,
];

type Report = Record<string, unknown> & {
  createdByUser?: { name: string } | null;
  approval?: { status: string; when: string | null; reason: string } | null;
};

const csvColumns: CsvColumn<Report>[] = [
  { header: L.id, value: (r) => r.id as string },
  { header: L.reportType, value: (r) => csvLabelOf(TYPE_CHOICES, r.reportType) },
  { header: L.status, value: (r) => csvLabelOf(STATUS_CHOICES, r.status) },
  { header: L.createdByUser, value: (r) => r.createdByUser?.name ?? '', text: true },
  { header: L.quarter, value: (r) => r.quarter as string },
  { header: L.regionCode, value: (r) => (r.regionCode ? csvRegionName(r.regionCode) : '') },
  { header: `${L.peopleGroupId} id`, value: (r) => r.peopleGroupId as string },
  { header: `${L.holisticProjectId} id`, value: (r) => r.holisticProjectId as string },
  { header: `${L.submittedAt} (UTC)`, value: (r) => isoTime(r.submittedAt) },
  { header: QUEUE_LABELS.waited, value: (r) => waitedFor(r.submittedAt, waitedUntil(r)) },
  { header: 'Decided (UTC)', value: (r) => isoTime(r.approval?.when) },
  { header: 'Decision reason', value: (r) => r.approval?.reason ?? '', text: true },
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAllButton columns={csvColumns} filename="reports" />
  </TopToolbar>
);

/** QueueGrid is the queue's table; rows waiting for a decision can be approved together. */
const QueueGrid = () => {
  const { filterValues } = useListContext();
  const waiting = decisionsFor(filterValues?.status).length > 0;
  return (
    <Datagrid
      rowClick="show"
      bulkActionButtons={waiting ? <BulkApproveButton /> : false}
      sx={{ '& .column-submittedAt': { whiteSpace: 'nowrap' } }}
    >
      <TypeField source="reportType" label={L.reportType} />
      <StatusField source="status" label={L.status} />
      <TextField source="createdByUser.name" label={L.createdByUser} sortable={false} />
      <TextField source="quarter" label={L.quarter} emptyText="-" />
      <AboutField label={QUEUE_LABELS.about} />
      <DateField locales={intlLocale()} source="submittedAt" label={L.submittedAt} options={DAY} emptyText="-" />
      <WaitedField label={QUEUE_LABELS.waited} />
      {waiting ? <FunctionField label={QUEUE_LABELS.decide} render={() => <DecisionButtons compact />} /> : null}
    </Datagrid>
  );
};

/**
 * ReportList is the approval queue for every report type: one tab per status with its count,
 * the waiting ones oldest first with how long each has waited; rows can be approved together.
 */
export const ReportList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="reach.reports.reports"
      filters={reportFilters}
      filterDefaultValues={{ status: QUEUE_TABS[0].id }}
      actions={<ListActions />}
      sort={QUEUE_TABS[0].sort}
      perPage={25}
      exporter={false}
      queryOptions={{ meta: { sparseFields: LIST_FIELDS } }}
    >
      <QueueTabs />
      {isSmall ? (
        <SimpleList
          primaryText={(r) => `${labelOf(TYPE_CHOICES, r.reportType)}${r.quarter ? ` · ${r.quarter}` : ''}`}
          secondaryText={(r) => `${r.createdByUser?.name ?? ''} · ${labelOf(STATUS_CHOICES, r.status)}`}
          tertiaryText={(r) => (r.submittedAt ? `${shortDate(r.submittedAt)} · ${waitedFor(r.submittedAt, waitedUntil(r))}` : '')}
          linkType="show"
        />
      ) : (
        <QueueGrid />
      )}
    </List>
  );
};
