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
  useTranslate,
} from 'react-admin';
import { frequencyLabel } from './frequency';
import { ADOPTION_LEVEL_CHOICES, labelOf, regionName } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { GiftStatusField } from '../fields/GiftStatusField';
import { MonthlyGiftSection } from '../fields/MonthlyGiftSection';
import { CentsField } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { peopleGroupName } from '@reach/ui/words';
import { intlLocale } from '../i18n';
import { PersonNameField } from '../fields/PersonNameField';

const AdoptionTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.adoptions.title', { name: record.adopterName }) : translate('reach.adoptions.adoption')}</>;
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
      <Section title="reach.adoptions.adoption">
        <Labeled label="reach.adoptions.adopter">
          <PersonNameField source="adopterName" />
        </Labeled>
        <Labeled label="reach.adoptions.people_group">
          <ReferenceField source="peopleGroupId" reference="people-groups" link="show">
            <FunctionField render={(pg) => peopleGroupName(pg)} />
          </ReferenceField>
        </Labeled>
        <Labeled label="reach.adoptions.region">
          <FunctionField render={(r) => (r.regionCode ? regionName(r.regionCode) : '-')} />
        </Labeled>
        <Labeled label="reach.adoptions.level">
          <FunctionField render={(r) => labelOf(ADOPTION_LEVEL_CHOICES, r.level)} />
        </Labeled>
        <Labeled label="reach.adoptions.status">
          <GiftStatusField source="status" />
        </Labeled>
        <Labeled label="reach.adoptions.amount">
          <CentsField source="amount" />
        </Labeled>
        <Labeled label="reach.adoptions.frequency">
          <FunctionField render={frequencyLabel} />
        </Labeled>
        <Labeled label="reach.adoptions.commit_to_adopt">
          <BooleanField source="commitToAdopt" />
        </Labeled>
      </Section>
      <MonthlyGiftSection />
      <Section title="reach.adoptions.field">
        <Labeled label="reach.adoptions.has_field_worker">
          <BooleanField source="hasFieldWorker" />
        </Labeled>
        <Labeled label="reach.adoptions.has_regional_coordinator">
          <BooleanField source="hasRegionalCoord" />
        </Labeled>
        <Labeled label="reach.adoptions.start">
          <DateField locales={intlLocale()} source="startDate" emptyText="-" />
        </Labeled>
        <Labeled label="reach.adoptions.unfunded_since">
          <DateField locales={intlLocale()} source="unfundedAt" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
      </Section>
      <Section title="reach.adoptions.record">
        <Labeled label="reach.adoptions.id">
          <TextField source="id" />
        </Labeled>
        <Labeled label="reach.adoptions.contact_id">
          <TextField source="contactId" emptyText="-" />
        </Labeled>
        <Labeled label="reach.adoptions.created">
          <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.adoptions.updated">
          <DateField locales={intlLocale()} source="updatedAt" showTime options={DATE_TIME} />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
