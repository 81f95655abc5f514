import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { labelOf, PROJECT_STAGE_CHOICES, PROJECT_STATUS_CHOICES, PROJECT_TYPE_CHOICES, REGION_CHOICES, regionName, csvLabelOf, csvRegionName } from '../choices';
import { ChoiceField } from '../fields/ChoiceField';
import { PercentField, X4Field } from '../fields/MoneyFields';
import { ExportAllButton } from '../export/ExportAllButton';
import { formatHundredthsPercent, x4ToDollars } from '@reach/ui/money';
import { formatX4 } from '../money';
import type { CsvColumn } from '../export/csv';
import { isoTime } from '../export/csv';
import { intlLocale } from '../i18n';

const projectFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="reach.holisticProjects.status" choices={PROJECT_STATUS_CHOICES} alwaysOn />,
  <SelectInput key="regionCode" source="regionCode" label="reach.holisticProjects.region" choices={REGION_CHOICES} />,
  <SelectInput key="typeOfProject" source="typeOfProject" label="reach.holisticProjects.type" choices={PROJECT_TYPE_CHOICES} />,
  <SelectInput key="stage" source="stage" label="reach.holisticProjects.stage" choices={PROJECT_STAGE_CHOICES} />,
];

const STATUS_COLORS = { ACTIVE: 'success', ARCHIVED: 'default' } as const;

type Project = Record<string, unknown> & { peopleGroups?: { nameAcrossCountries: string }[] };

const csvColumns: CsvColumn<Project>[] = [
  { header: 'Id', value: (r) => r.id as string },
  { header: 'Project name', value: (r) => r.projectName as string, text: true },
  { header: 'Type', value: (r) => csvLabelOf(PROJECT_TYPE_CHOICES, r.typeOfProject) },
  { header: 'Region', value: (r) => (r.region as string) || csvRegionName(r.regionCode) },
  { header: 'Stage', value: (r) => csvLabelOf(PROJECT_STAGE_CHOICES, r.stage) },
  { header: 'Status', value: (r) => csvLabelOf(PROJECT_STATUS_CHOICES, r.status) },
  { header: 'Funding target (USD)', value: (r) => x4ToDollars(r.fundingTarget as number) },
  { header: 'Funding balance (USD)', value: (r) => x4ToDollars(r.fundingBalance as number) },
  { header: 'Funded (%)', value: (r) => ((r.fundingPercent as number) ?? 0) / 100 },
  { header: 'Missionaries supported', value: (r) => r.numSupported as number },
  {
    header: 'People groups',
    value: (r) => (r.peopleGroups ?? []).map((pg) => pg.nameAcrossCountries).join('; '),
    text: true,
  },
  { header: 'Updated (UTC)', value: (r) => isoTime(r.updatedAt) },
];

const ProjectListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportAllButton columns={csvColumns} filename="holistic-projects" />
  </TopToolbar>
);

export const HolisticProjectList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={projectFilters}
      actions={<ProjectListActions />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.projectName}
          secondaryText={(r) =>
            `${labelOf(PROJECT_TYPE_CHOICES, r.typeOfProject)} · ${r.region || regionName(r.regionCode)}`
          }
          tertiaryText={(r) =>
            `${formatX4(r.fundingTarget)} · ${formatHundredthsPercent(r.fundingPercent)}${
              r.status === 'ARCHIVED' ? ' · Archived' : ''
            }`
          }
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="projectName" label="reach.holisticProjects.name" />
          <ChoiceField source="typeOfProject" label="reach.holisticProjects.type" choices={PROJECT_TYPE_CHOICES} />
          <FunctionField
            source="regionCode"
            label="reach.holisticProjects.region"
            render={(r) => r.region || regionName(r.regionCode)}
          />
          <ChoiceField source="stage" label="reach.holisticProjects.stage" choices={PROJECT_STAGE_CHOICES} />
          <ChoiceField
            source="status"
            label="reach.holisticProjects.status"
            choices={PROJECT_STATUS_CHOICES}
            colors={STATUS_COLORS}
          />
          <X4Field source="fundingTarget" label="reach.holisticProjects.target" />
          <X4Field source="fundingBalance" label="reach.holisticProjects.balance" />
          <PercentField source="fundingPercent" label="reach.holisticProjects.funded" />
          <NumberField locales={intlLocale()} source="numSupported" label="reach.holisticProjects.supported" />
        </Datagrid>
      )}
    </List>
  );
};
