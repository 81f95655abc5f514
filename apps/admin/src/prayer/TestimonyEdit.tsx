import { Create, Edit, SimpleForm, useRecordContext } from 'react-admin';
import { DescInput, EditToolbar, validateGroupOrProject, WhereInputs } from './prayerParts';

const Title = () => {
  const record = useRecordContext();
  return <>{record ? `Edit testimony: ${String(record.desc).slice(0, 40)}` : 'Edit testimony'}</>;
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
