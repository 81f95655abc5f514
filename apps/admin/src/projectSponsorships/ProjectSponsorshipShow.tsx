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
} from 'react-admin';
import { regionName } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { CentsField } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { ProjectLink } from './ProjectLink';
import { MonthlyGiftSection } from '../fields/MonthlyGiftSection';

const SponsorshipTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Sponsorship by ${record.sponsorName}` : 'Project sponsorship'}</>;
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
      <Section title="Sponsorship">
        <Labeled label="Sponsor">
          <TextField source="sponsorName" />
        </Labeled>
        <Labeled label="Project">
          <ProjectLink />
        </Labeled>
        <Labeled label="Region">
          <FunctionField render={(r) => r.region || (r.regionCode ? regionName(r.regionCode) : '-')} />
        </Labeled>
        <Labeled label="Amount">
          <CentsField source="amount" />
        </Labeled>
        <Labeled label="Monthly">
          <BooleanField source="recurring" />
        </Labeled>
        <Labeled label="Start">
          <DateField source="startDate" emptyText="-" />
        </Labeled>
        <Labeled label="Commit to adopt">
          <BooleanField source="commitToAdopt" />
        </Labeled>
      </Section>
      <MonthlyGiftSection />
      <Section title="Record">
        <Labeled label="Id">
          <TextField source="id" />
        </Labeled>
        <Labeled label="Contact id">
          <TextField source="contactId" emptyText="-" />
        </Labeled>
        <Labeled label="Created">
          <DateField source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
