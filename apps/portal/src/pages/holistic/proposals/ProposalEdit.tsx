// /holistic-proposals/edit/{reportId} (spec/03 §2-§5, §8, §9): the holistic proposal form,
// sections "Project Details" and "Financial Details". A proposal not on the server yet (an id this
// device generated: reports/newReport.ts) is new: its first save creates it; any other id the
// server does not show is not found. Every change is also kept on the device; a
// local copy newer than the server's is offered with Restore / Discard. Buttons follow the status:
// Save Draft / Submit Proposal (new or DRAFT), "Save Changes & Unsubmit Proposal" (PENDING:
// unsubmit, then save), "Save Changes & Re-Submit Report" (HOLD: unsubmit, save, submit).
import { plural, t as tc } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { MenuItem } from '@reach/ui/mui-select';
import { Alert, InputAdornment, TextField } from '@reach/ui/mui-menus';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isOfflineError, request } from '@reach/ui/graphql';
import { Permissions } from '@reach/ui/permissions';
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
  ContactPicker,
  FieldWorkerPicker,
  FormSection,
  FormSkeleton,
  PeopleGroupPicker,
  ReportFormActions,
  ReportFrame,
  ReportStatusChip,
  useContactLists,
  useIsNewReport,
  useOfflineDraft,
  type ReportStatus,
  fieldErrorsOf,
} from '../../../reports';
import { MSG } from '../../../reports/messages';
import { NumberField, YesNoField } from '../../upgs/reports/fields';
import { LOAN_TERMS, formatAmount, toX4 } from '../amounts';
import { RestoreOffer, SubTitle, scrollToError } from '../formParts';
import { CAN_CREATE_PROPOSAL, CREATE_PROPOSAL, DELETE_PROPOSAL, PROPOSAL, SUBMIT_PROPOSAL, UNSUBMIT_PROPOSAL, UPDATE_PROPOSAL, type Proposal } from './queries';
import { emptyProposal, fromProposal, setupExpenses, summary, toInput, validateForSubmit, type ProposalErrors, type ProposalForm } from './proposal';
import { withPendingPhotos } from '../../../offline/queueParts';
import { useQueueSubmit } from '../../../offline/useQueueSubmit';

export const PROJECT_TYPES = ['AGRICULTURE', 'SMALL_BUSINESS', 'EDUCATION', 'MANUFACTURING', 'BUILDING', 'TRANSLATION', 'CLEAN_WATER', 'MEDIA', 'HEALTH_CARE', 'HUMANITARIAN', 'OTHER'];

export const PROPOSAL_CRUMBS = [
  {
    get label() {
      return tc`Holistic Proposals`;
    },
    to: '/holistic-proposals',
  },
];

const Dollar = <InputAdornment position="start">$</InputAdornment>;

