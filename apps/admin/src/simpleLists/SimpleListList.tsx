import { Datagrid, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { intlLocale } from '../i18n';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const SimpleListList = () => (
  <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" label="reach.simpleLists.name" />
      <FunctionField
        label="reach.simpleLists.items"
        sortable={false}
        render={(r) => {
          const items = (r.list ?? []) as { key: string; content: string }[];
          const shown = items.slice(0, 4).map((i) => i.content).join(', ');
          return `${items.length}${items.length ? `: ${shown}${items.length > 4 ? ', …' : ''}` : ''}`;
        }}
      />
      <DateField locales={intlLocale()} source="updatedAt" label="reach.simpleLists.updated" showTime options={DATE_TIME} />
    </Datagrid>
  </List>
);
