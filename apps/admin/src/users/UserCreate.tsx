import {
  Create,
  email,
  minLength,
  PasswordInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { ENGLISH } from '@reach/ui/languages';
import { LanguageInput } from './LanguageInput';
import { RolesInput } from './RolesInput';

export const UserCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ roles: ['partner'], language: ENGLISH }} sx={{ maxWidth: 760 }}>
      <TextInput source="username" validate={required()} autoComplete="off" />
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="phone" />
      <PasswordInput
        source="password"
        validate={[required(), minLength(8)]}
        autoComplete="new-password"
        helperText="reach.users.the_server_checks_the_passwords_strength"
      />
      <LanguageInput />
      <RolesInput validate={required()} />
    </SimpleForm>
  </Create>
);
