import {
  Alert,
  AlertTitle,
  Box,
  Chip,
  Divider,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  DateField,
  Labeled,
  Link,
  ListButton,
  NumberField,
  Show,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
  Translate,
  useTranslate,
} from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { labelOf, PROJECT_STAGE_CHOICES } from '../choices';
import { X4Field } from '../fields/MoneyFields';
import { Section } from '../fields/Section';
import { AgreementActionButtons, RemindButton } from './AgreementActions';
import { SignatureText, StatusField, useSignatureFonts } from './AgreementParts';
import { initialsGrid, isSigned, MOU_ROLE_CHOICES, signedSummary } from './agreementRules';
import type { AgreementKind } from './kinds';
import { peopleGroupName } from '@reach/ui/words';
import { intlLocale } from '../i18n';

interface Party {
  id: string;
  ref: string;
  name: string;
  contactId: string;
  contactName: string;
  signature: string | null;
  fontName: string | null;
  date: string | null;
  signedByUserName: string | null;
  signedIp: string | null;
  signedUserAgent: string | null;
  signedMethod: string | null;
  remindedAt: string | null;
  remindOff: string | null;
}

interface Initial {
  partyId: string;
  initials: string;
  fontName: string;
  date: string;
  signedIp: string | null;
  signedByUserName: string | null;
  signedMethod: string | null;
}

interface AgreementSection {
  id: string;
  title: string;
  text: string;
  initials: Initial[];
}

interface Attachment {
  id: string;
  ref: string;
  name: string;
  file: { filename: string; size: number; url: string | null } | null;
}

const moment = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(intlLocale(), DATE_TIME) : '-';

const Title = ({ kind }: { kind: AgreementKind }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? translate('reach.agreements.show_title', { name: record.name, version: record.version }) : translate(kind.label)}</>;
};

const ShowActions = ({ kind }: { kind: AgreementKind }) => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ListButton />
    <AgreementActionButtons kind={kind} />
  </TopToolbar>
);

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
    {children}
  </Typography>
);

/** Wide spans a Section's whole row (long texts). */
const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

const Text = ({ value }: { value: string | null | undefined }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {value || '-'}
  </Typography>
);

const RecordLink = ({ resource, id, children }: { resource: string; id: string | null | undefined; children: ReactNode }) => {
  const createPath = useCreatePath();
  if (!id) return <Typography variant="body2">-</Typography>;
  return (
    <MuiLink component={Link} to={createPath({ resource, id, type: 'show' })} variant="body2">
      {children}
    </MuiLink>
  );
};

const Details = ({ kind }: { kind: AgreementKind }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Section title="reach.agreements.agreement">
      <Labeled label="reach.agreements.name">
        <TextField source="name" />
      </Labeled>
      <Labeled label="reach.agreements.status">
        <StatusField source="status" />
      </Labeled>
      <Labeled label="reach.agreements.version">
        <NumberField locales={intlLocale()} source="version" />
      </Labeled>
      <Labeled label="reach.agreements.template">
        <Typography variant="body2">{translate(record.isTemplate ? 'reach.agreements.is_template_yes' : 'reach.agreements.no')}</Typography>
      </Labeled>
      <Labeled label="reach.agreements.previous_version">
        <RecordLink resource={kind.resource} id={record.previousVersionId}>
          <Translate i18nKey="reach.agreements.open_the_previous_version" />
        </RecordLink>
      </Labeled>
      <Labeled label="reach.agreements.created">
        <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
      </Labeled>
      <Labeled label="reach.agreements.updated">
        <DateField locales={intlLocale()} source="updatedAt" showTime options={DATE_TIME} />
      </Labeled>
      <Labeled label="reach.agreements.signed_by_all">
        <DateField locales={intlLocale()} source="finalizedDate" showTime options={DATE_TIME} emptyText="-" />
      </Labeled>
    </Section>
  );
};

