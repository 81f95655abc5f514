// /upgs/{peopleGroupId}/reports (spec/03 §2): the group's quarterly reports as cards, newest
// first, fetched from the network; "Refresh List", "Load More", "No Reports"; View always, Edit
// when canEdit; "New Report" when the user may create one for this group.
import { Link as RouterLink, useNavigate } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { usePaged } from '../../../data/usePaged';
import { num } from '../../../data/text';
import { openNewReport } from '../../../reports/newReport';
import { ReportStatusChip } from '../../../reports/ReportStatusChip';
import { UPG_REPORTS, type UpgReportCard } from './queries';

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
  return (
    <Card variant="outlined" data-testid="report-card">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h3" fontWeight={700}>
            {r.quarter}
          </Typography>
          <ReportStatusChip status={r.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Field Worker: {r.contact?.fullName ?? '—'}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}>
          <Count label="Churches Planted" value={r.numChurchesPlanted} />
          <Count label="Heard for the First Time" value={r.numHeardForFirstTime} />
          <Count label="Salvations" value={r.numSalvations} />
          <Count label="Water Baptisms" value={r.numWaterBaptisms} />
          <Count label="Testimonies" value={r.miracles.length} />
          <Count label="Prayer Requests" value={r.prayerRequests.length} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`${base}/view/${r._id}`} variant="outlined">
          View
        </Button>
        {r.canEdit && (
          <Button component={RouterLink} to={`${base}/edit/${r._id}`}>
            Edit
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export function UpgReportList({ peopleGroupId, canCreate }: { peopleGroupId: string; canCreate: boolean }) {
  const navigate = useNavigate();
  const base = `/upgs/${peopleGroupId}/reports`;
  const { items, hasNext, loading, loaded, loadMore, refetch, error } = usePaged<UpgReportCard>(UPG_REPORTS, 'allUpgQuarterlyReportsForUser', { filters: { peopleGroupId } }, REPORTS_FIRST, REPORTS_MORE);
  return (
    <Box sx={{ maxWidth: 800 }}>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        {canCreate && (
          <Button variant="contained" onClick={() => openNewReport(navigate, `${base}/edit`)}>
            New Report
          </Button>
        )}
        <Button variant="outlined" onClick={refetch} disabled={loading}>
          Refresh List
        </Button>
      </Stack>
      {!loaded ? (
        <Loading label="Loading reports" />
      ) : items.length === 0 ? (
        <EmptyState title="No Reports" error={error} />
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
            Load More
          </Button>
        </Box>
      )}
    </Box>
  );
}
