// /partner/sponsor-a-project, step 0: select a holistic project (spec/01 §2,
// §7): multi-select region and project type filters, cards with 'More Info'
// (a modal) and 'Select', 'Load More', and a Skip link to the holistic fund.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, CircularProgress, Link, Paper, Typography } from '@reach/ui/mui';
import { errorMessage, isAbortError, request } from '@reach/ui/graphql';
import { ALL_HOLISTIC_PROJECTS_FOR_PUBLIC, ALL_JP_REGIONS } from '../api/projects';
import type { HolisticProject, Region } from '../api/queries';
import { MultiSelect } from '../components/MultiSelect';
import { PartnerPage, PROJECT_CRUMBS } from '../components/PartnerPage';
import { PROJECT_STEPS } from '../components/Steps';
import { CardGrid } from '../components/CardGrid';
import { ProjectCard } from '../components/ProjectCard';
import { useNotify } from '../components/Notify';
import { DEBOUNCE_MS, PAGE_SIZE, REACH_PICKS, EMPTY_LISTS } from '../lib/giving';
import { PROJECT_TYPES, projectTypeLabel } from '../lib/projectTypes';
import { useDebounced, usePaged } from '../lib/usePaged';

const ProjectInfoDialog = lazy(() => import(/* webpackChunkName: "project-info" */ '../components/ProjectInfoDialog'));

const SORT = [
  { key: 'updatedAt', order: 'ASC' },
  { key: '_score', order: 'DESC' },
];

export default function SelectProject() {
  const { t, i18n } = useLingui();
  const notify = useNotify();
  const [regions, setRegions] = useState<Region[]>([]);
  const [regionCodes, setRegionCodes] = useState<string[]>([]);
  const [types, setTypes] = useState<string[]>([]);
  const [info, setInfo] = useState<HolisticProject | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    request(ALL_JP_REGIONS, {}, { signal: ac.signal }).then(
      (d) => setRegions(d.allJPRegions),
      (e) => !isAbortError(e) && !ac.signal.aborted && notify.error(errorMessage(e)),
    );
    return () => ac.abort();
  }, [notify]);

  const key = useDebounced(
    JSON.stringify({ filters: { ...(regionCodes.length ? { regions: regionCodes } : {}), ...(types.length ? { projectTypes: types } : {}) }, sortBy: SORT }),
    DEBOUNCE_MS,
  );
  const variables = useMemo(() => JSON.parse(key) as Record<string, unknown>, [key]);
  const list = usePaged<HolisticProject>(ALL_HOLISTIC_PROJECTS_FOR_PUBLIC, 'allHolisticProjectsForPublic', variables, PAGE_SIZE);
  const clear = () => {
    setRegionCodes([]);
    setTypes([]);
  };

  return (
    <PartnerPage title={t`Select a Holistic Project`} crumbs={[PROJECT_CRUMBS[0]!, { label: t`Fund a Holistic Project` }]} steps={PROJECT_STEPS} step={0}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          <Trans>
            Clean water, farming, small businesses, schools: holistic projects meet real needs and open doors for the gospel. Choose one to fund, or
            skip and give to the holistic fund.
          </Trans>
        </Typography>
        <Link component={RouterLink} to={`/partner/sponsor-a-project/${REACH_PICKS}`} fontWeight={600}>
          <Trans>Skip</Trans>
        </Link>
      </Box>
      <Paper
        variant="outlined"
        role="search"
        aria-label={t`Filter holistic projects`}
        sx={{ p: 2, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <MultiSelect id="filter-regions" label={t`Regions`} value={regionCodes} onChange={setRegionCodes} options={regions.map((r) => ({ key: r._id, label: r.name }))} />
        <MultiSelect id="filter-types" label={t`Project Types`} value={types} onChange={setTypes} options={PROJECT_TYPES.map((p) => ({ key: p.key, label: i18n._(p.label) }))} />
      </Paper>

      {list.loading && !list.loaded ? (
        <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label={t`Loading holistic projects`} />
        </Box>
      ) : list.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{EMPTY_LISTS.emptyProjects}</Typography>
          <Button variant="contained" onClick={clear}>
            {EMPTY_LISTS.emptyProjectsAction}
          </Button>
        </Paper>
      ) : (
        <Box sx={{ opacity: list.loading ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={list.loading}>
          <CardGrid label={t`Holistic projects`}>
            {list.items.map((p) => {
              const project = p.projectName;
              return (
              <ProjectCard
                key={p._id}
                project={p}
                actions={
                  <>
                    <Button variant="outlined" size="small" onClick={() => setInfo(p)} aria-label={t`More Info: ${project}`}>
                      <Trans>More Info</Trans>
                    </Button>
                    <Button variant="contained" size="small" component={RouterLink} to={`/partner/sponsor-a-project/${p._id}`} aria-label={t`Select ${project}`}>
                      <Trans>Select</Trans>
                    </Button>
                  </>
                }
              />
              );
            })}
          </CardGrid>
          {list.hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="contained" onClick={list.loadMore} disabled={list.loadingMore}>
                {list.loadingMore ? t`Loading…` : t`Load More`}
              </Button>
            </Box>
          )}
        </Box>
      )}
      {info && (
        <Suspense fallback={null}>
          <ProjectInfoDialog project={info} typeLabel={projectTypeLabel(info.typeOfProject)} onClose={() => setInfo(null)} />
        </Suspense>
      )}
    </PartnerPage>
  );
}
