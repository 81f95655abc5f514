import { Stack } from '@mui/material';
import { Edit, Labeled, SaveButton, SimpleForm, TextField, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { RoleInput, StartDateInput } from './linkInputs';
import { RemoveLinkButton } from './RemoveLinkButton';
import type { LinkTarget } from './targets';

const Title = ({ target }: { target: LinkTarget }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? `${record.contactName}: ${record[target.nameSource]}` : translate(target.title)}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <RemoveLinkButton redirect="list" />
  </Toolbar>
);

// The contact and the target of a link stay; to move it, remove it and add another.
export const LinkEdit = ({ target }: { target: LinkTarget }) => (
  <Edit title={<Title target={target} />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 600 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 2 }}>
        <Labeled label="reach.links.contact">
          <TextField source="contactName" />
        </Labeled>
        <Labeled label={target.label}>
          <TextField source={target.nameSource} />
        </Labeled>
      </Stack>
      <RoleInput />
      <StartDateInput />
    </SimpleForm>
  </Edit>
);
