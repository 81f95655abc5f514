import { Link as MuiLink, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  Translate,
} from 'react-admin';
import { labelOf } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ModuleName } from './moduleName';
import { useTrLanguages } from './useTrLanguages';
import { intlLocale } from '../i18n';

export const TrainingFileList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { choices: languages } = useTrLanguages();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="courseId" source="courseId" reference="training-courses" alwaysOn>
      <SelectInput label="reach.training.course" optionText="courseName" sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <SelectInput key="language" source="language" label="reach.training.language" choices={languages} alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: 'fileName', order: 'ASC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.fileName}
          secondaryText={(r) => labelOf(languages, r.language)}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="fileName" label="reach.training.file" />
          <ReferenceField source="courseId" reference="training-courses" label="reach.training.course" link="edit" sortable={false} emptyText="-">
            <TextField source="courseName" />
          </ReferenceField>
          <ModuleName label="reach.training.module" />
          <FunctionField source="language" label="reach.training.language" render={(r) => labelOf(languages, r.language)} />
          <FunctionField
            label="reach.training.download"
            sortable={false}
            render={(r) =>
              r.url ? (
                <MuiLink href={r.url} target="_blank" rel="noopener noreferrer" onClick={(e: React.MouseEvent) => e.stopPropagation()}>
                  <Translate i18nKey="reach.training.download" />
                </MuiLink>
              ) : (
                <Translate i18nKey="reach.reports.not_uploaded" />
              )
            }
          />
          <DateField locales={intlLocale()} source="updatedAt" label="reach.training.updated" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
