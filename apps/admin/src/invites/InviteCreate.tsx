import { Create, email, required, SimpleForm, TextInput } from 'react-admin';
import { RolesInput } from '../users/RolesInput';

// After creation the invite's show page displays the sign-up URL to copy.
export const InviteCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={{ roles: ['partner'] }} sx={{ maxWidth: 760 }}>
      <TextInput source="fullName" label="reach.invites.full_name" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="phone" />
      <RolesInput validate={required()} />
    </SimpleForm>
  </Create>
);
