import { AutocompleteArrayInput, ReferenceArrayInput, TextInput, Create, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { DescInput, EditToolbar, validateGroupOrProject, WhereInputs } from './prayerParts';

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.prayer.edit_prayer_request_of', { text: String(record.desc).slice(0, 40) }) : translate('reach.prayer.edit_prayer_request')}</>;
};

const Fields = () => (
  <>
    <DescInput />
    <WhereInputs />
      <TextInput source="result" label="reach.prayer.result" multiline minRows={2} fullWidth helperText="reach.prayer.how_the_prayer_was_answered" />
      <ReferenceArrayInput source="miracleIds" reference="testimonies">
        <AutocompleteArrayInput
          label="reach.prayer.answered_by_testimonies"
          optionText={(t: { desc?: string }) => (t.desc ?? '').slice(0, 80)}
          filterToQuery={(q: string) => ({ q })}
          fullWidth
        />
      </ReferenceArrayInput>
  </>
);

export const PrayerRequestEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} validate={validateGroupOrProject} sx={{ maxWidth: 760 }}>
      <Fields />
    </SimpleForm>
  </Edit>
);

export const PrayerRequestCreate = () => (
  <Create redirect="list">
    <SimpleForm validate={validateGroupOrProject} sx={{ maxWidth: 760 }}>
      <Fields />
    </SimpleForm>
  </Create>
);
