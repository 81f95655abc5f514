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
  useTranslate,
} from 'react-admin';
import { Stack } from '@mui/material';
import { ADOPTION_LEVEL_CHOICES } from '../choices';
import { AttachmentUploadInput } from '../upload/AttachmentUploadInput';
import { JoshuaProjectCredit } from './JoshuaProjectCredit';
import { peopleGroupName } from '@reach/ui/words';
import { intlLocale } from '../i18n';

const PeopleGroupTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.peopleGroups.edit_title', { name: peopleGroupName(record) }) : translate('reach.peopleGroups.edit_people_group')}</>;
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
        <Labeled label="reach.peopleGroups.name_in_country">
          <TextField source="nameInCountry" />
        </Labeled>
        <Labeled label="reach.peopleGroups.country">
          <TextField source="country" />
        </Labeled>
        <Labeled label="reach.peopleGroups.population">
          <NumberField source="population" locales={intlLocale()} />
        </Labeled>
      </Stack>
      <TextInput source="summary" multiline minRows={4} fullWidth />
      <NumberInput
        source="focusLevelNo"
        label="reach.peopleGroups.focus_level"
        min={0}
        step={1}
        validate={[required(), number(), minValue(0)]}
        helperText="reach.peopleGroups.the_giving_site_features_focus_level"
      />
      <NumberInput
        source="numAdoptionsAvailable"
        label="reach.peopleGroups.adoptions_available"
        min={0}
        step={1}
        validate={[required(), number(), minValue(0)]}
      />
      <SelectInput
        source="suggestedAdoptionLevel"
        label="reach.peopleGroups.suggested_adoption_level"
        choices={ADOPTION_LEVEL_CHOICES}
        emptyText="reach.peopleGroups.none"
        parse={(value: string) => (value === '' ? null : value)}
      />
      <AttachmentUploadInput
        source="primaryPhotoId"
        label="reach.peopleGroups.photo"
        previewSource="primaryThumbnailUrl"
        tags={['people-group', 'primary-photo']}
        fileType="PG_PHOTO"
        needsRecord
        helperText="reach.peopleGroups.shown_on_the_groups_cards_on"
      />
    </SimpleForm>
    <JoshuaProjectCredit />
  </Edit>
);
