// A holistic project card: photo, name, type, region, supported missionaries,
// impacted people groups, and optional actions.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Box, Card, Typography } from '@reach/ui/mui';
import type { HolisticProject } from '../api/queries';
import { projectTypeLabel } from '../lib/projectTypes';
import { formatNumber } from '../lib/giving';
import { Photo } from './Photo';
import { Fact } from './PeopleGroupCard';

export function ProjectCard({ project, actions, photoHeight = 150 }: { project: HolisticProject; actions?: ReactNode; photoHeight?: number }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Photo src={project.primaryThumbnailUrl || project.primaryPhoto?.url} name={project.projectName} height={photoHeight} />
      <Box sx={{ p: 2, flex: 1 }}>
        {/* translate="no": names and regions are data, as staff wrote them */}
        <Typography component="h2" variant="subtitle1" fontWeight={700} sx={{ lineHeight: 1.3, mb: 1 }} translate="no">
          {project.projectName}
        </Typography>
        <Fact label={t`Type`}>{projectTypeLabel(project.typeOfProject)}</Fact>
        <Fact label={t`Region`}>
          <span translate="no">{project.region}</span>
        </Fact>
        <Fact label={t`Supported missionaries`}>{formatNumber(project.numSupported)}</Fact>
        <Fact label={t`Impacted people groups`}>{formatNumber(project.peopleGroupIds.length)}</Fact>
      </Box>
      {actions && <Box sx={{ px: 2, pb: 2, display: 'flex', gap: 1 }}>{actions}</Box>}
    </Card>
  );
}
