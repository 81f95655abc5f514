// The people group the flow is giving to, beside the form: its card, or for
// the Skip link a card saying the organisation picks.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Typography } from '@reach/ui/mui';
import type { PeopleGroup } from '../api/queries';
import { PeopleGroupCard } from './PeopleGroupCard';
import { Photo } from './Photo';

export function GroupSummary({ pg }: { pg: PeopleGroup | null }) {
  const { t } = useLingui();
  if (pg) return <PeopleGroupCard pg={pg} photoHeight={180} heading="h2" />;
  return (
    <Card variant="outlined">
      <Photo name={t`Where Needed Most`} height={140} />
      <Box sx={{ p: 2 }}>
        <Typography component="h2" variant="subtitle1" fontWeight={700}>
          <Trans>Where it&apos;s needed most</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans>We will match your gift with an unreached people group waiting for a native missionary, and tell you which one.</Trans>
        </Typography>
      </Box>
    </Card>
  );
}
