import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { BooleanField, Datagrid, DateField, EditButton, FunctionField, Labeled, Link, ListButton, NumberField, Pagination, ReferenceManyField, Show, TextField, TopToolbar, useCreatePath, useRecordContext, Translate, useTranslate } from 'react-admin';
import {
  PROJECT_STAGE_CHOICES,
  PROJECT_STATUS_CHOICES,
  PROJECT_TYPE_CHOICES,
  regionName,
} from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ChoiceField } from '../fields/ChoiceField';
import { CentsField, PercentField, X4Field } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { LinksSection } from '../links/LinksSection';
import { ArchiveButton } from './ArchiveButton';
import { intlLocale } from '../i18n';

const HolisticProjectTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? record.projectName : translate('reach.holisticProjects.holistic_project')}</>;
};

const Picture = ({ source, label }: { source: 'primaryPhoto' | 'primaryBanner'; label: string }) => {
  const record = useRecordContext();
  const url = (record?.[source] as { url?: string } | null)?.url;
  const translate = useTranslate();
  return (
    <Labeled label={label}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={translate('reach.holisticProjects.picture_of', { what: translate(label), name: record?.projectName })}
          sx={{ maxWidth: 320, maxHeight: 180, borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Typography variant="body2">-</Typography>
      )}
    </Labeled>
  );
};

const PeopleGroups = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const groups = (record?.peopleGroups ?? []) as { _id: string; nameAcrossCountries: string }[];
  if (groups.length === 0) return <Typography variant="body2">-</Typography>;
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
      {groups.map((pg) => (
        <Chip
          key={pg._id}
          label={pg.nameAcrossCountries}
          component={Link}
          to={createPath({ resource: 'people-groups', id: pg._id, type: 'show' })}
          clickable
          size="small"
        />
      ))}
    </Stack>
  );
};

const Tags = () => {
  const record = useRecordContext();
  const tags = (record?.tags ?? []) as { key: string; color?: string | null }[];
  if (tags.length === 0) return <Typography variant="body2">-</Typography>;
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
      {tags.map((tag) => (
        <Chip key={tag.key} label={tag.key} size="small" sx={tag.color ? { bgcolor: tag.color } : undefined} />
      ))}
    </Stack>
  );
};

const HolisticProjectShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <ArchiveButton redirect="list" />
  </TopToolbar>
);

export const HolisticProjectShow = () => (
  <Show title={<HolisticProjectTitle />} actions={<HolisticProjectShowActions />}>
    <Box sx={{ p: 2 }}>
      <Section title="reach.holisticProjects.project">
        <Labeled label="reach.holisticProjects.project_name">
          <TextField source="projectName" />
        </Labeled>
        <Labeled label="reach.holisticProjects.type">
          <ChoiceField source="typeOfProject" choices={PROJECT_TYPE_CHOICES} />
        </Labeled>
        <Labeled label="reach.holisticProjects.stage">
          <ChoiceField source="stage" choices={PROJECT_STAGE_CHOICES} />
        </Labeled>
        <Labeled label="reach.holisticProjects.status">
          <ChoiceField
            source="status"
            choices={PROJECT_STATUS_CHOICES}
            colors={{ ACTIVE: 'success', ARCHIVED: 'default' }}
          />
        </Labeled>
        <Labeled label="reach.holisticProjects.region">
          <FunctionField render={(r) => `${r.region || regionName(r.regionCode)} (${r.regionCode})`} />
        </Labeled>
        <Labeled label="reach.holisticProjects.id">
          <TextField source="id" />
        </Labeled>
        <Labeled label="reach.holisticProjects.application_id">
          <TextField source="applicationId" emptyText="-" />
        </Labeled>
        <Labeled label="reach.holisticProjects.regional_coordinator_id">
          <TextField source="regionalCoordId" emptyText="-" />
        </Labeled>
      </Section>
      <Box sx={{ mb: 3 }}>
        <Labeled label="reach.holisticProjects.description" fullWidth>
          <FunctionField
            source="desc"
            render={(r) => (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 900 }}>
                {r.desc || '-'}
              </Typography>
            )}
          />
        </Labeled>
      </Box>
      <Section title="reach.holisticProjects.funding">
        <Labeled label="reach.holisticProjects.funding_target">
          <X4Field source="fundingTarget" />
        </Labeled>
        <Labeled label="reach.holisticProjects.funding_balance">
          <X4Field source="fundingBalance" />
        </Labeled>
        <Labeled label="reach.holisticProjects.funded">
          <PercentField source="fundingPercent" />
        </Labeled>
        <Labeled label="reach.holisticProjects.missionaries_supported">
          <NumberField locales={intlLocale()} source="numSupported" />
        </Labeled>
        <Labeled label="reach.holisticProjects.loan_total">
          <X4Field source="loanTotalX4" />
        </Labeled>
        <Labeled label="reach.holisticProjects.loan_term_months">
          <NumberField locales={intlLocale()} source="loanTerm" emptyText="-" />
        </Labeled>
        <Labeled label="reach.holisticProjects.loan_start">
          <DateField locales={intlLocale()} source="loanStartDate" emptyText="-" />
        </Labeled>
      </Section>
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <Translate i18nKey="reach.holisticProjects.people_groups" />
        </Typography>
        <PeopleGroups />
      </Box>
      <Section title="reach.holisticProjects.pictures_and_tags">
        <Picture source="primaryPhoto" label="reach.holisticProjects.photo" />
        <Picture source="primaryBanner" label="reach.holisticProjects.banner" />
        <Labeled label="reach.holisticProjects.tags">
          <Tags />
        </Labeled>
      </Section>
      <Divider sx={{ mb: 2 }} />
      <LinksSection reference="project-links" target="projectId" />
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <Translate i18nKey="reach.holisticProjects.sponsorships" />
        </Typography>
        <ReferenceManyField
          reference="project-sponsorships"
          target="projectId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10]} />}
        >
          <Datagrid
            rowClick="show"
            bulkActionButtons={false}
            empty={<Typography variant="body2"><Translate i18nKey="reach.holisticProjects.no_sponsorships_yet" /></Typography>}
          >
            <TextField source="sponsorName" label="reach.holisticProjects.sponsor" />
            <CentsField source="amount" label="reach.holisticProjects.amount" />
            <BooleanField source="recurring" label="reach.holisticProjects.monthly" />
            <DateField locales={intlLocale()} source="startDate" label="reach.holisticProjects.start" emptyText="-" />
            <DateField locales={intlLocale()} source="createdAt" label="reach.holisticProjects.created" showTime options={DATE_TIME} />
          </Datagrid>
        </ReferenceManyField>
      </Box>
      <Section title="reach.holisticProjects.record">
        <Labeled label="reach.holisticProjects.created">
          <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.holisticProjects.updated">
          <DateField locales={intlLocale()} source="updatedAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.holisticProjects.deleted">
          <DateField locales={intlLocale()} source="deletedAt" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
