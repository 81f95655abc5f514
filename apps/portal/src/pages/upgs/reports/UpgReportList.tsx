// /upgs/{peopleGroupId}/reports (spec/03 §2): the group's quarterly reports as cards, newest
// first, fetched from the network; "Refresh List", "Load More", "No Reports"; View always, Edit
// when canEdit; "New Report" when the user may create one for this group. Reports submitted
// offline show above, "Waiting to send" (offline/QueuedReports.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { usePaged } from '../../../data/usePaged';
import { num } from '../../../reports/texts';
import { openNewReport } from '../../../reports/newReport';
import { formatQuarter } from '../../../reports/quarters';
import { ReportStatusChip } from '../../../reports/ReportStatusChip';
import { QueuedReports } from '../../../offline/QueuedReports';
import { UPG_REPORTS, type UpgReportCard } from './queries';
import { useSession } from '../../../session/SessionContext';

/** REPORTS_FIRST and REPORTS_MORE are the list's page sizes; Load More adds one page. */
export const REPORTS_FIRST = 12;
export const REPORTS_MORE = 12;

function Count({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <Box sx={{ p: 1, borderRadius: 1, bgcolor: 'grey.100', minWidth: 0 }}>
      <Typography variant="subtitle1" component="p" fontWeight={700}>
        {num(value ?? 0)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function UpgReportCardView({ r, base }: { r: UpgReportCard; base: string }) {
  const { t } = useLingui();
  const fieldWorker = r.contact?.fullName ?? '—';
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
          <Trans>Field Worker: {fieldWorker}</Trans>
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}>
          <Count label={t`Churches Planted`} value={r.numChurchesPlanted} />
          <Count label={t`Heard for the First Time`} value={r.numHeardForFirstTime} />
          <Count label={t`Salvations`} value={r.numSalvations} />
          <Count label={t`Water Baptisms`} value={r.numWaterBaptisms} />
          <Count label={t`Testimonies`} value={r.miracles.length} />
          <Count label={t`Prayer Requests`} value={r.prayerRequests.length} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`${base}/view/${r._id}`} variant="outlined">
          <Trans>View</Trans>
        </Button>
        {r.canEdit && (
          <Button component={RouterLink} to={`${base}/edit/${r._id}`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export function UpgReportList({ peopleGroupId, canCreate }: { peopleGroupId: string; canCreate: boolean }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const { t } = useLingui();
  const base = `/upgs/${peopleGroupId}/reports`;
  const { items, hasNext, loading, loaded, loadMore, refetch, error } = usePaged<UpgReportCard>(UPG_REPORTS, 'allUpgQuarterlyReportsForUser', { filters: { peopleGroupId } }, REPORTS_FIRST, REPORTS_MORE);
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
      <QueuedReports kind="upg" parentId={peopleGroupId} onSent={refetch} />
      {!loaded ? (
        <Loading label={t`Loading reports`} />
      ) : items.length === 0 ? (
        <EmptyState title={t`No Reports`} error={error} />
      ) : (
        <Stack spacing={2}>
          {items.map((r) => (
            <UpgReportCardView key={r._id} r={r} base={base} />
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
