// /partner/adopt-a-upg, step 0 'Select UPG' (spec/01 §2, §4, §9): filters
// (region, population, religion, search; debounced 100 ms, paging reset), the
// featured row 'Give where it's needed most', and the list of people groups
// with adoptions available.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, CircularProgress, Link, Paper, Typography, useMediaQuery, useTheme } from '@reach/ui/mui';
import { request, errorMessage, isAbortError } from '@reach/ui/graphql';
import { ALL_PEOPLE_GROUPS_FOR_PUBLIC, REGIONS_AND_RELIGIONS } from '../api/peopleGroups';
import type { PeopleGroup, Region, Religion } from '../api/queries';
import { PartnerPage, ADOPT_CRUMBS } from '../components/PartnerPage';
import { ADOPT_STEPS } from '../components/Steps';
import { CardGrid } from '../components/CardGrid';
import { NativeField } from '../components/NativeField';
import { SearchField } from '../components/SearchField';
import { PeopleGroupCard } from '../components/PeopleGroupCard';
import { useNotify } from '../components/Notify';
import { DEBOUNCE_MS, PAGE_SIZE, REACH_PICKS, EMPTY_LISTS } from '../lib/giving';
import { MOBILE_OPTIONS, SLIDER_STEPS, sliderToPopulation } from '../lib/population';
import { shuffle, useDebounced, usePaged } from '../lib/usePaged';

const PopulationSlider = lazy(() => import(/* webpackChunkName: "population-slider" */ '../components/PopulationSlider'));

const FULL_RANGE: [number, number] = [0, SLIDER_STEPS];
/** FEATURED_BATCH is how many featured groups are fetched; one row shows, 'Show More' reveals more. */
const FEATURED_BATCH = 100;

interface Filters {
  regionCode: string;
  primaryReligionId: string;
  range: [number, number];
  populationMax: string;
  search: string;
}

const NO_FILTERS: Filters = { regionCode: '', primaryReligionId: '', range: FULL_RANGE, populationMax: '', search: '' };

function toVariables(f: Filters, wide: boolean) {
  const filters: Record<string, unknown> = { hasAdoptionsAvailable: true };
  if (f.regionCode) filters.regionCode = f.regionCode;
  if (f.primaryReligionId) filters.primaryReligionId = f.primaryReligionId;
  if (wide && (f.range[0] > 0 || f.range[1] < SLIDER_STEPS)) filters.populationRange = [sliderToPopulation(f.range[0]), sliderToPopulation(f.range[1])];
  if (!wide && f.populationMax) filters.populationMax = Number(f.populationMax);
  const search = f.search.trim();
  if (search) filters.search = search;
  return { filters, sortBy: search ? [{ key: '_score', order: 'DESC' }] : undefined };
}

/** useColumns is how many cards fit in a row (the CardGrid's breakpoints). */
function useColumns(): number {
  const theme = useTheme();
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  return lg ? 4 : md ? 3 : sm ? 2 : 1;
}

