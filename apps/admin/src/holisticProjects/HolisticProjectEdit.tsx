import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { ArchiveButton } from './ArchiveButton';
import { HolisticProjectFields } from './HolisticProjectFields';

const HolisticProjectTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.holisticProjects.edit_title', { name: record.projectName }) : translate('reach.holisticProjects.edit_project')}</>;
};

const HolisticProjectEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ArchiveButton redirect="list" />
  </Toolbar>
);

export const HolisticProjectEdit = () => (
  <Edit title={<HolisticProjectTitle />} mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<HolisticProjectEditToolbar />} sx={{ maxWidth: 800 }}>
      <HolisticProjectFields />
    </SimpleForm>
  </Edit>
);
