// /training-reports/event/edit/{reportId} (spec/03 §2-§5, §8): the training event report form,
// breadcrumbs Training / Event Reports, sections "Event Details" and "Training". A fresh id is a
// new report, created on its first save; every change is kept on the device. An event report is
// about one event, so it does not say that reports cover the last 3 months.
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { Navigate, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { FormControl, FormLabel } from '@reach/ui/mui-inputs';
import { Checkbox } from '@reach/ui/mui-select';
import { FormControlLabel, FormHelperText, TextField } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import FormGroup from '@mui/material/FormGroup';
import { request } from '@reach/ui/graphql';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useGql } from '../../data/useGql';
import NotFound from '../NotFound';
import { AddressBlock, ApprovalNotice, AttachmentGallery, TRAINING_WORDING, FormSection, FormSkeleton, PotentialContactBlock, RegionPicker, ReportFormActions, ReportFrame, ReportStatusChip } from '../../reports';
import { JP_REGIONS } from '../../reports/queries';
import { NumberField } from '../upgs/reports/fields';
import { CAN_CREATE_TRAINING_REPORTS, CREATE_TRAINING_EVENT, DELETE_TRAINING_EVENT, SUBMIT_TRAINING_EVENT, TRAINING_EVENT, UNSUBMIT_TRAINING_EVENT, UPDATE_TRAINING_EVENT, type TrainingEvent } from './queries';
import { ITSM_MODULES, emptyContact, emptyEventForm, eventFromReport, eventToInput, subErrors, validateEvent, type TrainingEventForm } from './trainingForms';
import { EntryList, SubTitle, trainingCrumbs } from './parts';
import { RegionPeopleGroupPicker } from './RegionPeopleGroupPicker';
import { newId } from '@reach/ui/upload';
import { useTrainingReportForm } from './useTrainingReportForm';

const saveEvent = async ({ form, server, contactId }: { form: TrainingEventForm; server: TrainingEvent | null; contactId: string | null }, reportId: string): Promise<TrainingEvent> => {
  const input = eventToInput(form, { _id: reportId, contactId: server ? server.contactId : contactId, version: server?.version });
  return server ? (await request(UPDATE_TRAINING_EVENT, { report: input })).UpdateTrainingEventReportForUser : (await request(CREATE_TRAINING_EVENT, { report: input })).CreateTrainingEventReportForUser;
};

/** QUEUED: the calls a training event report queued offline makes (offline/outbox.ts). */
const QUEUED = (reportId: string) => ({
  save: ({ form, server, contactId }: { form: TrainingEventForm; server: TrainingEvent | null; contactId: string | null }) => {
    const input = eventToInput(form, { _id: reportId, contactId: server ? server.contactId : contactId, version: server?.version });
    return { query: server ? UPDATE_TRAINING_EVENT : CREATE_TRAINING_EVENT, variables: { report: input } };
  },
  submit: (id: string) => ({ query: SUBMIT_TRAINING_EVENT, variables: { reportId: id } }),
  title: (f: TrainingEventForm) => f.title,
});

