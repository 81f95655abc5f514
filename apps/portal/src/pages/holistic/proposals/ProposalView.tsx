// /holistic-proposals/view/{reportId} (spec/03 §2, §8, §9): the proposal read-only, with the
// staff's reason for a held or rejected one, the cost summary, the galleries, and Edit when
// canEdit. ProposalDetails is also the project's Proposal tab.
import { plural, t as tc } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import { localCurrency, projectLabel } from '../labels';
import NotFound from '../../NotFound';
import { ApprovalNotice, AttachmentGallery, PROJECT_WORDING, FormSection, FormSkeleton, ReportFrame, ReportStatusChip, formatWhen, peopleGroupLabel } from '../../../reports';
import { formatAmount } from '../amounts';
import { Facts, SubTitle } from '../formParts';
import { PROPOSAL, type Proposal } from './queries';
import { fromProposal, summary } from './proposal';
import { PROPOSAL_CRUMBS } from './ProposalEdit';

/** perMonth is an amount a month ("$120.00 a month"). */
function perMonth(amount: string): string {
  return tc`${amount} a month`;
}

/** netProfitFor labels the net profit over the loan's term ("Net profit (12 months)"). */
function netProfitFor(term: number | null | undefined): string {
  return term ? plural(term, { one: 'Net profit (# month)', other: 'Net profit (# months)' }) : tc`Net profit (— months)`;
}

export function ProposalDetails({ p }: { p: Proposal }) {
  const { t } = useLingui();
  const cur = p.currency || localCurrency();
  const local = (x4: number | null | undefined) => formatAmount(x4, cur);
  const sum = summary(fromProposal(p));
  return (
    <>
      <ApprovalNotice approval={p.approval} />
      <FormSection title={t`Project Details`}>
        <Facts
          rows={[
            [t`Proposal`, p.humanReadableId],
            [t`Project Name`, p.projectName],
            [t`Type of Project`, p.typeOfProject ? projectLabel(p.typeOfProject) : ''],
            ...(p.holisticProject ? ([[t`Holistic Project`, p.holisticProject.projectName]] as Array<[string, string]>) : []),
            ...(p.onBehalfOfName ? ([[t`Written on behalf by`, p.onBehalfOfName]] as Array<[string, string]>) : []),
            [t`Written by`, p.createdByUser.name],
            [t({ message: 'Submitted', context: 'when' }), p.submittedAt ? formatWhen(p.submittedAt) : 'Not submitted'],
            [t`Description`, p.desc],
            [t`Affected People Groups`, p.peopleGroups.map((g) => peopleGroupLabel({ nameAcrossCountries: g.nameAcrossCountries, country: g.country })).join(', ')],
            [t`Vision`, p.vision],
            [t`Goals`, p.goals],
            [t`Market Analysis`, p.marketAnalysis],
            [t`Risk Analysis`, p.riskAnalysis],
            [t`Location Risk`, p.locationRisk],
          ]}
        />
        <SubTitle><Trans>Responsible Persons</Trans></SubTitle>
        {p.responsiblePersons.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>No Responsible Persons</Trans>
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {p.responsiblePersons.map((r, i) => (
              <Paper key={i} variant="outlined" sx={{ p: 1.5 }} data-testid="responsible-person">
                <Typography fontWeight={700}>{r.name || '—'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Trans>
                    {r.role || '—'} · {r.projectedHrsPerWeek ?? '—'} hours a week
                  </Trans>
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                  {r.priorExperience}
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </FormSection>
      <FormSection title={t`Financial Details`}>
        <Facts
          rows={[
            [t`Loan Amount`, formatAmount(p.loanTotalUsd)],
            [t`Loan Term`, p.loanTerm ? `${p.loanTerm} months` : ''],
            [t`Exchange Rate`, p.exchangeRate ? `$1 = ${p.exchangeRate} ${cur}` : ''],
            [t`Setup Expenses`, local(p.setupExpensesForeign)],
            [t`Setup Expenses Description`, p.setupExpensesDesc],
            [t`Recurring Monthly Expenses`, local(p.recurringMonthlyExpensesForeign)],
            [t`Expenses Description`, p.recurringMonthlyExpensesDesc],
            [t`Recurring Monthly Revenue`, local(p.recurringMonthlyRevenueForeign)],
            [t`Revenue Description`, p.recurringMonthlyRevenueDesc],
            [t`Other Uses of Profit`, p.otherProfitUses],
          ]}
        />
        <SubTitle><Trans>Supported Field Workers</Trans></SubTitle>
        {p.supportedFieldWorkers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>No supported field workers</Trans>
          </Typography>
        ) : (
          <Facts rows={p.supportedFieldWorkers.map((w, i) => [`${i + 1}. ${w.fieldWorkerName || '—'}`, perMonth(local(w.amountForeign))])} />
        )}
        <SubTitle><Trans>Cost Analysis</Trans></SubTitle>
        <Facts
          rows={[
            [t`Profit before loan (monthly)`, local(sum.profitBeforeLoan.monthly)],
            [t`Loan payment (monthly)`, sum.loanPayment.monthly === null ? '' : local(sum.loanPayment.monthly)],
            [t`Net profit (monthly)`, sum.net.monthly === null ? '' : local(sum.net.monthly)],
            [netProfitFor(sum.term), sum.net.total === null ? '' : local(sum.net.total)],
            [t`Loan in local currency`, local(sum.loanForeign)],
          ]}
        />
        <SubTitle><Trans>Repayment Plan</Trans></SubTitle>
        {p.paymentPlan.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>No payments planned</Trans>
          </Typography>
        ) : (
          <Facts rows={p.paymentPlan.map((i, n) => [`${n + 1}. ${i.dueAt || '—'}`, formatAmount(i.amount)])} />
        )}
        <Facts
          rows={[
            [t`Remaining amount`, formatAmount(sum.loanBalance ?? 0)],
            [t`Payment Method`, p.paymentMethod],
            [t`Loan Details`, p.loanDetails],
            ...(p.notes ? ([[t`Notes`, p.notes]] as Array<[string, string]>) : []),
          ]}
        />
      </FormSection>
      <FormSection title={t`Attachments`}>
        <AttachmentGallery wording={PROJECT_WORDING} reportId={p._id} publicIds={p.publicAttachmentIds} privateIds={p.privateAttachmentIds} />
      </FormSection>
    </>
  );
}

export default function ProposalView() {
  const { t } = useLingui();
  const { reportId = '' } = useParams();
  const { data, loading, error } = useGql(PROPOSAL, { _id: reportId }, { quiet: true });
  const p = data?.holisticProposalForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !p) return <FormSkeleton />;
  return (
    <ReportFrame
      crumbs={[...PROPOSAL_CRUMBS, { label: p.projectName || t`Proposal` }]}
      title={p.projectName || t`Proposal`}
      covers={false}
      status={
        <Stack direction="row" spacing={1} alignItems="center">
          <ReportStatusChip status={p.status} />
          {p.canEdit && p.status !== 'APPROVED' && p.status !== 'REJECTED' && (
            <Button component={RouterLink} to={`/holistic-proposals/edit/${p._id}`} variant="outlined" size="small">
              <Trans>Edit</Trans>
            </Button>
          )}
        </Stack>
      }
    >
      <ProposalDetails p={p} />
    </ReportFrame>
  );
}