export default function ProposalEdit() {
  const { t } = useLingui();
  const queueSubmit = useQueueSubmit();
  const { reportId = '' } = useParams();
  const navigate = useNavigate();
  const { profile } = useSession();
  const { notify } = useNotify();
  const gate = useGql(CAN_CREATE_PROPOSAL, {}, { quiet: true });
  const loaded = useGql(PROPOSAL, { _id: reportId }, { quiet: true });
  // the contacts its pickers offer, kept for a row added offline
  useContactLists();
  const [server, setServer] = useState<Proposal | null | undefined>(undefined);
  const [form, setForm] = useState<ProposalForm | null>(null);
  const [errors, setErrors] = useState<ProposalErrors>({});
  const staff = !!profile?.permissions.includes(Permissions.ListAdminReport);

  // Offline, an id this device made opens the new form; any other shows the error.
  const offline = isOfflineError(loaded.error);
  const absent = (!!loaded.error && (isNotFound(loaded.error) || offline)) || (!!loaded.data && !loaded.data.holisticProposalForUser);
  const fresh = useIsNewReport(profile?._id, reportId, absent);
  const newReport = absent && fresh === true;
  useEffect(() => {
    if (server !== undefined || loaded.loading) return;
    if (loaded.data?.holisticProposalForUser) {
      setServer(loaded.data.holisticProposalForUser);
      setForm(fromProposal(loaded.data.holisticProposalForUser));
    } else if (newReport) {
      setServer(null);
      setForm(emptyProposal());
    }
  }, [loaded.loading, loaded.data, newReport, server]);

  const isNew = server === null;
  const status: ReportStatus = (server?.status as ReportStatus | undefined) ?? 'DRAFT';
  const serverRef = useRef(server);
  serverRef.current = server;

  const save = useCallback(
    async (f: ProposalForm): Promise<Proposal> => {
      const s = serverRef.current;
      const input = toInput(f, { _id: reportId, version: s?.version });
      const r = s ? (await request(UPDATE_PROPOSAL, { report: input })).updateHolisticProposalForUser : (await request(CREATE_PROPOSAL, { report: input })).createHolisticProposalForUser;
      setServer(r);
      serverRef.current = r;
      return r;
    },
    [reportId],
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

  if (!reportId) return <NotFound />;
  if (absent && fresh === false) return offline ? <ErrorPanel error={loaded.error!} /> : <NotFound />;
  if (loaded.error && !absent) return <ErrorPanel error={loaded.error} />;
  if (!form || server === undefined || (gate.loading && !gate.data)) return <FormSkeleton />;
  if (server && (!server.canEdit || status === 'APPROVED' || status === 'REJECTED')) return <Navigate to={`/holistic-proposals/view/${reportId}`} replace />;
  if (isNew && gate.data && !gate.data.canCreateHolisticProposal) return <NotFound />;

  const set = <K extends keyof ProposalForm>(k: K, v: ProposalForm[K]) => setForm((f) => (f ? { ...f, [k]: v } : f));
  const text = (k: keyof ProposalForm & string, label: string, opts: { multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      label={label}
      value={String(form[k] ?? '')}
      onChange={(e) => set(k, e.target.value as never)}
      error={!!errors[k]}
      helperText={errors[k]}
      multiline={opts.multiline}
      minRows={opts.multiline ? 3 : undefined}
      required={opts.required}
      fullWidth
      inputProps={{ 'data-field': k }}
    />
  );

  const checkForSubmit = (): boolean => {
    const e = validateForSubmit(form);
    setErrors(e);
    if (Object.keys(e).length > 0) {
      notify('error', MSG.fixErrors, MSG.errorTitle);
      scrollToError();
      return false;
    }
    return true;
  };

  const onField = (e: unknown): false => {
    const fields = fieldErrorsOf(e, { onBehalfOfId: 'onBehalfOfContactId' });
    if (!fields) throw e;
    setErrors((x) => ({ ...x, ...fields }));
    notify('error', (e as Error).message, MSG.errorTitle);
    scrollToError();
    return false;
  };

  const view = () => navigate(`/holistic-proposals/view/${reportId}`);
  // Offline: the calls Submit makes, kept on the device with the photos, sent when back online.
  const queue = async (): Promise<false> => {
    const s = serverRef.current;
    const input = toInput(withPendingPhotos(form, draft.photos), { _id: reportId, version: s?.version });
    const ok = await queueSubmit(
      {
        reportId,
        kind: 'proposal',
        parentId: '',
        title: form.projectName || t`Proposal`,
        editPath: `/holistic-proposals/edit/${reportId}`,
        viewPath: `/holistic-proposals/view/${reportId}`,
        form,
        base: s?.updatedAt ?? null,
        photos: draft.photos,
        save: s ? { query: UPDATE_PROPOSAL, variables: { report: input } } : { query: CREATE_PROPOSAL, variables: { report: input } },
        submit: { query: SUBMIT_PROPOSAL, variables: { reportId } },
      },
      draft.forget,
    );
    if (ok) navigate('/holistic-proposals');
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
        await request(SUBMIT_PROPOSAL, { reportId });
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      view();
      return true;
    },
    // PENDING: unsubmit, then save the changes.
    unsubmit: async () => {
      const r = (await request(UNSUBMIT_PROPOSAL, { reportId })).unsubmitHolisticProposalForUser;
      setServer(r);
      serverRef.current = r;
      try {
        await save(form);
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      return true;
    },
    // HOLD: unsubmit, save, then submit.
    resubmit: async () => {
      if (!checkForSubmit()) return false;
      try {
        const r = (await request(UNSUBMIT_PROPOSAL, { reportId })).unsubmitHolisticProposalForUser;
        setServer(r);
        serverRef.current = r;
        await save(form);
        await request(SUBMIT_PROPOSAL, { reportId });
      } catch (e) {
        return onField(e);
      }
      draft.clear();
      view();
      return true;
    },
  };

  const remove = async () => {
    await request(DELETE_PROPOSAL, { _id: reportId });
    draft.discard();
    navigate('/holistic-proposals');
  };

  const sum = summary(form);
  const cur = form.currency.trim() || localCurrency();
  const local = (x4: number | null) => formatAmount(x4, form.currency.trim() || localCurrency());
  const rowErr = (list: string, i: number, k: string) => errors[`${list}.${i}.${k}`];
  const setRow = <L extends 'supportedFieldWorkers' | 'paymentPlan' | 'responsiblePersons'>(list: L, i: number, patch: Partial<ProposalForm[L][number]>) =>
    set(list, (form[list] as Array<ProposalForm[L][number]>).map((x, j) => (j === i ? { ...x, ...patch } : x)) as ProposalForm[L]);
  const dropRow = <L extends 'supportedFieldWorkers' | 'paymentPlan' | 'responsiblePersons' | 'peopleGroups'>(list: L, i: number) => set(list, (form[list] as unknown[]).filter((_, j) => j !== i) as ProposalForm[L]);
  const rowBox = { p: 1.5, borderRadius: 1, bgcolor: 'grey.50', border: 1, borderColor: 'grey.200' } as const;

  return (
    <ReportFrame crumbs={[...PROPOSAL_CRUMBS, { label: isNew ? t`New Proposal` : form.projectName || t`Proposal` }]} title={isNew ? t`New Proposal` : t`Edit Proposal`} covers={false} status={!isNew && <ReportStatusChip status={status} />}>
      <ApprovalNotice approval={server?.approval} />
      <RestoreOffer what="proposal" draft={draft} setForm={setForm} />
      {status === 'PENDING' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>This proposal is waiting for approval. Saving changes unsubmits it.</Trans>
        </Alert>
      )}
      <Box component="fieldset" disabled={!!draft.offer} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <FormSection title={t`Project Details`}>
          <YesNoField name="onBehalfOf" label={t`Are you writing this proposal on behalf of a field worker?`} value={form.onBehalfOf} onChange={(v) => set('onBehalfOf', v)} error={errors.onBehalfOf} />
          {form.onBehalfOf === 'yes' && (
            <>
              {text('onBehalfOfName', t`Your Name`)}
              <FieldWorkerPicker value={form.onBehalfOfContact} onChange={(c) => set('onBehalfOfContact', c)} error={errors.onBehalfOfContactId} />
            </>
          )}
          {text('projectName', t`Project Name`, { required: true })}
          <TextField select label={t`Type of Project`} required value={form.typeOfProject} onChange={(e) => set('typeOfProject', e.target.value)} error={!!errors.typeOfProject} helperText={errors.typeOfProject}>
            {PROJECT_TYPES.map((k) => (
              <MenuItem key={k} value={k}>
                {projectLabel(k)}
              </MenuItem>
            ))}
          </TextField>
          {text('desc', t`Project Description`, { multiline: true, required: true })}

          <SubTitle><Trans>Affected People Groups</Trans></SubTitle>
          {form.peopleGroups.map((g, i) => (
            <Stack key={i} direction="row" spacing={1} alignItems="flex-start" data-testid="people-group-row">
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <PeopleGroupPicker staff={staff} label={t`People Group ${i + 1}`} value={g} onChange={(pg) => set('peopleGroups', form.peopleGroups.map((x, j) => (j === i ? pg : x)))} />
              </Box>
              <Button color="error" onClick={() => dropRow('peopleGroups', i)} sx={{ mt: 0.5 }} aria-label={t`Remove people group ${i + 1}`}>
                <Trans>Remove</Trans>
              </Button>
            </Stack>
          ))}
          {errors.peopleGroupIds && (
            <Typography color="error" variant="body2" data-error="true">
              {errors.peopleGroupIds}
            </Typography>
          )}
          <Box>
            <Button variant="outlined" onClick={() => set('peopleGroups', [...form.peopleGroups, null])}>
              <Trans>Add People Group</Trans>
            </Button>
          </Box>
          {text('vision', t`Vision`, { multiline: true, required: true })}
          {text('goals', t`Goals`, { multiline: true, required: true })}
          {text('marketAnalysis', t`Market Analysis`, { multiline: true, required: true })}
          {text('riskAnalysis', t`Risk Analysis`, { multiline: true, required: true })}
          {text('locationRisk', t`Location Risk`, { multiline: true, required: true })}

          <SubTitle><Trans>Responsible Persons</Trans></SubTitle>
          {form.responsiblePersons.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              <Trans>No Responsible Persons</Trans>
            </Typography>
          )}
          {form.responsiblePersons.map((r, i) => (
            <Box key={i} data-testid="responsible-row" sx={{ ...rowBox, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <ContactPicker label={t`Contact`} value={r.contact} onChange={(c) => setRow('responsiblePersons', i, { contact: c })} error={rowErr('responsiblePersons', i, 'contactId')} />
              <TextField label={t`Role`} value={r.role} onChange={(e) => setRow('responsiblePersons', i, { role: e.target.value })} error={!!rowErr('responsiblePersons', i, 'role')} helperText={rowErr('responsiblePersons', i, 'role')} />
              <NumberField label={t`Projected Hours per Week`} value={r.projectedHrsPerWeek} onChange={(v) => setRow('responsiblePersons', i, { projectedHrsPerWeek: v })} error={rowErr('responsiblePersons', i, 'projectedHrsPerWeek')} step={0.5} />
              <TextField label={t`Prior Experience`} multiline minRows={2} value={r.priorExperience} onChange={(e) => setRow('responsiblePersons', i, { priorExperience: e.target.value })} error={!!rowErr('responsiblePersons', i, 'priorExperience')} helperText={rowErr('responsiblePersons', i, 'priorExperience')} />
              <Box>
                <Button color="error" onClick={() => dropRow('responsiblePersons', i)}>
                  <Trans>Remove</Trans>
                </Button>
              </Box>
            </Box>
          ))}
          {errors.responsiblePersons && (
            <Typography color="error" variant="body2" data-error="true">
              {errors.responsiblePersons}
            </Typography>
          )}
          <Box>
            <Button variant="outlined" onClick={() => set('responsiblePersons', [...form.responsiblePersons, { contact: null, role: '', projectedHrsPerWeek: '', priorExperience: '' }])}>
              <Trans>Add Responsible Person</Trans>
            </Button>
          </Box>
        </FormSection>

        <FormSection title={t`Financial Details`}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NumberField label={t`Loan Amount (USD)`} value={form.loanTotalUsd} onChange={(v) => set('loanTotalUsd', v)} error={errors.loanTotalUsd} step={0.01} adornment={Dollar} />
            <TextField select label={t`Loan Term (months)`} value={form.loanTerm} onChange={(e) => set('loanTerm', e.target.value)} error={!!errors.loanTerm} helperText={errors.loanTerm}>
              {LOAN_TERMS.map((m) => (
                <MenuItem key={m} value={String(m)}>
                  {plural(m, { one: '# month', other: '# months' })}
                </MenuItem>
              ))}
            </TextField>
            {text('currency', t`Local Currency (e.g. KES)`, { required: true })}
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
          <TextField
            label={t`Setup Expenses (${cur})`}
            value={local(setupExpenses(form))}
            error={!!errors.setupExpensesForeign}
            helperText={errors.setupExpensesForeign ?? t`The loan amount in local currency: loan × exchange rate.`}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'setup-expenses' } }}
          />
          {text('setupExpensesDesc', t`Setup Expenses Description`, { multiline: true, required: true })}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NumberField label={t`Recurring Monthly Expenses (${cur})`} value={form.recurringMonthlyExpensesForeign} onChange={(v) => set('recurringMonthlyExpensesForeign', v)} error={errors.recurringMonthlyExpensesForeign} step={0.01} />
            <NumberField label={t`Recurring Monthly Revenue (${cur})`} value={form.recurringMonthlyRevenueForeign} onChange={(v) => set('recurringMonthlyRevenueForeign', v)} error={errors.recurringMonthlyRevenueForeign} step={0.01} />
          </Box>
          {text('recurringMonthlyExpensesDesc', t`Recurring Monthly Expenses Description`, { multiline: true, required: true })}
          {text('recurringMonthlyRevenueDesc', t`Recurring Monthly Revenue Description`, { multiline: true, required: true })}

          <SubTitle><Trans>Supported Field Workers</Trans></SubTitle>
          {form.supportedFieldWorkers.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              <Trans>No supported field workers</Trans>
            </Typography>
          )}
          {form.supportedFieldWorkers.map((w, i) => (
            <Box key={i} data-testid="field-worker-row" sx={{ ...rowBox, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'start' }}>
              <FieldWorkerPicker value={w.contact} onChange={(c) => setRow('supportedFieldWorkers', i, { contact: c })} error={rowErr('supportedFieldWorkers', i, 'contactId')} />
              <NumberField label={t`Monthly Support (${cur})`} value={w.amountForeign} onChange={(v) => setRow('supportedFieldWorkers', i, { amountForeign: v })} error={rowErr('supportedFieldWorkers', i, 'amountForeign')} step={0.01} />
              <Button color="error" onClick={() => dropRow('supportedFieldWorkers', i)} sx={{ mt: 0.5 }}>
                <Trans>Remove</Trans>
              </Button>
            </Box>
          ))}
          {errors.supportedFieldWorkers && (
            <Typography color="error" variant="body2" data-error="true">
              {errors.supportedFieldWorkers}
            </Typography>
          )}
          <Box>
            <Button variant="outlined" onClick={() => set('supportedFieldWorkers', [...form.supportedFieldWorkers, { contact: null, amountForeign: '' }])}>
              <Trans>Add Field Worker</Trans>
            </Button>
          </Box>
          {text('otherProfitUses', t`Other Uses of Profit`, { multiline: true, required: true })}

          <SubTitle><Trans>Cost Analysis</Trans></SubTitle>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }} data-error={errors.netProfit ? 'true' : undefined}>
            <Table size="small" aria-label={t`Cost analysis`} data-testid="cost-summary">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right"><Trans>Monthly</Trans></TableCell>
                  <TableCell align="right">{sum.term ? plural(sum.term, { one: '# month', other: '# months' }) : t`Loan term`}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                <TableRow>
                  <TableCell><Trans>Revenue</Trans></TableCell>
                  <TableCell align="right">{local(sum.revenue)}</TableCell>
                  <TableCell align="right">{sum.term ? local(sum.revenue * sum.term) : '—'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell><Trans>Expenses</Trans></TableCell>
                  <TableCell align="right">{local(-sum.expenses)}</TableCell>
                  <TableCell align="right">{sum.term ? local(-sum.expenses * sum.term) : '—'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell><Trans>Field worker support</Trans></TableCell>
                  <TableCell align="right">{local(-sum.fieldWorkerSupport)}</TableCell>
                  <TableCell align="right">{sum.term ? local(-sum.fieldWorkerSupport * sum.term) : '—'}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}><Trans>Profit before loan</Trans></TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {local(sum.profitBeforeLoan.monthly)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {sum.term ? local(sum.profitBeforeLoan.total) : '—'}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell><Trans>Loan payment</Trans></TableCell>
                  <TableCell align="right">{sum.loanPayment.monthly === null ? '—' : local(-sum.loanPayment.monthly)}</TableCell>
                  <TableCell align="right">{sum.loanPayment.total === null || !sum.term ? '—' : local(-sum.loanPayment.total)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}><Trans>Net profit</Trans></TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: (sum.net.monthly ?? 0) < 0 ? 'error.main' : undefined }}>
                    {sum.net.monthly === null ? '—' : local(sum.net.monthly)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, color: (sum.net.total ?? 0) < 0 ? 'error.main' : undefined }} data-testid="net-total">
                    {sum.net.total === null ? '—' : local(sum.net.total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Paper>
          <Typography variant="body2">
            <Trans>
              Loan in local currency: <strong>{local(sum.loanForeign)}</strong>
            </Trans>
          </Typography>
          {errors.netProfit && (
            <Alert severity="error" data-testid="profit-error">
              {errors.netProfit}
            </Alert>
          )}

          <SubTitle><Trans>Repayment Plan</Trans></SubTitle>
          {form.paymentPlan.map((p, i) => (
            <Box key={i} data-testid="installment-row" sx={{ ...rowBox, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' }, alignItems: 'start' }}>
              <TextField label={t`Due Date`} type="date" value={p.dueAt} onChange={(e) => setRow('paymentPlan', i, { dueAt: e.target.value })} error={!!rowErr('paymentPlan', i, 'dueAt')} helperText={rowErr('paymentPlan', i, 'dueAt')} slotProps={{ inputLabel: { shrink: true } }} />
              <NumberField label={t`Amount (USD)`} value={p.amount} onChange={(v) => setRow('paymentPlan', i, { amount: v })} error={rowErr('paymentPlan', i, 'amount')} step={0.01} adornment={Dollar} />
              <Button color="error" onClick={() => dropRow('paymentPlan', i)} sx={{ mt: 0.5 }}>
                <Trans>Remove</Trans>
              </Button>
            </Box>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <Button variant="outlined" onClick={() => set('paymentPlan', [...form.paymentPlan, { dueAt: '', amount: '' }])}>
              <Trans>Add Payment</Trans>
            </Button>
            <Typography variant="body2" data-testid="remaining-amount" color={sum.loanBalance ? 'warning.dark' : 'text.primary'}>
              <Trans>
                Remaining amount: <strong>{formatAmount(sum.loanBalance ?? 0)}</strong> (loan {formatAmount(toX4(form.loanTotalUsd) ?? 0)} − planned {formatAmount(sum.planned)})
              </Trans>
            </Typography>
          </Stack>
          {errors.paymentPlan && (
            <Typography color="error" variant="body2" data-error="true">
              {errors.paymentPlan}
            </Typography>
          )}
          {text('paymentMethod', t`Payment Method`, { required: true })}
          {text('loanDetails', t`Loan Details`, { multiline: true, required: true })}
          {text('notes', t`Notes`, { multiline: true })}
        </FormSection>

        <FormSection title={t`Attachments`}>
          <AttachmentGallery
            wording={PROJECT_WORDING}
            reportId={reportId}
            publicIds={form.publicAttachmentIds}
            privateIds={form.privateAttachmentIds}
            editable
            offline={draft}
            onChange={(section, ids) => setForm((f) => (f ? { ...f, [section === 'public' ? 'publicAttachmentIds' : 'privateAttachmentIds']: ids } : f))}
          />
        </FormSection>
      </Box>

      <ReportFormActions kind="proposal" status={isNew ? null : status} isNew={isNew} submittedAt={server?.submittedAt} online={draft.online} offerPending={!!draft.offer} indicator={draft.indicator} handlers={handlers} onDelete={remove} offlineActions={['submit']} />
    </ReportFrame>
  );
}
