import { Alert } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, Translate, useTranslate } from 'react-admin';
import { ContactFields } from './contactInputs';

const ContactTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.contacts.edit_title', { name: record.fullName }) : translate('reach.contacts.edit_contact')}</>;
};

// Contacts are never deleted (gifts and links name them): the toolbar only saves.
const ContactEditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

// A person's name, email and phone belong to their user; only households and organizations are
// edited here.
const ContactForm = () => {
  const record = useRecordContext();
  if (record?.contactType === 'INDIVIDUAL') {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        <Translate i18nKey="reach.contacts.a_persons_name_email_and_phone" />
      </Alert>
    );
  }
  return (
    <SimpleForm toolbar={<ContactEditToolbar />} sx={{ maxWidth: 600 }}>
      <ContactFields />
    </SimpleForm>
  );
};

export const ContactEdit = () => (
  <Edit title={<ContactTitle />} mutationMode="pessimistic" redirect="show">
    <ContactForm />
  </Edit>
);
