// /mous, 'Partnership Agreement Forms' (spec/02 "Partnership commitment forms"): the forms the
// account the user acts for is a party to, to sign or signed. Each card says 'Signed' with
// 'View', or 'Ready to Sign' with 'Sign'; 12 show, then each 'Load More' adds 6.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@reach/ui/mui';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { useGql } from '../../data/useGql';
import { roleLabel } from '../../data/labels';
import { shortDate } from '../../data/text';
import { useSession } from '../../session/SessionContext';
import { MOUS, type MouCard } from './queries';
import { activeMous, EMPTY_MOUS, lastSigned, MOU_FIRST, MOU_MORE, mouEntry, WORDS } from './rules';

function FormCard({ m, contactId }: { m: MouCard; contactId: string | null }) {
  const entry = mouEntry(m, contactId);
  const when = lastSigned(m);
  const { t, i18n } = useLingui();
  const date = shortDate(when.date);
  const version = m.version;
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="mou-card">
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Chip size="small" color={entry.label === 'Signed' ? 'success' : 'info'} label={i18n._(WORDS[entry.label])} data-testid="mou-state" />
          <Typography variant="body2" color="text.secondary">
            <Trans>Version {version}</Trans>
          </Typography>
        </Stack>
        <Typography variant="h6" component="h2" fontWeight={700} gutterBottom sx={{ wordBreak: 'break-word' }}>
          {m.name}
        </Typography>
        {(m.peopleGroupName || m.role) && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {[m.role ? roleLabel(m.role) : '', m.peopleGroupName].filter(Boolean).join(' · ')}
          </Typography>
        )}
        <Typography variant="body2">
          {when.label === 'Last signed' ? t`Last signed ${date}` : t`Updated ${date}`}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={entry.to} variant={entry.action === 'Sign' ? 'contained' : 'outlined'} size="small">
          {i18n._(WORDS[entry.action])}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function MouList() {
  const { contactId } = useSession();
  const { data, loading, error } = useGql(MOUS, { filters: { isTemplate: false } });
  const forms = useMemo(() => activeMous(data?.allMousForUser ?? []), [data]);
  const [shown, setShown] = useState(MOU_FIRST);
  const { t, i18n } = useLingui();
  return (
    <>
      <PageTitle>{t`Partnership Agreement Forms`}</PageTitle>
      {loading && !data ? (
        <Loading label={t`Loading partnership agreement forms`} />
      ) : forms.length === 0 ? (
        <EmptyState title={i18n._(EMPTY_MOUS)} error={error} />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
            {forms.slice(0, shown).map((m) => (
              <FormCard key={m._id} m={m} contactId={contactId} />
            ))}
          </Box>
          {forms.length > shown && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => setShown((n) => n + MOU_MORE)}>
                <Trans>Load More</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
    </>
  );
}
