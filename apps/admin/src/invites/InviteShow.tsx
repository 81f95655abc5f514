import {
  DateField,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  ListButton,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { InviteStatusField } from './InviteStatusField';
import { InviteUrl } from './InviteUrl';
import { WithdrawButton } from './WithdrawButton';
import { SendAgainButton } from './SendAgainButton';
import { DATE_TIME } from '@reach/ui/dates';
import { RolesField } from '../users/RolesField';
import { intlLocale } from '../i18n';

const InviteTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{translate('reach.invites.title', { name: record ? record.fullName : '' })}</>;
};

const InviteShowActions = () => (
  <TopToolbar>
    <ListButton />
    <SendAgainButton />
    <WithdrawButton redirect="list" />
  </TopToolbar>
);

export const InviteShow = () => (
  <Show title={<InviteTitle />} actions={<InviteShowActions />}>
    <SimpleShowLayout>
      <InviteUrl />
      <TextField source="fullName" label="reach.invites.name" />
      <EmailField source="email" />
      <TextField source="phone" emptyText="-" />
      <RolesField source="roles" label="reach.invites.roles" />
      <Labeled label="reach.invites.status">
        <InviteStatusField />
      </Labeled>
      <DateField locales={intlLocale()} source="createdAt" label="reach.invites.created" showTime options={DATE_TIME} />
      <DateField locales={intlLocale()} source="expiresAt" label="reach.invites.expires" showTime options={DATE_TIME} />
      <DateField locales={intlLocale()} source="acceptedAt" label="reach.invites.accepted" showTime options={DATE_TIME} emptyText="-" />
    </SimpleShowLayout>
  </Show>
);
