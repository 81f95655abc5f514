// /upgs/{peopleGroupId}/reports/edit/{reportId} (spec/03 §2-§5, §8): the people group quarterly
// report form. A report not on the server yet (an id this device generated: reports/newReport.ts)
// is new: its first save creates it; any other id the server does not show is not found. Every change is also kept on the device (useOfflineDraft); a local copy newer than
// the server's is offered with Restore / Discard. Submit saves, submits and opens the view;
// offline, Submit queues the report on the device (offline/outbox.ts) and opens the group's
// reports, where it waits to be sent.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useParams } from '@reach/ui/router';
import { Box, Button, Typography } from '@reach/ui/mui';
import { Alert, InputAdornment, TextField } from '@reach/ui/mui-menus';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { isOfflineError, request } from '@reach/ui/graphql';
import { useSession } from '../../../session/SessionContext';
import { useNotify } from '../../../components/Notify';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import NotFound from '../../NotFound';
import {
  ApprovalNotice,
  AttachmentGallery,
  CountryPicker,
  FieldWorkerPicker,
  FormSection,
  FormSkeleton,
  HolisticProjectPicker,
  QuarterSelect,
  ReportFormActions,
  ReportFrame,
  ReportStatusChip,
  RestoreOffer,
  defaultQuarter,
  fieldErrorsOf,
  useIsNewReport,
  useOfflineDraft,
  type ReportStatus,
} from '../../../reports';
import { MSG } from '../../../reports/messages';
import { formatQuarter } from '../../../reports/quarters';
import { withPendingPhotos } from '../../../offline/queueParts';
import { useQueueSubmit } from '../../../offline/useQueueSubmit';
import { CREATE_UPG_REPORT, DELETE_UPG_REPORT, REPORT_GROUP, SUBMIT_UPG_REPORT, UNSUBMIT_UPG_REPORT, UPDATE_UPG_REPORT, UPG_REPORT, type UpgReport } from './queries';
import { emptyForm, fromReport, holisticAmount, isFieldWorkerOnly, numChurchesPlanted, toInput, validateForSubmit, type Entry, type UpgErrors, type UpgReportForm } from './upgReport';
import { NumberField, YesNoField } from './fields';
import { numberFormat } from '@reach/ui/money';

export function groupCrumbs(id: string, pg: { nameAcrossCountries: string; country?: string | null } | null | undefined) {
  return [
    { label: t`Unreached People Groups`, to: '/upgs' },
    { label: pg ? `${pg.nameAcrossCountries} - ${pg.country ?? ''}` : t`People Group`, to: `/upgs/${id}/reports` },
  ];
}

const DollarAdornment = <InputAdornment position="start">$</InputAdornment>;

