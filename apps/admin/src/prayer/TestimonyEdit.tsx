import { Create, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { DescInput, EditToolbar, validateGroupOrProject, WhereInputs } from './prayerParts';

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.prayer.edit_testimony_of', { text: String(record.desc).slice(0, 40) }) : translate('reach.prayer.edit_testimony')}</>;
};

const Fields = () => (
  <>
    <DescInput />
    <WhereInputs />
  </>
);

export const TestimonyEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} validate={validateGroupOrProject} sx={{ maxWidth: 760 }}>
      <Fields />
    </SimpleForm>
  </Edit>
);

export const TestimonyCreate = () => (
  <Create redirect="list">
    <SimpleForm validate={validateGroupOrProject} sx={{ maxWidth: 760 }}>
      <Fields />
    </SimpleForm>
  </Create>
);
