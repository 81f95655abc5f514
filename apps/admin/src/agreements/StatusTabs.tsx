// The list's status tabs (as react-admin's demo does for orders): All, then one per status, each
// with how many agreements the other filters leave in it. The tab is the list's `status` filter.
import { Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { STATUS_TABS } from './agreementRules';

/** useStatusCount counts through _all…Meta: one row asked for, only its id. */
const useStatusCount = (resource: string, filter: Record<string, unknown>) => {
  const { total } = useGetList(resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'updatedAt', order: 'DESC' },
    filter,
    meta: { sparseFields: ['id'] },
  });
  return total;
};

const TabLabel = ({ resource, name, filter }: { resource: string; name: string; filter: Record<string, unknown> }) => {
  const translate = useTranslate();
  const count = useStatusCount(resource, filter);
  return (
    <span>
      {translate(name, { _: name })}
      {count == null ? '' : ` (${count})`}
    </span>
  );
};

export const StatusTabs = () => {
  const translate = useTranslate();
  const { resource, filterValues, setFilters, displayedFilters } = useListContext();
  const { status, ...others } = (filterValues ?? {}) as Record<string, unknown>;
  const value = typeof status === 'string' ? status : '';
  return (
    <Tabs
      value={value}
      onChange={(_e, next: string) => setFilters(next ? { ...others, status: next } : others, displayedFilters)}
      variant="scrollable"
      scrollButtons={false}
      aria-label={translate('reach.agreements.status')}
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {STATUS_TABS.map((t) => (
        <Tab
          key={t.id || 'all'}
          value={t.id}
          label={<TabLabel resource={resource} name={t.name} filter={t.id ? { ...others, status: t.id } : others} />}
          sx={{ minWidth: 0, px: 2 }}
        />
      ))}
    </Tabs>
  );
};
