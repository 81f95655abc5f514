// /upgs/{id}/{tab} (spec/02 §2 "People groups"): info, reports (only when the
// server says the user may create a quarterly report), quarterlyStats
// (get-user-upg-stats), holistic-projects (get-user-h-project), pictures.
import { Trans, useLingui } from '@lingui/react/macro';
import { msg, t as translate } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from '@reach/ui/router';
import { Box, Button, Link, Paper, Typography } from '@reach/ui/mui';
import { LinearProgress } from '@reach/ui/mui-more';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useSession } from '../../session/SessionContext';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { JoshuaProjectCredit } from '../../components/JoshuaProjectCredit';
import { RouteTabs, type RouteTab } from '../../components/RouteTabs';
import { PhotoGrid, PhotoViewer, type ViewerPhoto } from '../../components/PhotoViewer';
import NotFound from '../NotFound';
import { ErrorPanel } from '../../components/ErrorPanel';
import { isNotFound, useGql } from '../../data/useGql';
import { usePaged } from '../../data/usePaged';
import {
  ALL_MY_PROJECTS,
  PEOPLE_GROUP,
  PHOTOS,
  UPG_STATS,
  nodes,
  type PeopleGroupDetail,
  type ProjectCard as Project,
  type Stats,
} from '../../data/queries';
import { adoptionLevelLabel, bibleStatusLabel, jpScaleLabel } from '../../data/labels';
import { num } from '../../data/text';
import { plural } from '@lingui/core/macro';
import { ProjectGrid } from '../holistic/ProjectCard';
import { Permissions } from '@reach/ui/permissions';
import { UpgReportList } from './reports/UpgReportList';
import { MY_ADOPTIONS, giftLine, prayerLine, type MyAdoption } from './yourGift';
import { numberFormat } from '@reach/ui/money';

/** STATUS_FLAGS are the eight status flags of a people group (spec/02 §2), field prefix and label. */
export const STATUS_FLAGS: Array<[keyof PeopleGroupDetail, MessageDescriptor]> = [
  ['statusAdopted', msg`Adopted`],
  ['statusCoordinator', msg`Coordinator`],
  ['statusFieldWorker', msg`Field Worker`],
  ['statusFunding', msg`Funding`],
  ['statusHolisticProject', msg`Holistic Project`],
  ['statusSalvations', msg`Salvations`],
  ['statusChurches', msg`Churches`],
  ['statusMovements', msg`Movements`],
];

/** quarterLabel turns '2026.Q1' into 'Q1 2026'. */
export function quarterLabel(q: string): string {
  const m = /^(\d{4})\.Q([1-4])$/.exec(q);
  if (!m) return q;
  const [, year, quarter] = m;
  return translate({ message: `Q${quarter} ${year}`, comment: 'a quarter of a year: Q1 2026' });
}

/** STAT_LABELS names the per-quarter and cumulative stats (spec/02 §2). */
export const STAT_LABELS: Array<[keyof Stats, MessageDescriptor]> = [
  ['numHolisticProject', msg`Holistic Projects`],
  ['numActiveAdoptions', msg`Active Adoptions`],
  ['numAdopters', msg`Adopters`],
  ['numRegionalCoords', msg`Regional Coordinators`],
  ['numFieldWorkers', msg`Field Workers`],
  ['numChurchesPlanted', msg`Churches Planted`],
  ['numHeardForFirstTime', msg`Heard for the First Time`],
  ['numSalvations', msg`Salvations`],
  ['numWaterBaptisms', msg`Water Baptisms`],
  ['numMiracles', msg`Testimonies`],
  ['numPrayerRequests', msg`Prayer Requests`],
];

/**
 * Why the Info tab's counts and a quarter's stats may differ (both come from the server, from
 * different places): Info counts today's links (adopters, field workers, coordinators) and active
 * projects (peoplegroup's UpgCounts); a stats record holds the figures recorded for its quarter
 * (staff record them in the back office; approved quarterly reports add churches, hearers,
 * salvations, baptisms, testimonies and prayer requests).
 */
export const COUNTS_NOTE = msg`As they are today, from the people and projects linked to this group.`;
export const STATS_NOTE = msg`Each quarter shows the figures recorded for it. Adopters, adoptions, coordinators, field workers and projects are as they stood in that quarter, so they may differ from the counts on the Info tab, which are as they are today.`;

