// The project's 'reports' tab (spec/03 §2, §7): its progress reports as cards, quarter descending,
// fetched from the network; "New Report", "Refresh List", "Load More", "No Reports"; View always,
// Edit when canEdit.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatQuarter } from '../../../reports/quarters';
import { Link as RouterLink, useNavigate } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { usePaged } from '../../../data/usePaged';
import { localCurrency, projectLabel } from '../labels';
import { openNewReport } from '../../../reports/newReport';
import { ReportStatusChip } from '../../../reports/ReportStatusChip';
import { formatAmount } from '../amounts';
import { yesNoText } from '../formParts';
import { PROGRESS_REPORTS, type ProgressCard } from './queries';
import { QueuedReports } from '../../../offline/QueuedReports';
import { useSession } from '../../../session/SessionContext';

export const REPORTS_FIRST = 12;
export const REPORTS_MORE = 12;
const QUARTER_DESC = [{ key: 'quarter', order: 'DESC' }];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'grey.100', minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" fontWeight={700} sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function ProgressCardView({ r, base }: { r: ProgressCard; base: string }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" data-testid="report-card">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h3" fontWeight={700}>
            {formatQuarter(r.quarter)}
          </Typography>
          <ReportStatusChip status={r.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          <Trans>
            {r.contact?.fullName ?? '—'} · Project state: {r.projectState ? projectLabel(r.projectState) : '—'}
          </Trans>
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}>
          <Figure label={t`Received funds`} value={yesNoText(r.hasReceivedFunds)} />
          <Figure label={t`Loan repaid this quarter`} value={formatAmount(r.loadPaymentsThisQuarterUsd)} />
          <Figure label={t`Expenses`} value={formatAmount(r.expensesThisQuarterForeign, r.currency || localCurrency())} />
          <Figure label={t`Revenue`} value={formatAmount(r.revenueThisQuarterForeign, r.currency || localCurrency())} />
          <Figure label={t`Testimonies`} value={String(r.miracles.length)} />
          <Figure label={t`Prayer Requests`} value={String(r.prayerRequests.length)} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`${base}/view/${r._id}`} variant="outlined">
          <Trans>View</Trans>
        </Button>
        {r.canEdit && r.status !== 'APPROVED' && r.status !== 'REJECTED' && (
          <Button component={RouterLink} to={`${base}/edit/${r._id}`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export function ProgressReportList({ projectId, canCreate }: { projectId: string; canCreate: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { profile } = useSession();
  const base = `/holistic-projects/${projectId}/reports`;
  const { items, hasNext, loading, loaded, loadMore, refetch, error } = usePaged<ProgressCard>(PROGRESS_REPORTS, 'allHolisticQuarterlyReportsForUser', { filters: { holisticProjectId: projectId }, sortBy: QUARTER_DESC }, REPORTS_FIRST, REPORTS_MORE);
  return (
    <Box sx={{ maxWidth: 800 }}>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        {canCreate && (
          <Button variant="contained" onClick={() => openNewReport(navigate, `${base}/edit`, profile?._id)}>
            <Trans>New Report</Trans>
          </Button>
        )}
        <Button variant="outlined" onClick={refetch} disabled={loading}>
          <Trans>Refresh List</Trans>
        </Button>
      </Stack>
      <QueuedReports kind="progress" parentId={projectId} onSent={refetch} />
      {!loaded ? (
        <Loading label={t`Loading reports`} />
      ) : items.length === 0 ? (
        <EmptyState title={t`No Reports`} error={error} />
      ) : (
        <Stack spacing={2}>
          {items.map((r) => (
            <ProgressCardView key={r._id} r={r} base={base} />
          ))}
        </Stack>
      )}
      {hasNext && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={loadMore} disabled={loading}>
            <Trans>Load More</Trans>
          </Button>
        </Box>
      )}
    </Box>
  );
}
