// /partner/adopt-a-upg/{pgId}, step 1 'Funding Details' (spec/01 §2, §5, §9):
// recurring monthly or one-time, a gift level, and for recurring a first
// donation date (default today) and, beside it, the day the monthly gift ends,
// twelve months on (the server's end: a year after the first donation).
// Next goes to step 2 with the choices in the query.
import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { tr } from '@reach/ui/translate';
import { useNavigate, useParams, useSearchParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { FormControl, FormLabel } from '@reach/ui/mui-inputs';
import { FormControlLabel, FormHelperText, Radio, RadioGroup, TextField } from '@reach/ui/mui-menus';
import { FORM_MAX_WIDTH } from '@reach/ui/theme';
import { formatCents } from '@reach/ui/money';
import { dayText, yearAfter } from '@reach/ui/dates';
import { PartnerPage, ADOPT_CRUMBS } from '../components/PartnerPage';
import { ADOPT_STEPS } from '../components/Steps';
import { GroupSummary } from '../components/GroupSummary';
import { Loading } from '../components/Loading';
import { ErrorBox } from '../components/ErrorBox';
import NotFound from './NotFound';
import { LEVELS, SKIP_LEVELS, levelInfo, type LevelInfo } from '../lib/levels';
import { REACH_PICKS } from '../lib/giving';
import { MESSAGES } from '../lib/messages';
import { today } from '../lib/payment';
import { usePeopleGroup } from '../lib/usePeopleGroup';

type Errors = Partial<Record<'recurring' | 'level' | 'startDate', string>>;

function levelAmount(l: LevelInfo, recurring: string): string {
  if (l.monthlyCents === 0) return tr(msg`Prayer only`);
  const monthly = formatCents(l.monthlyCents);
  const once = formatCents(l.monthlyCents * 12);
  if (recurring === 'true') return tr(msg`${monthly} / month`);
  if (recurring === 'false') return tr(msg`${once} one-time`);
  return tr(msg`${monthly} / month or ${once} one-time`);
}

export function validateFunding(recurring: string, level: string, startDate: string, allowed: string[]): Errors {
  const errors: Errors = {};
  if (recurring !== 'true' && recurring !== 'false') errors.recurring = MESSAGES.fieldRequired;
  if (!level || !allowed.includes(level)) errors.level = MESSAGES.giftRequired;
  if (recurring === 'true' && !startDate) errors.startDate = MESSAGES.dateRequired;
  return errors;
}

export default function FundingDetails() {
  const { t, i18n } = useLingui();
  const { pgId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const pg = usePeopleGroup(pgId);
  const skip = pgId === REACH_PICKS;
  const levels = skip ? LEVELS.filter((l) => SKIP_LEVELS.includes(l.key)) : LEVELS;
  const allowed = levels.map((l) => l.key as string);

  // Coming back from step 2 keeps what was chosen.
  const [recurring, setRecurring] = useState(() => search.get('recurring') ?? '');
  const [level, setLevel] = useState(() => (levelInfo(search.get('level')) ? search.get('level')! : ''));
  const [startDate, setStartDate] = useState(() => search.get('startDate') || today());
  const [errors, setErrors] = useState<Errors | null>(null);

  if (pg.state === 'missing') return <NotFound />;

  const from = dayText(startDate);
  const until = dayText(yearAfter(startDate));
  const shown = errors ? validateFunding(recurring, level, startDate, allowed) : {};
  const anyError = Object.values(shown).some(Boolean);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validateFunding(recurring, level, startDate, allowed);
    setErrors(errs);
    if (Object.values(errs).some(Boolean)) return;
    const q = new URLSearchParams({
      level,
      recurring,
      adoptionId: search.get('adoptionId') ?? '',
      startDate: recurring === 'true' ? startDate : '',
    });
    navigate(`/partner/adopt-a-upg/${encodeURIComponent(pgId)}/adopt?${q}`);
  };

  const name = pg.state === 'ready' ? (pg.value?.nameAcrossCountries ?? t`Where it's needed most`) : '';
  return (
    <PartnerPage title={t`Funding Details`} crumbs={[...ADOPT_CRUMBS, { label: name || t`Funding Details` }]} steps={ADOPT_STEPS} step={1}>
      {pg.state === 'loading' && <Loading />}
      {pg.state === 'error' && <ErrorBox message={pg.message} />}
      {pg.state === 'ready' && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: `minmax(0, ${FORM_MAX_WIDTH}px) 300px` }, alignItems: 'start' }}>
          <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }} aria-label={t`Funding Details`}>
            <FormControl error={!!shown.recurring} sx={{ mb: 3, display: 'block' }}>
              <FormLabel id="recurring-label" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
                <Trans>How often would you like to give?</Trans>
              </FormLabel>
              <RadioGroup row aria-labelledby="recurring-label" name="recurring" value={recurring} onChange={(e) => setRecurring(e.target.value)}>
                <FormControlLabel value="true" control={<Radio />} label={t`Monthly`} />
                <FormControlLabel value="false" control={<Radio />} label={t`One-time`} />
              </RadioGroup>
              {shown.recurring && <FormHelperText>{shown.recurring}</FormHelperText>}
            </FormControl>

            <FormControl error={!!shown.level} sx={{ mb: 3, display: 'block' }}>
              <FormLabel id="level-label" sx={{ fontWeight: 700, color: 'text.primary', mb: 1, display: 'block' }}>
                <Trans>Gift level</Trans>
              </FormLabel>
              <RadioGroup aria-labelledby="level-label" name="level" value={level} onChange={(e) => setLevel(e.target.value)} sx={{ gap: 1 }}>
                {levels.map((l) => (
                  <Box
                    key={l.key}
                    sx={{
                      border: 1,
                      borderColor: level === l.key ? 'primary.main' : 'divider',
                      bgcolor: level === l.key ? 'rgba(51,97,149,0.06)' : 'transparent',
                      borderRadius: 1,
                      px: 1.5,
                      py: 0.5,
                    }}
                  >
                    <FormControlLabel
                      value={l.key}
                      control={<Radio />}
                      sx={{ width: '100%', m: 0 }}
                      label={
                        <Box sx={{ py: 0.5 }}>
                          <Typography component="span" fontWeight={700} sx={{ mr: 1 }}>
                            {i18n._(l.label)}
                          </Typography>
                          <Typography component="span" color="primary" fontWeight={600}>
                            {levelAmount(l, recurring)}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {i18n._(l.effect)}
                          </Typography>
                        </Box>
                      }
                    />
                  </Box>
                ))}
              </RadioGroup>
              {shown.level && <FormHelperText>{shown.level}</FormHelperText>}
            </FormControl>

            {recurring === 'true' && (
              <Box sx={{ mb: 3 }}>
                <TextField
                  type="date"
                  label={t`First donation date`}
                  value={startDate}
                  onChange={(e) => setStartDate(e.target.value)}
                  error={!!shown.startDate}
                  helperText={shown.startDate}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
                  sx={{ maxWidth: 260 }}
                />
                {yearAfter(startDate) && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="gift-period">
                    {t`Your monthly gift runs for 12 months: from ${from} to ${until}. It then ends; you can give again at any time.`}
                  </Typography>
                )}
              </Box>
            )}

            {anyError && (
              <Typography color="error" role="alert" sx={{ mb: 2 }}>
                {MESSAGES.formHasErrors}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <Button variant="text" onClick={() => navigate('/partner/adopt-a-upg')}>
                <Trans>Back</Trans>
              </Button>
              <Button type="submit" variant="contained" sx={{ minWidth: 120 }}>
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
