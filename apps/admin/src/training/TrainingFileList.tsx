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
} from 'react-admin';
import { labelOf } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ModuleName } from './moduleName';
import { useTrLanguages } from './useTrLanguages';

export const TrainingFileList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { choices: languages } = useTrLanguages();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="courseId" source="courseId" reference="training-courses" alwaysOn>
      <SelectInput label="Course" optionText="courseName" sx={{ minWidth: 220 }} />
    </ReferenceInput>,
    <SelectInput key="language" source="language" label="Language" choices={languages} alwaysOn />,
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
          <TextField source="fileName" label="File" />
          <ReferenceField source="courseId" reference="training-courses" label="Course" link="edit" sortable={false} emptyText="-">
            <TextField source="courseName" />
          </ReferenceField>
          <ModuleName label="Module" />
          <FunctionField source="language" label="Language" render={(r) => labelOf(languages, r.language)} />
          <FunctionField
            label="Download"
            sortable={false}
            render={(r) =>
              r.url ? (
                <MuiLink href={r.url} target="_blank" rel="noopener noreferrer" onClick={(e: React.MouseEvent) => e.stopPropagation()}>
                  Download
                </MuiLink>
              ) : (
                'Not uploaded'
              )
            }
          />
          <DateField source="updatedAt" label="Updated" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
