// /holistic-proposals (spec/03 §2): the proposals the user may read as cards, newest first, fetched
// from the network: project name, status, description cut at 160 characters and the people groups.
// "New Proposal" (only when canCreateHolisticProposal) opens the form with a freshly generated id;
// "Refresh List", "Load More" (one more page), and "No Proposals" when there are none.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../../components/PageTitle';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { usePaged } from '../../../data/usePaged';
import { isForbidden, useGql } from '../../../data/useGql';
import { cut, shortDate } from '../../../data/text';
import { ReportStatusChip } from '../../../reports/ReportStatusChip';
import { openNewReport, peopleGroupLabel } from '../../../reports';
import { CAN_CREATE_PROPOSAL, PROPOSALS, type ProposalCard } from './queries';
import { QueuedReports } from '../../../offline/QueuedReports';
import { useSession } from '../../../session/SessionContext';

/** PROPOSAL_DESC_CUT is where a proposal card's description is cut (spec/03 §2). */
export const PROPOSAL_DESC_CUT = 160;
/** PROPOSALS_FIRST and PROPOSALS_MORE are the list's page sizes; Load More adds one page. */
export const PROPOSALS_FIRST = 12;
export const PROPOSALS_MORE = 12;

const NEWEST_FIRST = [{ key: 'createdAt', order: 'DESC' }];

export function ProposalCardView({ p }: { p: ProposalCard }) {
  const { t } = useLingui();
  return (
    <Card variant="outlined" data-testid="proposal-card">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" fontWeight={700} sx={{ wordBreak: 'break-word' }}>
            {p.projectName || t`Untitled proposal`}
          </Typography>
          <ReportStatusChip status={p.status} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {p.humanReadableId} · {shortDate(p.createdAt)}
        </Typography>
        {p.desc && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="proposal-desc">
            {cut(p.desc, PROPOSAL_DESC_CUT)}
          </Typography>
        )}
        {p.peopleGroups.length > 0 && (
          <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap sx={{ mt: 1.5 }}>
            {p.peopleGroups.map((g) => (
              <Chip key={g._id} size="small" variant="outlined" label={peopleGroupLabel({ nameAcrossCountries: g.nameAcrossCountries, country: g.country })} />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/holistic-proposals/view/${p._id}`} variant="outlined">
          <Trans>View</Trans>
        </Button>
        {p.canEdit && p.status !== 'APPROVED' && p.status !== 'REJECTED' && (
          <Button component={RouterLink} to={`/holistic-proposals/edit/${p._id}`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export default function ProposalList() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { profile } = useSession();
  const gate = useGql(CAN_CREATE_PROPOSAL, {}, { quiet: true });
  const { items, hasNext, loading, loaded, loadMore, refetch, error } = usePaged<ProposalCard>(PROPOSALS, 'allHolisticProposalsForUser', { sortBy: NEWEST_FIRST }, PROPOSALS_FIRST, PROPOSALS_MORE);
  // A list the user may not read (a partner: 'Insufficient permissions') has nothing to refresh.
  const refused = isForbidden(error);
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <PageTitle>{t`Holistic Proposals`}</PageTitle>
      {!refused && (
        <Stack direction="row" spacing={1.5} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
          {gate.data?.canCreateHolisticProposal && (
            <Button variant="contained" onClick={() => openNewReport(navigate, '/holistic-proposals/edit', profile?._id)}>
              <Trans>New Proposal</Trans>
            </Button>
          )}
          <Button variant="outlined" onClick={refetch} disabled={loading}>
            <Trans>Refresh List</Trans>
          </Button>
        </Stack>
      )}
      <QueuedReports kind="proposal" onSent={refetch} />
      {!loaded ? (
        <Loading label={t`Loading proposals`} />
      ) : items.length === 0 ? (
        <EmptyState title={t`No Proposals`} error={error} />
      ) : (
        <Stack spacing={2}>
          {items.map((p) => (
            <ProposalCardView key={p._id} p={p} />
          ))}
        </Stack>
      )}
      {hasNext && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={loadMore} disabled={loading}>
            <Trans>Load More</Trans>
          </Button>
        </Box>
      )}
    </Box>
  );
}
