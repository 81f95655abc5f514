import { Alert, AlertTitle, Box, Stack } from '@mui/material';
import { Edit, ListButton, SaveButton, ShowButton, SimpleForm, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { labelOf } from '../choices';
import { AgreementActionButtons, NewVersionButton } from './AgreementActions';
import { ContentFields, NameAndTemplate } from './AgreementFields';
import { editBlock, STATUS_CHOICES, updateData, type AgreementLike } from './agreementRules';
import type { AgreementKind } from './kinds';

const Title = ({ kind }: { kind: AgreementKind }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <>
      {record
        ? translate('reach.agreements.edit_title', { name: record.name, version: record.version })
        : translate(kind.type === 'MOU' ? 'reach.agreements.edit_mou' : 'reach.agreements.edit_loan')}
    </>
  );
};

const EditActions = () => (
  <TopToolbar>
    <ShowButton />
    <ListButton />
  </TopToolbar>
);

/** NotEditable says why the agreement cannot change now and offers the way on. */
const NotEditable = ({ kind, reason }: { kind: AgreementKind; reason: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const status = labelOf(STATUS_CHOICES, record.status);
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info">
        <AlertTitle>
          {translate(kind.type === 'MOU' ? 'reach.agreements.not_editable_mou' : 'reach.agreements.not_editable_loan', { status })}
        </AlertTitle>
        {translate('reach.agreements.not_editable_how', { reason: translate(reason) })}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <NewVersionButton kind={kind} variant="contained" />
          <AgreementActionButtons kind={kind} only={['backToPreparing']} />
        </Stack>
      </Alert>
    </Box>
  );
};

const EditForm = ({ kind }: { kind: AgreementKind }) => {
  const record = useRecordContext();
  if (!record) return null;
  const block = editBlock(record as unknown as AgreementLike);
  if (block) return <NotEditable kind={kind} reason={block} />;
  return (
    <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>} sx={{ maxWidth: 900 }}>
      <NameAndTemplate />
      <ContentFields kind={kind} attachments />
    </SimpleForm>
  );
};

/** AgreementEdit changes an agreement while it is Preparing; otherwise it says why not. */
export const AgreementEdit = ({ kind }: { kind: AgreementKind }) => (
  <Edit title={<Title kind={kind} />} actions={<EditActions />} mutationMode="pessimistic" redirect="show" transform={updateData}>
    <EditForm kind={kind} />
  </Edit>
);
