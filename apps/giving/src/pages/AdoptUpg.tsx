// /partner/adopt-a-upg/{pgId}/adopt, step 2 'Adopt Your UPG': the commitment
// to pray (commitToAdopt, checked by default), then on to the payment step
// with the query carried over.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useParams, useSearchParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { Checkbox } from '@reach/ui/mui-select';
import { FormControlLabel } from '@reach/ui/mui-menus';
import { FORM_MAX_WIDTH } from '@reach/ui/theme';
import { PartnerPage, ADOPT_CRUMBS } from '../components/PartnerPage';
import { ADOPT_STEPS } from '../components/Steps';
import { GroupSummary } from '../components/GroupSummary';
import { AdoptionGiftSummary } from '../components/GiftSummary';
import { Loading } from '../components/Loading';
import { ErrorBox } from '../components/ErrorBox';
import NotFound from './NotFound';
import { levelInfo } from '../lib/levels';
import { parseAdoptionParams } from '../lib/payment';
import { usePeopleGroup } from '../lib/usePeopleGroup';

export default function AdoptUpg() {
  const { t } = useLingui();
  const { pgId = '' } = useParams();
  const [search] = useSearchParams();
  const { search: rawSearch } = useLocation();
  const navigate = useNavigate();
  const pg = usePeopleGroup(pgId);
  const [commit, setCommit] = useState(search.get('commitToAdopt') !== 'false');
  const parsed = parseAdoptionParams(search);

  if (pg.state === 'missing' || 'error' in parsed) return <NotFound />;
  const { params } = parsed;
  const level = levelInfo(params.level)!;
  const name = pg.state === 'ready' ? (pg.value?.nameAcrossCountries ?? t`Where it's needed most`) : '';

  const next = () => {
    const q = new URLSearchParams(rawSearch);
    q.set('commitToAdopt', String(commit));
    navigate(`/partner/adopt-a-upg/${encodeURIComponent(pgId)}/redirect?${q}`);
  };
  const back = () => navigate(`/partner/adopt-a-upg/${encodeURIComponent(pgId)}${rawSearch}`);

  return (
    <PartnerPage title={t`Adopt Your UPG`} crumbs={[...ADOPT_CRUMBS, { label: name || t`Adopt Your UPG` }]} steps={ADOPT_STEPS} step={2}>
      {pg.state === 'loading' && <Loading />}
      {pg.state === 'error' && <ErrorBox message={pg.message} />}
      {pg.state === 'ready' && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: `minmax(0, ${FORM_MAX_WIDTH}px) 300px` }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
              <Trans>Your gift</Trans>
            </Typography>
            <AdoptionGiftSummary level={level} recurring={params.recurring} startDate={params.startDate} />
            <Typography variant="h6" component="h2" fontWeight={700} sx={{ mt: 3 }} gutterBottom>
              <Trans>Commit to pray</Trans>
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {pg.value
                ? t`A native missionary goes where the gospel has not yet been heard. Prayer carries the work: will you pray for ${name} as well?`
                : t`A native missionary goes where the gospel has not yet been heard. Prayer carries the work: will you pray for the people group we match you with as well?`}
            </Typography>
            <FormControlLabel
              control={<Checkbox name="commitToAdopt" checked={commit} onChange={(e) => setCommit(e.target.checked)} />}
              label={t`I commit to pray for this people group`}
            />
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', mt: 3 }}>
              <Button variant="text" onClick={back}>
                <Trans>Back</Trans>
              </Button>
              <Button variant="contained" onClick={next} sx={{ minWidth: 120 }}>
                <Trans>Next</Trans>
              </Button>
            </Box>
          </Paper>
          <GroupSummary pg={pg.value} />
        </Box>
      )}
    </PartnerPage>
  );
}