export default function UpgReportEdit() {
  const { id = '', reportId = '' } = useParams();
  const navigate = useNavigate();
  const { profile } = useSession();
  const { notify } = useNotify();
  const { t } = useLingui();
  const queueSubmit = useQueueSubmit();
  const group = useGql(REPORT_GROUP, { _id: id }, { quiet: true });
  const loaded = useGql(UPG_REPORT, { _id: reportId }, { quiet: true });
  const [server, setServer] = useState<UpgReport | null | undefined>(undefined);
  const [form, setForm] = useState<UpgReportForm | null>(null);
  const [errors, setErrors] = useState<UpgErrors>({});
  const today = useMemo(() => new Date(), []);

  // The server's copy, once: later changes come from the answers of this form's own calls.
  // Offline, an id this device made opens the new form; any other shows the error.
  const offline = isOfflineError(loaded.error);
  const absent = (!!loaded.error && (isNotFound(loaded.error) || offline)) || (!!loaded.data && !loaded.data.upgQuarterlyReportForUser);
  const fresh = useIsNewReport(profile?._id, reportId, absent);
  const newReport = absent && fresh === true;
  useEffect(() => {
    if (server !== undefined || loaded.loading) return;
    if (loaded.data?.upgQuarterlyReportForUser) {
      setServer(loaded.data.upgQuarterlyReportForUser);
      setForm(fromReport(loaded.data.upgQuarterlyReportForUser));
    } else if (newReport) {
      setServer(null);
      setForm(emptyForm(defaultQuarter(today)));
    }
  }, [loaded.loading, loaded.data, newReport, server, today]);

  const isNew = server === null;
  const status: ReportStatus = (server?.status as ReportStatus | undefined) ?? 'DRAFT';
  const editable = isNew || status === 'DRAFT' || status === 'HOLD';
  const fwOnly = isFieldWorkerOnly(group.data?.peopleGroup?.myRoles);
  const serverRef = useRef(server);
  serverRef.current = server;
  const formRef = useRef(form);
  formRef.current = form;

  const save = useCallback(
    async (f: UpgReportForm): Promise<UpgReport> => {
      const s = serverRef.current;
      const input = toInput(f, { _id: reportId, peopleGroupId: id, version: s?.version }, fwOnly);
      const r = s
        ? (await request(UPDATE_UPG_REPORT, { report: input })).updateUpgQuarterlyReportForUser
        : (await request(CREATE_UPG_REPORT, { report: input })).createUpgQuarterlyReportForUser;
      setServer(r);
      serverRef.current = r;
      return r;
    },
    [id, reportId, fwOnly],
  );

  const draft = useOfflineDraft(profile?._id, reportId, form, {
    ready: form !== null && server !== undefined,
    serverUpdatedAt: server === undefined ? undefined : (server?.updatedAt ?? null),
    saveToServer: async (f) => {
      const s = serverRef.current;
      if (!f || (s && s.status !== 'DRAFT')) throw new Error('not a draft');
      await save(f);
    },
  });

  if (!id || !reportId) return <NotFound />;
  if (group.error && isNotFound(group.error)) return <NotFound />;
  if (absent && fresh === false) return offline ? <ErrorPanel error={loaded.error!} /> : <NotFound />;
  if (loaded.error && !absent) return <ErrorPanel error={loaded.error} />;
  if (!form || server === undefined || (group.loading && !group.data)) return <FormSkeleton />;
  if (server && (!server.canEdit || status === 'APPROVED' || status === 'REJECTED')) return <Navigate to={`/upgs/${id}/reports/view/${reportId}`} replace />;
  if (isNew && group.data && !group.data.canCreateUpgQuarterlyReport) return <NotFound />;

  const pg = group.data?.peopleGroup;
  const set = <K extends keyof UpgReportForm>(k: K, v: UpgReportForm[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));

  const checkForSubmit = (): boolean => {
    const e = validateForSubmit(form, fwOnly);
    setErrors(e);
    if (Object.keys(e).length > 0) {
      notify('error', MSG.fixErrors, MSG.errorTitle);
      window.setTimeout(() => document.querySelector('.Mui-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 50);
      return false;
    }
    return true;
  };

  // A refusal about one field goes on that field; anything else is the generic error.
  const onField = (e: unknown): false => {
    const fields = fieldErrorsOf(e, { onBehalfOfId: 'onBehalfOfContactId' });
    if (!fields) throw e;
    setErrors((x) => ({ ...x, ...fields }));
    notify('error', (e as Error).message, MSG.errorTitle);
    return false;
  };

  // Offline: the calls Submit makes, kept on the device with the photos, sent when back online.
  const queue = async (): Promise<false> => {
    const s = serverRef.current;
    const withPhotos = withPendingPhotos(form, draft.photos);
    const input = toInput(withPhotos, { _id: reportId, peopleGroupId: id, version: s?.version }, fwOnly);
    const ok = await queueSubmit(
      {
        reportId,
        kind: 'upg',
        parentId: id,
        title: formatQuarter(form.quarter),
        editPath: `/upgs/${id}/reports/edit/${reportId}`,
        viewPath: `/upgs/${id}/reports/view/${reportId}`,
        form,
        base: s?.updatedAt ?? null,
        photos: draft.photos,
        save: s ? { query: UPDATE_UPG_REPORT, variables: { report: input } } : { query: CREATE_UPG_REPORT, variables: { report: input } },
        submit: { query: SUBMIT_UPG_REPORT, variables: { reportId } },
      },
      draft.forget,
    );
    if (ok) navigate(`/upgs/${id}/reports`);
    return false;
  };

  const handlers = {
    save: async () => {
      setErrors({});
      try {
        await save(form);
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      return true;
    },
    submit: async () => {
      if (!checkForSubmit()) return false;
      if (!navigator.onLine) return queue();
      try {
        await save(form);
        await request(SUBMIT_UPG_REPORT, { reportId });
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      navigate(`/upgs/${id}/reports/view/${reportId}`);
      return true;
    },
    unsubmit: async () => {
      const r = (await request(UNSUBMIT_UPG_REPORT, { reportId })).unsubmitUpgQuarterlyReportForUser;
      setServer(r);
      return true;
    },
    resubmit: async () => {
      if (!checkForSubmit()) return false;
      try {
        const r = (await request(UNSUBMIT_UPG_REPORT, { reportId })).unsubmitUpgQuarterlyReportForUser;
        setServer(r);
        serverRef.current = r;
        await save(form);
        await request(SUBMIT_UPG_REPORT, { reportId });
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      navigate(`/upgs/${id}/reports/view/${reportId}`);
      return true;
    },
  };

  const remove = async () => {
    await request(DELETE_UPG_REPORT, { _id: reportId });
    draft.discard();
    navigate(`/upgs/${id}/reports`);
  };

  const churchErr = (i: number, k: string) => errors[`churchesPlanted.${i}.${k}`];
  const setChurch = (i: number, k: keyof UpgReportForm['churchesPlanted'][number], v: string) =>
    set('churchesPlanted', form.churchesPlanted.map((c, j) => (j === i ? { ...c, [k]: v } : c)));
  const supported = form.receivedFinancialSupport === 'yes';
  const total = (Number(form.receivedForHimself) || 0) + (Number(form.receivedForHolistic) || 0);
  const totalText = numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(total);
  const churchCount = numberFormat().format(numChurchesPlanted(form));

  return (
    <ReportFrame crumbs={groupCrumbs(id, pg)} title={isNew ? t`New Quarterly Report` : t`Edit Quarterly Report`} status={!isNew && <ReportStatusChip status={status} />}>
      <ApprovalNotice approval={server?.approval} />
      <RestoreOffer draft={draft} setForm={setForm} />
      {status === 'PENDING' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>This report is waiting for approval. Unsubmit it to make changes.</Trans>
        </Alert>
      )}
      <Box component="fieldset" disabled={!editable || !!draft.offer} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormSection title={t`Report`}>
          <Typography variant="body2">
            <Trans>
              People Group: <strong>{pg ? `${pg.nameAcrossCountries} - ${pg.country ?? ''}` : '—'}</strong>
            </Trans>
          </Typography>
          <QuarterSelect value={form.quarter} onChange={(q) => set('quarter', q)} error={errors.quarter} today={today} />
          {!fwOnly && (
            <>
              <YesNoField name="onBehalfOf" label={t`Are you filing this report on behalf of a field worker?`} value={form.onBehalfOf} onChange={(v) => set('onBehalfOf', v)} error={errors.onBehalfOf} />
              {form.onBehalfOf === 'yes' && (
                <>
                  <TextField label={t`Your Name`} value={form.onBehalfOfName} onChange={(e) => set('onBehalfOfName', e.target.value)} error={!!errors.onBehalfOfName} helperText={errors.onBehalfOfName} />
                  <FieldWorkerPicker peopleGroupId={id} value={form.onBehalfOfContact} onChange={(c) => set('onBehalfOfContact', c)} error={errors.onBehalfOfContactId} />
                </>
              )}
            </>
          )}
        </FormSection>

        <FormSection title={t`Finances`}>
          <YesNoField name="receivedFinancialSupport" label={t`Did you receive financial support in the last 3 months?`} value={form.receivedFinancialSupport} onChange={(v) => set('receivedFinancialSupport', v)} error={errors.receivedFinancialSupport} />
          {supported && (
            <>
              <NumberField label={t`Amount received for yourself (USD)`} value={form.receivedForHimself} onChange={(v) => set('receivedForHimself', v)} error={errors.receivedForHimself} step={0.01} adornment={DollarAdornment} />
              <NumberField label={t`Amount received for holistic projects (USD)`} value={form.receivedForHolistic} onChange={(v) => set('receivedForHolistic', v)} error={errors.receivedForHolistic} step={0.01} adornment={DollarAdornment} />
              {holisticAmount(form) > 0 && (
                <TextField
                  label={t`How were the holistic project funds used?`}
                  multiline
                  minRows={3}
                  value={form.useOfHolisticFundsDesc}
                  onChange={(e) => set('useOfHolisticFundsDesc', e.target.value)}
                  error={!!errors.useOfHolisticFundsDesc}
                  helperText={errors.useOfHolisticFundsDesc}
                />
              )}
              <Typography variant="body2" data-testid="received-total">
                <Trans>
                  Total received: <strong>{totalText}</strong>
                </Trans>
              </Typography>
            </>
          )}
        </FormSection>

        <FormSection title={t`Results`}>
          <Typography variant="subtitle1" component="h3" fontWeight={700}>
            <Trans>Churches Planted</Trans>
          </Typography>
          {form.churchesPlanted.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              <Trans>No Churches Planted in the Last 3 Months</Trans>
            </Typography>
          )}
          {form.churchesPlanted.map((c, i) => (
            <Box key={i} data-testid="church-row" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 2fr 1fr 1fr auto' }, alignItems: 'start', p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'grey.200' }}>
              <TextField label={t`Village Name`} value={c.villageName} onChange={(e) => setChurch(i, 'villageName', e.target.value)} error={!!churchErr(i, 'villageName')} helperText={churchErr(i, 'villageName')} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }} />
              <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                <CountryPicker value={c.country || null} onChange={(code) => setChurch(i, 'country', code ?? '')} error={churchErr(i, 'country')} />
              </Box>
              <NumberField label={t`Churches`} value={c.numChurches} onChange={(v) => setChurch(i, 'numChurches', v)} error={churchErr(i, 'numChurches')} />
              <NumberField label={t`Believers`} value={c.numBelievers} onChange={(v) => setChurch(i, 'numBelievers', v)} error={churchErr(i, 'numBelievers')} />
              <Button color="error" onClick={() => set('churchesPlanted', form.churchesPlanted.filter((_, j) => j !== i))} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                <Trans>Remove</Trans>
              </Button>
            </Box>
          ))}
          <Stack direction="row" spacing={2} alignItems="center">
            <Button variant="outlined" onClick={() => set('churchesPlanted', [...form.churchesPlanted, { villageName: '', country: '', numChurches: '', numBelievers: '' }])}>
              <Trans>Add Church</Trans>
            </Button>
            <Typography variant="body2">
              <Trans>Total churches planted: {churchCount}</Trans>
            </Typography>
          </Stack>

          <NumberField label={t`People who heard the gospel for the first time`} value={form.numHeardForFirstTime} onChange={(v) => set('numHeardForFirstTime', v)} error={errors.numHeardForFirstTime} />
          <NumberField label={t`Salvations`} value={form.numSalvations} onChange={(v) => set('numSalvations', v)} error={errors.numSalvations} />
          <NumberField label={t`Water Baptisms`} value={form.numWaterBaptisms} onChange={(v) => set('numWaterBaptisms', v)} error={errors.numWaterBaptisms} />

          <EntryList title={t`Testimonies`} add={t`Add Testimony`} label={t`Testimony`} entries={form.miracles} onChange={(v) => set('miracles', v)} />
          <EntryList title={t`Prayer Requests`} add={t`Add Prayer Request`} label={t`Prayer Request`} entries={form.prayerRequests} onChange={(v) => set('prayerRequests', v)} />

          <Typography variant="subtitle1" component="h3" fontWeight={700}>
            <Trans>Holistic Projects</Trans>
          </Typography>
          {form.hProjects.map((h, i) => (
            <Stack key={i} spacing={1.5} sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'grey.200' }}>
              <HolisticProjectPicker value={h.projectId} onChange={(pid) => set('hProjects', form.hProjects.map((x, j) => (j === i ? { ...x, projectId: pid } : x)))} />
              <TextField label={t({ message: 'Status', context: 'holistic project' })} value={h.status} onChange={(e) => set('hProjects', form.hProjects.map((x, j) => (j === i ? { ...x, status: e.target.value } : x)))} />
              <TextField label={t`Results`} multiline minRows={2} value={h.results} onChange={(e) => set('hProjects', form.hProjects.map((x, j) => (j === i ? { ...x, results: e.target.value } : x)))} />
              <Box>
                <Button color="error" onClick={() => set('hProjects', form.hProjects.filter((_, j) => j !== i))}>
                  <Trans>Remove</Trans>
                </Button>
              </Box>
            </Stack>
          ))}
          <Box>
            <Button variant="outlined" onClick={() => set('hProjects', [...form.hProjects, { projectId: null, status: '', results: '' }])}>
              <Trans>Add Holistic Project</Trans>
            </Button>
          </Box>

          <TextField label={t`Notes`} multiline minRows={3} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
        </FormSection>

        <FormSection title={t`Attachments`}>
          <AttachmentGallery
            reportId={reportId}
            publicIds={form.publicAttachmentIds}
            privateIds={form.privateAttachmentIds}
            editable={editable}
            offline={draft}
            onChange={(section, ids) => setForm((f) => (f ? { ...f, [section === 'public' ? 'publicAttachmentIds' : 'privateAttachmentIds']: ids } : f))}
          />
        </FormSection>
      </Box>

      <ReportFormActions kind="upg" status={isNew ? null : status} isNew={isNew} submittedAt={server?.submittedAt} online={draft.online} offerPending={!!draft.offer} indicator={draft.indicator} handlers={handlers} onDelete={remove} offlineActions={['submit']} />
    </ReportFrame>
  );
}

function EntryList({ title, add, label, entries, onChange }: { title: string; add: string; label: string; entries: Entry[]; onChange: (e: Entry[]) => void }) {
  const { t } = useLingui();
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" fontWeight={700}>
        {title}
      </Typography>
      {entries.map((m, i) => (
        <Stack key={m._id ?? i} direction="row" spacing={1} alignItems="flex-start">
          <TextField label={t`${label} ${i + 1}`} multiline minRows={2} fullWidth value={m.desc} onChange={(e) => onChange(entries.map((x, j) => (j === i ? { ...x, desc: e.target.value } : x)))} />
          <IconButton aria-label={t`Remove ${label} ${i + 1}`} onClick={() => onChange(entries.filter((_, j) => j !== i))} sx={{ mt: 1 }}>
            ×
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button variant="outlined" onClick={() => onChange([...entries, { desc: '' }])}>
          {add}
        </Button>
      </Box>
    </Stack>
  );
}
