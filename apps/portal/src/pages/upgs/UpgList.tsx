// /upgs (spec/02 §2 "People groups"): the user's people groups as cards, 40 at
// first and 8 more per 'Load More' (staff: every group, a page at a time). A
// search (on the server, as the giving site's) and a region narrow the list.
// Beside a group's suggested level, the donor's own gift and commitment to pray
// ('Your gift', 'Your prayer', from myAdoptions: the account the portal acts for).
// With none: the 'Recent Donations' alert and a prompt to sponsor a native missionary.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Card, CardContent, Typography } from '@reach/ui/mui';
import { Alert, AlertTitle } from '@reach/ui/mui-menus';
import CardActionArea from '@mui/material/CardActionArea';
import { CardPhoto } from '../../components/CardPhoto';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { JoshuaProjectCredit } from '../../components/JoshuaProjectCredit';
import { usePaged } from '../../data/usePaged';
import { ALL_MY_UPGS, type PeopleGroupCard } from '../../data/queries';
import { adoptionLevelLabel, roleLabel } from '../../data/labels';
import { num } from '../../data/text';
import { useDebounced } from '../../data/useDebounced';
import { useGql } from '../../data/useGql';
import { useSession } from '../../session/SessionContext';
import { Permissions } from '@reach/ui/permissions';
import { MY_ADOPTIONS, byGroup, giftLine, prayerLine, type MyAdoption } from './yourGift';

// The region picker (MUI's Autocomplete and the regions' query) loads once the cards have been
// painted: on a phone's first load it would otherwise hold the cards back. Until then a field of
// the same size stands in its place.
const RegionPicker = lazy(() => import('../../reports/pickers/CountryPicker').then((m) => ({ default: m.RegionPicker })));

/** useAfterPaint is true from the first frame after on became true. */
function useAfterPaint(on: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!on || after) return undefined;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [on, after]);
  return after;
}

/** UPG_FIRST and UPG_MORE are the card list's page sizes (spec/02 §9). */
export const UPG_FIRST = 40;
export const UPG_MORE = 8;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} justifyContent="space-between">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" textAlign="end" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Stack>
  );
}

function UpgCard({ pg, roles, gifts }: { pg: PeopleGroupCard; roles: string[]; gifts: MyAdoption[] }) {
  const lines = gifts.map((g) => giftLine(g)).filter((l): l is string => !!l);
  const prayer = prayerLine(gifts);
  const { t } = useLingui();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="upg-card">
      <CardActionArea component={RouterLink} to={`/upgs/${pg._id}/info`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <CardPhoto src={pg.primaryThumbnailUrl} name={pg.nameAcrossCountries} height={140} />
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
            {pg.nameAcrossCountries}
            {pg.country && (
              <Typography component="span" variant="body1" color="text.secondary">
                {/* "{name} - {country}", as every screen writes a people group (docs/glossary.md) */}
                {' - '}
                {pg.country}
              </Typography>
            )}
          </Typography>
          {pg.region && (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {pg.region}
            </Typography>
          )}
          {roles.length > 0 && (
            <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
              {roles.map((r) => (
                <Chip key={r} label={r} size="small" color="primary" variant="outlined" />
              ))}
            </Stack>
          )}
          <Stack spacing={0.5}>
            <Fact label={t`Population`} value={num(pg.population)} />
            <Fact label={t`Religion`} value={pg.primaryReligion || '—'} />
            <Fact label={t`Language`} value={pg.primaryLanguage || '—'} />
            <Fact label={t`Suggested Level`} value={adoptionLevelLabel(pg.suggestedAdoptionLevel)} />
            {lines.map((l, i) => (
              <Fact key={`gift-${i}`} label={t`Your gift`} value={l} />
            ))}
            {prayer && <Fact label={t`Your prayer`} value={prayer} />}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** SEARCH_WAIT is how long typing pauses before the list is searched (spec/02 §9). */
const SEARCH_WAIT = 300;

export default function UpgList() {
  const [search, setSearch] = useState('');
  const { t } = useLingui();
  const [region, setRegion] = useState<string | null>(null);
  const term = useDebounced(search.trim(), SEARCH_WAIT);
  const filtered = term !== '' || region !== null;
  const filters = filtered ? { ...(term ? { search: term } : {}), ...(region ? { regionCode: region } : {}) } : undefined;
  const { items: groups, hasNext, loading, loaded, loadMore, error } = usePaged<PeopleGroupCard>(ALL_MY_UPGS, 'allPeopleGroupsForUser', filters ? { filters } : {}, UPG_FIRST, UPG_MORE);
  const showFilters = filtered || search !== '' || (loaded && groups.length > 0);
  const pickerReady = useAfterPaint(showFilters);
  const regionStandIn = <TextField label={t`Region`} disabled fullWidth />;
  const { profile } = useSession();
  const mayGive = (profile?.permissions ?? []).includes(Permissions.ViewUserUIGiving);
  // The donor's own gifts, for the cards; a failure leaves them out and the cards as they are.
  const gifts = useGql(MY_ADOPTIONS, {}, { skip: !mayGive, quiet: true });
  const giftsByGroup = byGroup(gifts.data?.myAdoptions);
  return (
    <>
      <PageTitle>{t`People Groups`}</PageTitle>
      {showFilters && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <TextField
            label={t`Search people groups`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            inputProps={{ maxLength: 200 }}
            sx={{ flex: 2 }}
          />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            {pickerReady ? (
              <Suspense fallback={regionStandIn}>
                <RegionPicker value={region} onChange={setRegion} />
              </Suspense>
            ) : (
              regionStandIn
            )}
          </Box>
        </Stack>
      )}
      {!loaded ? (
        <Loading label={t`Loading people groups`} />
      ) : groups.length === 0 && filtered ? (
        <EmptyState title={t`No people groups match`} error={error}>
          <Trans>Try another name or region.</Trans>
        </EmptyState>
      ) : groups.length === 0 ? (
        <Stack spacing={3}>
          <Alert severity="info">
            <AlertTitle>
              <Trans>Recent Donations</Trans>
            </AlertTitle>
            <Trans>
              A people group you adopt shows here as soon as your gift is recorded; with a monthly gift that starts later, from its first
              donation. A gift given while signed out shows here once you add it with the link we emailed to the address you gave.
            </Trans>
          </Alert>
          <EmptyState title={t`You don't have any people groups yet`} error={error}>
            <Trans>Sponsor a native missionary to adopt an unreached people group.</Trans>
            <Box sx={{ mt: 2 }}>
              <Button component={RouterLink} to="/partner/adopt-a-upg" variant="contained">
                <Trans>Sponsor a Native Missionary</Trans>
              </Button>
            </Box>
          </EmptyState>
        </Stack>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } }}>
            {groups.map((pg) => (
              <UpgCard key={pg._id} pg={pg} roles={Array.from(new Set((pg.myRoles ?? []).map(roleLabel)))} gifts={giftsByGroup.get(pg._id) ?? []} />
            ))}
          </Box>
          {hasNext && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={loadMore} disabled={loading}>
                <Trans>Load More</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
      <JoshuaProjectCredit />
    </>
  );
}
