import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { regionName } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ExportAllButton } from '../export/ExportAllButton';
import { CentsField } from '../fields/MoneyFields';
import { formatCents } from '../money';
import { ProjectLink } from './ProjectLink';
import { cancelledLine, GiftStatusField } from '../fields/GiftStatusField';
import { GIFT_STATUS_CHOICES, labelOf } from '../choices';
import { sponsorshipCsvColumns } from './sponsorshipCsv';
import { intlLocale } from '../i18n';
import { PersonNameField, personName } from '../fields/PersonNameField';

const sponsorshipFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="projectId" source="projectId" reference="holistic-projects">
    <AutocompleteInput
      label="reach.projectSponsorships.project"
      optionText="projectName"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>,
];

const SponsorshipListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAllButton columns={sponsorshipCsvColumns} filename="project-sponsorships" />
  </TopToolbar>
);

export const ProjectSponsorshipList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      // Staff change dates and filters even when nothing matches yet.
      empty={false}
      filters={sponsorshipFilters}
      actions={<SponsorshipListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => personName(r.sponsorName, translate)}
          secondaryText={(r) =>
            `${formatCents(r.amount)}${r.recurring ? ` monthly · ${[labelOf(GIFT_STATUS_CHOICES, r.recurringStatus), cancelledLine(r)].filter(Boolean).join(' · ')}` : ''}`
          }
          tertiaryText={(r) => r.projectName}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <PersonNameField source="sponsorName" label="reach.projectSponsorships.sponsor" />
          <ProjectLink label="reach.projectSponsorships.project" sortBy="projectName" />
          <FunctionField
            source="regionCode"
            label="reach.projectSponsorships.region"
            render={(r) => r.region || (r.regionCode ? regionName(r.regionCode) : '-')}
          />
          <CentsField source="amount" label="reach.projectSponsorships.amount" />
          <GiftStatusField source="recurringStatus" label="reach.projectSponsorships.monthly" sortable={false} />
          <DateField locales={intlLocale()} source="startDate" label="reach.projectSponsorships.start" emptyText="-" />
          <DateField locales={intlLocale()} source="createdAt" label="reach.projectSponsorships.created" showTime options={DATE_TIME} />
        </Datagrid>
      )}
    </List>
  );
};
