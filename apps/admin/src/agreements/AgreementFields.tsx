// The inputs of an agreement as staff prepare it (createLoanAgreement / updateLoanAgreement,
// createMou / updateMou): name, template, reminders, the loan's or the form's own fields,
// sections, parties and, once it is saved, attachments.
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  maxValue,
  minValue,
  number,
  NumberInput,
  RecordContextProvider,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useRecordContext,
  useSimpleFormIteratorItem,
  useSourceContext,
  type RaRecord,
  Translate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { dateTimeToDay, dayToDateTime } from '@reach/ui/dates';
import { LANGUAGES } from '@reach/ui/languages';
import { AddRowButton } from '../fields/AddRowButton';
import { X4Input } from '../fields/X4Input';
import { ContactInput, PeopleGroupInput, ProjectInput } from '../links/linkInputs';
import { AttachmentUploadInput } from '../upload/AttachmentUploadInput';
import { MOU_ROLE_CHOICES } from './agreementRules';
import type { AgreementKind } from './kinds';

// The server's limits (backend/internal/agreement).
const MAX_AMOUNT_X4 = 1_000_000_000_000; // $100,000,000.00
const MAX_REMINDER_DAYS = 365;
const REQUIRED = 'reach.validation.required';

const validateAmount = [
  number(),
  minValue(0, 'reach.agreements.amount_range'),
  maxValue(MAX_AMOUNT_X4, 'reach.agreements.amount_range'),
];

const reminderDaysRange = () => ({ message: 'reach.agreements.reminder_days_range', args: { days: MAX_REMINDER_DAYS } });

const validateReminderDays = [
  number(),
  minValue(0, reminderDaysRange),
  maxValue(MAX_REMINDER_DAYS, reminderDaysRange),
];

