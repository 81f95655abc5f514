import { Create, SimpleForm } from 'react-admin';
import { ContactInput, ProjectInput, RoleInput, StartDateInput } from './linkInputs';

// Opened from a project's page, the form starts with that project (router state "record").
export const ProjectLinkCreate = () => (
  <Create redirect="list">
    <SimpleForm sx={{ maxWidth: 600 }}>
      <ContactInput />
      <ProjectInput />
      <RoleInput />
      <StartDateInput />
    </SimpleForm>
  </Create>
);
