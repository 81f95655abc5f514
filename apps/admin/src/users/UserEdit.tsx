import {
  BooleanInput,
  DateField,
  Edit,
  email,
  Labeled,
  PasswordInput,
  required,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  type RaRecord,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Stack } from '@mui/material';
import { DeactivateButton } from './DeactivateButton';
import { EraseButton } from './EraseButton';
import { LanguageInput } from './LanguageInput';
import { RolesInput } from './RolesInput';
import { pendingEmailNotice, sameEmail } from './emailChange';
import { DATE_TIME } from '@reach/ui/dates';
import { keepEmpty } from '../fields/keepEmpty';
import { intlLocale } from '../i18n';

const UserTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate('reach.users.title', { name: record ? `${record.username}` : '' })}</>;
};

const UserEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <Stack direction="row" spacing={1}>
      <EraseButton />
      <DeactivateButton redirect="list" />
    </Stack>
  </Toolbar>
);

/**
 * EmailInputs is the email, and for the staff member's own account a changed email's current
 * password, which the server asks for as the profile does (unless they signed in within 10
 * minutes). Another person's new address takes effect once its owner follows the mailed link.
 */
const EmailInputs = () => {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const typed = useWatch({ name: 'email' }) as string | undefined;
  const own = !!record && !!identity && record.id === identity.id;
  return (
    <>
      <TextInput
        source="email"
        type="email"
        validate={[required(), email()]}
        helperText={
          own ? 'reach.users.own_email_helper' : 'reach.users.new_email_helper'
        }
      />
      {own && !sameEmail(typed, record?.email) && (
        <PasswordInput
          source="currentPassword"
          label="reach.users.current_password"
          autoComplete="current-password"
          helperText="reach.users.needed_to_change_your_own_email"
        />
      )}
    </>
  );
};

export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (saved: RaRecord, variables: { data?: Partial<RaRecord> }) => {
    const notice = pendingEmailNotice(variables.data?.email as string | undefined, String(saved.email ?? ''));
    if (notice) notify(notice, { type: 'info', autoHideDuration: 10_000 });
    else notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('list', 'users');
  };
  return (
    <Edit title={<UserTitle />} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<UserEditToolbar />} sx={{ maxWidth: 760 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 2 }}>
          <Labeled label="reach.users.username">
            <TextField source="username" />
          </Labeled>
          <Labeled label="reach.users.created">
            <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
          </Labeled>
          <Labeled label="reach.users.last_sign_in">
            <DateField locales={intlLocale()} source="lastSignInAt" showTime options={DATE_TIME} emptyText="reach.users.never" />
          </Labeled>
        </Stack>
        <TextInput source="name" validate={required()} />
        <EmailInputs />
        <TextInput source="phone" parse={keepEmpty} helperText="reach.users.optional_empty_it_to_remove_the" />
        <LanguageInput />
        <RolesInput validate={required()} />
        <BooleanInput source="active" helperText="reach.users.inactive_users_cannot_sign_in" />
      </SimpleForm>
    </Edit>
  );
};
