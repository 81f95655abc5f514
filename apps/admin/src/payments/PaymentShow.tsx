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
} from 'react-admin';
import { ADOPTION_LEVEL_LABELS, PAYMENT_STATUS_CHOICES, PAYMENT_STATUS_COLORS } from '../choices';
import { DATE_TIME } from '@reach/ui/dates';
import { ChoiceField } from '../fields/ChoiceField';
import { CentsField } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { formatCents } from '@reach/ui/money';
import { SandboxRefundButton } from './SandboxActions';

const PaymentTitle = () => {
  const record = useRecordContext();
  return <>{record ? `Payment of ${formatCents(record.usdCentsAmount)}` : 'Payment'}</>;
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
      <Section title="Payment">
        <Labeled label="Amount">
          <CentsField source="usdCentsAmount" />
        </Labeled>
        <Labeled label="Status">
          <ChoiceField source="status" choices={PAYMENT_STATUS_CHOICES} colors={PAYMENT_STATUS_COLORS} />
        </Labeled>
        <Labeled label="Given">
          <DateField source="givenOn" showTime options={DATE_TIME} />
        </Labeled>
        <Labeled label="Adoption">
          <ReferenceField source="adoptionId" reference="adoptions" link="show" emptyText="-">
            <FunctionField render={(a) => `${a.adopterName} (${ADOPTION_LEVEL_LABELS[a.level] ?? a.level})`} />
          </ReferenceField>
        </Labeled>
        <Labeled label="Project sponsorship">
          <ReferenceField source="projectSponsorshipId" reference="project-sponsorships" link="show" emptyText="-">
            <FunctionField render={(s) => `${s.sponsorName}: ${s.projectName}`} />
          </ReferenceField>
        </Labeled>
        <Labeled label="Fund">
          <FunctionField render={(r) => [r.fundName, r.fundId].filter(Boolean).join(' · ') || '-'} />
        </Labeled>
        <Labeled label="Payment method">
          <TextField source="paymentMethodType" emptyText="-" />
        </Labeled>
      </Section>
      <Section title="Payer">
        <Labeled label="Name">
          <TextField source="payerName" emptyText="-" />
        </Labeled>
        <Labeled label="Email">
          <TextField source="payerEmail" emptyText="-" />
        </Labeled>
        <Labeled label="Payer id">
          <TextField source="payerId" emptyText="-" />
        </Labeled>
      </Section>
      <Section title="Reconciliation">
        <Labeled label="Transaction id">
          <TextField source="transactionId" />
        </Labeled>
        <Labeled label="Settlement id">
          <TextField source="settlementId" emptyText="-" />
        </Labeled>
        <Labeled label="Estimated deposit">
          <DateField source="estimatedDepositDate" options={{ dateStyle: 'medium' }} emptyText="-" />
        </Labeled>
        <Labeled label="Recurring payment token">
          <TextField source="recurringPaymentToken" emptyText="-" />
        </Labeled>
        <Labeled label="Refund for">
          <ReferenceField source="refundForId" reference="payments" link="show" emptyText="-">
            <FunctionField render={(p) => `${formatCents(p.usdCentsAmount)} on ${new Date(p.givenOn).toLocaleDateString('en-US')}`} />
          </ReferenceField>
        </Labeled>
        <Labeled label="Refunded by">
          <ReferenceField source="refundedById" reference="payments" link="show" emptyText="-">
            <FunctionField render={(p) => `${formatCents(p.usdCentsAmount)} on ${new Date(p.givenOn).toLocaleDateString('en-US')}`} />
          </ReferenceField>
        </Labeled>
        <Labeled label="Provider created">
          <DateField source="ppCreatedOn" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
        <Labeled label="Provider updated">
          <DateField source="ppUpdatedOn" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
        <Labeled label="Provider received">
          <DateField source="ppReceivedOn" showTime options={DATE_TIME} emptyText="-" />
        </Labeled>
        <Labeled label="Id">
          <TextField source="id" />
        </Labeled>
      </Section>
    </Box>
  </Show>
);
