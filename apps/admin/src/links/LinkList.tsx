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
import { DATE_TIME } from '@reach/ui/dates';
import { ChoiceField } from '../fields/ChoiceField';
import { ContactInput } from './linkInputs';
import { RemoveLinkButton } from './RemoveLinkButton';
import type { LinkTarget } from './targets';
import { intlLocale } from '../i18n';

/** LinkList lists the links to one kind of target, newest first. */
export const LinkList = ({ target }: { target: LinkTarget }) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="type" source="type" label="reach.links.role" choices={LINK_ROLE_CHOICES} alwaysOn />,
    <target.Input key={target.idSource} source={target.idSource} label={target.label} filter />,
    <ContactInput key="contactId" source="contactId" label="reach.links.contact" filter />,
  ];
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.contactName}
          secondaryText={(r) => labelOf(LINK_ROLE_CHOICES, r.type)}
          tertiaryText={(r) => r[target.nameSource]}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="contactName" label="reach.links.contact" />
          <ChoiceField source="type" label="reach.links.role" choices={LINK_ROLE_CHOICES} />
          <ReferenceField source={target.idSource} reference={target.reference} label={target.label} link="show" sortable={false}>
            <TextField source={target.referenceName} />
          </ReferenceField>
          <DateField locales={intlLocale()} source="startDate" label="reach.links.start" emptyText="-" />
          <DateField locales={intlLocale()} source="createdAt" label="reach.links.created" showTime options={DATE_TIME} />
          <RemoveLinkButton />
        </Datagrid>
      )}
    </List>
  );
};