const TAB_LABELS: Record<string, MessageDescriptor> = {
  info: msg`Info`,
  reports: msg`Quarterly Reports`,
  quarterlyStats: msg`Quarterly Stats`,
  'holistic-projects': msg`Holistic Projects`,
  pictures: msg`Pictures`,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {v ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CountGrid({ items }: { items: Array<[string, number | null | undefined]> }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'grey.100' }}>
          <Typography variant="h6" component="p" fontWeight={700}>
            {num(value ?? 0)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Info({ pg, gifts }: { pg: PeopleGroupDetail; gifts: MyAdoption[] }) {
  const { t, i18n } = useLingui();
  const summary = pg.summaryText || pg.summary;
  // The donor's own gift and commitment to pray, beside the suggested level (yourGift.ts).
  const lines = gifts.map((g) => giftLine(g)).filter((l): l is string => !!l);
  const yours: Array<[string, ReactNode]> = [];
  if (lines.length > 0) {
    yours.push([
      t`Your gift`,
      lines.map((l, i) => (
        <Box component="span" key={`gift-${i}`} sx={{ display: 'block' }}>
          {l}
        </Box>
      )),
    ]);
  }
  const prayer = prayerLine(gifts);
  if (prayer) yours.push([t`Your prayer`, prayer]);
  return (
    <Stack spacing={2}>
      <Section title={t`About`}>
        <Facts
          rows={[
            [t`Name`, pg.nameAcrossCountries],
            [t`Name in Country`, pg.nameInCountry],
            [t`Population`, num(pg.population)],
            [t`Continent`, pg.continent],
            [t`Region`, pg.region],
            [t`Country`, pg.country],
            [t`Primary Language`, pg.primaryLanguage],
            [t`Official Language`, pg.officialLanguage],
            [t`Religion`, [pg.primaryReligion, pg.religionSubdivision].filter(Boolean).join(' — ') || '—'],
            [t`Bible Status`, bibleStatusLabel(pg.bibleStatus)],
            [t`Progress Scale`, jpScaleLabel(pg.jpScale)],
            [t`Affinity Bloc`, pg.affinityBloc],
            [t`People Cluster`, pg.peopleCluster],
            [t`Suggested Level`, adoptionLevelLabel(pg.suggestedAdoptionLevel)],
            ...yours,
          ]}
        />
        {summary && (
          <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {summary}
          </Typography>
        )}
        {pg.jpUrl && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link href={pg.jpUrl} target="_blank" rel="noopener noreferrer">
              <Trans>More on Joshua Project</Trans>
            </Link>
          </Typography>
        )}
      </Section>
      <Section title={t`Status`}>
        {typeof pg.reachStatusPercent === 'number' && (
          <Stack direction="row" alignItems="center" spacing={1.5} sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ minWidth: 110 }}>
              <Trans>Reach Status</Trans>
            </Typography>
            <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, pg.reachStatusPercent))} sx={{ flex: 1, height: 8, borderRadius: 4 }} aria-label={t`Reach status percent`} />
            <Typography variant="body2" fontWeight={700} sx={{ minWidth: 40, textAlign: 'end' }} data-testid="reach-status-percent">
              {numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(pg.reachStatusPercent / 100)}
            </Typography>
          </Stack>
        )}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {STATUS_FLAGS.map(([key, label]) => {
            const on = !!pg[key];
            return (
              <Stack key={key} direction="row" justifyContent="space-between" alignItems="center" spacing={1} data-testid={`status-${key}`} sx={{ p: 1, borderRadius: 1, bgcolor: 'grey.100' }}>
                <Typography variant="body2">{i18n._(label)}</Typography>
                <Chip size="small" color={on ? 'success' : 'default'} label={on ? t`Yes` : t`No`} />
              </Stack>
            );
          })}
        </Box>
      </Section>
      <Section title={t`Counts`}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }} data-testid="counts-note">
          {i18n._(COUNTS_NOTE)}
        </Typography>
        <CountGrid
          items={[
            [t`Adopters`, pg.numAdopters],
            [t`Adoptions Available`, pg.numAdoptionsAvailable],
            [t`Field Workers`, pg.numFieldWorkers],
            [t`Holistic Projects`, pg.numHolisticProjects],
            [t`Regional Coordinators`, pg.numRegionalCoords],
          ]}
        />
      </Section>
      <Section title={t`Cumulative Stats`}>
        {pg.cumulativeStats && pg.cumulativeStats.numQuarters > 0 ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
              {plural(pg.cumulativeStats.numQuarters, { one: 'Over # quarter', other: 'Over # quarters' })}
            </Typography>
            <CountGrid items={STAT_LABELS.filter(([k]) => k in pg.cumulativeStats!).map(([k, label]) => [i18n._(label), (pg.cumulativeStats as Partial<Record<string, number>> | null)?.[k]])} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            <Trans>No stats reported yet.</Trans>
          </Typography>
        )}
      </Section>
    </Stack>
  );
}

