import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  EmailField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { INVITE_STATUS_CHOICES } from '../choices';
import { InviteStatusField } from './InviteStatusField';
import { WithdrawButton } from './WithdrawButton';
import { DATE_TIME } from '@reach/ui/dates';
import { RolesField } from '../users/RolesField';
import { intlLocale } from '../i18n';

const inviteFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={INVITE_STATUS_CHOICES} alwaysOn />,
];

export const InviteList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={inviteFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.fullName}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => record.status}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="fullName" label="reach.invites.name" />
          <EmailField source="email" />
          <RolesField source="roles" label="reach.invites.roles" sortable={false} />
          <InviteStatusField source="status" label="reach.invites.status" />
          <DateField locales={intlLocale()} source="createdAt" label="reach.invites.created" showTime options={DATE_TIME} />
          <DateField locales={intlLocale()} source="expiresAt" label="reach.invites.expires" showTime options={DATE_TIME} />
          <WithdrawButton />
        </Datagrid>
      )}
    </List>
  );
};
