import { Box, Divider } from '@mui/material';
import {
  DateField,
  EditButton,
  EmailField,
  Labeled,
  ListButton,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CONTACT_TYPE_CHOICES } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ChoiceField } from '../fields/ChoiceField';
import { Section } from '../fields/Section';
import { MemberOfSection, MembersSection } from './MembersSection';
import { intlLocale } from '../i18n';
import { PersonNameField, personName } from '../fields/PersonNameField';
import { EraseButton } from '../users/EraseButton';

const ContactTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? personName(record.fullName, translate) : translate('reach.contacts.contact')}</>;
};

const isGroup = (type: unknown) => type === 'HOUSEHOLD' || type === 'ORGANIZATION';

const ContactShowActions = () => {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ListButton />
      {isGroup(record?.contactType) && <EditButton />}
      <EraseButton of="contact" />
    </TopToolbar>
  );
};

const Memberships = () => {
  const record = useRecordContext();
  if (!record) return null;
  return isGroup(record.contactType) ? <MembersSection /> : <MemberOfSection />;
};

export const ContactShow = () => (
  <Show title={<ContactTitle />} actions={<ContactShowActions />}>
    <Box sx={{ p: 2 }}>
      <Section title="reach.contacts.contact">
        <Labeled label="reach.contacts.name">
          <PersonNameField source="fullName" />
        </Labeled>
        <Labeled label="reach.contacts.type">
          <ChoiceField source="contactType" choices={CONTACT_TYPE_CHOICES} />
        </Labeled>
        <Labeled label="reach.contacts.email">
          <EmailField source="email" emptyText="-" />
        </Labeled>
        <Labeled label="reach.contacts.phone">
          <TextField source="phone" emptyText="-" />
        </Labeled>
        <Labeled label="reach.contacts.created">
          <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.contacts.updated">
          <DateField locales={intlLocale()} source="updatedAt" showTime options={DATE_TIME} />
        </Labeled>
      </Section>
      <Divider sx={{ mb: 3 }} />
      <Memberships />
    </Box>
  </Show>
);
