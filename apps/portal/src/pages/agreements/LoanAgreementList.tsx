// Loan agreement cards (spec/02 "Loan agreements"): the /loan-agreements page and a project's
// loan-agreements tab. Each card shows the name, status label, version and the last signed date
// (the latest party date, else the updated date), newest first, and links to the view.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link as RouterLink } from '@reach/ui/router';
import { Box, Card, CardContent, Typography } from '@reach/ui/mui';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import { PageTitle } from '../../components/PageTitle';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Loading';
import { useGql } from '../../data/useGql';
import { shortDate } from '../../data/text';
import { StatusChip } from './AgreementParts';
import { LOAN_AGREEMENTS, type LoanAgreementCard } from './queries';
import { EMPTY_LOAN_AGREEMENTS, lastSigned, loanAgreementPath, newestFirst } from './rules';

const NEWEST_FIRST = [{ key: 'updatedAt', order: 'DESC' as const }];

function AgreementCard({ a, showProject }: { a: LoanAgreementCard; showProject: boolean }) {
  const when = lastSigned(a);
  const { t } = useLingui();
  const date = shortDate(when.date);
  const version = a.version;
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="loan-agreement-card">
      <CardActionArea component={RouterLink} to={loanAgreementPath(a)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <CardContent sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <StatusChip status={a.status} />
            <Typography variant="body2" color="text.secondary">
              <Trans>Version {version}</Trans>
            </Typography>
          </Stack>
          <Typography variant="h6" component="h2" fontWeight={700} gutterBottom sx={{ wordBreak: 'break-word' }}>
            {a.name}
          </Typography>
          {showProject && a.frozenProjectDetails && (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {a.frozenProjectDetails.projectName}
            </Typography>
          )}
          <Typography variant="body2" data-testid="loan-agreement-date">
            {when.label === 'Last signed' ? t`Last signed ${date}` : t`Updated ${date}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** LoanAgreementCards lists the user's loan agreements, of one project when projectId is set. */
export function LoanAgreementCards({ projectId }: { projectId?: string }) {
  const filters = projectId ? { isTemplate: false, projectId } : { isTemplate: false };
  const { data, loading, error } = useGql(LOAN_AGREEMENTS, { filters, sortBy: NEWEST_FIRST });
  const list = useMemo(() => newestFirst(data?.allLoanAgreementsForUser ?? []), [data]);
  const { t, i18n } = useLingui();
  if (loading && !data) return <Loading label={t`Loading loan agreements`} />;
  if (list.length === 0) return <EmptyState title={i18n._(EMPTY_LOAN_AGREEMENTS)} error={error} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {list.map((a) => (
        <AgreementCard key={a._id} a={a} showProject={!projectId} />
      ))}
    </Box>
  );
}

/** LoanAgreements is the /loan-agreements page. */
export default function LoanAgreements() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle>{t`Loan Agreements`}</PageTitle>
      <LoanAgreementCards />
    </>
  );
}