const LoanDetails = () => {
  const record = useRecordContext();
  if (!record) return null;
  const project = record.frozenProjectDetails as { projectName: string; typeOfProject: string; region: string; stage: string } | null;
  const beneficiaries = (record.beneficiaries ?? []) as { contactId: string; fullName: string }[];
  return (
    <Section title="reach.agreements.loan">
      <Labeled label="reach.agreements.project">
        <RecordLink resource="holistic-projects" id={record.projectId}>
          {project?.projectName ?? record.projectId}
        </RecordLink>
      </Labeled>
      <Labeled label="reach.agreements.project_region_and_stage">
        <Typography variant="body2">
          {project ? `${project.region || '-'} · ${labelOf(PROJECT_STAGE_CHOICES, project.stage)}` : '-'}
        </Typography>
      </Labeled>
      <Labeled label="reach.agreements.amount">
        <X4Field source="amount" />
      </Labeled>
      <Labeled label="reach.agreements.approval_date">
        <DateField locales={intlLocale()} source="approvalDate" emptyText="-" options={{ timeZone: 'UTC', dateStyle: 'medium' }} />
      </Labeled>
      <Wide>
        <Labeled label="reach.agreements.beneficiaries">
          {beneficiaries.length ? (
            <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
              {beneficiaries.map((b) => (
                <Chip key={b.contactId} size="small" label={b.fullName} />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2">-</Typography>
          )}
        </Labeled>
      </Wide>
      <Wide>
        <Labeled label="reach.agreements.terms">
          <Text value={record.terms} />
        </Labeled>
      </Wide>
      <Wide>
        <Labeled label="reach.agreements.pay_schedule">
          <Text value={record.paySchedule} />
        </Labeled>
      </Wide>
    </Section>
  );
};

const MouDetails = () => {
  const record = useRecordContext();
  if (!record) return null;
  const group = record.frozenPeopleGroupDetails as { name: string; country: string } | null;
  const contact = record.frozenContactDetails as { fullName: string; email: string | null } | null;
  return (
    <Section title="reach.agreements.commitment">
      <Labeled label="reach.agreements.role">
        <Typography variant="body2">{labelOf(MOU_ROLE_CHOICES, record.role)}</Typography>
      </Labeled>
      <Labeled label="reach.agreements.people_group">
        <RecordLink resource="people-groups" id={record.peopleGroupId}>
          {group ? peopleGroupName({ nameAcrossCountries: group.name, country: group.country }) : record.peopleGroupName ?? record.peopleGroupId}
        </RecordLink>
      </Labeled>
      <Labeled label="reach.agreements.contact">
        <RecordLink resource="contacts" id={record.contactId}>
          {contact?.fullName ?? record.contactName ?? record.contactId}
        </RecordLink>
      </Labeled>
      <Labeled label="reach.agreements.contact_email">
        <Typography variant="body2">{contact?.email || '-'}</Typography>
      </Labeled>
    </Section>
  );
};

const SigningDetails = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Section title="reach.agreements.signing">
      <Labeled label="reach.agreements.parties_signed">
        <Typography variant="body2">{signedSummary(record.parties)}</Typography>
      </Labeled>
      <Labeled label="reach.agreements.automatic_reminders">
        <Typography variant="body2">{record.reminderDays ? translate('reach.agreements.every_days', { days: record.reminderDays }) : translate('reach.agreements.off')}</Typography>
      </Labeled>
      <Labeled label="reach.agreements.reminders_sent">
        <NumberField locales={intlLocale()} source="remindersSent" />
      </Labeled>
      <Labeled label="reach.agreements.next_reminder">
        <DateField locales={intlLocale()} source="nextReminderAt" showTime options={DATE_TIME} emptyText="-" />
      </Labeled>
      <Wide>
        <Labeled label="reach.agreements.content_sha_256_frozen_when_signing">
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {record.contentHash || '-'}
          </Typography>
        </Labeled>
      </Wide>
    </Section>
  );
};

/** How a signature or initials were given: who, how they signed in, from where. */
// The sign-in methods the server records (model.SignInPassword...); Google is a name.
const SIGN_IN_METHODS: Record<string, string> = { password: 'reach.agreements.method_password', 'magic link': 'reach.agreements.method_magic_link' };

const Recorded = ({ user, method, ip, agent }: { user: string | null; method: string | null; ip: string | null; agent?: string | null }) => {
  const translate = useTranslate();
  if (!user && !method && !ip) return null;
  const how = method ? translate('reach.agreements.signed_in_with', { method: SIGN_IN_METHODS[method] ? translate(SIGN_IN_METHODS[method]) : method }) : null;
  return (
    <Typography variant="caption" color="text.secondary" component="div" title={agent ?? undefined}>
      {[user, how, ip ? translate('reach.agreements.ip', { ip }) : null].filter(Boolean).join(' · ')}
    </Typography>
  );
};

const NotYet = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
    {children}
  </Typography>
);

