import { Box, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { DateField, Labeled, ListButton, NumberField, ReferenceField, Show, TextField, TopToolbar, useRecordContext, Translate, useTranslate } from 'react-admin';
import { DATE_TIME } from '@reach/ui/dates';
import { isAbortError, request } from '@reach/ui/graphql';
import { labelOf, regionName, csvLabelOf } from '../choices';
import { Section } from '../fields/Section';
import { FieldsView } from './FieldsView';
import { DecisionButtons } from './ReportActions';
import { StatusField, TypeField, WaitedField } from './ReportParts';
import { APPROVAL_LABELS, HISTORY_LABELS, QUEUE_LABELS, REPORT_LABELS as L } from './reportLabels';
import { ADMIN_REPORT_FILES } from './reportCalls';
import { attachmentIds, fileSize, isPhoto, placeFiles, type AttachedFile } from './reportFields';
import { reportName, STATUS_CHOICES, TYPE_CHOICES } from './reportRules';
import { i18nProvider, intlLocale } from '../i18n';

interface HistoryEntry {
  _id: string;
  userName: string;
  when: string;
  fromStatus: string;
  toStatus: string;
  reason: string;
  via: string;
}

const moment = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(intlLocale(), DATE_TIME) : '-');

// The history says DELETED for a deletion and nothing before the creation.
const statusText = (s: string) => {
  const english = s ? (s === 'DELETED' ? 'Deleted' : csvLabelOf(STATUS_CHOICES, s)) : '(new)';
  return i18nProvider.translate(english, { _: english });
};

/** The title names the report and its status (spec/03 §4: admins see the status in the title). */
const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return <>{record ? [reportName(record), labelOf(STATUS_CHOICES, record.status)].join(' · ') : translate('reach.reports.report')}</>;
};

const ShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ListButton label="reach.reports.reports" />
    <DecisionButtons />
  </TopToolbar>
);

const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

const Text = ({ value }: { value: string | null | undefined }) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {value || '-'}
  </Typography>
);

const Shared = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Section title="reach.reports.report">
      <Labeled label={L.reportType}>
        <TypeField source="reportType" />
      </Labeled>
      <Labeled label={L.status}>
        <StatusField source="status" />
      </Labeled>
      <Labeled label={L.createdByUser}>
        <TextField source="createdByUser.name" />
      </Labeled>
      <Labeled label={L.contactId}>
        <ReferenceField source="contactId" reference="contacts" link="show" emptyText="-">
          <TextField source="fullName" />
        </ReferenceField>
      </Labeled>
      <Labeled label={L.peopleGroupId}>
        {/* Named as the glossary names a people group everywhere: "{name} - {country}". */}
        <ReferenceField source="peopleGroupId" reference="people-groups" link="show" emptyText="-" />
      </Labeled>
      <Labeled label={L.holisticProjectId}>
        <ReferenceField source="holisticProjectId" reference="holistic-projects" link="show" emptyText="-">
          <TextField source="projectName" />
        </ReferenceField>
      </Labeled>
      <Labeled label={L.regionCode}>
        <Typography variant="body2">{record.regionCode ? regionName(record.regionCode) : '-'}</Typography>
      </Labeled>
      <Labeled label={L.quarter}>
        <TextField source="quarter" emptyText="-" />
      </Labeled>
      <Labeled label={L.submittedAt}>
        <DateField locales={intlLocale()} source="submittedAt" showTime options={DATE_TIME} emptyText="reach.reports.not_submitted" />
      </Labeled>
      <Labeled label={QUEUE_LABELS.waited}>
        <WaitedField />
      </Labeled>
      <Labeled label={L.createdAt}>
        <DateField locales={intlLocale()} source="createdAt" showTime options={DATE_TIME} />
      </Labeled>
      <Labeled label={L.updatedAt}>
        <DateField locales={intlLocale()} source="updatedAt" showTime options={DATE_TIME} />
      </Labeled>
      <Labeled label={L.version}>
        <NumberField locales={intlLocale()} source="version" />
      </Labeled>
      <Wide>
        <Labeled label={L.notes}>
          <Text value={record.notes} />
        </Labeled>
      </Wide>
    </Section>
  );
};

const LastDecision = () => {
  const record = useRecordContext();
  const approval = record?.approval as { status: string; when: string | null; approver: { name: string } | null; reason: string } | null;
  return (
    <Section title={L.approval}>
      {approval ? (
        <>
          <Labeled label={APPROVAL_LABELS.status}>
            <Typography variant="body2">{labelOf(STATUS_CHOICES, approval.status)}</Typography>
          </Labeled>
          <Labeled label={APPROVAL_LABELS.when}>
            <Typography variant="body2">{moment(approval.when)}</Typography>
          </Labeled>
          <Labeled label={APPROVAL_LABELS.approver}>
            <Typography variant="body2">{approval.approver?.name || '-'}</Typography>
          </Labeled>
          <Wide>
            <Labeled label={APPROVAL_LABELS.reason}>
              <Text value={approval.reason} />
            </Labeled>
          </Wide>
        </>
      ) : (
        <Typography variant="body2"><Translate i18nKey="reach.reports.no_decision_yet" /></Typography>
      )}
    </Section>
  );
};

