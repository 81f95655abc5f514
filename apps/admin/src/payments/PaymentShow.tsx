import { Box } from '@mui/material';
import {
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
import { ADOPTION_LEVEL_LABELS, PAYMENT_STATUS_CHOICES, PAYMENT_STATUS_COLORS } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ChoiceField } from '../fields/ChoiceField';
import { CentsField } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { formatCents } from '../money';
import { SandboxRefundButton } from './SandboxActions';
import { intlLocale } from '../i18n';
import { PersonNameField } from '../fields/PersonNameField';

const PaymentTitle = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.payments.title', { amount: formatCents(record.usdCentsAmount) }) : translate('reach.payments.payment')}</>;
};

/** PaymentOn names a related payment by its amount and day ("$30.00 on 1/2/2026"). */
const PaymentOn = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate('reach.payments.amount_on', { amount: formatCents(record.usdCentsAmount), date: new Date(record.givenOn).toLocaleDateString(intlLocale()) })}</>;
};

export const PaymentShow = () => (
  <Show
    title={<PaymentTitle />}
    actions={
      <TopToolbar>
        <SandboxRefundButton />
        <ListButton />
      </TopToolbar>
    }
  >
    <Box sx={{ p: 2 }}>
      <Section title="reach.payments.payment">
        <Labeled label="reach.payments.amount">
          <CentsField source="usdCentsAmount" />
        </Labeled>
        <Labeled label="reach.payments.status">
          <ChoiceField source="status" choices={PAYMENT_STATUS_CHOICES} colors={PAYMENT_STATUS_COLORS} />
        </Labeled>
        <Labeled label="reach.payments.given">
          <DateField locales={intlLocale()} source="givenOn" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="reach.payments.adoption">
          <ReferenceField source="adoptionId" reference="adoptions" link="show" emptyText="-">
            <FunctionField render={(a) => `${a.adopterName} (${ADOPTION_LEVEL_LABELS[a.level] ?? a.level})`} />
          </ReferenceField>
        </Labeled>
        <Labeled label="reach.payments.project_sponsorship">
          <ReferenceField source="projectSponsorshipId" reference="project-sponsorships" link="show" emptyText="-">
            <FunctionField render={(s) => `${s.sponsorName}: ${s.projectName}`} />
          </ReferenceField>
        </Labeled>
        <Labeled label="reach.payments.fund">
          <FunctionField render={(r) => [r.fundName, r.fundId].filter(Boolean).join(' · ') || '-'} />
        </Labeled>
        <Labeled label="reach.payments.payment_method">
          <TextField source="paymentMethodType" emptyText="-" />
        </Labeled>
      </Section>
      <Section title="reach.payments.payer">
        <Labeled label="reach.payments.name">
          <PersonNameField source="payerName" emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.email">
          <TextField source="payerEmail" emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.payer_id">
          <TextField source="payerId" emptyText="-" />
        </Labeled>
      </Section>
      <Section title="reach.payments.reconciliation">
        <Labeled label="reach.payments.transaction_id">
          <TextField source="transactionId" />
        </Labeled>
        <Labeled label="reach.payments.settlement_id">
          <TextField source="settlementId" emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.estimated_deposit">
          <DateField locales={intlLocale()} source="estimatedDepositDate" options={{ dateStyle: 'medium' }} emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.recurring_payment_token">
          <TextField source="recurringPaymentToken" emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.refund_for">
          <ReferenceField source="refundForId" reference="payments" link="show" emptyText="-">
            <PaymentOn />
          </ReferenceField>
        </Labeled>
        <Labeled label="reach.payments.refunded_by">
          <ReferenceField source="refundedById" reference="payments" link="show" emptyText="-">
            <PaymentOn />
          </ReferenceField>
        </Labeled>
        <Labeled label="reach.payments.provider_created">
          <DateField locales={intlLocale()} source="ppCreatedOn" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.provider_updated">
          <DateField locales={intlLocale()} source="ppUpdatedOn" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.provider_received">
          <DateField locales={intlLocale()} source="ppReceivedOn" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
        <Labeled label="reach.payments.id">
          <TextField source="id" />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
