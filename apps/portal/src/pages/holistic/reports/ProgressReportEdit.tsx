// /holistic-projects/{projectId}/reports/edit/{reportId} (spec/03 §2-§5, §8): the holistic
// progress report form. A report not on the server yet (an id this device generated:
// reports/newReport.ts; any other id the server does not show is not found) is new: it starts with
// the project's supported field workers and the loan, term, currency and rate of the proposal the
// project came from, and its first save creates it. Every change is also kept on the device.
// Buttons: Save Draft / Submit Report while not submitted; PENDING "Unsubmit Report"; HOLD "Save
// Changes & Re-Submit" (unsubmit, save, submit). A submit opens the view.
import { plural, t as tc } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from '@reach/ui/router';
import { Box, Button, Typography } from '@reach/ui/mui';
import { MenuItem } from '@reach/ui/mui-select';
import { Alert, InputAdornment, TextField } from '@reach/ui/mui-menus';
import { isOfflineError, request, type GraphQLRequestError } from '@reach/ui/graphql';
import { useSession } from '../../../session/SessionContext';
import { useNotify } from '../../../components/Notify';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import { localCurrency, projectLabel } from '../labels';
import NotFound from '../../NotFound';
import {
  ApprovalNotice,
  AttachmentGallery,
  PROJECT_WORDING,
  FieldWorkerPicker,
  FormSection,
  FormSkeleton,
  QuarterSelect,
  ReportFormActions,
  ReportFrame,
  ReportStatusChip,
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
import { NumberField, YesNoField } from '../../upgs/reports/fields';
import { LOAN_TERMS, formatAmount } from '../amounts';
import { EntryList, RestoreOffer, SubTitle, scrollToError } from '../formParts';
import { PROPOSAL } from '../proposals/queries';
import { CREATE_PROGRESS, DELETE_PROGRESS, PROGRESS_REPORT, PROJECT_FOR_REPORTS, SUBMIT_PROGRESS, UNSUBMIT_PROGRESS, UPDATE_PROGRESS, type ProgressReport } from './queries';
import { emptyProgress, fromProgress, inUsd, toInput, validateForSubmit, type ProgressErrors, type ProgressForm } from './progress';

export const PROJECT_STATES = ['PLANNING', 'DEVELOPMENT', 'ACTIVE', 'COMPLETE'];

export function projectCrumbs(projectId: string, name: string | null | undefined) {
  return [
    { label: tc`Holistic Projects`, to: '/holistic-projects' },
    { label: name || tc`Holistic Project`, to: `/holistic-projects/${projectId}/reports` },
  ];
}

const Dollar = <InputAdornment position="start">$</InputAdornment>;

export default function ProgressReportEdit() {
  const { t } = useLingui();
  const queueSubmit = useQueueSubmit();
  const { projectId = '', reportId = '' } = useParams();
  const navigate = useNavigate();
  const { profile } = useSession();
  const { notify } = useNotify();
  const project = useGql(PROJECT_FOR_REPORTS, { _id: projectId }, { quiet: true });
  const loaded = useGql(PROGRESS_REPORT, { _id: reportId }, { quiet: true });
  const applicationId = project.data?.holisticProjectForUser?.applicationId ?? null;
  const proposal = useGql(PROPOSAL, { _id: applicationId ?? '' }, { quiet: true, skip: !applicationId });
  const [server, setServer] = useState<ProgressReport | null | undefined>(undefined);
  const [form, setForm] = useState<ProgressForm | null>(null);
  const [errors, setErrors] = useState<ProgressErrors>({});
  const today = useMemo(() => new Date(), []);

  // Offline, an id this device made opens the new form; any other shows the error.
  const offline = isOfflineError(loaded.error);
  const absent = (!!loaded.error && (isNotFound(loaded.error) || offline)) || (!!loaded.data && !loaded.data.holisticQuarterlyReportForUser);
  const fresh = useIsNewReport(profile?._id, reportId, absent);
  const newReport = absent && fresh === true;
  const startKnown = !!project.data && (!applicationId || !proposal.loading);
  useEffect(() => {
    if (server !== undefined || loaded.loading) return;
    if (loaded.data?.holisticQuarterlyReportForUser) {
      setServer(loaded.data.holisticQuarterlyReportForUser);
      setForm(fromProgress(loaded.data.holisticQuarterlyReportForUser));
    } else if (newReport && (startKnown || project.error)) {
      const p = proposal.data?.holisticProposalForUser;
      setServer(null);
      setForm(
        emptyProgress(defaultQuarter(today), {
          supportedFieldWorkers: project.data?.holisticProjectForUser?.supportedFieldWorkers,
          loanTotalUsd: p?.loanTotalUsd,
          loanTerm: p?.loanTerm,
          currency: p?.currency,
          exchangeRate: p?.exchangeRate,
        }),
      );
    }
  }, [loaded.loading, loaded.data, newReport, server, today, startKnown, project.error, project.data, proposal.data]);

  const isNew = server === null;
  const status: ReportStatus = (server?.status as ReportStatus | undefined) ?? 'DRAFT';
  const editable = isNew || status === 'DRAFT' || status === 'HOLD';
  const serverRef = useRef(server);
  serverRef.current = server;

  const save = useCallback(
    async (f: ProgressForm): Promise<ProgressReport> => {
      const s = serverRef.current;
      const input = toInput(f, { _id: reportId, holisticProjectId: projectId, version: s?.version });
      const r = s
        ? (await request(UPDATE_PROGRESS, { report: input })).updateHolisticQuarterlyReportForUser
        : (await request(CREATE_PROGRESS, { report: input })).createHolisticQuarterlyReportForUser;
      setServer(r);
      serverRef.current = r;
      return r;
    },
    [reportId, projectId],
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

  if (!projectId || !reportId) return <NotFound />;
  if (project.error && isNotFound(project.error)) return <NotFound />;
  if (absent && fresh === false) return offline ? <ErrorPanel error={loaded.error!} /> : <NotFound />;
  if (loaded.error && !absent) return <ErrorPanel error={loaded.error} />;
  if (!form || server === undefined) return <FormSkeleton />;
  if (server && (!server.canEdit || status === 'APPROVED' || status === 'REJECTED')) return <Navigate to={`/holistic-projects/${projectId}/reports/view/${reportId}`} replace />;
  if (isNew && project.data && !project.data.canCreateHolisticQuarterlyReport) return <NotFound />;

  const proj = project.data?.holisticProjectForUser;
  const set = <K extends keyof ProgressForm>(k: K, v: ProgressForm[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));
  const text = (k: keyof ProgressForm & string, label: string, multiline = false) => (
    <TextField label={label} value={String(form[k] ?? '')} onChange={(e) => set(k, e.target.value as never)} error={!!errors[k]} helperText={errors[k]} multiline={multiline} minRows={multiline ? 3 : undefined} fullWidth />
  );
  const projectKnown = !!proj?._id;

  const checkForSubmit = (): boolean => {
    const e = validateForSubmit(form, projectKnown ? projectId : null);
    setErrors(e);
    if (Object.keys(e).length > 0) {
      notify('error', MSG.fixErrors, MSG.errorTitle);
      scrollToError();
      return false;
    }
    return true;
  };

  // A refusal about one field goes on that field (a second report for the quarter on the
  // quarter); anything else is the generic error.
  const onField = (e: unknown): false => {
    const message = (e as Error).message;
    if ((e as GraphQLRequestError)?.code === 'CONFLICT' && /quarter/i.test(message)) {
      setErrors((x) => ({ ...x, quarter: message }));
      notify('error', message, MSG.errorTitle);
      return false;
    }
    const fields = fieldErrorsOf(e);
    if (!fields) throw e;
    setErrors((x) => ({ ...x, ...fields }));
    notify('error', message, MSG.errorTitle);
    scrollToError();
    return false;
  };

  const view = () => navigate(`/holistic-projects/${projectId}/reports/view/${reportId}`);
  // Offline: the calls Submit makes, kept on the device with the photos, sent when back online.
  const queue = async (): Promise<false> => {
    const s = serverRef.current;
    const input = toInput(withPendingPhotos(form, draft.photos), { _id: reportId, holisticProjectId: projectId, version: s?.version });
    const ok = await queueSubmit(
      {
        reportId,
        kind: 'progress',
        parentId: projectId,
        title: formatQuarter(form.quarter),
        editPath: `/holistic-projects/${projectId}/reports/edit/${reportId}`,
        viewPath: `/holistic-projects/${projectId}/reports/view/${reportId}`,
        form,
        base: s?.updatedAt ?? null,
        photos: draft.photos,
        save: s ? { query: UPDATE_PROGRESS, variables: { report: input } } : { query: CREATE_PROGRESS, variables: { report: input } },
        submit: { query: SUBMIT_PROGRESS, variables: { holisticProjectId: projectId, reportId } },
      },
      draft.forget,
    );
    if (ok) navigate(`/holistic-projects/${projectId}/reports`);
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
        await request(SUBMIT_PROGRESS, { holisticProjectId: projectId, reportId });
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      view();
      return true;
    },
    unsubmit: async () => {
      const r = (await request(UNSUBMIT_PROGRESS, { holisticProjectId: projectId, reportId })).unsubmitHolisticQuarterlyReportForUser;
      setServer(r);
      serverRef.current = r;
      return true;
    },
    resubmit: async () => {
      if (!checkForSubmit()) return false;
      try {
        const r = (await request(UNSUBMIT_PROGRESS, { holisticProjectId: projectId, reportId })).unsubmitHolisticQuarterlyReportForUser;
        setServer(r);
        serverRef.current = r;
        await save(form);
        await request(SUBMIT_PROGRESS, { holisticProjectId: projectId, reportId });
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      view();
      return true;
    },
  };

  const remove = async () => {
    await request(DELETE_PROGRESS, { _id: reportId });
    draft.discard();
    navigate(`/holistic-projects/${projectId}/reports`);
  };

  const cur = form.currency.trim() || localCurrency();
  const rateOk = Number(form.exchangeRate) > 0;
  const usd = (local: string) => (rateOk ? <Typography variant="caption" color="text.secondary">
        <Trans>≈ {formatAmount(inUsd(local, form.exchangeRate) ?? 0)} USD</Trans>
      </Typography> : null);
  const workerErr = (i: number) => errors[`supportedFieldWorkers.${i}.amountForeign`];
  const rowBox = { p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'grey.200' } as const;

  return (
    <ReportFrame crumbs={projectCrumbs(projectId, proj?.projectName)} title={isNew ? t`New Progress Report` : t`Edit Progress Report`} status={!isNew && <ReportStatusChip status={status} />}>
      <ApprovalNotice approval={server?.approval} />
      <RestoreOffer draft={draft} setForm={setForm} />
      {status === 'PENDING' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>This report is waiting for approval. Unsubmit it to make changes.</Trans>
        </Alert>
      )}
      <Box component="fieldset" disabled={!editable || !!draft.offer} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormSection title={t`Progress`}>
          <Typography variant="body2">
            <Trans>
              Holistic Project: <strong>{proj ? `${proj.projectName}${proj.projectNo ? ` (${proj.projectNo})` : ''}` : '—'}</strong>
            </Trans>
          </Typography>
          {errors.holisticProjectId && (
            <Typography color="error" variant="body2" data-error="true">
              {errors.holisticProjectId}
            </Typography>
          )}
          <QuarterSelect value={form.quarter} onChange={(q) => set('quarter', q)} error={errors.quarter} today={today} />
          <TextField select label={t`Project State`} value={form.projectState} onChange={(e) => set('projectState', e.target.value)} error={!!errors.projectState} helperText={errors.projectState}>
            {PROJECT_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {projectLabel(s)}
              </MenuItem>
            ))}
          </TextField>
          {text('progressDesc', t`Describe the progress this quarter`, true)}
          {text('problemsDesc', t`Describe any problems this quarter`, true)}
        </FormSection>

        <FormSection title={t`Finances`}>
          <YesNoField name="hasReceivedFunds" label={t`Has the project received funds?`} value={form.hasReceivedFunds} onChange={(v) => set('hasReceivedFunds', v)} error={errors.hasReceivedFunds} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NumberField label={t`Loan Total (USD)`} value={form.loanTotal} onChange={(v) => set('loanTotal', v)} error={errors.loanTotal} step={0.01} adornment={Dollar} />
            <TextField select label={t`Loan Term (months)`} value={form.loanTerm} onChange={(e) => set('loanTerm', e.target.value)}>
              <MenuItem value="">—</MenuItem>
              {LOAN_TERMS.map((m) => (
                <MenuItem key={m} value={String(m)}>
                  {plural(m, { one: '# month', other: '# months' })}
                </MenuItem>
              ))}
            </TextField>
            <NumberField label={t`Loan Payments This Quarter (USD)`} value={form.loadPaymentsThisQuarterUsd} onChange={(v) => set('loadPaymentsThisQuarterUsd', v)} error={errors.loadPaymentsThisQuarterUsd} step={0.01} adornment={Dollar} />
            <NumberField label={t`Loan Payments Total (USD)`} value={form.loanPaymentsTotalUsd} onChange={(v) => set('loanPaymentsTotalUsd', v)} error={errors.loanPaymentsTotalUsd} step={0.01} adornment={Dollar} />
            {text('currency', t`Local Currency (e.g. KES)`)}
            <TextField
              label={t`Exchange Rate`}
              type="number"
              value={form.exchangeRate}
              onChange={(e) => set('exchangeRate', e.target.value)}
              error={!!errors.exchangeRate}
              helperText={errors.exchangeRate ?? `$1 = ${form.exchangeRate || 'N'} ${cur}`}
              slotProps={{ htmlInput: { min: 0, step: 0.1, inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$1 =</InputAdornment> } }}
            />
          </Box>
          <Box>
            <NumberField label={t`Expenses This Quarter (${cur})`} value={form.expensesThisQuarterForeign} onChange={(v) => set('expensesThisQuarterForeign', v)} error={errors.expensesThisQuarterForeign} step={0.01} />
            {usd(form.expensesThisQuarterForeign)}
          </Box>
          {text('expensesThisQuarterDesc', t`Expenses Description`, true)}
          <Box>
            <NumberField label={t`Revenue This Quarter (${cur})`} value={form.revenueThisQuarterForeign} onChange={(v) => set('revenueThisQuarterForeign', v)} error={errors.revenueThisQuarterForeign} step={0.01} />
            {usd(form.revenueThisQuarterForeign)}
          </Box>
          {text('revenueThisQuarterDesc', t`Revenue Description`, true)}

          <SubTitle><Trans>Supported Field Workers</Trans></SubTitle>
          {!projectKnown ? (
            <Alert severity="info">
              <Trans>Supported field workers are available once a holistic project is chosen: save and reload first.</Trans>
            </Alert>
          ) : (
            <>
              {form.supportedFieldWorkers.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  <Trans>No supported field workers</Trans>
                </Typography>
              )}
              {form.supportedFieldWorkers.map((w, i) => (
                <Box key={i} data-testid="field-worker-row" sx={{ ...rowBox, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'start' }}>
                  {w.contactId && proj?.supportedFieldWorkers.some((s) => s.contactId === w.contactId) ? (
                    <TextField label={t`Field Worker`} value={w.name} slotProps={{ input: { readOnly: true } }} />
                  ) : (
                    <FieldWorkerPicker
                      value={w.contactId ? { _id: w.contactId, fullName: w.name } : null}
                      onChange={(c) => set('supportedFieldWorkers', form.supportedFieldWorkers.map((x, j) => (j === i ? { ...x, contactId: c?._id ?? null, name: c?.fullName ?? '' } : x)))}
                    />
                  )}
                  <Box>
                    <NumberField label={t`Amount Received (${cur})`} value={w.amountForeign} onChange={(v) => set('supportedFieldWorkers', form.supportedFieldWorkers.map((x, j) => (j === i ? { ...x, amountForeign: v } : x)))} error={workerErr(i)} step={0.01} />
                    {usd(w.amountForeign)}
                  </Box>
                  <Button color="error" onClick={() => set('supportedFieldWorkers', form.supportedFieldWorkers.filter((_, j) => j !== i))} sx={{ mt: 0.5 }}>
                    <Trans>Remove</Trans>
                  </Button>
                </Box>
              ))}
              <Box>
                <Button variant="outlined" onClick={() => set('supportedFieldWorkers', [...form.supportedFieldWorkers, { contactId: null, name: '', amountForeign: '' }])}>
                  <Trans>Add Field Worker</Trans>
                </Button>
              </Box>
            </>
          )}
        </FormSection>

        <FormSection title={t`Testimonies and Prayer`}>
          <EntryList title={t`Testimonies`} add={t`Add Testimony`} label={t`Testimony`} entries={form.miracles} onChange={(v) => set('miracles', v)} />
          <EntryList title={t`Prayer Requests`} add={t`Add Prayer Request`} label={t`Prayer Request`} entries={form.prayerRequests} onChange={(v) => set('prayerRequests', v)} />
          <TextField label={t`Notes`} multiline minRows={3} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
        </FormSection>

        <FormSection title={t`Attachments`}>
          <AttachmentGallery
            wording={PROJECT_WORDING}
            reportId={reportId}
            publicIds={form.publicAttachmentIds}
            privateIds={form.privateAttachmentIds}
            editable={editable}
            offline={draft}
            onChange={(section, ids) => setForm((f) => (f ? { ...f, [section === 'public' ? 'publicAttachmentIds' : 'privateAttachmentIds']: ids } : f))}
          />
        </FormSection>
      </Box>

      <ReportFormActions kind="progress" status={isNew ? null : status} isNew={isNew} submittedAt={server?.submittedAt} online={draft.online} offerPending={!!draft.offer} indicator={draft.indicator} handlers={handlers} onDelete={remove} offlineActions={['submit']} />
    </ReportFrame>
  );
}
