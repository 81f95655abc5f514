// /training-reports/quarterly/edit/{reportId} (spec/03 §2-§5, §8): the training quarterly report
// form, breadcrumbs Training / Quarterly Reports: the quarter, the quarter's events (date, people
// trained, city, country, host: each "This field is required"), testimonies, prayer requests,
// files and notes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Navigate, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { TextField } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import { request } from '@reach/ui/graphql';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useGql } from '../../data/useGql';
import { num } from '../../reports/texts';
import NotFound from '../NotFound';
import { ApprovalNotice, AttachmentGallery, TRAINING_WORDING, CountryPicker, FormSection, FormSkeleton, QuarterSelect, ReportFormActions, ReportFrame, ReportStatusChip, defaultQuarter } from '../../reports';
import { NumberField } from '../upgs/reports/fields';
import { CAN_CREATE_TRAINING_REPORTS, CREATE_TRAINING_QUARTERLY, DELETE_TRAINING_QUARTERLY, SUBMIT_TRAINING_QUARTERLY, TRAINING_QUARTERLY, UNSUBMIT_TRAINING_QUARTERLY, UPDATE_TRAINING_QUARTERLY, type TrainingQuarterly } from './queries';
import { emptyQuarterEvent, emptyQuarterlyForm, quarterlyFromReport, quarterlyToInput, sumPeopleTrained, validateQuarterly, type QuarterEvent, type TrainingQuarterlyForm } from './trainingForms';
import { Empty, EntryList, SubTitle, trainingCrumbs } from './parts';
import { useTrainingReportForm } from './useTrainingReportForm';
import { formatQuarter } from '../../reports/quarters';

const saveQuarterly = async ({ form, server, contactId }: { form: TrainingQuarterlyForm; server: TrainingQuarterly | null; contactId: string | null }, reportId: string): Promise<TrainingQuarterly> => {
  const input = quarterlyToInput(form, { _id: reportId, contactId: server ? server.contactId : contactId, version: server?.version });
  return server
    ? (await request(UPDATE_TRAINING_QUARTERLY, { report: input })).UpdateTrainingQuarterlyReportForUser
    : (await request(CREATE_TRAINING_QUARTERLY, { report: input })).CreateTrainingQuarterlyReportForUser;
};

/** QUEUED: the calls a quarterly training report queued offline makes (offline/outbox.ts). */
const QUEUED = (reportId: string) => ({
  save: ({ form, server, contactId }: { form: TrainingQuarterlyForm; server: TrainingQuarterly | null; contactId: string | null }) => {
    const input = quarterlyToInput(form, { _id: reportId, contactId: server ? server.contactId : contactId, version: server?.version });
    return { query: server ? UPDATE_TRAINING_QUARTERLY : CREATE_TRAINING_QUARTERLY, variables: { report: input } };
  },
  submit: (id: string) => ({ query: SUBMIT_TRAINING_QUARTERLY, variables: { reportId: id } }),
  title: (f: TrainingQuarterlyForm) => formatQuarter(f.quarter),
});

