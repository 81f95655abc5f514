import {
  Edit,
  minValue,
  NumberField,
  NumberInput,
  Labeled,
  number,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { Stack } from '@mui/material';
import { ADOPTION_LEVEL_CHOICES } from '../choices';
import { AttachmentUploadInput } from '../upload/AttachmentUploadInput';
import { JoshuaProjectCredit } from './JoshuaProjectCredit';
import { peopleGroupName } from '@reach/ui/words';

const PeopleGroupTitle = () => {
  const record = useRecordContext();
  return <>Edit {record ? peopleGroupName(record) : 'people group'}</>;
};

// People groups come from the import and are never deleted here: the toolbar only saves.
const PeopleGroupEditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

// Only what staff keep beyond Joshua Project's data is editable (updatePeopleGroup); a re-import
// keeps these fields. The photo is uploaded as a picture of the group (PG_PHOTO) and becomes the
// group's photo on Save.
export const PeopleGroupEdit = () => (
  <Edit title={<PeopleGroupTitle />} mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<PeopleGroupEditToolbar />} sx={{ maxWidth: 760 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 2 }}>
        <Labeled label="Name in country">
          <TextField source="nameInCountry" />
        </Labeled>
        <Labeled label="Country">
          <TextField source="country" />
        </Labeled>
        <Labeled label="Population">
          <NumberField source="population" locales="en-US" />
        </Labeled>
      </Stack>
      <TextInput source="summary" multiline minRows={4} fullWidth />
      <NumberInput
        source="focusLevelNo"
        label="Focus level"
        min={0}
        step={1}
        validate={[required(), number(), minValue(0)]}
        helperText="The giving site features focus level 5."
      />
      <NumberInput
        source="numAdoptionsAvailable"
        label="Adoptions available"
        min={0}
        step={1}
        validate={[required(), number(), minValue(0)]}
      />
      <SelectInput
        source="suggestedAdoptionLevel"
        label="Suggested adoption level"
        choices={ADOPTION_LEVEL_CHOICES}
        emptyText="None"
        parse={(value: string) => (value === '' ? null : value)}
      />
      <AttachmentUploadInput
        source="primaryPhotoId"
        label="Photo"
        previewSource="primaryThumbnailUrl"
        tags={['people-group', 'primary-photo']}
        fileType="PG_PHOTO"
        needsRecord
        helperText="Shown on the group's cards on the giving site and in the partner portal, and among its pictures."
      />
    </SimpleForm>
    <JoshuaProjectCredit />
  </Edit>
);
