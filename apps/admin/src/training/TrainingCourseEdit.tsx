import AddIcon from '@mui/icons-material/Add';
import { Box, Typography } from '@mui/material';
import {
  ArrayInput,
  Button,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  Link,
  Pagination,
  ReferenceManyField,
  required,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  useCreatePath,
  useRecordContext,
  Translate,
  useTranslate,
} from 'react-admin';
import { AttachmentUploadInput } from '../upload/AttachmentUploadInput';
import { labelOf } from '../choices';
import { ModuleName } from './moduleName';
import { useTrLanguages } from './useTrLanguages';

const CourseFields = () => (
  <>
    <TextInput source="courseName" label="reach.training.course_name" validate={required('reach.validation.required')} fullWidth />
    <TextInput source="desc" label="reach.training.description" multiline minRows={3} fullWidth />
    <AttachmentUploadInput
      source="primaryThumbnailId"
      label="reach.training.thumbnail"
      previewSource="primaryThumbnailUrl"
      tags={['training-course', 'thumbnail']}
    />
    {/* Modules keep their _id (updateTrainingCourse keeps a module whose _id comes back). */}
    <ArrayInput source="modules" label="reach.training.modules">
      <SimpleFormIterator inline disableReordering={false}>
        <TextInput source="name" label="reach.training.module_name" validate={required()} helperText={false} sx={{ minWidth: 240 }} />
        <TextInput source="desc" label="reach.training.description" helperText={false} sx={{ minWidth: 320 }} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.training.course_title', { name: record.courseName }) : translate('reach.training.training_course')}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton
      mutationMode="pessimistic"
      confirmContent="reach.training.the_course_is_hidden_from_the"
    />
  </Toolbar>
);

/** CourseFiles lists the course's training files, with a button to add one to this course. */
const CourseFiles = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { choices: languages } = useTrLanguages();
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <Translate i18nKey="reach.training.files" />
        </Typography>
        <Button
          component={Link}
          to={createPath({ resource: 'training-files', type: 'create' })}
          state={{ record: { courseId: record.id } }}
          label="reach.training.add_file"
        >
          <AddIcon />
        </Button>
      </Box>
      <ReferenceManyField
        reference="training-files"
        target="courseId"
        sort={{ field: 'fileName', order: 'ASC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Typography variant="body2"><Translate i18nKey="reach.training.no_files" /></Typography>}>
          <TextField source="fileName" label="reach.training.file" />
          <ModuleName label="reach.training.module" />
          <FunctionField source="language" label="reach.training.language" render={(r) => labelOf(languages, r.language)} />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};

export const TrainingCourseEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 900 }}>
      <CourseFields />
    </SimpleForm>
    <CourseFiles />
  </Edit>
);

export const TrainingCourseCreate = () => (
  <Create redirect="edit">
    <SimpleForm defaultValues={{ modules: [] }} sx={{ maxWidth: 900 }}>
      <CourseFields />
    </SimpleForm>
  </Create>
);
