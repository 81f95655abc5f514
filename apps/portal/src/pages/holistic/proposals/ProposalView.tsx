// /holistic-proposals/view/{reportId} (spec/03 §2, §8, §9): the proposal read-only, with the
// staff's reason for a held or rejected one, the cost summary, the galleries, and Edit when
// canEdit. ProposalDetails is also the project's Proposal tab.
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import { enumLabel } from '../../../data/labels';
import NotFound from '../../NotFound';
import { ApprovalNotice, AttachmentGallery, PROJECT_WORDING, FormSection, FormSkeleton, ReportFrame, ReportStatusChip, formatWhen, peopleGroupLabel } from '../../../reports';
import { formatAmount } from '../amounts';
import { Facts, SubTitle } from '../formParts';
import { PROPOSAL, type Proposal } from './queries';
import { fromProposal, summary } from './proposal';
import { PROPOSAL_CRUMBS } from './ProposalEdit';

export function ProposalDetails({ p }: { p: Proposal }) {
  const cur = p.currency || 'local';
  const local = (x4: number | null | undefined) => formatAmount(x4, cur);
  const sum = summary(fromProposal(p));
  return (
    <>
      <ApprovalNotice approval={p.approval} />
      <FormSection title="Project Details">
        <Facts
          rows={[
            ['Proposal', p.humanReadableId],
            ['Project Name', p.projectName],
            ['Type of Project', p.typeOfProject ? enumLabel(p.typeOfProject) : ''],
            ...(p.holisticProject ? ([['Holistic Project', p.holisticProject.projectName]] as Array<[string, string]>) : []),
            ...(p.onBehalfOfName ? ([['Written on behalf by', p.onBehalfOfName]] as Array<[string, string]>) : []),
            ['Written by', p.createdByUser.name],
            ['Submitted', p.submittedAt ? formatWhen(p.submittedAt) : 'Not submitted'],
            ['Description', p.desc],
            ['Affected People Groups', p.peopleGroups.map((g) => peopleGroupLabel({ nameAcrossCountries: g.nameAcrossCountries, country: g.country })).join(', ')],
            ['Vision', p.vision],
            ['Goals', p.goals],
            ['Market Analysis', p.marketAnalysis],
            ['Risk Analysis', p.riskAnalysis],
            ['Location Risk', p.locationRisk],
          ]}
        />
        <SubTitle>Responsible Persons</SubTitle>
        {p.responsiblePersons.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No Responsible Persons
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {p.responsiblePersons.map((r, i) => (
              <Paper key={i} variant="outlined" sx={{ p: 1.5 }} data-testid="responsible-person">
                <Typography fontWeight={700}>{r.name || '—'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.role || '—'} · {r.projectedHrsPerWeek ?? '—'} hours a week
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                  {r.priorExperience}
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
      </FormSection>
      <FormSection title="Financial Details">
        <Facts
          rows={[
            ['Loan Amount', formatAmount(p.loanTotalUsd)],
            ['Loan Term', p.loanTerm ? `${p.loanTerm} months` : ''],
            ['Exchange Rate', p.exchangeRate ? `$1 = ${p.exchangeRate} ${cur}` : ''],
            ['Setup Expenses', local(p.setupExpensesForeign)],
            ['Setup Expenses Description', p.setupExpensesDesc],
            ['Recurring Monthly Expenses', local(p.recurringMonthlyExpensesForeign)],
            ['Expenses Description', p.recurringMonthlyExpensesDesc],
            ['Recurring Monthly Revenue', local(p.recurringMonthlyRevenueForeign)],
            ['Revenue Description', p.recurringMonthlyRevenueDesc],
            ['Other Uses of Profit', p.otherProfitUses],
          ]}
        />
        <SubTitle>Supported Field Workers</SubTitle>
        {p.supportedFieldWorkers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No supported field workers
          </Typography>
        ) : (
          <Facts rows={p.supportedFieldWorkers.map((w, i) => [`${i + 1}. ${w.fieldWorkerName || '—'}`, `${local(w.amountForeign)} a month`])} />
        )}
        <SubTitle>Cost Analysis</SubTitle>
        <Facts
          rows={[
            ['Profit before loan (monthly)', local(sum.profitBeforeLoan.monthly)],
            ['Loan payment (monthly)', sum.loanPayment.monthly === null ? '' : local(sum.loanPayment.monthly)],
            ['Net profit (monthly)', sum.net.monthly === null ? '' : local(sum.net.monthly)],
            [`Net profit (${sum.term ?? '—'} months)`, sum.net.total === null ? '' : local(sum.net.total)],
            ['Loan in local currency', local(sum.loanForeign)],
          ]}
        />
        <SubTitle>Repayment Plan</SubTitle>
        {p.paymentPlan.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No payments planned
          </Typography>
        ) : (
          <Facts rows={p.paymentPlan.map((i, n) => [`${n + 1}. ${i.dueAt || '—'}`, formatAmount(i.amount)])} />
        )}
        <Facts
          rows={[
            ['Remaining amount', formatAmount(sum.loanBalance ?? 0)],
            ['Payment Method', p.paymentMethod],
            ['Loan Details', p.loanDetails],
            ...(p.notes ? ([['Notes', p.notes]] as Array<[string, string]>) : []),
          ]}
        />
      </FormSection>
      <FormSection title="Attachments">
        <AttachmentGallery wording={PROJECT_WORDING} reportId={p._id} publicIds={p.publicAttachmentIds} privateIds={p.privateAttachmentIds} />
      </FormSection>
    </>
  );
}

export default function ProposalView() {
  const { reportId = '' } = useParams();
  const { data, loading, error } = useGql(PROPOSAL, { _id: reportId }, { quiet: true });
  const p = data?.holisticProposalForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !p) return <FormSkeleton />;
  return (
    <ReportFrame
      crumbs={[...PROPOSAL_CRUMBS, { label: p.projectName || 'Proposal' }]}
      title={p.projectName || 'Proposal'}
      covers={false}
      status={
        <Stack direction="row" spacing={1} alignItems="center">
          <ReportStatusChip status={p.status} />
          {p.canEdit && p.status !== 'APPROVED' && p.status !== 'REJECTED' && (
            <Button component={RouterLink} to={`/holistic-proposals/edit/${p._id}`} variant="outlined" size="small">
              Edit
            </Button>
          )}
        </Stack>
      }
    >
      <ProposalDetails p={p} />
    </ReportFrame>
  );
}
