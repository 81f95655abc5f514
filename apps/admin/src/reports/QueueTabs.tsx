// The approval queue's tabs: Pending, On Hold, Approved, Rejected, each with how many reports the
// other filters leave in it (through _allReportsMeta). A tab is the list's `status` filter and
// brings its own order: the waiting ones oldest submission first.
import { Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { QUEUE_TABS } from './reportRules';

const useStatusCount = (filter: Record<string, unknown>) => {
  const { total } = useGetList('reports', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'submittedAt', order: 'ASC' },
    filter,
    meta: { sparseFields: ['id'] },
  });
  return total;
};

const TabLabel = ({ name, filter }: { name: string; filter: Record<string, unknown> }) => {
  const translate = useTranslate();
  const count = useStatusCount(filter);
  return (
    <span>
      {translate(name, { _: name })}
      {count == null ? '' : ` (${count})`}
    </span>
  );
};

export const QueueTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, setSort } = useListContext();
  const { status, ...others } = (filterValues ?? {}) as Record<string, unknown>;
  const value = QUEUE_TABS.some((t) => t.id === status) ? (status as string) : QUEUE_TABS[0].id;
  const onChange = (_e: unknown, next: string) => {
    const tab = QUEUE_TABS.find((t) => t.id === next) ?? QUEUE_TABS[0];
    setSort(tab.sort);
    setFilters({ ...others, status: tab.id }, displayedFilters);
  };
  return (
    <Tabs
      value={value}
      onChange={onChange}
      variant="scrollable"
      scrollButtons={false}
      aria-label={translate('reach.reports.status')}
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {QUEUE_TABS.map((t) => (
        <Tab key={t.id} value={t.id} label={<TabLabel name={t.name} filter={{ ...others, status: t.id }} />} sx={{ minWidth: 0, px: 2 }} />
      ))}
    </Tabs>
  );
};
