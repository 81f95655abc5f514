import { Create, SimpleForm } from 'react-admin';
import { HolisticProjectFields } from './HolisticProjectFields';

export const HolisticProjectCreate = () => (
  <Create redirect="list">
    <SimpleForm
      defaultValues={{ stage: 'PLANNING', status: 'ACTIVE', numSupported: 0, peopleGroupIds: [] }}
      sx={{ maxWidth: 800 }}
    >
      <HolisticProjectFields />
    </SimpleForm>
  </Create>
);
