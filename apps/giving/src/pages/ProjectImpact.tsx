// /partner/sponsor-a-project/{projectId}/impact, step 2: confirm the amount,
// see the people groups the project reaches, and tick commitToAdopt; 'Proceed
// to Payment' goes to the payment step.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { Checkbox } from '@reach/ui/mui-select';
import { FormControlLabel } from '@reach/ui/mui-menus';
import { Avatar } from '@reach/ui/mui-more';
import { formatDollars } from '@reach/ui/money';
import { PartnerPage, PROJECT_CRUMBS } from '../components/PartnerPage';
import { PROJECT_STEPS } from '../components/Steps';
import { Loading } from '../components/Loading';
import { ErrorBox } from '../components/ErrorBox';
import { AmountField, validateAmount } from '../components/AmountField';
import NotFound from './NotFound';
import { MESSAGES } from '../lib/messages';
import { today } from '../lib/payment';
import { useProject } from '../lib/useProject';

export default function ProjectImpact() {
  const { t } = useLingui();
  const { projectId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const [amount, setAmount] = useState(() => search.get('amount') ?? '');
  const [commit, setCommit] = useState(search.get('commitToAdopt') === 'true');
  const [submitted, setSubmitted] = useState(false);

  if (project.state === 'missing') return <NotFound />;
  const error = submitted ? validateAmount(amount) : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (validateAmount(amount)) return;
    const q = new URLSearchParams({
      amount: String(Number(amount)),
      recurring: 'false',
      startDate: search.get('startDate') || today(),
      commitToAdopt: String(commit),
    });
    navigate(`/partner/sponsor-a-project/${encodeURIComponent(projectId)}/redirect?${q}`);
  };

  const gift = formatDollars(Number(amount));
  const name = project.state === 'ready' ? project.value.projectName : t`People Group Impact`;
  return (
    <PartnerPage title={t`People Group Impact`} crumbs={[...PROJECT_CRUMBS, { label: name, to: `/partner/sponsor-a-project/${projectId}` }, { label: t`Impact` }]} steps={PROJECT_STEPS} step={2} maxWidth={900}>
      {project.state === 'loading' && <Loading />}
      {project.state === 'error' && <ErrorBox message={project.message} />}
      {project.state === 'ready' && (
        <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: { xs: 2, md: 3 } }} aria-label={t`People Group Impact`}>
          <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
            {t`Your gift to ${name}`}
          </Typography>
          <Box sx={{ mb: 1 }}>
            <AmountField value={amount} onChange={setAmount} error={error} label={t`Confirm amount`} />
          </Box>
          {!validateAmount(amount) && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t`One-time gift of ${gift}`}
            </Typography>
          )}
          <Typography variant="h6" component="h2" fontWeight={700} sx={{ mt: 2 }} gutterBottom>
            <Trans>Impacted people groups</Trans>
          </Typography>
          {project.value.peopleGroups.length === 0 ? (
            <Typography color="text.secondary">
              <Trans>This project serves its whole region.</Trans>
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {project.value.peopleGroups.map((pg) => (
                <Box component="li" key={pg._id} sx={{ display: 'flex', alignItems: 'center', gap: 1, border: 1, borderColor: 'divider', borderRadius: 999, pr: 2 }}>
                  <Avatar src={pg.primaryThumbnailUrl ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
                    {pg.nameAcrossCountries[0]}
                  </Avatar>
                  <Typography variant="body2" fontWeight={600}>
                    {pg.nameAcrossCountries}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Checkbox name="commitToAdopt" checked={commit} onChange={(e) => setCommit(e.target.checked)} />}
            label={t`I commit to pray for these people groups`}
          />
          {error && (
            <Typography color="error" role="alert" sx={{ my: 1 }}>
              {MESSAGES.formHasErrors}
            </Typography>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 2 }}>
            <Button component={RouterLink} to={`/partner/sponsor-a-project/${projectId}`}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" variant="contained">
              <Trans>Proceed to Payment</Trans>
            </Button>
          </Box>
        </Paper>
      )}
    </PartnerPage>
  );
}
