// /holistic-projects (spec/02 §2 "Holistic projects"): the user's projects,
// 24 at first and 8 more per 'Load More', newest first.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button } from '@reach/ui/mui';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { usePaged } from '../../data/usePaged';
import { ALL_MY_PROJECTS, type ProjectCard } from '../../data/queries';
import { ProjectGrid } from './ProjectCard';

/** PROJECTS_FIRST and PROJECTS_MORE are the list's page sizes (spec/02 §9). */
export const PROJECTS_FIRST = 24;
export const PROJECTS_MORE = 8;

export default function ProjectList() {
  const { t } = useLingui();
  const { items, hasNext, loading, loaded, loadMore, error } = usePaged<ProjectCard>(ALL_MY_PROJECTS, 'allHolisticProjectsForUser', {}, PROJECTS_FIRST, PROJECTS_MORE);
  return (
    <>
      <PageTitle>{t`Holistic Projects`}</PageTitle>
      {!loaded ? (
        <Loading label={t`Loading holistic projects`} />
      ) : items.length === 0 ? (
        <EmptyState title={t`No Holistic Projects`} error={error} />
      ) : (
        <>
          <ProjectGrid projects={items} />
          {hasNext && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={loadMore} disabled={loading}>
                <Trans>Load More</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
    </>
  );
}
