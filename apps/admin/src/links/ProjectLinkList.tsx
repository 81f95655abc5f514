import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { labelOf, LINK_ROLE_CHOICES } from '../choices';
import { DATE_TIME } from '../dates';
import { ChoiceField } from '../fields/ChoiceField';
import { ContactInput, ProjectInput } from './linkInputs';
import { RemoveLinkButton } from './RemoveLinkButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" label="Role" choices={LINK_ROLE_CHOICES} alwaysOn />,
  <ProjectInput key="projectId" source="projectId" label="Project" filter />,
  <ContactInput key="contactId" source="contactId" label="Contact" filter />,
];

export const ProjectLinkList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.contactName}
          secondaryText={(r) => labelOf(LINK_ROLE_CHOICES, r.type)}
          tertiaryText={(r) => r.projectName}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="contactName" label="Contact" />
          <ChoiceField source="type" label="Role" choices={LINK_ROLE_CHOICES} />
          <ReferenceField source="projectId" reference="holistic-projects" label="Project" link="show" sortable={false}>
            <TextField source="projectName" />
          </ReferenceField>
          <DateField source="startDate" label="Start" emptyText="-" />
          <DateField source="createdAt" label="Created" showTime options={DATE_TIME} />
          <RemoveLinkButton />
        </Datagrid>
      )}
    </List>
  );
};
