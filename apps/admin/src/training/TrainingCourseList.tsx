import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { intlLocale } from '../i18n';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export const TrainingCourseList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'courseName', order: 'ASC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.courseName}
          secondaryText={(r) => `${(r.modules ?? []).length} modules · ${r.numFiles} files`}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="courseName" label="reach.training.course" />
          <FunctionField
            label="reach.training.modules"
            sortable={false}
            render={(r) => ((r.modules ?? []) as { name: string }[]).map((m) => m.name).join(', ') || '-'}
          />
          <NumberField locales={intlLocale()} source="numFiles" label="reach.training.files" sortable={false} />
          <DateField locales={intlLocale()} source="updatedAt" label="reach.training.updated" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