const Heading = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
    {children}
  </Typography>
);

const OwnFields = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Heading>{translate('reach.reports.details', { type: labelOf(TYPE_CHOICES, record.reportType) })}</Heading>
      <FieldsView fields={record.fields} />
    </Box>
  );
};

const FileList = ({ ids, files, label }: { ids: string[]; files: AttachedFile[] | null; label: string }) => {
  const translate = useTranslate();
  if (!ids.length) return <Typography variant="body2"><Translate i18nKey="reach.reports.no_files" /></Typography>;
  if (files === null) return <Typography variant="body2"><Translate i18nKey="reach.reports.loading_files" /></Typography>;
  const { found, missing } = placeFiles(ids, files);
  return (
    <Stack spacing={1} component="ul" aria-label={translate(label)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {found.map((f) => (
        <Stack key={f._id} component="li" direction="row" spacing={1.5} alignItems="center">
          {isPhoto(f) ? (
            <Box component="img" src={f.thumbnail ?? f.url} alt={f.filename} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }} />
          ) : (
            <Box sx={{ width: 64, height: 64, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', fontSize: 12 }}>
              {f.filename.split('.').pop()?.toUpperCase() ?? 'FILE'}
            </Box>
          )}
          <Box>
            <Link href={f.url} target="_blank" rel="noopener noreferrer" download={f.filename}>
              {f.filename}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {f.contentType} · {fileSize(f.size)}
            </Typography>
          </Box>
        </Stack>
      ))}
      {missing.map((id) => (
        <Stack key={id} component="li" direction="row" spacing={1} alignItems="center">
          <Chip size="small" variant="outlined" label={id} />
          <Typography variant="body2" color="text.secondary">
            <Translate i18nKey="reach.reports.not_uploaded" />
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
};

const Attachments = () => {
  const record = useRecordContext();
  const id = record?.id as string | undefined;
  const [files, setFiles] = useState<AttachedFile[] | null>(null);
  useEffect(() => {
    if (!id) return undefined;
    const ctl = new AbortController();
    setFiles(null);
    request(ADMIN_REPORT_FILES, { id }, { account: false, signal: ctl.signal }).then(
      (d) => setFiles(d.allFilesForUser),
      (e: unknown) => {
        if (!isAbortError(e)) setFiles([]);
      },
    );
    return () => ctl.abort();
  }, [id]);
  if (!record) return null;
  const { publicIds, privateIds } = attachmentIds(record.fields);
  if (!publicIds.length && !privateIds.length) return null;
  return (
    <Section title="reach.reports.attachments">
      <Wide>
        <Labeled label="reach.reports.public_files_supporters_see_them">
          <FileList ids={publicIds} files={files} label="reach.reports.public_files" />
        </Labeled>
      </Wide>
      <Wide>
        <Labeled label="reach.reports.private_files_staff_only">
          <FileList ids={privateIds} files={files} label="reach.reports.private_files" />
        </Labeled>
      </Wide>
    </Section>
  );
};

// The history's columns, in the order of the cells below.
const HISTORY_COLUMNS = ['when', 'userName', 'fromStatus', 'toStatus', 'reason', 'via'] as const;

const History = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const history = (record?.history ?? []) as HistoryEntry[];
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Heading>{translate(L.history, { _: L.history })}</Heading>
      <TableContainer>
        <Table size="small" aria-label={translate(L.history, { _: L.history })}>
          <TableHead>
            <TableRow>
              {HISTORY_COLUMNS.map((k) => (
                <TableCell key={k}>{translate(HISTORY_LABELS[k], { _: HISTORY_LABELS[k] })}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((h) => (
              <TableRow key={h._id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(h.when)}</TableCell>
                <TableCell>{h.userName || '-'}</TableCell>
                <TableCell>{statusText(h.fromStatus)}</TableCell>
                <TableCell>{statusText(h.toStatus)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.reason || '-'}</TableCell>
                <TableCell>{h.via || '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

/** ReportShow is one report in full for staff: what every type shares, its own fields, the last decision and the history. */
export const ReportShow = () => (
  <Show title={<Title />} actions={<ShowActions />}>
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Shared />
      <LastDecision />
      <OwnFields />
      <Attachments />
      <History />
    </Box>
  </Show>
);
