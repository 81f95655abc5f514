import { Box } from '@mui/material';
import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { regionName } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { CentsField } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { ProjectLink } from './ProjectLink';
import { MonthlyGiftSection } from '../fields/MonthlyGiftSection';
import { intlLocale } from '../i18n';
import { PersonNameField } from '../fields/PersonNameField';

const SponsorshipTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.projectSponsorships.title', { name: record.sponsorName }) : translate('reach.projectSponsorships.project_sponsorship')}</>;
};

export const ProjectSponsorshipShow = () => (
  <Show
    title={<SponsorshipTitle />}
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <Section title="reach.projectSponsorships.sponsorship">
        <Labeled label="reach.projectSponsorships.sponsor">
          <PersonNameField source="sponsorName" />
        </Labeled>
        <Labeled label="reach.projectSponsorships.project">
          <ProjectLink />
        </Labeled>
        <Labeled label="reach.projectSponsorships.region">
          <FunctionField render={(r) => r.region || (r.regionCode ? regionName(r.regionCode) : '-')} />
        </Labeled>
        <Labeled label="reach.projectSponsorships.amount">
          <CentsField source="amount" />
        </Labeled>
        <Labeled label="reach.projectSponsorships.monthly">
          <BooleanField source="recurring" />
        </Labeled>
        <Labeled label="reach.projectSponsorships.start">
          <DateField locales={intlLocale()} source="startDate" emptyText="-" />
        </Labeled>
        <Labeled label="reach.projectSponsorships.commit_to_adopt">
          <BooleanField source="commitToAdopt" />
        </Labeled>
      </Section>
      <MonthlyGiftSection />
      <Section title="reach.projectSponsorships.record">
        <Labeled label="reach.projectSponsorships.id">
          <TextField source="id" />
        </Labeled>
        <Labeled label="reach.projectSponsorships.contact_id">
          <TextField source="contactId" emptyText="-" />
        </Labeled>
        <Labeled label="reach.projectSponsorships.created">
          <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
