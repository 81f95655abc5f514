import { Stack } from '@mui/material';
import { Edit, Labeled, SaveButton, SimpleForm, TextField, Toolbar, useRecordContext } from 'react-admin';
import { RoleInput, StartDateInput } from './linkInputs';
import { RemoveLinkButton } from './RemoveLinkButton';

const Title = () => {
  const record = useRecordContext();
  return <>{record ? `${record.contactName}: ${record.projectName}` : 'Project link'}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <RemoveLinkButton redirect="list" />
  </Toolbar>
);

// The contact and the project of a link stay; to move it, remove it and add another.
export const ProjectLinkEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 600 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 2 }}>
        <Labeled label="Contact">
          <TextField source="contactName" />
        </Labeled>
        <Labeled label="Project">
          <TextField source="projectName" />
        </Labeled>
      </Stack>
      <RoleInput />
      <StartDateInput />
    </SimpleForm>
  </Edit>
);