function Featured() {
  const { t } = useLingui();
  const notify = useNotify();
  const columns = useColumns();
  const [groups, setGroups] = useState<PeopleGroup[] | null>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const ac = new AbortController();
    request(
      ALL_PEOPLE_GROUPS_FOR_PUBLIC,
      { first: FEATURED_BATCH, filters: { focusLevelNo: 5, hasAdoptionsAvailable: true } },
      { signal: ac.signal },
    ).then(
      // A transition, as for the list (usePaged): rendered in slices.
      (d) => startTransition(() => setGroups(shuffle(d.allPeopleGroupsForPublic.edges.map((e) => e.node)))),
      (e) => {
        if (isAbortError(e) || ac.signal.aborted) return;
        notify.error(errorMessage(e));
        setGroups([]);
      },
    );
    return () => ac.abort();
  }, [notify]);
  if (groups && groups.length === 0) return null;
  const visible = columns + shown;
  return (
    <Box component="section" aria-labelledby="featured-heading" sx={{ mb: 4 }}>
      <Typography id="featured-heading" variant="h6" component="h2" fontWeight={700} sx={{ mb: 1.5 }}>
        <Trans>Give where it&apos;s needed most</Trans>
      </Typography>
      {!groups ? (
        <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label={t`Loading featured people groups`} />
        </Box>
      ) : (
        <>
          <CardGrid label={t`Featured people groups`}>
            {groups.slice(0, visible).map((pg) => (
              <PeopleGroupCard key={pg._id} pg={pg} to={`/partner/adopt-a-upg/${pg._id}`} />
            ))}
          </CardGrid>
          {groups.length > visible && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={() => setShown((s) => s + PAGE_SIZE)}>
                <Trans>Show More</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

export default function SelectUpg() {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const notify = useNotify();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [regions, setRegions] = useState<Region[]>([]);
  const [religions, setReligions] = useState<Religion[]>([]);

  useEffect(() => {
    const ac = new AbortController();
    request(REGIONS_AND_RELIGIONS, {}, { signal: ac.signal }).then(
      (d) => {
        setRegions(d.allJPRegions);
        setReligions(d.allJPReligions);
      },
      (e) => !isAbortError(e) && !ac.signal.aborted && notify.error(errorMessage(e)),
    );
    return () => ac.abort();
  }, [notify]);

  const variablesKey = useDebounced(JSON.stringify(toVariables(filters, wide)), DEBOUNCE_MS);
  const variables = useMemo(() => JSON.parse(variablesKey) as Record<string, unknown>, [variablesKey]);
  const list = usePaged<PeopleGroup>(ALL_PEOPLE_GROUPS_FOR_PUBLIC, 'allPeopleGroupsForPublic', variables, PAGE_SIZE);
  const set = <K extends keyof Filters>(k: K, v: Filters[K]) => setFilters((f) => ({ ...f, [k]: v }));

  return (
    <PartnerPage title={t`Select UPG`} crumbs={[ADOPT_CRUMBS[0]!, { label: t`Sponsor a Native Missionary` }]} steps={ADOPT_STEPS} step={0}>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        <Trans>
          Choose an unreached people group to sponsor a native missionary for, monthly or once, or{' '}
          <Link component={RouterLink} to={`/partner/adopt-a-upg/${REACH_PICKS}`} fontWeight={600}>
            skip this step
          </Link>{' '}
          and let us pick the group where your gift is needed most.
        </Trans>
      </Typography>

      <Paper
        component="form"
        role="search"
        aria-label={t`Filter people groups`}
        variant="outlined"
        onSubmit={(e) => e.preventDefault()}
        sx={{ p: 2, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1.4fr 1fr 1.2fr' }, alignItems: 'center' }}
      >
        <NativeField id="filter-region" label={t`Region`} value={filters.regionCode} onChange={(v) => set('regionCode', v)}>
          <option value="">{t`All Regions`}</option>
          {regions.map((r) => (
            <option key={r._id} value={r._id}>
              {r.name}
            </option>
          ))}
        </NativeField>
        {wide ? (
          <Suspense fallback={<Box sx={{ height: 48 }} />}>
            <PopulationSlider value={filters.range} onChange={(v) => set('range', v)} />
          </Suspense>
        ) : (
          <NativeField id="filter-population" label={t`Population`} value={filters.populationMax} onChange={(v) => set('populationMax', v)}>
            <option value="">{t`Any Population`}</option>
            {MOBILE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {i18n._(o.label)}
              </option>
            ))}
          </NativeField>
        )}
        <NativeField id="filter-religion" label={t`Religion`} value={filters.primaryReligionId} onChange={(v) => set('primaryReligionId', v)}>
          <option value="">{t`All Religions`}</option>
          {religions.map((r) => (
            <option key={r._id} value={r._id}>
              {r.name}
            </option>
          ))}
        </NativeField>
        <SearchField id="filter-search" label={t`Search`} value={filters.search} onChange={(v) => set('search', v)} placeholder={t`Name, country or language`} />
      </Paper>

      <Featured />

      <Box component="section" aria-labelledby="all-heading">
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
          <Typography id="all-heading" variant="h6" component="h2" fontWeight={700}>
            <Trans>Unreached People Groups</Trans>
          </Typography>
          <Link component={RouterLink} to={`/partner/adopt-a-upg/${REACH_PICKS}`} fontWeight={600}>
            <Trans>Skip</Trans>
          </Link>
        </Box>
        {list.loading && !list.loaded ? (
          <Box sx={{ py: 6, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label={t`Loading people groups`} />
          </Box>
        ) : list.items.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>{EMPTY_LISTS.emptyAdoptions}</Typography>
            <Button variant="contained" onClick={() => setFilters(NO_FILTERS)}>
              {EMPTY_LISTS.emptyAdoptionsAction}
            </Button>
          </Paper>
        ) : (
          <Box sx={{ opacity: list.loading ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={list.loading}>
            <CardGrid label={t`People groups`}>
              {list.items.map((pg) => (
                <PeopleGroupCard key={pg._id} pg={pg} to={`/partner/adopt-a-upg/${pg._id}`} />
              ))}
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
      </Box>
    </PartnerPage>
  );
}
