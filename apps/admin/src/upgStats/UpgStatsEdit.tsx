import { Box } from '@mui/material';
import {
  Create,
  DeleteButton,
  Edit,
  Labeled,
  minValue,
  number,
  NumberInput,
  ReferenceField,
  regex,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PeopleGroupInput } from '../links/linkInputs';
import { currentQuarter, QUARTER, STATS_COUNTS } from './counts';

const validateQuarter = [required('reach.validation.select_quarter'), regex(QUARTER, 'reach.validation.quarter_format')];
const validateCount = [number(), minValue(0, 'reach.validation.at_least_zero')];

const Counts = () => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      columnGap: 2,
      width: '100%',
    }}
  >
    {STATS_COUNTS.map(({ source, label }) => (
      <NumberInput key={source} source={source} label={label} min={0} step={1} validate={validateCount} />
    ))}
  </Box>
);

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.upgStats.title', { quarter: record.quarter }) : translate('reach.upgStats.upg_stats')}</>;
};

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

// One record per people group and quarter: the group is chosen once, at creation.
export const UpgStatsEdit = () => (
  <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} sx={{ maxWidth: 900 }}>
      <Labeled label="reach.upgStats.people_group">
        <ReferenceField source="peopleGroupId" reference="people-groups" link="show" />
      </Labeled>
      <TextInput source="quarter" label="reach.upgStats.quarter" validate={validateQuarter} />
      <Counts />
    </SimpleForm>
  </Edit>
);

const defaults = () => ({
  quarter: currentQuarter(),
  ...Object.fromEntries(STATS_COUNTS.map(({ source }) => [source, 0])),
});

export const UpgStatsCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={defaults} sx={{ maxWidth: 900 }}>
      <PeopleGroupInput />
      <TextInput source="quarter" label="reach.upgStats.quarter" validate={validateQuarter} helperText="reach.upgStats.yyyy_qn_e_g_2026_q3" />
      <Counts />
    </SimpleForm>
  </Create>
);