/**
 * STATS_TABLE_MIN is the narrowest area (px) the quarterly stats table fits without hiding a
 * column; a narrower area (a phone, a narrow window, the menu beside it) gets a card per quarter.
 * The choice is the area's own width (a container query), not the window's.
 */
export const STATS_TABLE_MIN = 900;

function QuarterlyStats({ peopleGroupId }: { peopleGroupId: string }) {
  const { data, loading, error } = useGql(UPG_STATS, { first: 100, filters: { peopleGroupId } });
  const { t, i18n } = useLingui();
  if (loading && !data) return <Loading label={t`Loading quarterly stats`} />;
  const rows = nodes(data?.allUpgStatsRecordsForUser);
  if (rows.length === 0) return <EmptyState title={t`No Quarterly Stats`} error={error} />;
  const wide = `@container quarterly-stats (min-width: ${STATS_TABLE_MIN}px)`;
  return (
    <Stack spacing={2} sx={{ containerType: 'inline-size', containerName: 'quarterly-stats' }}>
      <Typography variant="body2" color="text.secondary" data-testid="stats-note">
        {i18n._(STATS_NOTE)}
      </Typography>
      <Box component="section" aria-label={t`Quarterly Stats by quarter`} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', [wide]: { display: 'none' } }}>
        {rows.map((r) => (
          <Paper key={r._id} variant="outlined" component="article" aria-label={quarterLabel(r.quarter)} sx={{ p: 2 }} data-testid="stats-card">
            <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
              {quarterLabel(r.quarter)}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 1 }}>
              {STAT_LABELS.map(([k, label]) => (
                <Box key={k} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {i18n._(label)}
                  </Typography>
                  <Typography component="dd" variant="body1" fontWeight={700} sx={{ m: 0 }}>
                    {num(r[k] ?? 0)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
      <TableContainer
        component={Paper}
        variant="outlined"
        role="region"
        aria-label={t`Quarterly Stats`}
        tabIndex={0}
        sx={{ display: 'none', [wide]: { display: 'block' }, overflowX: 'auto', maxWidth: '100%' }}
      >
        <Table size="small" aria-label={t`Quarterly Stats`} sx={{ '& th, & td': { px: 1 }, '& th': { fontSize: '0.8125rem', lineHeight: 1.3, verticalAlign: 'bottom' } }}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Quarter</Trans>
              </TableCell>
              {STAT_LABELS.map(([k, label]) => (
                <TableCell key={k} align="right">
                  {i18n._(label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r._id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {quarterLabel(r.quarter)}
                </TableCell>
                {STAT_LABELS.map(([k]) => (
                  <TableCell key={k} align="right">
                    {num(r[k] ?? 0)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

function Projects({ peopleGroupId }: { peopleGroupId: string }) {
  const { t } = useLingui();
  const { items, hasNext, loading, loaded, loadMore, error } = usePaged<Project>(ALL_MY_PROJECTS, 'allHolisticProjectsForUser', { filters: { peopleGroupIds: [peopleGroupId] } }, 24, 8);
  if (!loaded) return <Loading label={t`Loading holistic projects`} />;
  if (items.length === 0) return <EmptyState title={t`No Holistic Projects`} error={error} />;
  return (
    <>
      <ProjectGrid projects={items} />
      {hasNext && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={loadMore} disabled={loading}>
            <Trans>Load More</Trans>
          </Button>
        </Box>
      )}
    </>
  );
}

function Pictures({ pg }: { pg: PeopleGroupDetail }) {
  const { data, loading, error } = useGql(PHOTOS, { filters: { type: 'PG_PHOTO', attachedTo: pg._id } });
  const [index, setIndex] = useState<number | null>(null);
  const { t } = useLingui();
  const photos = useMemo(() => {
    const list: Array<ViewerPhoto & { thumbUrl?: string }> = (data?.allFilesForUser ?? []).map((f) => ({
      url: f.images?.find((i) => i.sizeCode === 'lg')?.url ?? f.url ?? '',
      thumbUrl: f.thumbnail ?? undefined,
      alt: f.filename || pg.nameAcrossCountries,
    }));
    // Joshua Project's own photo of the group comes last, credited below.
    const name = pg.nameAcrossCountries;
    if (pg.jpPhotoUrl) list.push({ url: pg.jpPhotoUrl, alt: t`${name} (photo: Joshua Project)` });
    return list.filter((p) => p.url);
  }, [pg, data, t]);
  if (loading && !data) return <Loading label={t`Loading pictures`} />;
  if (photos.length === 0) return <EmptyState title={t`No Photos`} error={error} />;
  return (
    <>
      <PhotoGrid photos={photos} onOpen={setIndex} />
      <PhotoViewer photos={photos} index={index} onIndex={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

export default function UpgDetail() {
  const { id = '', tab = 'info' } = useParams();
  const { profile } = useSession();
  const { t, i18n } = useLingui();
  const perms = profile?.permissions ?? [];
  const { data, loading, error } = useGql(PEOPLE_GROUP, { _id: id }, { quiet: true });
  const pg = data?.peopleGroupForUser ?? null;
  const gifts = useGql(MY_ADOPTIONS, { peopleGroupId: id }, { skip: !perms.includes(Permissions.ViewUserUIGiving), quiet: true });

  const tabs: RouteTab[] = [{ value: 'info', label: i18n._(TAB_LABELS.info) }];
  if (data?.canCreateUpgQuarterlyReport) tabs.push({ value: 'reports', label: i18n._(TAB_LABELS.reports) });
  if (perms.includes(Permissions.GetUserUPGStats)) tabs.push({ value: 'quarterlyStats', label: i18n._(TAB_LABELS.quarterlyStats) });
  if (perms.includes(Permissions.GetUserHProject)) tabs.push({ value: 'holistic-projects', label: i18n._(TAB_LABELS['holistic-projects']) });
  tabs.push({ value: 'pictures', label: i18n._(TAB_LABELS.pictures) });

  if (!TAB_LABELS[tab]) return <NotFound />;
  if (loading && !data) return <Loading label={t`Loading people group`} />;
  if (error && isNotFound(error)) return <NotFound />;
  if (error || !pg) {
    return (
      <>
        <PageTitle>{t`People Group`}</PageTitle>
        {error ? <ErrorPanel error={error} /> : <NotFound />}
      </>
    );
  }
  // A gated tab the user may not see goes back to info.
  if (!tabs.some((x) => x.value === tab)) return <Navigate to={`/upgs/${id}/info`} replace />;

  return (
    <>
      <PageTitle actions={<Button component={RouterLink} to="/upgs"><Trans>All People Groups</Trans></Button>}>{pg.nameAcrossCountries}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {[pg.country, pg.region].filter(Boolean).join(' · ')}
      </Typography>
      <RouteTabs tabs={tabs} value={tab} base={`/upgs/${id}`} label={t`People group sections`} />
      {tab === 'info' && <Info pg={pg} gifts={gifts.data?.myAdoptions ?? []} />}
      {tab === 'reports' && <UpgReportList peopleGroupId={id} canCreate={!!data?.canCreateUpgQuarterlyReport} />}
      {tab === 'quarterlyStats' && <QuarterlyStats peopleGroupId={id} />}
      {tab === 'holistic-projects' && <Projects peopleGroupId={id} />}
      {tab === 'pictures' && <Pictures pg={pg} />}
      <JoshuaProjectCredit />
    </>
  );
}