export const Heading = ({ children, hint }: { children: ReactNode; hint?: ReactNode }) => (
  <Box sx={{ mt: 2, mb: 1 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
    {hint ? (
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    ) : null}
  </Box>
);

// The PDF's language, each named in itself; left empty, the server takes the first party's.
const LANGUAGE_CHOICES = LANGUAGES.map((l) => ({ id: l.code, name: l.name }));

/** NameAndTemplate: the agreement's name, whether it is a template, and its PDF's language. */
export const NameAndTemplate = ({ nameHelper }: { nameHelper?: string }) => (
  <>
    <TextInput
      source="name"
      label="reach.agreements.name"
      validate={required(REQUIRED)}
      helperText={nameHelper ?? false}
      fullWidth
    />
    <BooleanInput
      source="isTemplate"
      label="reach.agreements.template"
      helperText="reach.agreements.a_template_is_never_signed_staff"
    />
    <SelectInput source="language" label="reach.agreements.language" choices={LANGUAGE_CHOICES} helperText={false} sx={{ minWidth: 220 }} />
  </>
);

const ReminderInput = () => (
  <NumberInput
    source="reminderDays"
    label="reach.agreements.reminder_every_days"
    min={0}
    max={MAX_REMINDER_DAYS}
    step={1}
    validate={validateReminderDays}
    helperText="reach.agreements.while_signing_unsigned_parties_are_mailed"
    sx={{ maxWidth: 420 }}
  />
);

const LoanFields = () => (
  <>
    <Heading><Translate i18nKey="reach.agreements.loan" /></Heading>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
      {/* `filter`: not required while preparing; signing needs a project and an amount. */}
      <ProjectInput filter />
      <X4Input source="amount" label="reach.agreements.amount_us" validate={validateAmount} helperText="reach.agreements.in_dollars_e_g_12500" />
      <DateInput source="approvalDate" label="reach.agreements.approval_date" format={dateTimeToDay} parse={dayToDateTime} helperText={false} />
    </Stack>
    <TextInput source="terms" label="reach.agreements.terms" multiline minRows={3} fullWidth />
    <TextInput source="paySchedule" label="reach.agreements.pay_schedule" multiline minRows={2} fullWidth />
    <ArrayInput source="beneficiaries" label="reach.agreements.beneficiaries">
      <SimpleFormIterator inline disableReordering sx={iteratorSx} addButton={<AddRowButton label="reach.agreements.add_beneficiary" />} disableClear>
        <ContactInput label="reach.agreements.beneficiary" />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

const MouFields = () => (
  <>
    <Heading><Translate i18nKey="reach.agreements.commitment" /></Heading>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
      <SelectInput source="role" label="reach.agreements.role" choices={MOU_ROLE_CHOICES} emptyText="reach.agreements.none_yet" sx={{ minWidth: 220 }} />
      <PeopleGroupInput filter />
      <ContactInput filter label="reach.agreements.contact" />
    </Stack>
  </>
);

// The move and remove buttons stay in sight (react-admin shows them on hover only), and each item
// carries its number.
const iteratorSx = { '& .RaSimpleFormIterator-action': { visibility: 'visible' }, '& .RaSimpleFormIterator-line': { py: 1 } };
const itemNumber = (index: number) => `${index + 1}.`;

const SectionsInput = () => (
  <>
    <Heading hint="Every party initials every section. The arrows change the order."><Translate i18nKey="reach.agreements.sections" /></Heading>
    <ArrayInput source="sections" label={false}>
      <SimpleFormIterator disableReordering={false} fullWidth getItemLabel={itemNumber} sx={iteratorSx} addButton={<AddRowButton label="reach.agreements.add_section" />} disableClear>
        <TextInput source="title" label="reach.agreements.title" validate={required(REQUIRED)} fullWidth helperText={false} />
        <TextInput source="text" label="reach.agreements.text" multiline minRows={3} fullWidth helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

const PartiesInput = () => (
  <>
    <Heading hint="Who signs: the part each plays (e.g. Borrower), the name the agreement gives them, and the contact that signs in the portal.">
      <Translate i18nKey="reach.agreements.parties" />
    </Heading>
    <ArrayInput source="parties" label={false}>
      <SimpleFormIterator inline disableReordering={false} getItemLabel={itemNumber} sx={iteratorSx} addButton={<AddRowButton label="reach.agreements.add_party" />} disableClear>
        <TextInput source="ref" label="reach.agreements.party" helperText={false} sx={{ width: 170 }} />
        <TextInput source="name" label="reach.agreements.name" helperText={false} sx={{ width: 240 }} />
        <ContactInput label="reach.agreements.contact" />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

/**
 * AttachmentFile uploads one attachment's file (AGREEMENT_FILE, attached to the agreement). Inside
 * the list the record context is the attachment row; the upload names the agreement itself.
 */
const AttachmentFile = ({ agreement }: { agreement: RaRecord }) => {
  const { index } = useSimpleFormIteratorItem();
  const sourceContext = useSourceContext();
  const { getValues, setValue } = useFormContext();
  const nameSource = sourceContext.getSource('name');
  return (
    <RecordContextProvider value={agreement}>
      <AttachmentUploadInput
        source="fileId"
        label="reach.agreements.file"
        previewSource={`attachments.${index}.file.url`}
        accept="*/*"
        image={false}
        tags={['agreement']}
        fileType="AGREEMENT_FILE"
        needsRecord
        onUploaded={(file) => {
          if (!getValues(nameSource)) setValue(nameSource, file.name, { shouldDirty: true });
        }}
      />
    </RecordContextProvider>
  );
};

const AttachmentsInput = () => {
  const record = useRecordContext();
  if (record?.id == null) {
    return (
      <>
        <Heading><Translate i18nKey="reach.agreements.attachments" /></Heading>
        <Typography variant="body2" color="text.secondary">
          <Translate i18nKey="reach.agreements.save_first_then_add_attachments_here" />
        </Typography>
      </>
    );
  }
  return (
    <>
      <Heading hint="Files the parties read with the agreement (a budget, a map). Their SHA-256 is frozen when signing starts.">
        <Translate i18nKey="reach.agreements.attachments" />
      </Heading>
      <ArrayInput source="attachments" label={false}>
        <SimpleFormIterator disableReordering={false} getItemLabel={itemNumber} sx={iteratorSx} addButton={<AddRowButton label="reach.agreements.add_attachment" />} disableClear>
          <AttachmentFile agreement={record} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextInput source="ref" label="reach.agreements.reference" helperText={false} sx={{ width: 160 }} />
            <TextInput source="name" label="reach.agreements.name" helperText={false} sx={{ width: 320 }} />
          </Stack>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};

/** ContentFields are what an agreement holds besides its name: a template's content. */
export const ContentFields = ({ kind, attachments }: { kind: AgreementKind; attachments: boolean }) => (
  <Box sx={{ width: '100%' }}>
    <ReminderInput />
    {kind.type === 'LOAN_AGREEMENT' ? <LoanFields /> : <MouFields />}
    <SectionsInput />
    <PartiesInput />
    {attachments ? <AttachmentsInput /> : null}
  </Box>
);
