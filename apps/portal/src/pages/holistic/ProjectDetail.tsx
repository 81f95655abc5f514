// /holistic-projects/{id}/{tab} (spec/02 §2 "Holistic projects"): info
// (description cut at 750 with 'Read more', recent prayer requests and
// testimonies with 'View More'), Photos, and the Reports, Proposal and Loan
// Agreements tabs, shown only when the server says the user may create a
// quarterly report for the project (Proposal also needs an applicationId). The
// info tab adds what reports feed: the project number, supported field workers
// with what they received, responsible persons and the cumulative stats.
import { msg, t as tc } from '@lingui/core/macro';
import { texts } from '../../reports/texts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from '@reach/ui/router';
import { Box, Button, Link, Paper, Typography } from '@reach/ui/mui';
import { ListItemText } from '@reach/ui/mui-select';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { RouteTabs, type RouteTab } from '../../components/RouteTabs';
import { PhotoGrid, PhotoViewer, type ViewerPhoto } from '../../components/PhotoViewer';
import NotFound from '../NotFound';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LoanAgreementCards } from '../agreements/LoanAgreementList';
import { isNotFound, useGql } from '../../data/useGql';
import { usePaged } from '../../data/usePaged';
import { PHOTOS, PROJECT, RECENT_PRAYER_REQUESTS, RECENT_TESTIMONIES, type Note, type ProjectDetail as Project } from '../../data/queries';
import { useSession } from '../../session/SessionContext';
import { projectLabel } from './labels';
import { cut, shortDate } from '../../data/text';
import { Permissions } from '@reach/ui/permissions';
import { ProgressReportList } from './reports/ProgressReportList';
import { ProjectProposal, ReportingFacts } from './reports/ProjectReporting';
import { PROJECT_FOR_REPORTS, type ReportingProject } from './reports/queries';

/** DETAIL_DESC_CUT is where the detail's description is cut (spec/02 §9). */
export const DETAIL_DESC_CUT = 750;
/** SMALL_PAGE is the small page of recent prayer requests and testimonies; 'View More' adds as many. */
export const SMALL_PAGE = 3;

const TAB_LABELS: Record<string, string> = texts({
  info: msg`Info`,
  reports: msg`Reports`,
  pictures: msg`Photos`,
  proposal: msg`Proposal`,
  'loan-agreements': msg`Loan Agreements`,
});

