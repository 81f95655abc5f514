import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, List, SimpleList } from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { Excerpt, prayerFilters, ReportTypeField, Where } from './prayerParts';
import { intlLocale } from '../i18n';

export const TestimonyList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={prayerFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.desc}
          secondaryText={(r) => new Date(r.createdAt).toLocaleDateString(intlLocale())}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <Excerpt source="desc" label="reach.prayer.text" sortable={false} />
          <Where label="reach.prayer.for" />
          <ReportTypeField label="reach.prayer.from" />
          <DateField locales={intlLocale()} source="createdAt" label="reach.prayer.created" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
