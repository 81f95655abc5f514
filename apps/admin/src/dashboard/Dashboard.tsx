// The back office's first screen (/admin/): what waits for staff, each tile a link to the list it
// counts; giving over the last 12 months; new adoptions by region over the same months; and the
// people groups on a world map, coloured by adoption (its own chunk, loaded after the rest).
import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Title, useCreatePath, Translate, useTranslate } from 'react-admin';
import { errorMessage, request } from '@reach/ui/graphql';
import type { StaffDashboardQuery } from '../generated/graphql';
import { GivingChart } from './GivingChart';
import { backupCaption, backupTime, listLink, STAFF_DASHBOARD, TILES } from './dashboardData';
import { intlLocale } from '../i18n';
import { regionName } from '../choices';

const WorldMap = lazy(() => import('./WorldMap'));

type Data = StaffDashboardQuery['staffDashboard'];

const AS_STAFF = { account: false } as const;

const Panel = ({ title, children, sx }: { title: string; children: React.ReactNode; sx?: object }) => {
  const translate = useTranslate();
  return (
  <Card variant="outlined" sx={{ minWidth: 0, ...sx }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </CardContent>
  </Card>
  );
};

const monthYear = (iso: string) => new Date(iso).toLocaleDateString(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const Dashboard = () => {
  const translate = useTranslate();
  const [data, setData] = useState<Data | null>(null);
  const [error, setError] = useState('');
  const createPath = useCreatePath();
  useEffect(() => {
    const ctrl = new AbortController();
    request(STAFF_DASHBOARD, {}, { ...AS_STAFF, signal: ctrl.signal })
      .then((r) => setData(r.staffDashboard))
      .catch((e) => {
        if (!ctrl.signal.aborted) setError(errorMessage(e));
      });
    return () => ctrl.abort();
  }, []);

  return (
    <Box sx={{ py: 2 }}>
      {/* The app bar shows the title as the page's h1. */}
      <Title title="reach.dashboard.dashboard" />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!data && !error ? <CircularProgress aria-label={translate('reach.dashboard.loading')} /> : null}
      {data ? (
        <Stack spacing={2}>
          <Box component="section" aria-label={translate('reach.dashboard.needs_action')}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}>
              {TILES.map((t) => {
                const n = data.tiles[t.key];
                return (
                  <Card key={t.key} variant="outlined" sx={n > 0 ? { borderColor: 'warning.main' } : undefined}>
                    <CardActionArea component={Link} to={listLink(createPath({ resource: t.resource, type: 'list' }), t.filter)} data-tile={t.key} sx={{ height: '100%' }}>
                      <CardContent>
                        <Typography variant="h4" component="p" data-count>
                          {n.toLocaleString(intlLocale())}
                        </Typography>
                        <Typography variant="subtitle1" component="p" fontWeight={600}>
                          {translate(t.title, { _: t.title })}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {translate(t.caption, { _: t.caption })}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                );
              })}
              <Card variant="outlined" data-tile="backup" sx={data.backup.warning ? { borderColor: 'warning.main' } : undefined}>
                <CardContent>
                  <Typography variant="h6" component="p" data-count>
                    {data.backup.lastAt
                      ? backupTime(data.backup.lastAt, intlLocale())
                      : translate('reach.dashboard.backup_never')}
                  </Typography>
                  <Typography variant="subtitle1" component="p" fontWeight={600}>
                    {translate('reach.dashboard.backup_title')}
                  </Typography>
                  <Typography variant="body2" color={data.backup.warning ? 'warning.main' : 'text.secondary'}>
                    {translate(backupCaption(data.backup))}
                  </Typography>
                </CardContent>
              </Card>
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
            <Panel title="reach.dashboard.giving_last_12_months">
              <GivingChart months={data.giving} />
            </Panel>
            <Panel title="reach.dashboard.new_adoptions_by_region">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('reach.dashboard.since', { month: monthYear(data.since) })}
              </Typography>
              {data.adoptionsByRegion.length === 0 ? (
                <Typography variant="body2"><Translate i18nKey="reach.dashboard.no_new_adoptions_in_these_months" /></Typography>
              ) : (
                <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& td': { py: 0.5, borderBottom: 1, borderColor: 'divider' } }}>
                  <thead>
                    <tr>
                      <Box component="th" sx={{ textAlign: 'left' }}><Translate i18nKey="reach.dashboard.region" /></Box>
                      <Box component="th" sx={{ textAlign: 'right' }}><Translate i18nKey="reach.dashboard.adoptions" /></Box>
                    </tr>
                  </thead>
                  <tbody>
                    {data.adoptionsByRegion.map((r) => (
                      <tr key={r.regionCode || 'none'}>
                        <td>{r.regionCode ? regionName(r.regionCode) : r.region || translate('reach.dashboard.placed_by_organisation')}</td>
                        <Box component="td" sx={{ textAlign: 'right' }}>
                          {r.adoptions.toLocaleString(intlLocale())}
                        </Box>
                      </tr>
                    ))}
                  </tbody>
                </Box>
              )}
            </Panel>
          </Box>
          <Panel title="reach.dashboard.people_groups_by_adoption">
            <Suspense fallback={<CircularProgress aria-label={translate('Loading the map')} />}>
              <WorldMap cells={data.peopleGroupMap.cells} degrees={data.peopleGroupMap.cellDegrees} />
            </Suspense>
          </Panel>
        </Stack>
      ) : null}
    </Box>
  );
};
