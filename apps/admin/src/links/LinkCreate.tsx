import { Create, SimpleForm } from 'react-admin';
import { ContactInput, RoleInput, StartDateInput } from './linkInputs';
import type { LinkTarget } from './targets';

// Opened from a people group's or a project's page, the form starts with it (router state "record").
export const LinkCreate = ({ target }: { target: LinkTarget }) => (
  <Create redirect="list">
    <SimpleForm sx={{ maxWidth: 600 }}>
      <ContactInput />
      <target.Input />
      <RoleInput />
      <StartDateInput />
    </SimpleForm>
  </Create>
);