function Row({ title, onRemove, children }: { title: string; onRemove: () => void; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'grey.50' }} data-testid="row">
      <Stack direction="row" alignItems="center" sx={{ mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button color="error" size="small" onClick={onRemove}>
          <Trans>Remove</Trans>
        </Button>
      </Stack>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

export default function TrainingEventEdit() {
  const { reportId = '' } = useParams();
  const { t, i18n } = useLingui();
  const can = useGql(CAN_CREATE_TRAINING_REPORTS, {}, { quiet: true });
  const loaded = useGql(TRAINING_EVENT, { _id: reportId }, { quiet: true });
  const regions = useGql(JP_REGIONS, {}, { quiet: true });
  const save = useCallback((x: Parameters<typeof saveEvent>[0]) => saveEvent(x, reportId), [reportId]);
  const rf = useTrainingReportForm<TrainingEventForm, TrainingEvent>({
    kind: 'event',
    reportId,
    loaded: { data: loaded.data ? loaded.data.TrainingEventReportForUser : undefined, loading: loaded.loading, error: loaded.error },
    fromReport: eventFromReport,
    empty: emptyEventForm,
    save,
    submit: async (id) => (await request(SUBMIT_TRAINING_EVENT, { reportId: id })).SubmitTrainingEventReportForUser,
    unsubmit: async (id) => (await request(UNSUBMIT_TRAINING_EVENT, { reportId: id })).unsubmitTrainingEventReportForUser,
    remove: (id) => request(DELETE_TRAINING_EVENT, { _id: id }),
    validate: validateEvent,
    queued: useMemo(() => QUEUED(reportId), [reportId]),
  });
  const { form, server, errors, set, status, isNew, editable, draft } = rf;

  if (!reportId) return <NotFound />;
  if (rf.notFound) return <NotFound />;
  if (rf.unreachable && loaded.error) return <ErrorPanel error={loaded.error} />;
  if (loaded.error && !rf.absent) return <ErrorPanel error={loaded.error} />;
  if (!form || server === undefined || (can.loading && !can.data)) return <FormSkeleton />;
  if (server && (!server.canEdit || status === 'APPROVED' || status === 'REJECTED')) return <Navigate to={`/training-reports/event/view/${reportId}`} replace />;
  if (isNew && can.data && !can.data.CanCreateTrainingEventReport) return <NotFound />;

  const sub = (p: string) => subErrors(errors, p);
  const modules = form.itsmModulesTaught;

  return (
    <ReportFrame crumbs={trainingCrumbs('event')} title={isNew ? t`New Training Event Report` : t`Edit Training Event Report`} covers={false} status={!isNew && <ReportStatusChip status={status} />}>
      <ApprovalNotice approval={server?.approval} />
      {rf.notices}
      <Box component="fieldset" disabled={!editable || !!draft.offer} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormSection title={t`Event Details`}>
          <RegionPicker
            value={form.regionCode || null}
            error={errors.regionCode}
            onChange={(code) => rf.setForm((f) => (f ? { ...f, regionCode: code ?? '', regionName: regions.data?.allJPRegions.find((r) => r._id === code)?.name ?? '' } : f))}
          />
          <TextField label={t`Event Title`} value={form.title} onChange={(e) => set('title', e.target.value)} />
          <TextField
            label={t`Event Date`}
            type="date"
            value={form.eventDate}
            onChange={(e) => set('eventDate', e.target.value)}
            error={!!errors.eventDate}
            helperText={errors.eventDate}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField label={t`Host Name`} value={form.hostName} onChange={(e) => set('hostName', e.target.value)} error={!!errors.hostName} helperText={errors.hostName} />
          <TextField label={t`Host Website`} value={form.hostWebsite} onChange={(e) => set('hostWebsite', e.target.value)} error={!!errors.hostWebsite} helperText={errors.hostWebsite} placeholder="https://" />
          <SubTitle><Trans>Event Location</Trans></SubTitle>
          <AddressBlock value={form.eventAddress} onChange={(a) => set('eventAddress', a)} errors={sub('eventAddress')} />
        </FormSection>

        <FormSection title={t`Training`}>
          <NumberField label={t`Number of People Trained`} value={form.numPeopleTrained} onChange={(v) => set('numPeopleTrained', v)} error={errors.numPeopleTrained} />
          <FormControl component="fieldset" error={!!errors.itsmModulesTaught}>
            <FormLabel component="legend"><Trans>Modules Taught</Trans></FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {ITSM_MODULES.map(([k, label]) => (
                <FormControlLabel key={k} control={<Checkbox checked={!!modules[k]} onChange={(e) => set('itsmModulesTaught', { ...modules, [k]: e.target.checked })} />} label={i18n._(label)} />
              ))}
            </FormGroup>
            {errors.itsmModulesTaught && <FormHelperText>{errors.itsmModulesTaught}</FormHelperText>}
          </FormControl>

          <SubTitle><Trans>Trainers Certified</Trans></SubTitle>
          {form.trainersTrained.map((c, i) => (
            <Row key={c._id ?? i} title={t`Trainer ${i + 1}`} onRemove={() => set('trainersTrained', form.trainersTrained.filter((_, j) => j !== i))}>
              <PotentialContactBlock value={c} errors={sub(`trainersTrained.${i}`)} onChange={(v) => set('trainersTrained', form.trainersTrained.map((x, j) => (j === i ? v : x)))} />
            </Row>
          ))}
          <Box>
            <Button variant="outlined" onClick={() => set('trainersTrained', [...form.trainersTrained, emptyContact()])}>
              <Trans>Add Trainer</Trans>
            </Button>
          </Box>

          <SubTitle><Trans>New Ministry Partnerships</Trans></SubTitle>
          {form.newPartnerships.map((p, i) => {
            const setP = (v: Partial<typeof p>) => set('newPartnerships', form.newPartnerships.map((x, j) => (j === i ? { ...x, ...v } : x)));
            const e = sub(`newPartnerships.${i}`);
            return (
              <Row key={p._id} title={t`Partnership ${i + 1}`} onRemove={() => set('newPartnerships', form.newPartnerships.filter((_, j) => j !== i))}>
                <TextField label={t`Organization Name`} value={p.orgName} onChange={(ev) => setP({ orgName: ev.target.value })} error={!!e.orgName} helperText={e.orgName} />
                <TextField label={t`Organization Description`} multiline minRows={2} value={p.orgDesc} onChange={(ev) => setP({ orgDesc: ev.target.value })} error={!!e.orgDesc} helperText={e.orgDesc} />
                <TextField label={t`Organization Website`} value={p.orgWebsite} onChange={(ev) => setP({ orgWebsite: ev.target.value })} error={!!e.orgWebsite} helperText={e.orgWebsite} placeholder="https://" />
                <Typography variant="subtitle2"><Trans>Contact</Trans></Typography>
                <PotentialContactBlock value={p.contactInfo} errors={sub(`newPartnerships.${i}.contactInfo`)} onChange={(v) => setP({ contactInfo: v })} />
              </Row>
            );
          })}
          <Box>
            <Button variant="outlined" onClick={() => set('newPartnerships', [...form.newPartnerships, { _id: newId(), orgName: '', orgDesc: '', orgWebsite: '', contactInfo: emptyContact() }])}>
              <Trans>Add Partnership</Trans>
            </Button>
          </Box>

          <NumberField label={t`Number of UPG Adoption Commitments`} value={form.numUpgAdoptions} onChange={(v) => set('numUpgAdoptions', v)} error={errors.numUpgAdoptions} />
          <SubTitle><Trans>New UPG Adoptions</Trans></SubTitle>
          {form.newAdoptions.map((a, i) => {
            const setA = (v: Partial<typeof a>) => set('newAdoptions', form.newAdoptions.map((x, j) => (j === i ? { ...x, ...v } : x)));
            return (
              <Row key={a._id} title={t`Adoption ${i + 1}`} onRemove={() => set('newAdoptions', form.newAdoptions.filter((_, j) => j !== i))}>
                <RegionPeopleGroupPicker
                  regionCode={form.regionCode}
                  value={a.peopleGroupId ? { _id: a.peopleGroupId, nameAcrossCountries: a.peopleGroupName || a.peopleGroupId, country: null } : null}
                  onChange={(pg) => setA({ peopleGroupId: pg?._id ?? null, peopleGroupName: pg ? pg.nameAcrossCountries : '' })}
                  error={errors[`newAdoptions.${i}.peopleGroupId`]}
                />
                <Typography variant="subtitle2"><Trans>Adopter</Trans></Typography>
                <PotentialContactBlock value={a.contactInfo} errors={sub(`newAdoptions.${i}.contactInfo`)} onChange={(v) => setA({ contactInfo: v })} />
              </Row>
            );
          })}
          <Box>
            <Button variant="outlined" onClick={() => set('newAdoptions', [...form.newAdoptions, { _id: newId(), peopleGroupId: null, peopleGroupName: '', contactInfo: emptyContact() }])}>
              <Trans>Add Adoption</Trans>
            </Button>
          </Box>

          <EntryList title={t`Testimonies`} add={t`Add Testimony`} label={t`Testimony`} entries={form.miracles} onChange={(v) => set('miracles', v)} />
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
