import {
  BooleanInput,
  DateField,
  Edit,
  email,
  Labeled,
  required,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { Stack } from '@mui/material';
import { DeactivateButton } from './DeactivateButton';
import { RolesInput } from './RolesInput';
import { DATE_TIME } from '@reach/ui/dates';
import { keepEmpty } from '../fields/keepEmpty';

const UserTitle = () => {
  const record = useRecordContext();
  return <>User {record ? `${record.username}` : ''}</>;
};

const UserEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeactivateButton redirect="list" />
  </Toolbar>
);

export const UserEdit = () => (
  <Edit title={<UserTitle />} mutationMode="pessimistic">
    <SimpleForm toolbar={<UserEditToolbar />} sx={{ maxWidth: 760 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 2 }}>
        <Labeled label="Username">
          <TextField source="username" />
        </Labeled>
        <Labeled label="Created">
          <DateField source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="Last sign-in">
          <DateField source="lastSignInAt" showTime options={DATE_TIME} emptyText="never" />
        </Labeled>
      </Stack>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="phone" parse={keepEmpty} helperText="Optional. Empty it to remove the phone." />
      <RolesInput validate={required()} />
      <BooleanInput source="active" helperText="Inactive users cannot sign in." />
    </SimpleForm>
  </Edit>
);
