// /partner/sponsor-a-project/success: completes the online project
// sponsorship for the paymentToken and shows the project success page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Typography } from '@reach/ui/mui';
import { COMPLETE_ONLINE_PROJECT_SPONSORSHIP } from '../api/checkout';
import { PROJECT_CRUMBS } from '../components/PartnerPage';
import { SuccessPage } from '../components/SuccessPage';
import { ProjectCard } from '../components/ProjectCard';
import { Photo } from '../components/Photo';

export default function ProjectSuccess() {
  const { t } = useLingui();
  return (
    <SuccessPage
      crumbs={PROJECT_CRUMBS}
      mutation={COMPLETE_ONLINE_PROJECT_SPONSORSHIP}
      field="completeOnlineProjectSponsorship"
      dashboard="/holistic-projects"
      noun="project"
      card={(r) =>
        r.project ? (
          <ProjectCard project={r.project} photoHeight={180} />
        ) : (
          <Card variant="outlined">
            <Photo name={t`Holistic Fund`} height={140} />
            <Box sx={{ p: 2 }}>
              <Typography component="h2" variant="subtitle1" fontWeight={700}>
                <Trans>Holistic Fund</Trans>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Trans>Your gift goes to the holistic projects where it is needed most.</Trans>
              </Typography>
            </Box>
          </Card>
        )
      }
      whatsNext={
        <>
          <Typography paragraph>
            <Trans>
              Thank you for funding work that meets real needs and opens doors for the gospel. We will send a receipt to your email and keep you
              posted on the project&apos;s progress.
            </Trans>
          </Typography>
          <Typography>
            <Trans>Create your account or open your dashboard to follow the projects you fund.</Trans>
          </Typography>
        </>
      }
    />
  );
}
