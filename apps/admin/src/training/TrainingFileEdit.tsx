import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Create,
  DeleteButton,
  Edit,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AttachmentUploadInput } from '../upload/AttachmentUploadInput';
import { useTrLanguages } from './useTrLanguages';

/** ModuleInput offers the modules of the chosen course, and clears a module of another course. */
const ModuleInput = () => {
  const courseId = useWatch({ name: 'courseId' }) as string | null | undefined;
  const moduleId = useWatch({ name: 'moduleId' }) as string | null | undefined;
  const { setValue } = useFormContext();
  const { data: course, isPending } = useGetOne('training-courses', { id: courseId ?? '' }, { enabled: !!courseId });
  const modules = useMemo(
    () => ((courseId ? course?.modules : []) ?? []) as { _id: string; name: string }[],
    [courseId, course],
  );
  useEffect(() => {
    if (!moduleId) return;
    if (!courseId || (!isPending && !modules.some((m) => m._id === moduleId))) {
      setValue('moduleId', null, { shouldDirty: true });
    }
  }, [courseId, moduleId, isPending, modules, setValue]);
  return (
    <SelectInput
      source="moduleId"
      label="reach.training.module"
      choices={modules.map((m) => ({ id: m._id, name: m.name }))}
      disabled={!courseId || modules.length === 0}
      emptyText="reach.training.none"
      helperText={!courseId ? 'reach.training.choose_course_first' : modules.length === 0 ? 'reach.training.course_has_no_modules' : false}
      sx={{ minWidth: 240 }}
    />
  );
};

/** FileInput uploads the file and fills in the name when it is still empty. */
const FileInput = () => {
  const { getValues, setValue } = useFormContext();
  return (
    <AttachmentUploadInput
      source="fileId"
      label="reach.training.file"
      previewSource="url"
      accept="*/*"
      image={false}
      tags={['training-file']}
      fileType="TRAINING_FILE"
      onUploaded={(file) => {
        if (!getValues('fileName')) setValue('fileName', file.name, { shouldDirty: true });
      }}
    />
  );
};

const FileFields = () => {
  const { choices: languages, isPending } = useTrLanguages();
  return (
    <>
      <FileInput />
      <TextInput source="fileName" label="reach.training.file_name" validate={required('reach.validation.required')} fullWidth />
      <TextInput source="desc" label="reach.training.description" multiline minRows={2} fullWidth />
      <ReferenceInput source="courseId" reference="training-courses" perPage={100} sort={{ field: 'courseName', order: 'ASC' }}>
        <SelectInput label="reach.training.course" optionText="courseName" emptyText="reach.training.no_course" sx={{ minWidth: 240 }} />
      </ReferenceInput>
      <ModuleInput />
      <SelectInput
        source="language"
        label="reach.training.language"
        choices={languages}
        isPending={isPending}
        validate={required('reach.validation.select_language')}
        helperText="reach.training.the_languages_are_the_tr_language"
        sx={{ minWidth: 240 }}
      />
    </>
  );
};

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.training.file_title', { name: record.fileName }) : translate('reach.training.training_file')}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" confirmContent="reach.training.the_file_is_hidden_from_the" />
  </Toolbar>
);

export const TrainingFileEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 760 }}>
      <FileFields />
    </SimpleForm>
  </Edit>
);

// Opened from a course ("Add file"), the form starts with that course (router state "record").
export const TrainingFileCreate = () => (
  <Create redirect="list">
    <SimpleForm sx={{ maxWidth: 760 }}>
      <FileFields />
    </SimpleForm>
  </Create>
);
