import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ADOPTION_LEVEL_CHOICES, ADOPTION_LEVEL_LABELS, GIFT_STATUS_CHOICES, labelOf } from '../choices';
import { frequencyLabel } from './frequency';
import { DATE_TIME } from '@reach/ui/dates';
import { ExportAllButton } from '../export/ExportAllButton';
import { cancelledLine, GiftStatusField } from '../fields/GiftStatusField';
import { CentsField } from '../fields/MoneyFields';
import { formatCents } from '../money';
import { adoptionCsvColumns, withPeopleGroupNames } from './adoptionCsv';
import { peopleGroupName } from '@reach/ui/words';
import { intlLocale } from '../i18n';
import { PersonNameField, personName } from '../fields/PersonNameField';

const peopleGroupOption = (r: { nameInCountry?: string; nameAcrossCountries?: string; country?: string }) => peopleGroupName(r);

const adoptionFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={GIFT_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="level" source="level" choices={ADOPTION_LEVEL_CHOICES} />,
  <ReferenceInput key="peopleGroupId" source="peopleGroupId" reference="people-groups">
    <AutocompleteInput
      label="reach.adoptions.people_group"
      optionText={peopleGroupOption}
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>,
];

const AdoptionListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAllButton columns={adoptionCsvColumns} filename="adoptions" prepare={withPeopleGroupNames} />
  </TopToolbar>
);

export const AdoptionList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      // Staff change dates and filters even when nothing matches yet.
      empty={false}
      filters={adoptionFilters}
      actions={<AdoptionListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => personName(r.adopterName, translate)}
          secondaryText={(r) => `${ADOPTION_LEVEL_LABELS[r.level] ?? r.level} · ${formatCents(r.amount)}`}
          tertiaryText={(r) => [labelOf(GIFT_STATUS_CHOICES, r.status), cancelledLine(r)].filter(Boolean).join(' · ')}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <PersonNameField source="adopterName" label="reach.adoptions.adopter" />
          <ReferenceField source="peopleGroupId" reference="people-groups" label="reach.adoptions.people_group" link="show" sortable={false}>
            <FunctionField render={(pg) => peopleGroupName(pg)} />
          </ReferenceField>
          <FunctionField source="level" label="reach.adoptions.level" render={(r) => ADOPTION_LEVEL_LABELS[r.level] ?? r.level} />
          <GiftStatusField source="status" label="reach.adoptions.status" />
          <CentsField source="amount" label="reach.adoptions.amount" />
          <FunctionField
            source="donationFrequency"
            label="reach.adoptions.frequency"
            sortable={false}
            render={frequencyLabel}
          />
          <DateField locales={intlLocale()} source="startDate" label="reach.adoptions.start" emptyText="-" />
          <DateField locales={intlLocale()} source="createdAt" label="reach.adoptions.created" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
