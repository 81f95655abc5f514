import { Create, SimpleForm } from 'react-admin';
import { ContactInput, PeopleGroupInput, RoleInput, StartDateInput } from './linkInputs';

// Opened from a people group's page, the form starts with that people group (router state "record").
export const PeopleGroupLinkCreate = () => (
  <Create redirect="list">
    <SimpleForm sx={{ maxWidth: 600 }}>
      <ContactInput />
      <PeopleGroupInput />
      <RoleInput />
      <StartDateInput />
    </SimpleForm>
  </Create>
);
