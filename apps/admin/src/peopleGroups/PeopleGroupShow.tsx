import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Divider, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanField,
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  ListButton,
  NumberField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ADOPTION_LEVEL_CHOICES, labelOf } from '../choices';
import { JoshuaProjectCredit } from './JoshuaProjectCredit';
import { DATE_TIME } from '@reach/ui/dates';
import { LinksSection } from '../links/LinksSection';
import { peopleGroupName } from '@reach/ui/words';
import { intlLocale } from '../i18n';

const PeopleGroupTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  return <>{record ? peopleGroupName(record) : translate('reach.peopleGroups.people_group')}</>;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        gap: 2,
      }}
    >
      {children}
    </Box>
  </Box>
);

const percent = { style: 'decimal', maximumFractionDigits: 3 } as const;

const Photo = () => {
  const record = useRecordContext();
  const src = record?.primaryThumbnailUrl || record?.jpPhotoUrl;
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={record?.nameInCountry}
      onError={(event) => {
        (event.target as HTMLImageElement).style.display = 'none';
      }}
      sx={{ maxWidth: 240, maxHeight: 180, borderRadius: 1, float: { sm: 'right' }, ml: 2, mb: 2 }}
    />
  );
};

const LongText = ({ source, label }: { source: string; label: string }) => (
  <Labeled label={label} fullWidth>
    <FunctionField
      source={source}
      render={(record) =>
        record[source] ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 900 }}>
            {record[source]}
          </Typography>
        ) : (
          '-'
        )
      }
    />
  </Labeled>
);

const PeopleGroupShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
  </TopToolbar>
);

export const PeopleGroupShow = () => (
  <Show title={<PeopleGroupTitle />} actions={<PeopleGroupShowActions />}>
    <Box sx={{ p: 2 }}>
      <Photo />
      <Section title="reach.peopleGroups.names">
        <Labeled label="reach.peopleGroups.name_in_country">
          <TextField source="nameInCountry" />
        </Labeled>
        <Labeled label="reach.peopleGroups.name_across_countries">
          <TextField source="nameAcrossCountries" />
        </Labeled>
        <Labeled label="reach.peopleGroups.people_id_peopleid3">
          <TextField source="peopleGroupId" />
        </Labeled>
        <Labeled label="reach.peopleGroups.id">
          <TextField source="id" />
        </Labeled>
        <Labeled label="reach.peopleGroups.affinity_bloc">
          <TextField source="affinityBloc" emptyText="-" />
        </Labeled>
        <Labeled label="reach.peopleGroups.people_cluster">
          <TextField source="peopleCluster" emptyText="-" />
        </Labeled>
        <Labeled label="reach.peopleGroups.population">
          <NumberField source="population" locales={intlLocale()} />
        </Labeled>
        <Labeled label="reach.peopleGroups.joshua_project">
          <FunctionField
            source="jpUrl"
            render={(record) => (
              <Link href={record.jpUrl} target="_blank" rel="noopener noreferrer">
                Profile on joshuaproject.net <OpenInNewIcon fontSize="inherit" />
              </Link>
            )}
          />
        </Labeled>
      </Section>
      <Section title="reach.peopleGroups.place">
        <Labeled label="reach.peopleGroups.country">
          <FunctionField render={(r) => `${r.country} (${r.countryCode})`} />
        </Labeled>
        <Labeled label="reach.peopleGroups.region">
          <FunctionField render={(r) => `${r.region} (${r.regionCode})`} />
        </Labeled>
        <Labeled label="reach.peopleGroups.continent">
          <FunctionField render={(r) => `${r.continent} (${r.continentCode})`} />
        </Labeled>
        <Labeled label="reach.peopleGroups.latitude_longitude">
          <FunctionField
            render={(r) => (Array.isArray(r.latlon) && r.latlon.length === 2 ? r.latlon.join(', ') : '-')}
          />
        </Labeled>
        <Labeled label="reach.peopleGroups.t_10_40_window">
          <BooleanField source="window1040" />
        </Labeled>
      </Section>
      <Section title="reach.peopleGroups.language_and_religion">
        <Labeled label="reach.peopleGroups.primary_language">
          <FunctionField
            render={(r) =>
              r.primaryLanguage ? `${r.primaryLanguage}${r.primaryLanguageCode ? ` (${r.primaryLanguageCode})` : ''}` : '-'
            }
          />
        </Labeled>
        <Labeled label="reach.peopleGroups.official_language">
          <TextField source="officialLanguage" emptyText="-" />
        </Labeled>
        <Labeled label="reach.peopleGroups.bible_status">
          <NumberField locales={intlLocale()} source="bibleStatus" emptyText="-" />
        </Labeled>
        <Labeled label="reach.peopleGroups.primary_religion">
          <FunctionField
            render={(r) =>
              r.primaryReligion ? `${r.primaryReligion}${r.primaryReligionId ? ` (${r.primaryReligionId})` : ''}` : '-'
            }
          />
        </Labeled>
        <Labeled label="reach.peopleGroups.religion_subdivision">
          <TextField source="religionSubdivision" emptyText="-" />
        </Labeled>
        <Labeled label="reach.peopleGroups.adherents">
          <NumberField locales={intlLocale()} source="percentAdherents" options={percent} emptyText="-" />
        </Labeled>
        <Labeled label="reach.peopleGroups.evangelical">
          <NumberField locales={intlLocale()} source="percentEvangelical" options={percent} emptyText="-" />
        </Labeled>
      </Section>
      <Section title="reach.peopleGroups.progress">
        <Labeled label="reach.peopleGroups.progress_scale">
          <FunctionField render={(r) => (r.jpScale == null ? '-' : `${r.jpScale}${r.jpScaleId ? ` (${r.jpScaleId})` : ''}`)} />
        </Labeled>
        <Labeled label="reach.peopleGroups.least_reached">
          <BooleanField source="leastReached" />
        </Labeled>
        <Labeled label="reach.peopleGroups.frontier">
          <BooleanField source="frontier" />
        </Labeled>
      </Section>
      <Section title="reach.peopleGroups.reach">
        <Labeled label="reach.peopleGroups.focus_level">
          <NumberField locales={intlLocale()} source="focusLevelNo" />
        </Labeled>
        <Labeled label="reach.peopleGroups.adoptions_available">
          <NumberField locales={intlLocale()} source="numAdoptionsAvailable" />
        </Labeled>
        <Labeled label="reach.peopleGroups.suggested_adoption_level">
          <FunctionField
            render={(r) => labelOf(ADOPTION_LEVEL_CHOICES, r.suggestedAdoptionLevel)}
          />
        </Labeled>
        <Labeled label="reach.peopleGroups.primary_photo_id">
          <TextField source="primaryPhotoId" emptyText="-" />
        </Labeled>
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
        <LongText source="summary" label="reach.peopleGroups.summary_reach" />
        <LongText source="summaryText" label="reach.peopleGroups.summary_text" />
        <LongText source="jpSummary" label="reach.peopleGroups.joshua_project_summary" />
      </Box>
      <LinksSection reference="people-group-links" target="peopleGroupId" />
      <Section title="reach.peopleGroups.record">
        <Labeled label="reach.peopleGroups.created">
          <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.peopleGroups.updated">
          <DateField locales={intlLocale()} source="updatedAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.peopleGroups.deleted">
          <DateField locales={intlLocale()} source="deletedAt" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
      </Section>
    </Box>
    <JoshuaProjectCredit />
  </Show>
);
