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
const REQUIRED = 'This field is required';

const validateAmount = [
  number(),
  minValue(0, 'The amount must be between $0 and $100,000,000.00'),
  maxValue(MAX_AMOUNT_X4, 'The amount must be between $0 and $100,000,000.00'),
];

const validateReminderDays = [
  number(),
  minValue(0, `Between 0 (no reminders) and ${MAX_REMINDER_DAYS} days`),
  maxValue(MAX_REMINDER_DAYS, `Between 0 (no reminders) and ${MAX_REMINDER_DAYS} days`),
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
      label="Name"
      validate={required(REQUIRED)}
      helperText={nameHelper ?? false}
      fullWidth
    />
    <BooleanInput
      source="isTemplate"
      label="Template"
      helperText="A template is never signed: staff create agreements from it."
    />
    <SelectInput source="language" label="Language" choices={LANGUAGE_CHOICES} helperText={false} sx={{ minWidth: 220 }} />
  </>
);

const ReminderInput = () => (
  <NumberInput
    source="reminderDays"
    label="Reminder every (days)"
    min={0}
    max={MAX_REMINDER_DAYS}
    step={1}
    validate={validateReminderDays}
    helperText="While signing, unsigned parties are mailed again every this many days (at most 5 times); 0: never."
    sx={{ maxWidth: 420 }}
  />
);

const LoanFields = () => (
  <>
    <Heading>Loan</Heading>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
      {/* `filter`: not required while preparing; signing needs a project and an amount. */}
      <ProjectInput filter />
      <X4Input source="amount" label="Amount (US$)" validate={validateAmount} helperText="In dollars, e.g. 12500" />
      <DateInput source="approvalDate" label="Approval date" format={dateTimeToDay} parse={dayToDateTime} helperText={false} />
    </Stack>
    <TextInput source="terms" label="Terms" multiline minRows={3} fullWidth />
    <TextInput source="paySchedule" label="Pay schedule" multiline minRows={2} fullWidth />
    <ArrayInput source="beneficiaries" label="Beneficiaries">
      <SimpleFormIterator inline disableReordering sx={iteratorSx} addButton={<AddRowButton label="Add beneficiary" />} disableClear>
        <ContactInput label="Beneficiary" />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

const MouFields = () => (
  <>
    <Heading>Commitment</Heading>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
      <SelectInput source="role" label="Role" choices={MOU_ROLE_CHOICES} emptyText="None yet" sx={{ minWidth: 220 }} />
      <PeopleGroupInput filter />
      <ContactInput filter label="Contact" />
    </Stack>
  </>
);

// The move and remove buttons stay in sight (react-admin shows them on hover only), and each item
// carries its number.
const iteratorSx = { '& .RaSimpleFormIterator-action': { visibility: 'visible' }, '& .RaSimpleFormIterator-line': { py: 1 } };
const itemNumber = (index: number) => `${index + 1}.`;

const SectionsInput = () => (
  <>
    <Heading hint="Every party initials every section. The arrows change the order.">Sections</Heading>
    <ArrayInput source="sections" label={false}>
      <SimpleFormIterator disableReordering={false} fullWidth getItemLabel={itemNumber} sx={iteratorSx} addButton={<AddRowButton label="Add section" />} disableClear>
        <TextInput source="title" label="Title" validate={required(REQUIRED)} fullWidth helperText={false} />
        <TextInput source="text" label="Text" multiline minRows={3} fullWidth helperText={false} />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);

const PartiesInput = () => (
  <>
    <Heading hint="Who signs: the part each plays (e.g. Borrower), the name the agreement gives them, and the contact that signs in the portal.">
      Parties
    </Heading>
    <ArrayInput source="parties" label={false}>
      <SimpleFormIterator inline disableReordering={false} getItemLabel={itemNumber} sx={iteratorSx} addButton={<AddRowButton label="Add party" />} disableClear>
        <TextInput source="ref" label="Party" helperText={false} sx={{ width: 170 }} />
        <TextInput source="name" label="Name" helperText={false} sx={{ width: 240 }} />
        <ContactInput label="Contact" />
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
        label="File"
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
        <Heading>Attachments</Heading>
        <Typography variant="body2" color="text.secondary">
          Save first; then add attachments here.
        </Typography>
      </>
    );
  }
  return (
    <>
      <Heading hint="Files the parties read with the agreement (a budget, a map). Their SHA-256 is frozen when signing starts.">
        Attachments
      </Heading>
      <ArrayInput source="attachments" label={false}>
        <SimpleFormIterator disableReordering={false} getItemLabel={itemNumber} sx={iteratorSx} addButton={<AddRowButton label="Add attachment" />} disableClear>
          <AttachmentFile agreement={record} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <TextInput source="ref" label="Reference" helperText={false} sx={{ width: 160 }} />
            <TextInput source="name" label="Name" helperText={false} sx={{ width: 320 }} />
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
