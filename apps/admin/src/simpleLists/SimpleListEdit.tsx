import {
  ArrayInput,
  Create,
  DeleteButton,
  Edit,
  required,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';

export const DUPLICATE_KEYS = 'reach.validation.unique_keys';

/** uniqueKeys: the server refuses a list whose keys repeat; say so before saving. */
export const uniqueKeys = (items: unknown) => {
  if (!Array.isArray(items)) return undefined;
  const keys = items.map((item) => String((item as { key?: string } | null)?.key ?? '').trim()).filter(Boolean);
  return new Set(keys).size === keys.length ? undefined : DUPLICATE_KEYS;
};

const Items = () => (
  <ArrayInput source="list" label="reach.simpleLists.items" validate={uniqueKeys}>
    <SimpleFormIterator inline disableReordering={false}>
      <TextInput source="key" label="reach.simpleLists.key" validate={required()} helperText={false} sx={{ width: 160 }} />
      <TextInput source="content" label="reach.simpleLists.content" validate={required()} helperText={false} sx={{ minWidth: 280 }} />
    </SimpleFormIterator>
  </ArrayInput>
);

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.simpleLists.title', { name: record.name }) : translate('reach.simpleLists.simple_list')}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

// Items keep their _id through the form (updateSimpleList takes it back), so apps holding an
// item's key or id keep working after an edit.
export const SimpleListEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 760 }}>
      <TextInput source="name" label="reach.simpleLists.name" validate={required()} helperText="reach.simpleLists.e_g_tr_language" />
      <Items />
    </SimpleForm>
  </Edit>
);

export const SimpleListCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ list: [] }} sx={{ maxWidth: 760 }}>
      <TextInput source="name" label="reach.simpleLists.name" validate={required()} helperText="reach.simpleLists.e_g_tr_language" />
      <Items />
    </SimpleForm>
  </Create>
);