function Description({ text }: { text: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const long = text.length > DETAIL_DESC_CUT;
  return (
    <Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="project-description">
        {open || !long ? text : cut(text, DETAIL_DESC_CUT)}
      </Typography>
      {long && (
        <Link component="button" type="button" variant="body2" onClick={() => setOpen((o) => !o)} sx={{ mt: 1 }}>
          {open ? t`Read Less` : t`Read more`}
        </Link>
      )}
    </Box>
  );
}

/** resultText is a prayer request's or testimony's result, as its author wrote it. */
function resultText(result: string): string {
  return tc`Result: ${result}`;
}

function RecentNotes({ title, empty, query, field, projectId }: { title: string; empty: string; query: string; field: string; projectId: string }) {
  const [size, setSize] = useState(SMALL_PAGE);
  const { items, hasNext, loading, loaded } = usePaged<Note>(query, field, { filters: { holisticProjectId: projectId } }, size, SMALL_PAGE);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {!loaded ? (
        <Typography variant="body2" color="text.secondary">
          <Trans>Loading…</Trans>
        </Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          <List dense disablePadding>
            {items.map((n) => (
              <ListItem key={n._id} disableGutters divider alignItems="flex-start">
                <ListItemText
                  primary={n.desc}
                  secondary={[shortDate(n.createdAt), n.result ? resultText(n.result) : ''].filter(Boolean).join(' · ')}
                  primaryTypographyProps={{ sx: { whiteSpace: 'pre-line' } }}
                />
              </ListItem>
            ))}
          </List>
          {hasNext && (
            // 'View More' makes the small page bigger (spec/02 §2).
            <Button size="small" onClick={() => setSize((s) => s + SMALL_PAGE)} disabled={loading} sx={{ mt: 1 }}>
              <Trans>View More</Trans>
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}

function Info({ project, reporting }: { project: Project; reporting: ReportingProject | null }) {
  const { t } = useLingui();
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
          <Chip size="small" label={projectLabel(project.typeOfProject)} />
          <Chip size="small" variant="outlined" label={projectLabel(project.stage)} />
          {project.region && <Chip size="small" variant="outlined" label={project.region} />}
        </Stack>
        <Description text={project.desc ?? ''} />
        {project.peopleGroups.length > 0 && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Trans>People groups:</Trans>{' '}
            {project.peopleGroups.map((g, i) => (
              <span key={g._id}>
                {i > 0 && ', '}
                <Link component={RouterLink} to={`/upgs/${g._id}/info`}>
                  {g.nameAcrossCountries}
                </Link>
              </span>
            ))}
          </Typography>
        )}
      </Paper>
      {reporting && <ReportingFacts project={reporting} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <RecentNotes title={t`Recent Prayer Requests`} empty={t`No Recent Prayer Requests`} query={RECENT_PRAYER_REQUESTS} field="allPrayerRequestsForUser" projectId={project._id} />
        <RecentNotes title={t`Recent Testimonies`} empty={t`No Recent Testimonies`} query={RECENT_TESTIMONIES} field="allMiraclesForUser" projectId={project._id} />
      </Box>
    </Stack>
  );
}

function Photos({ project }: { project: Project }) {
  const { t } = useLingui();
  const { data, loading, error } = useGql(PHOTOS, { filters: { type: 'H_PHOTO', attachedTo: project._id } });
  const [index, setIndex] = useState<number | null>(null);
  const photos = useMemo<Array<ViewerPhoto & { thumbUrl?: string }>>(
    () =>
      (data?.allFilesForUser ?? [])
        .filter((f) => !!f.url)
        .map((f) => ({
          url: f.images?.find((i) => i.sizeCode === 'lg')?.url ?? f.url!,
          thumbUrl: f.thumbnail ?? f.images?.find((i) => i.sizeCode === 'thumb' || i.sizeCode === 'sm')?.url ?? undefined,
          alt: f.filename || project.projectName,
        })),
    [data, project],
  );
  if (loading && !data) return <Loading label={t`Loading photos`} />;
  if (photos.length === 0) return <EmptyState title={t`No Photos`} error={error} />;
  return (
    <>
      <PhotoGrid photos={photos} onOpen={setIndex} />
      <PhotoViewer photos={photos} index={index} onIndex={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

export default function ProjectDetail() {
  const { t } = useLingui();
  const { id = '', tab = 'info' } = useParams();
  const { profile } = useSession();
  const withApplicationId = !!profile?.permissions.includes(Permissions.ListAdminHolisticProject);
  const { data, loading, error } = useGql(PROJECT, { _id: id, withApplicationId }, { quiet: true });
  const project = data?.holisticProjectForUser ?? null;
  const canReport = !!data?.canCreateHolisticQuarterlyReport;
  const reportingQuery = useGql(PROJECT_FOR_REPORTS, { _id: id }, { quiet: true, skip: !data?.holisticProjectForUser });
  const reporting = reportingQuery.data?.holisticProjectForUser ?? null;
  const applicationId = project?.applicationId ?? reporting?.applicationId ?? null;

  const tabs: RouteTab[] = [{ value: 'info', label: TAB_LABELS.info }];
  if (canReport) tabs.push({ value: 'reports', label: TAB_LABELS.reports });
  tabs.push({ value: 'pictures', label: TAB_LABELS.pictures });
  if (canReport && applicationId) tabs.push({ value: 'proposal', label: TAB_LABELS.proposal });
  if (canReport) tabs.push({ value: 'loan-agreements', label: TAB_LABELS['loan-agreements'] });

  if (!TAB_LABELS[tab]) return <NotFound />;
  if ((loading && !data) || (tab === 'proposal' && !project?.applicationId && !reportingQuery.data && !reportingQuery.error && !!data?.holisticProjectForUser)) return <Loading label={t`Loading holistic project`} />;
  if (error && isNotFound(error)) return <NotFound />;
  if (error || !project) {
    return (
      <>
        <PageTitle>{t`Holistic Project`}</PageTitle>
        {error ? <ErrorPanel error={error} /> : <NotFound />}
      </>
    );
  }
  if (!tabs.some((x) => x.value === tab)) return <Navigate to={`/holistic-projects/${id}/info`} replace />;

  return (
    <>
      <PageTitle actions={<Button component={RouterLink} to="/holistic-projects"><Trans>All Holistic Projects</Trans></Button>}>{project.projectName}</PageTitle>
      <RouteTabs tabs={tabs} value={tab} base={`/holistic-projects/${id}`} label={t`Holistic project sections`} />
      {tab === 'info' && <Info project={project} reporting={reporting} />}
      {tab === 'pictures' && <Photos project={project} />}
      {tab === 'reports' && <ProgressReportList projectId={project._id} canCreate={canReport} />}
      {tab === 'proposal' && applicationId && <ProjectProposal applicationId={applicationId} />}
      {tab === 'loan-agreements' && <LoanAgreementCards projectId={project._id} />}
    </>
  );
}
