import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
} from 'react-admin';
import { MAIL_STATUS_CHOICES } from '../choices';
import { MailKindField, MailKindInput } from './MailKindInput';
import { MailStatusField } from './MailStatusField';
import { DATE_TIME } from '@reach/ui/dates';
import { intlLocale } from '../i18n';

const outboxFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <MailKindInput key="kind" source="kind" alwaysOn />,
  <SelectInput key="status" source="status" choices={MAIL_STATUS_CHOICES} />,
  <TextInput key="to" source="to" label="reach.outbox.to" />,
];

export const OutboxMailList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={outboxFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.subject}
          secondaryText={(record) => record.to}
          tertiaryText={(record) => new Date(record.createdAt).toLocaleString(intlLocale(), DATE_TIME)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="to" />
          <TextField source="subject" />
          <MailKindField source="kind" />
          <MailStatusField source="status" label="reach.outbox.status" />
          <DateField locales={intlLocale()} source="createdAt" label="reach.outbox.created" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
