import { Create, SelectInput, SimpleForm, required } from 'react-admin';
import { GROUP_TYPE_CHOICES } from '../choices';
import { ContactFields } from './contactInputs';

// A person's contact comes with their user (Users, Invites); here staff make households and
// organizations, then add their members on the page the form opens.
export const ContactCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={{ contactType: 'HOUSEHOLD' }} sx={{ maxWidth: 600 }}>
      <SelectInput source="contactType" label="reach.contacts.type" choices={GROUP_TYPE_CHOICES} validate={required()} />
      <ContactFields />
    </SimpleForm>
  </Create>
);
