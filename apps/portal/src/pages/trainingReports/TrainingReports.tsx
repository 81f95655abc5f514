// /training-reports/{tab} (spec/03 §2): "Training Event Reports" (event) when the user may create
// event reports, "Training Quarterly Reports" (quarterly) when they may create quarterly ones (two
// server-evaluated flags). Each list is fetched from the network, newest first, with its "New …"
// button, "Refresh" and "Load More"; View always, Edit when canEdit.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, Navigate, useNavigate, useParams } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { ErrorPanel } from '../../components/ErrorPanel';
import { RouteTabs } from '../../components/RouteTabs';
import { useGql } from '../../data/useGql';
import { usePaged } from '../../data/usePaged';
import { num } from '../../reports/texts';
import { openNewReport } from '../../reports/newReport';
import { ReportStatusChip } from '../../reports/ReportStatusChip';
import { countryNameOf, useCountries } from '../../reports/pickers';
import { formatQuarter } from '../../reports/quarters';
import { texts } from '../../reports/texts';
import NotFound from '../NotFound';
import { CAN_CREATE_TRAINING_REPORTS, TRAINING_EVENTS, TRAINING_QUARTERLIES, type TrainingEventCard, type TrainingQuarterlyCard } from './queries';
import { Count, dayLabel } from './parts';
import { QueuedReports } from '../../offline/QueuedReports';
import { useSession } from '../../session/SessionContext';

/** PAGE_SIZE: each list's page; Load More adds one page. */
export const PAGE_SIZE = 12;

const TAB_LABELS = texts({ event: msg`Training Event Reports`, quarterly: msg`Training Quarterly Reports` });

export const TABS = [
  {
    value: 'event',
    get label() {
      return TAB_LABELS.event;
    },
  },
  {
    value: 'quarterly',
    get label() {
      return TAB_LABELS.quarterly;
    },
  },
];

function location(r: TrainingEventCard, countryName: (code: string) => string): string {
  const a = r.eventAddress;
  return [a?.label, a?.city, a?.state, a?.country ? countryName(a.country) : null].filter(Boolean).join(', ') || '—';
}

export function EventCard({ r, countryName = (c) => c }: { r: TrainingEventCard; countryName?: (code: string) => string }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" data-testid="report-card">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 0.5 }} useFlexGap flexWrap="wrap">
          <Typography variant="h6" component="h3" fontWeight={700}>
            {r.eventDate ? dayLabel(r.eventDate) : t`No date`}
          </Typography>
          <ReportStatusChip status={r.status} />
        </Stack>
        {r.title && (
          <Typography variant="body1" sx={{ mb: 0.5 }}>
            {r.title}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {r.regionName || t`No region`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="card-location">
          {location(r, countryName)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
          <Count label={t`People Trained`} value={num(r.numPeopleTrained ?? 0)} />
          <Count label={t`Trainers Certified`} value={num(r.trainersTrained.length)} />
          <Count label={t`UPG Adoption Commitments`} value={num(r.numUpgAdoptions ?? 0)} />
          <Count label={t`New Ministry Partnerships`} value={num(r.newPartnerships.length)} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/training-reports/event/view/${r._id}`} variant="outlined">
          <Trans>View</Trans>
        </Button>
        {r.canEdit && (
          <Button component={RouterLink} to={`/training-reports/event/edit/${r._id}`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export function QuarterlyCard({ r }: { r: TrainingQuarterlyCard }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" data-testid="report-card">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1.5 }}>
          <Typography variant="h6" component="h3" fontWeight={700}>
            {formatQuarter(r.quarter)}
          </Typography>
          <ReportStatusChip status={r.status} />
        </Stack>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}>
          <Count label={t`Training Events`} value={num(r.numEvents)} />
          <Count label={t`People Trained`} value={num(r.numPeopleTrained)} />
          <Count label={t`Testimonies`} value={num(r.miracles.length)} />
          <Count label={t`Prayer Requests`} value={num(r.prayerRequests.length)} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/training-reports/quarterly/view/${r._id}`} variant="outlined">
          <Trans>View</Trans>
        </Button>
        {r.canEdit && (
          <Button component={RouterLink} to={`/training-reports/quarterly/edit/${r._id}`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function PagedList<T extends { _id: string }>({ query, field, newLabel, empty, kind, render }: { query: string; field: string; newLabel: string; empty: string; kind: string; render: (r: T) => JSX.Element }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const { t } = useLingui();
  const { items, hasNext, loading, loaded, loadMore, refetch, error } = usePaged<T>(query, field, {}, PAGE_SIZE, PAGE_SIZE);
  const queued = kind === 'event' ? 'trainingEvent' : 'trainingQuarterly';
  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <Button variant="contained" onClick={() => openNewReport(navigate, `/training-reports/${kind}/edit`, profile?._id)}>
          {newLabel}
        </Button>
        <Button variant="outlined" onClick={refetch} disabled={loading}>
          <Trans>Refresh</Trans>
        </Button>
      </Stack>
      <QueuedReports kind={queued} onSent={refetch} />
      {!loaded ? (
        <Loading label={t`Loading reports`} />
      ) : items.length === 0 ? (
        <EmptyState title={empty} error={error} />
      ) : (
        <Stack spacing={2}>{items.map((r) => <Box key={r._id}>{render(r)}</Box>)}</Stack>
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

export default function TrainingReports() {
  const { tab = '' } = useParams();
  const { data, loading, error } = useGql(CAN_CREATE_TRAINING_REPORTS, {}, { quiet: true });
  const { countries } = useCountries();
  const { t } = useLingui();
  const countryName = (code: string) => countryNameOf(countries, code) ?? code;
  if (!TABS.some((x) => x.value === tab)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !data) return <Loading label={t`Loading reports`} />;
  const tabs = TABS.filter((x) => (x.value === 'event' ? data.CanCreateTrainingEventReport : data.CanCreateTrainingQuarterlyReport));
  if (tabs.length === 0) return <NotFound />;
  if (!tabs.some((x) => x.value === tab)) return <Navigate to={`/training-reports/${tabs[0].value}`} replace />;
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageTitle>{t`Training Reports`}</PageTitle>
      <RouteTabs tabs={tabs} value={tab} base="/training-reports" label={t`Training reports`} />
      {tab === 'event' ? (
        <PagedList<TrainingEventCard> key="event" kind="event" query={TRAINING_EVENTS} field="AllTrainingEventReports" newLabel={t`New Training Event Report`} empty={t`No reports`} render={(r) => <EventCard r={r} countryName={countryName} />} />
      ) : (
        <PagedList<TrainingQuarterlyCard> key="quarterly" kind="quarterly" query={TRAINING_QUARTERLIES} field="AllTrainingQuarterlyReports" newLabel={t`New Quarterly Training Report`} empty={t`No quarterly reports`} render={(r) => <QuarterlyCard r={r} />} />
      )}
    </Box>
  );
}
