import { DateField, Labeled, TextField, useRecordContext } from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { GIFT_STATUS_CHOICES, GIFT_STATUS_COLORS } from '../choices';
import { SandboxGiftActions } from '../payments/SandboxActions';
import { ChoiceField } from './ChoiceField';
import { Section } from './Section';
import { intlLocale } from '../i18n';

/**
 * MonthlyGiftSection shows, on an adoption's or a project sponsorship's page, its monthly gift's
 * status and, once cancelled (by the donor on 'My Giving', or in Stripe), when and by whom; while
 * payments go through the sandbox, an active one offers the sandbox's next charge and failure.
 * One-time gifts have none.
 */
export const MonthlyGiftSection = () => {
  const record = useRecordContext();
  if (!record?.recurringStatus) return null;
  return (
    <Section title="reach.fields.monthly_gift">
      <Labeled label="reach.fields.status">
        <ChoiceField source="recurringStatus" choices={GIFT_STATUS_CHOICES} colors={GIFT_STATUS_COLORS} />
      </Labeled>
      <Labeled label="reach.fields.cancelled">
        <DateField locales={intlLocale()} source="cancelledAt" showTime options={DATE_TIME} emptyText="-" />
      </Labeled>
      <Labeled label="reach.fields.cancelled_by">
        <TextField source="cancelledBy" emptyText="-" />
      </Labeled>
      <SandboxGiftActions />
    </Section>
  );
};
