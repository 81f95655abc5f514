// 'More Info' on a project card: the project's description and outcomes in a
// modal, with 'Select'.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@reach/ui/router';
import { Button, Typography, useMediaQuery, useTheme } from '@reach/ui/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@reach/ui/mui-menus';
import type { HolisticProject } from '../api/queries';
import { Photo } from './Photo';
import { Outcomes, FundingProgress } from './ProjectParts';

export default function ProjectInfoDialog({ project, onClose }: { project: HolisticProject; typeLabel: string; onClose: () => void }) {
  const theme = useTheme();
  const { t } = useLingui();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="project-info-title">
      <Photo src={project.primaryBanner?.url || project.primaryPhoto?.url || project.primaryThumbnailUrl} name={project.projectName} height={180} />
      <DialogTitle id="project-info-title" sx={{ fontWeight: 700 }}>
        {project.projectName}
      </DialogTitle>
      <DialogContent>
        <Outcomes project={project} />
        <FundingProgress project={project} />
        <Typography sx={{ whiteSpace: 'pre-line', mt: 2 }}>{project.desc}</Typography>
      </DialogContent>
      <DialogActions sx={{ p: 2 }}>
        <Button onClick={onClose}>{t`Close`}</Button>
        <Button variant="contained" component={RouterLink} to={`/partner/sponsor-a-project/${project._id}`}>
          <Trans>Select</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
