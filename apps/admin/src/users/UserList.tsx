import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  EmailField,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ExportAllButton } from '../export/ExportAllButton';
import { userCsvColumns } from './userCsv';
import { ROLE_CHOICES } from '../choices';
import { BulkDeactivateButton, DeactivateButton, useMayDeactivate } from './DeactivateButton';
import { MomentField } from '../fields/MomentField';
import { RolesField } from './RolesField';
import { roleNames } from '@reach/ui/words';
import { PersonNameField, personName } from '../fields/PersonNameField';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" label="reach.users.role" choices={ROLE_CHOICES} />,
  <NullableBooleanInput key="active" source="active" trueLabel="reach.users.active" falseLabel="reach.users.deactivated" />,
];

const UserListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportAllButton columns={userCsvColumns} filename="users" />
  </TopToolbar>
);

export const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const mayDeactivate = useMayDeactivate();
  const translate = useTranslate();
  return (
    <List filters={userFilters} actions={<UserListActions />} sort={{ field: 'username', order: 'ASC' }} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => personName(record.name, translate) || record.username}
          secondaryText={(record) => `${record.username} · ${record.email}`}
          tertiaryText={(record) => (record.active ? roleNames(record.roles) : translate('reach.users.deactivated'))}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={<BulkDeactivateButton />} isRowSelectable={mayDeactivate}>
          <TextField source="username" />
          <PersonNameField source="name" />
          <EmailField source="email" sx={{ overflowWrap: "anywhere" }} />
          <RolesField source="roles" label="reach.users.roles" sortable={false} />
          <BooleanField source="active" />
          <BooleanField source="emailVerified" label="reach.users.email_verified" />
          <MomentField source="lastSignInAt" label="reach.users.last_sign_in" emptyText="reach.users.never" />
          <DeactivateButton />
        </Datagrid>
      )}
    </List>
  );
};
