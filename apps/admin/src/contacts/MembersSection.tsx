import type { ReactNode } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DeleteButton,
  Form,
  FunctionField,
  Link,
  Pagination,
  ReferenceInput,
  ReferenceManyField,
  required,
  TextField,
  useCreate,
  useCreatePath,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  Translate,
  useTranslate,
} from 'react-admin';
import { GROUP_TYPE_CHOICES } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { errorMessage } from '@reach/ui/graphql';
import { ChoiceField } from '../fields/ChoiceField';
import { contactOption } from '../links/linkInputs';
import { intlLocale } from '../i18n';

type Member = { groupContactId: string; groupName: string; memberContactId: string; memberName: string };

/** ContactLink opens another contact's page. */
const ContactLink = ({ id, name }: { id: string; name: string }) => {
  const createPath = useCreatePath();
  return (
    <MuiLink component={Link} to={createPath({ resource: 'contacts', id, type: 'show' })} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {name}
    </MuiLink>
  );
};

/**
 * useMyContactId is the signed-in staff member's own contact. The server refuses anyone adding
 * themself to a household or an organization, or removing themself from one (another member of
 * staff must), so the section offers neither.
 */
const useMyContactId = (): string | undefined => {
  const { identity } = useGetIdentity();
  return typeof identity?.contactId === 'string' ? identity.contactId : undefined;
};

const NOT_YOURSELF = 'reach.contacts.not_yourself';

/** RemoveMemberButton ends a membership (both contacts stay); title is a key, %{name} a contact's name. */
const RemoveMemberButton = ({ title, name }: { title: string; name: string }) => (
  <DeleteButton
    label="reach.contacts.remove"
    icon={<PersonRemoveIcon />}
    mutationMode="pessimistic"
    confirmTitle={title}
    titleTranslateOptions={{ name }}
    confirmContent="reach.contacts.they_will_no_longer_act_for"
    redirect={false}
  />
);

/** RemoveUnlessMine is Remove on a membership row, but on the staff member's own. */
const RemoveUnlessMine = ({ title, name }: { title: string; name: string }) => {
  const translate = useTranslate();
  const m = useRecordContext<Member>();
  const me = useMyContactId();
  if (m && me && m.memberContactId === me) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate(NOT_YOURSELF)}
      </Typography>
    );
  }
  return <RemoveMemberButton title={title} name={name} />;
};

/**
 * AddMemberForm adds a person, picked by name or email (people only), to the shown household
 * or organization; the staff member's own entry is shown but cannot be picked. The server's
 * message (already a member, already in another household, not yourself) shows as a notice.
 */
const AddMemberForm = ({ groupId }: { groupId: string }) => {
  const [create, { isPending }] = useCreate<Member & { id: string }>();
  const me = useMyContactId();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [round, setRound] = useState(0);
  const submit = (values: Record<string, unknown>) =>
    create(
      'contact-members',
      { data: { groupContactId: groupId, memberContactId: String(values.memberContactId ?? '') } },
      {
        onSuccess: (m) => {
          notify('reach.contacts.member_added', { type: 'success', messageArgs: { name: m.memberName } });
          setRound((n) => n + 1); // a fresh, empty picker
          refresh();
        },
        onError: (e) => notify(errorMessage(e), { type: 'error' }),
      },
    );
  return (
    <Form key={round} onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ width: { xs: '100%', sm: 420 } }}>
          <ReferenceInput source="memberContactId" reference="contacts" filter={{ contactType: 'INDIVIDUAL' }}>
            <AutocompleteInput
              label="reach.contacts.person"
              optionText={(c: { id?: unknown; fullName?: string; email?: string | null }) =>
                c.id === me ? translate('reach.contacts.option_you', { option: contactOption(c) }) : contactOption(c)
              }
              getOptionDisabled={(c: { id?: unknown }) => !!me && c.id === me}
              filterToQuery={(q: string) => ({ q })}
              validate={required('reach.contacts.choose_person')}
              helperText="reach.contacts.search_people_by_name_or_email"
            />
          </ReferenceInput>
        </Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<PersonAddIcon />}
          disabled={isPending}
          sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          <Translate i18nKey="reach.contacts.add_member" />
        </Button>
      </Stack>
    </Form>
  );
};

const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
    {children}
  </Typography>
);

/** MembersSection lists the people of the shown household or organization, to add and remove. */
export const MembersSection = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <SectionTitle><Translate i18nKey="reach.contacts.members" /></SectionTitle>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(record.contactType === 'HOUSEHOLD' ? 'reach.contacts.members_household' : 'reach.contacts.members_organization')}
      </Typography>
      <AddMemberForm groupId={String(record.id)} />
      <ReferenceManyField
        reference="contact-members"
        target="groupContactId"
        sort={{ field: 'memberName', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
      >
        <Datagrid
          rowClick={false}
          bulkActionButtons={false}
          empty={<Typography variant="body2" sx={{ py: 1 }}><Translate i18nKey="reach.contacts.no_members_yet" /></Typography>}
        >
          <FunctionField
            source="memberName"
            label="reach.contacts.person"
            render={(m: Member) => <ContactLink id={m.memberContactId} name={m.memberName} />}
          />
          <TextField source="memberEmail" label="reach.contacts.email" sortable={false} emptyText="-" />
          <DateField locales={intlLocale()} source="createdAt" label="reach.contacts.added" showTime options={DATE_TIME} />
          <RemoveUnlessMine title="reach.contacts.remove_member_title" name={record.fullName} />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};

/** MemberOfSection lists the households and organizations the shown person belongs to. */
export const MemberOfSection = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const me = useMyContactId();
  if (!record) return null;
  const mine = !!me && record.id === me;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <SectionTitle><Translate i18nKey="reach.contacts.households_and_organizations" /></SectionTitle>
      <ReferenceManyField
        reference="contact-members"
        target="memberContactId"
        sort={{ field: 'groupName', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
      >
        <Datagrid
          rowClick={false}
          bulkActionButtons={false}
          empty={
            <Typography variant="body2" sx={{ py: 1 }}>
              <Translate i18nKey="reach.contacts.not_a_member_of_any_add" />
            </Typography>
          }
        >
          <FunctionField
            source="groupName"
            label="reach.contacts.name"
            render={(m: Member) => <ContactLink id={m.groupContactId} name={m.groupName} />}
          />
          <ChoiceField source="groupType" label="reach.contacts.type" choices={GROUP_TYPE_CHOICES} />
          <DateField locales={intlLocale()} source="createdAt" label="reach.contacts.added" showTime options={DATE_TIME} />
          {mine ? (
            <FunctionField
              render={() => (
                <Typography variant="caption" color="text.secondary">
                  {translate(NOT_YOURSELF)}
                </Typography>
              )}
            />
          ) : (
            <RemoveMemberButton title="reach.contacts.remove_from_group_title" name={record.fullName} />
          )}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};
