import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { REGION_CHOICES, RELIGION_CHOICES } from '../choices';
import { ExportAllButton } from '../export/ExportAllButton';
import { JoshuaProjectCredit } from './JoshuaProjectCredit';
import { peopleGroupCsvColumns } from './peopleGroupCsv';
import { intlLocale } from '../i18n';

const peopleGroupFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="regionCode" source="regionCode" label="reach.peopleGroups.region" choices={REGION_CHOICES} />,
  <TextInput
    key="countryCode"
    source="countryCode"
    label="reach.peopleGroups.country_code"
    helperText="reach.peopleGroups.two_letters_e_g_af"
    parse={(value: string) => value.trim().toUpperCase()}
  />,
  <SelectInput
    key="primaryReligionId"
    source="primaryReligionId"
    label="reach.peopleGroups.religion"
    choices={RELIGION_CHOICES}
  />,
  <NumberInput key="focusLevelNo" source="focusLevelNo" label="reach.peopleGroups.focus_level" min={0} step={1} />,
  <NullableBooleanInput key="leastReached" source="leastReached" label="reach.peopleGroups.least_reached" />,
];

const PeopleGroupListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAllButton columns={peopleGroupCsvColumns} filename="people-groups" />
  </TopToolbar>
);

const population = (value: number) => new Intl.NumberFormat(intlLocale()).format(value);

export const PeopleGroupList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={peopleGroupFilters}
      actions={<PeopleGroupListActions />}
      sort={{ field: 'population', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.nameInCountry || record.nameAcrossCountries}
          secondaryText={(record) => `${record.country} · ${population(record.population)}`}
          tertiaryText={(record) => record.primaryReligion ?? ''}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="nameAcrossCountries" label="reach.peopleGroups.name" />
          <TextField source="country" label="reach.peopleGroups.country" />
          <NumberField source="population" label="reach.peopleGroups.population" locales={intlLocale()} />
          <TextField source="primaryReligion" label="reach.peopleGroups.religion" emptyText="-" />
          <TextField source="primaryLanguage" label="reach.peopleGroups.language" emptyText="-" />
          <NumberField locales={intlLocale()} source="jpScale" label="reach.peopleGroups.progress_scale" emptyText="-" />
          <NumberField locales={intlLocale()} source="focusLevelNo" label="reach.peopleGroups.focus_level" />
          <NumberField locales={intlLocale()} source="numAdoptionsAvailable" label="reach.peopleGroups.adoptions_available" />
        </Datagrid>
      )}
      <JoshuaProjectCredit />
    </List>
  );
};