export default function TrainingQuarterlyEdit() {
  const { reportId = '' } = useParams();
  const { t } = useLingui();
  const today = useMemo(() => new Date(), []);
  const can = useGql(CAN_CREATE_TRAINING_REPORTS, {}, { quiet: true });
  const loaded = useGql(TRAINING_QUARTERLY, { _id: reportId }, { quiet: true });
  const save = useCallback((x: Parameters<typeof saveQuarterly>[0]) => saveQuarterly(x, reportId), [reportId]);
  const empty = useCallback(() => emptyQuarterlyForm(defaultQuarter(today)), [today]);
  const rf = useTrainingReportForm<TrainingQuarterlyForm, TrainingQuarterly>({
    kind: 'quarterly',
    reportId,
    loaded: { data: loaded.data ? loaded.data.TrainingQuarterlyReportForUser : undefined, loading: loaded.loading, error: loaded.error },
    fromReport: quarterlyFromReport,
    empty,
    save,
    submit: async (id) => (await request(SUBMIT_TRAINING_QUARTERLY, { reportId: id })).SubmitTrainingQuarterlyReportForUser,
    unsubmit: async (id) => (await request(UNSUBMIT_TRAINING_QUARTERLY, { reportId: id })).unsubmitTrainingQuarterlyReportForUser,
    remove: (id) => request(DELETE_TRAINING_QUARTERLY, { _id: id }),
    validate: validateQuarterly,
    queued: useMemo(() => QUEUED(reportId), [reportId]),
  });
  const { form, server, errors, set, status, isNew, editable, draft } = rf;

  if (!reportId) return <NotFound />;
  if (rf.notFound) return <NotFound />;
  if (rf.unreachable && loaded.error) return <ErrorPanel error={loaded.error} />;
  if (loaded.error && !rf.absent) return <ErrorPanel error={loaded.error} />;
  if (!form || server === undefined || (can.loading && !can.data)) return <FormSkeleton />;
  if (server && (!server.canEdit || status === 'APPROVED' || status === 'REJECTED')) return <Navigate to={`/training-reports/quarterly/view/${reportId}`} replace />;
  if (isNew && can.data && !can.data.CanCreateTrainingQuarterlyReport) return <NotFound />;

  const peopleTrained = num(sumPeopleTrained(form));
  const err = (i: number, k: keyof QuarterEvent) => errors[`events.${i}.${k}`];
  const setEvent = (i: number, v: Partial<QuarterEvent>) => set('events', form.events.map((x, j) => (j === i ? { ...x, ...v } : x)));

  return (
    <ReportFrame crumbs={trainingCrumbs('quarterly')} title={isNew ? t`New Quarterly Training Report` : t`Edit Quarterly Training Report`} status={!isNew && <ReportStatusChip status={status} />}>
      <ApprovalNotice approval={server?.approval} />
      {rf.notices}
      <Box component="fieldset" disabled={!editable || !!draft.offer} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormSection title={t`Report`}>
          <QuarterSelect value={form.quarter} onChange={(q) => set('quarter', q)} error={errors.quarter} today={today} />
        </FormSection>
        <FormSection title={t`Training Events`}>
          {form.events.length === 0 && <Empty><Trans>No events</Trans></Empty>}
          {form.events.map((x, i) => (
            <Paper key={x._id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'grey.50' }} data-testid="event-row">
              <Stack direction="row" alignItems="center" sx={{ mb: 1.5 }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  <Trans>Event {i + 1}</Trans>
                </Typography>
                <Button color="error" size="small" onClick={() => set('events', form.events.filter((_, j) => j !== i))}>
                  <Trans>Remove</Trans>
                </Button>
              </Stack>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField label={t`Date`} type="date" value={x.date} onChange={(e) => setEvent(i, { date: e.target.value })} error={!!err(i, 'date')} helperText={err(i, 'date')} slotProps={{ inputLabel: { shrink: true } }} />
                <NumberField label={t`People Trained`} value={x.numPeopleTrained} onChange={(v) => setEvent(i, { numPeopleTrained: v })} error={err(i, 'numPeopleTrained')} />
                <TextField label={t`City`} value={x.city} onChange={(e) => setEvent(i, { city: e.target.value })} error={!!err(i, 'city')} helperText={err(i, 'city')} />
                <CountryPicker value={x.country || null} onChange={(code) => setEvent(i, { country: code ?? '' })} error={err(i, 'country')} />
                <TextField label={t`Host`} value={x.host} onChange={(e) => setEvent(i, { host: e.target.value })} error={!!err(i, 'host')} helperText={err(i, 'host')} sx={{ gridColumn: '1 / -1' }} />
              </Box>
            </Paper>
          ))}
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Button variant="outlined" onClick={() => set('events', [...form.events, emptyQuarterEvent()])}>
              <Trans>Add Event</Trans>
            </Button>
            <Typography variant="body2" data-testid="people-trained-total">
              <Trans>Total people trained: {peopleTrained}</Trans>
            </Typography>
          </Stack>
        </FormSection>
        <FormSection title={t`Results`}>
          <EntryList title={t`Testimonies`} add={t`Add Testimony`} label={t`Testimony`} entries={form.miracles} onChange={(v) => set('miracles', v)} />
          <EntryList title={t`Prayer Requests`} add={t`Add Prayer Request`} label={t`Prayer Request`} entries={form.prayerRequests} onChange={(v) => set('prayerRequests', v)} />
          <SubTitle><Trans>Notes</Trans></SubTitle>
          <TextField label={t`Notes`} multiline minRows={3} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
        </FormSection>
        <FormSection title={t`Files`}>
          <AttachmentGallery
            wording={TRAINING_WORDING}
            reportId={reportId}
            publicIds={form.publicAttachmentIds}
            privateIds={form.privateAttachmentIds}
            editable={editable}
            offline={draft}
            onChange={(section, ids) => rf.setForm((f) => (f ? { ...f, [section === 'public' ? 'publicAttachmentIds' : 'privateAttachmentIds']: ids } : f))}
          />
        </FormSection>
      </Box>
      <ReportFormActions
        kind="training"
        status={isNew ? null : status}
        isNew={isNew}
        submittedAt={server?.submittedAt}
        online={draft.online}
        offerPending={!!draft.offer}
        indicator={draft.indicator}
        handlers={rf.handlers}
        onDelete={rf.remove}
        toasts={rf.toasts}
        offlineActions={['submit']}
      />
    </ReportFrame>
  );
}
