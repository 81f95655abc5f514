// /partner/sponsor-a-project/{projectId}, step 1: the project with a banner,
// outcome bubbles, the funding progress bar, an amount (default $1,000),
// 'Donate Now' (to the impact step) and 'Share' (copies the share link).
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import { PartnerPage, PROJECT_CRUMBS } from '../components/PartnerPage';
import { PROJECT_STEPS } from '../components/Steps';
import { Loading } from '../components/Loading';
import { ErrorBox } from '../components/ErrorBox';
import { Photo } from '../components/Photo';
import { Outcomes, FundingProgress } from '../components/ProjectParts';
import { AmountField, validateAmount } from '../components/AmountField';
import { useNotify } from '../components/Notify';
import NotFound from './NotFound';
import HolisticFund from './HolisticFund';
import { DEFAULT_PROJECT_AMOUNT, REACH_PICKS } from '../lib/giving';
import { MESSAGES } from '../lib/messages';
import { today } from '../lib/payment';
import { useProject } from '../lib/useProject';
import { copyText } from '../lib/clipboard';

export default function ProjectDetailsRoute() {
  const { projectId = '' } = useParams();
  if (projectId === REACH_PICKS) return <HolisticFund />;
  return <ProjectDetails projectId={projectId} />;
}

function ProjectDetails({ projectId }: { projectId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const notify = useNotify();
  const project = useProject(projectId);
  const [amount, setAmount] = useState(String(DEFAULT_PROJECT_AMOUNT));
  const [submitted, setSubmitted] = useState(false);

  if (project.state === 'missing') return <NotFound />;
  const error = submitted ? validateAmount(amount) : undefined;

  const donate = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (validateAmount(amount)) return;
    const q = new URLSearchParams({ amount: String(Number(amount)), recurring: 'false', startDate: today() });
    navigate(`/partner/sponsor-a-project/${encodeURIComponent(projectId)}/impact?${q}`);
  };
  const share = async () => {
    const link = `${window.location.origin}/meta/hproject/${encodeURIComponent(projectId)}`;
    if (await copyText(link)) notify.success(MESSAGES.linkCopied);
    else notify.error(t`Could not copy the link: ${link}`);
  };

  const name = project.state === 'ready' ? project.value.projectName : t`Project Details`;
  return (
    <PartnerPage title={name} crumbs={[...PROJECT_CRUMBS, { label: name }]} steps={PROJECT_STEPS} step={1}>
      {project.state === 'loading' && <Loading />}
      {project.state === 'error' && <ErrorBox message={project.message} />}
      {project.state === 'ready' && (
        <>
          <Box sx={{ borderRadius: 1, overflow: 'hidden', mb: 2 }}>
            <Photo src={project.value.primaryBanner?.url || project.value.primaryPhoto?.url} name={project.value.projectName} height={220} />
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' }, alignItems: 'start' }}>
            <Box>
              <Outcomes project={project.value} />
              <Typography sx={{ whiteSpace: 'pre-line' }}>{project.value.desc}</Typography>
            </Box>
            <Paper component="form" variant="outlined" noValidate onSubmit={donate} sx={{ p: { xs: 2, md: 3 } }} aria-label={t`Donate`}>
              <FundingProgress project={project.value} />
              <Box sx={{ my: 2 }}>
                <AmountField value={amount} onChange={setAmount} error={error} />
              </Box>
              {error && (
                <Typography color="error" role="alert" sx={{ mb: 2 }}>
                  {MESSAGES.formHasErrors}
                </Typography>
              )}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" sx={{ flex: 1 }}>
                  <Trans>Donate Now</Trans>
                </Button>
                <Button variant="outlined" onClick={share}>
                  <Trans>Share</Trans>
                </Button>
              </Box>
            </Paper>
          </Box>
        </>
      )}
    </PartnerPage>
  );
}
