import { Box } from '@mui/material';
import {
  BooleanField,
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { frequencyLabel } from './frequency';
import { ADOPTION_LEVEL_CHOICES, labelOf, regionName } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { GiftStatusField } from '../fields/GiftStatusField';
import { MonthlyGiftSection } from '../fields/MonthlyGiftSection';
import { CentsField } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { peopleGroupName } from '@reach/ui/words';

const AdoptionTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Adoption by ${record.adopterName}` : 'Adoption'}</>;
};

export const AdoptionShow = () => (
  <Show
    title={<AdoptionTitle />}
    actions={
      <TopToolbar>
        <ListButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <Section title="Adoption">
        <Labeled label="Adopter">
          <TextField source="adopterName" />
        </Labeled>
        <Labeled label="People group">
          <ReferenceField source="peopleGroupId" reference="people-groups" link="show">
            <FunctionField render={(pg) => peopleGroupName(pg)} />
          </ReferenceField>
        </Labeled>
        <Labeled label="Region">
          <FunctionField render={(r) => (r.regionCode ? regionName(r.regionCode) : '-')} />
        </Labeled>
        <Labeled label="Level">
          <FunctionField render={(r) => labelOf(ADOPTION_LEVEL_CHOICES, r.level)} />
        </Labeled>
        <Labeled label="Status">
          <GiftStatusField source="status" />
        </Labeled>
        <Labeled label="Amount">
          <CentsField source="amount" />
        </Labeled>
        <Labeled label="Frequency">
          <FunctionField render={frequencyLabel} />
        </Labeled>
        <Labeled label="Commit to adopt">
          <BooleanField source="commitToAdopt" />
        </Labeled>
      </Section>
      <MonthlyGiftSection />
      <Section title="Field">
        <Labeled label="Has field worker">
          <BooleanField source="hasFieldWorker" />
        </Labeled>
        <Labeled label="Has regional coordinator">
          <BooleanField source="hasRegionalCoord" />
        </Labeled>
        <Labeled label="Start">
          <DateField source="startDate" emptyText="-" />
        </Labeled>
        <Labeled label="Unfunded since">
          <DateField source="unfundedAt" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
      </Section>
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
        <Labeled label="Updated">
          <DateField source="updatedAt" showTime options={DATE_TIME} />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
