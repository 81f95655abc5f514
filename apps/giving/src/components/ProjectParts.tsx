// Pieces of the project pages: outcome bubbles and the funding progress bar.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Typography } from '@reach/ui/mui';
import { LinearProgress } from '@reach/ui/mui-more';
import { formatPercent, formatX4 } from '@reach/ui/money';
import type { HolisticProject } from '../api/queries';
import { projectTypeLabel } from '../lib/projectTypes';
import { formatNumber } from '../lib/giving';

function Bubble({ value, label }: { value: string; label: string }) {
  return (
    <Box
      sx={{
        borderRadius: 999,
        border: 1,
        borderColor: 'rgba(51,97,149,0.3)',
        bgcolor: 'rgba(51,97,149,0.06)',
        px: 2,
        py: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minWidth: 120,
        flex: '1 1 120px',
      }}
    >
      <Typography component="span" fontWeight={700} color="primary" sx={{ textAlign: 'center' }}>
        {value}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Outcomes are the bubbles: type, region, supported missionaries, impacted people groups. */
export function Outcomes({ project }: { project: HolisticProject }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 2 }} aria-label={t`Outcomes`} role="group">
      <Bubble value={projectTypeLabel(project.typeOfProject)} label={t`Project type`} />
      <Bubble value={project.region} label={t`Region`} />
      <Bubble value={formatNumber(project.numSupported)} label={t`Supported missionaries`} />
      <Bubble value={formatNumber(project.peopleGroupIds.length)} label={t`Impacted people groups`} />
    </Box>
  );
}

/** FundingProgress: fundingPercent is hundredths of a percent; balance and target ten-thousandths of a dollar. */
export function FundingProgress({ project }: { project: HolisticProject }) {
  const { t } = useLingui();
  const pct = Math.max(0, Math.min(100, project.fundingPercent / 100));
  const percent = formatPercent(project.fundingPercent / 100);
  const raised = formatX4(project.fundingBalance);
  const target = formatX4(project.fundingTarget);
  return (
    <Box sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" fontWeight={600}>
          <Trans>
            {raised} raised of {target}
          </Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>{percent} funded</Trans>
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={pct} aria-label={t`Funding progress`} sx={{ height: 10, borderRadius: 5 }} />
    </Box>
  );
}
