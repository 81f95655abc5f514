// What a holistic project's reports feed, on its tabs: ReportingFacts (info tab: the project
// number, supported field workers with what they received, responsible persons, the cumulative
// stats of approved progress reports) and ProjectProposal (the Proposal tab: the proposal the
// project came from, read-only).
import { Trans, useLingui } from '@lingui/react/macro';
import { localCurrency } from '../labels';
import { Box, Paper, Typography } from '@reach/ui/mui';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import { EmptyState } from '../../../components/EmptyState';
import { FormSkeleton } from '../../../reports';
import { formatAmount } from '../amounts';
import { Facts, SubTitle, yesNoText } from '../formParts';
import { PROPOSAL } from '../proposals/queries';
import { ProposalDetails } from '../proposals/ProposalView';
import type { ReportingProject } from './queries';

export function ReportingFacts({ project }: { project: ReportingProject }) {
  const { t } = useLingui();
  const st = project.cumulativeStats;
  const cur = st?.latestCurrency || localCurrency();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="project-reporting">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <SubTitle><Trans>Project</Trans></SubTitle>
          <Box sx={{ mt: 1 }}>
            <Facts
              rows={[
                [t`Project No.`, project.projectNo],
                [t`Progress reports approved`, String(st?.numProgressReports ?? 0)],
                [t`Testimonies reported`, String(st?.numMiraclesReported ?? 0)],
                [t`Has received funds`, yesNoText(st?.hasReceivedFunds ?? false)],
                [t`Loan payments made`, formatAmount(st?.loanPaymentsMade ?? 0)],
                [t`Expenses to date`, formatAmount(st?.cumulativeExpenses ?? 0)],
                [t`Revenue to date`, formatAmount(st?.cumulativeRevenue ?? 0)],
                ...(st?.latestExchangeRate ? ([[t`Latest exchange rate`, `$1 = ${st.latestExchangeRate} ${cur}`]] as Array<[string, string]>) : []),
              ]}
            />
          </Box>
        </Box>
        <Box>
          <SubTitle><Trans>Supported Field Workers</Trans></SubTitle>
          <Box sx={{ mt: 1 }}>
            {project.supportedFieldWorkers.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>No supported field workers</Trans>
              </Typography>
            ) : (
              <Facts rows={project.supportedFieldWorkers.map((w) => [w.name || '—', `${formatAmount(w.totalReceived, cur)} received`])} />
            )}
          </Box>
          <Box sx={{ mt: 2 }}>
            <SubTitle><Trans>Responsible Persons</Trans></SubTitle>
          </Box>
          <Box sx={{ mt: 1 }}>
            {project.responsiblePersons.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <Trans>No Responsible Persons</Trans>
              </Typography>
            ) : (
              <Facts rows={project.responsiblePersons.map((r) => [r.name || '—', [r.role, r.projectedHrsPerWeek != null ? `${r.projectedHrsPerWeek} hours a week` : ''].filter(Boolean).join(' · ')])} />
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}

export function ProjectProposal({ applicationId }: { applicationId: string }) {
  const { t } = useLingui();
  const { data, loading, error } = useGql(PROPOSAL, { _id: applicationId }, { quiet: true });
  if (error && isNotFound(error)) return <EmptyState title={t`No Proposals`} />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !data?.holisticProposalForUser) return <FormSkeleton />;
  return (
    <Box sx={{ maxWidth: 800 }} data-testid="project-proposal">
      <ProposalDetails p={data.holisticProposalForUser} />
    </Box>
  );
}