const Parties = ({ kind }: { kind: AgreementKind }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const parties = (record?.parties ?? []) as Party[];
  const signing = record?.status === 'SIGNING';
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Heading><Translate i18nKey="reach.agreements.parties" /></Heading>
      {parties.length === 0 ? (
        <NotYet><Translate i18nKey="reach.agreements.no_parties_yet" /></NotYet>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('reach.agreements.parties')}>
            <TableHead>
              <TableRow>
                <TableCell><Translate i18nKey="reach.agreements.party" /></TableCell>
                <TableCell><Translate i18nKey="reach.agreements.contact" /></TableCell>
                <TableCell><Translate i18nKey="reach.agreements.signature" /></TableCell>
                <TableCell><Translate i18nKey="reach.agreements.signed" /></TableCell>
                <TableCell><Translate i18nKey="reach.agreements.reminder" /></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {parties.map((p) => (
                <TableRow key={p.id} data-testid="agreement-party">
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {p.ref || '-'}
                    </Typography>
                    <Typography variant="body2">{p.name}</Typography>
                  </TableCell>
                  <TableCell>
                    <RecordLink resource="contacts" id={p.contactId}>
                      {p.contactName || p.contactId}
                    </RecordLink>
                  </TableCell>
                  <TableCell>
                    {isSigned(p) && p.signature ? <SignatureText text={p.signature} font={p.fontName ?? ''} /> : <NotYet><Translate i18nKey="reach.agreements.not_signed" /></NotYet>}
                  </TableCell>
                  <TableCell>
                    {isSigned(p) ? (
                      <>
                        <Typography variant="body2">{moment(p.date)}</Typography>
                        <Recorded user={p.signedByUserName} method={p.signedMethod} ip={p.signedIp} agent={p.signedUserAgent} />
                      </>
                    ) : (
                      <Typography variant="body2">-</Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{p.remindedAt ? translate('reach.agreements.sent_at', { when: moment(p.remindedAt) }) : translate('reach.agreements.none_sent')}</Typography>
                    {signing && !isSigned(p) ? (
                      <>
                        <RemindButton kind={kind} partyId={p.id} partyName={p.name || p.contactName} off={p.remindOff} />
                        {p.remindOff ? (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {p.remindOff}
                          </Typography>
                        ) : null}
                      </>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
};

/** Initials is the party × section grid: each party's initials on each section, or 'Not initialled'. */
const Initials = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const parties = (record?.parties ?? []) as Party[];
  const sections = (record?.sections ?? []) as AgreementSection[];
  if (sections.length === 0 || parties.length === 0) return null;
  const rows = initialsGrid(sections, parties);
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Heading><Translate i18nKey="reach.agreements.initials" /></Heading>
      <TableContainer>
        <Table size="small" aria-label={translate('reach.agreements.initials')}>
          <TableHead>
            <TableRow>
              <TableCell><Translate i18nKey="reach.agreements.section" /></TableCell>
              {parties.map((p) => (
                <TableCell key={p.id}>{p.ref || p.name}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ section, cells }, i) => (
              <TableRow key={section.id}>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography variant="body2">
                    {i + 1}. {section.title}
                  </Typography>
                </TableCell>
                {cells.map(({ party, initial }) => (
                  <TableCell key={party.id}>
                    {initial ? (
                      <>
                        <SignatureText text={initial.initials} font={initial.fontName} size={24} />
                        <Typography variant="caption" color="text.secondary" component="div">
                          {moment(initial.date)}
                        </Typography>
                        <Recorded user={initial.signedByUserName} method={initial.signedMethod} ip={initial.signedIp} />
                      </>
                    ) : (
                      <NotYet><Translate i18nKey="reach.agreements.not_initialled" /></NotYet>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

const Sections = () => {
  const record = useRecordContext();
  const sections = (record?.sections ?? []) as AgreementSection[];
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Heading><Translate i18nKey="reach.agreements.sections" /></Heading>
      {sections.length === 0 ? <NotYet><Translate i18nKey="reach.agreements.no_sections_yet" /></NotYet> : null}
      {sections.map((s, i) => (
        <Box key={s.id} sx={{ mb: 2, maxWidth: 900 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {i + 1}. {s.title}
          </Typography>
          <Text value={s.text} />
        </Box>
      ))}
    </Box>
  );
};

const Attachments = () => {
  const record = useRecordContext();
  const attachments = (record?.attachments ?? []) as Attachment[];
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Heading><Translate i18nKey="reach.agreements.attachments" /></Heading>
      {attachments.length === 0 ? <NotYet><Translate i18nKey="reach.agreements.no_attachments" /></NotYet> : null}
      {attachments.map((a) => (
        <Typography key={a.id} variant="body2" sx={{ mb: 0.5 }}>
          {a.ref ? `${a.ref}: ` : ''}
          {a.file?.url ? (
            <MuiLink href={a.file.url} target="_blank" rel="noopener noreferrer">
              {a.name || a.file.filename}
            </MuiLink>
          ) : (
            a.name || a.file?.filename || '-'
          )}
          {a.file ? ` (${a.file.filename}, ${Math.max(1, Math.round(a.file.size / 1024))} KB)` : ''}
        </Typography>
      ))}
    </Box>
  );
};

const Cancelled = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (record?.status !== 'CANCELLED') return null;
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      <AlertTitle><Translate i18nKey="reach.agreements.cancelled" /></AlertTitle>
      {record.cancelReason || translate('reach.agreements.no_reason_given')}
    </Alert>
  );
};

const ShowBody = ({ kind }: { kind: AgreementKind }) => {
  const record = useRecordContext();
  const parties = (record?.parties ?? []) as Party[];
  const sections = (record?.sections ?? []) as AgreementSection[];
  useSignatureFonts([...parties.map((p) => p.fontName), ...sections.flatMap((s) => s.initials.map((i) => i.fontName))]);
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Cancelled />
      <Details kind={kind} />
      {kind.type === 'LOAN_AGREEMENT' ? <LoanDetails /> : <MouDetails />}
      <SigningDetails />
      <Divider sx={{ mb: 3 }} />
      <Parties kind={kind} />
      <Initials />
      <Sections />
      <Attachments />
    </Box>
  );
};

/** AgreementShow is everything about one agreement, and what staff can do with it now. */
export const AgreementShow = ({ kind }: { kind: AgreementKind }) => (
  <Show title={<Title kind={kind} />} actions={<ShowActions kind={kind} />}>
    <ShowBody kind={kind} />
  </Show>
);
