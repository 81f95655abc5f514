import { Box, Chip, Divider, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  Link,
  ListButton,
  NumberField,
  Pagination,
  ReferenceManyField,
  Show,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
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

const HolisticProjectTitle = () => {
  const record = useRecordContext();
  return <>{record ? record.projectName : 'Holistic project'}</>;
};

const Picture = ({ source, label }: { source: 'primaryPhoto' | 'primaryBanner'; label: string }) => {
  const record = useRecordContext();
  const url = (record?.[source] as { url?: string } | null)?.url;
  return (
    <Labeled label={label}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={`${label} of ${record?.projectName}`}
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
      <Section title="Project">
        <Labeled label="Project name">
          <TextField source="projectName" />
        </Labeled>
        <Labeled label="Type">
          <ChoiceField source="typeOfProject" choices={PROJECT_TYPE_CHOICES} />
        </Labeled>
        <Labeled label="Stage">
          <ChoiceField source="stage" choices={PROJECT_STAGE_CHOICES} />
        </Labeled>
        <Labeled label="Status">
          <ChoiceField
            source="status"
            choices={PROJECT_STATUS_CHOICES}
            colors={{ ACTIVE: 'success', ARCHIVED: 'default' }}
          />
        </Labeled>
        <Labeled label="Region">
          <FunctionField render={(r) => `${r.region || regionName(r.regionCode)} (${r.regionCode})`} />
        </Labeled>
        <Labeled label="Id">
          <TextField source="id" />
        </Labeled>
        <Labeled label="Application id">
          <TextField source="applicationId" emptyText="-" />
        </Labeled>
        <Labeled label="Regional coordinator id">
          <TextField source="regionalCoordId" emptyText="-" />
        </Labeled>
      </Section>
      <Box sx={{ mb: 3 }}>
        <Labeled label="Description" fullWidth>
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
      <Section title="Funding">
        <Labeled label="Funding target">
          <X4Field source="fundingTarget" />
        </Labeled>
        <Labeled label="Funding balance">
          <X4Field source="fundingBalance" />
        </Labeled>
        <Labeled label="Funded">
          <PercentField source="fundingPercent" />
        </Labeled>
        <Labeled label="Missionaries supported">
          <NumberField source="numSupported" />
        </Labeled>
        <Labeled label="Loan total">
          <X4Field source="loanTotalX4" />
        </Labeled>
        <Labeled label="Loan term (months)">
          <NumberField source="loanTerm" emptyText="-" />
        </Labeled>
        <Labeled label="Loan start">
          <DateField source="loanStartDate" emptyText="-" />
        </Labeled>
      </Section>
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          People groups
        </Typography>
        <PeopleGroups />
      </Box>
      <Section title="Pictures and tags">
        <Picture source="primaryPhoto" label="Photo" />
        <Picture source="primaryBanner" label="Banner" />
        <Labeled label="Tags">
          <Tags />
        </Labeled>
      </Section>
      <Divider sx={{ mb: 2 }} />
      <LinksSection reference="project-links" target="projectId" />
      <Box component="section" sx={{ mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Sponsorships
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
            empty={<Typography variant="body2">No sponsorships yet.</Typography>}
          >
            <TextField source="sponsorName" label="Sponsor" />
            <CentsField source="amount" label="Amount" />
            <BooleanField source="recurring" label="Monthly" />
            <DateField source="startDate" label="Start" emptyText="-" />
            <DateField source="createdAt" label="Created" showTime options={DATE_TIME} />
          </Datagrid>
        </ReferenceManyField>
      </Box>
      <Section title="Record">
        <Labeled label="Created">
          <DateField source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="Updated">
          <DateField source="updatedAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="Deleted">
          <DateField source="deletedAt" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
