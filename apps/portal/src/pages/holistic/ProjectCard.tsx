// A holistic project card (spec/02 §2 "Holistic projects"): the description is
// cut at 200 characters.
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Card, CardContent, Typography } from '@reach/ui/mui';
import CardActionArea from '@mui/material/CardActionArea';
import { CardPhoto } from '../../components/CardPhoto';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ProjectCard as Project } from '../../data/queries';
import { projectLabel } from './labels';
import { cut } from '../../data/text';

/** CARD_DESC_CUT is where a project card's description is cut (spec/02 §9). */
export const CARD_DESC_CUT = 200;

export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="project-card">
      <CardActionArea component={RouterLink} to={`/holistic-projects/${project._id}/info`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <CardPhoto src={project.primaryThumbnailUrl} name={project.projectName} height={150} />
        <CardContent sx={{ flex: 1 }}>
          <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
            <Chip size="small" label={projectLabel(project.typeOfProject)} />
            <Chip size="small" variant="outlined" label={projectLabel(project.stage)} />
          </Stack>
          <Typography variant="h6" component="h2" fontWeight={700} gutterBottom>
            {project.projectName}
          </Typography>
          {project.region && (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {project.region}
            </Typography>
          )}
          <Typography variant="body2" data-testid="project-desc">
            {cut(project.desc, CARD_DESC_CUT)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function ProjectGrid({ projects }: { projects: Project[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {projects.map((p) => (
        <ProjectCard key={p._id} project={p} />
      ))}
    </Box>
  );
}
