import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { CONTACT_TYPE_CHOICES, labelOf } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ChoiceField } from '../fields/ChoiceField';
import { intlLocale } from '../i18n';
import { PersonNameField, personName } from '../fields/PersonNameField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="contactType" source="contactType" label="reach.contacts.type" choices={CONTACT_TYPE_CHOICES} alwaysOn />,
];

const TYPE_COLORS = { HOUSEHOLD: 'primary', ORGANIZATION: 'secondary' } as const;

const members = (r: { contactType?: string; numMembers?: number }) =>
  r.contactType === 'INDIVIDUAL' ? '' : String(r.numMembers ?? 0);

export const ContactList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'fullName', order: 'ASC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => personName(r.fullName, translate)}
          secondaryText={(r) => [labelOf(CONTACT_TYPE_CHOICES, r.contactType), r.email].filter(Boolean).join(' · ')}
          tertiaryText={(r) => (r.contactType === 'INDIVIDUAL' ? '' : `${r.numMembers} members`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <PersonNameField source="fullName" label="reach.contacts.name" />
          <ChoiceField source="contactType" label="reach.contacts.type" choices={CONTACT_TYPE_CHOICES} colors={TYPE_COLORS} />
          <EmailField source="email" label="reach.contacts.email" sortable={false} emptyText="-" />
          <TextField source="phone" label="reach.contacts.phone" sortable={false} emptyText="-" />
          <FunctionField source="numMembers" label="reach.contacts.members" sortable={false} render={members} />
          <DateField locales={intlLocale()} source="createdAt" label="reach.contacts.created" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
