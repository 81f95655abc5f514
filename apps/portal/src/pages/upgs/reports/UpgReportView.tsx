// /upgs/{peopleGroupId}/reports/view/{reportId} (spec/03 §2, §8): the report read-only, with the
// staff's reason for a held or rejected one, the galleries, and Edit when canEdit.
import type { ReactNode } from 'react';
import { t as tc } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import { formatX4, num } from '../../../reports/texts';
import NotFound from '../../NotFound';
import { ApprovalNotice, AttachmentGallery, FormSection, FormSkeleton, ReportFrame, ReportStatusChip, countryNameOf, formatWhen, useCountries } from '../../../reports';
import { formatQuarter } from '../../../reports/quarters';
import { REPORT_GROUP, UPG_REPORT } from './queries';
import { groupCrumbs } from './UpgReportEdit';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 } }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {v ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const yesNo = (b: boolean | null | undefined) => (b === true ? tc`Yes` : b === false ? tc`No` : '—');

function Entries({ items, empty }: { items: Array<{ _id: string; desc: string }>; empty: string }) {
  if (items.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {items.map((m) => (
        <Paper key={m._id} variant="outlined" sx={{ p: 1.5, whiteSpace: 'pre-line' }}>
          <Typography variant="body2">{m.desc}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/** ChurchCounts is a village's churches and believers ("2 churches · 14 believers"). */
function ChurchCounts({ churches, believers }: { churches: number; believers: number }) {
  const { t } = useLingui();
  const nc = num(churches);
  const nb = num(believers);
  return <>{t`${nc} churches · ${nb} believers`}</>;
}

export default function UpgReportView() {
  const { id = '', reportId = '' } = useParams();
  const group = useGql(REPORT_GROUP, { _id: id }, { quiet: true });
  const { data, loading, error } = useGql(UPG_REPORT, { _id: reportId }, { quiet: true });
  const { countries } = useCountries();
  const { t } = useLingui();
  const r = data?.upgQuarterlyReportForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !r) return <FormSkeleton />;
  const countryName = (code: string | null | undefined) => countryNameOf(countries, code) ?? '—';
  const quarter = formatQuarter(r.quarter);
  const pg = group.data?.peopleGroup;
  return (
    <ReportFrame
      crumbs={groupCrumbs(id, pg)}
      title={t`Quarterly Report ${quarter}`}
      status={
        <>
          <ReportStatusChip status={r.status} />
          {r.canEdit && (
            <Button component={RouterLink} to={`/upgs/${id}/reports/edit/${reportId}`} variant="outlined" size="small">
              <Trans>Edit</Trans>
            </Button>
          )}
        </>
      }
    >
      <ApprovalNotice approval={r.approval} />
      <FormSection title={t`Report`}>
        <Facts
          rows={[
            [t`People Group`, pg ? `${pg.nameAcrossCountries} - ${pg.country ?? ''}` : '—'],
            [t`Quarter`, quarter],
            [t`Field Worker`, r.contact?.fullName ?? '—'],
            ...(r.onBehalfOf ? ([[t`Filed on behalf by`, r.onBehalfOfName || '—']] as Array<[string, ReactNode]>) : []),
            [t`Written by`, r.createdByUser.name],
            [t({ message: 'Submitted', context: 'when' }), r.submittedAt ? formatWhen(r.submittedAt) : t`Not submitted`],
          ]}
        />
      </FormSection>
      <FormSection title={t`Finances`}>
        <Facts
          rows={[
            [t`Received financial support`, yesNo(r.receivedFinancialSupport)],
            ...((r.receivedFinancialSupport
              ? [
                  [t`Received for himself`, formatX4(r.receivedForHimself ?? 0)],
                  [t`Received for holistic projects`, formatX4(r.receivedForHolistic ?? 0)],
                  ...(r.receivedForHolistic ? [[t`Use of holistic funds`, r.useOfHolisticFundsDesc || '—']] : []),
                  [t`Total received`, formatX4(r.receivedTotal ?? 0)],
                ]
              : []) as Array<[string, ReactNode]>),
          ]}
        />
      </FormSection>
      <FormSection title={t`Results`}>
        <Facts
          rows={[
            [t`Churches planted`, num(r.numChurchesPlanted)],
            [t`Heard for the first time`, r.numHeardForFirstTime == null ? '—' : num(r.numHeardForFirstTime)],
            [t`Salvations`, r.numSalvations == null ? '—' : num(r.numSalvations)],
            [t`Water baptisms`, r.numWaterBaptisms == null ? '—' : num(r.numWaterBaptisms)],
          ]}
        />
        <Typography variant="subtitle1" component="h3" fontWeight={700}>
          <Trans>Churches Planted</Trans>
        </Typography>
        {r.churchesPlanted.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>No Churches Planted in the Last 3 Months</Trans>
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {r.churchesPlanted.map((c, i) => (
              <Paper key={i} variant="outlined" sx={{ p: 1.5 }}>
                <Typography fontWeight={700}>{c.villageName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {countryName(c.country)}
                </Typography>
                <Typography variant="body2">
                  <ChurchCounts churches={c.numChurches ?? 0} believers={c.numBelievers ?? 0} />
                </Typography>
              </Paper>
            ))}
          </Box>
        )}
        <Typography variant="subtitle1" component="h3" fontWeight={700}>
          <Trans>Testimonies</Trans>
        </Typography>
        <Entries items={r.miracles} empty={t`No testimonies recorded in the Last 3 Months`} />
        <Typography variant="subtitle1" component="h3" fontWeight={700}>
          <Trans>Prayer Requests</Trans>
        </Typography>
        <Entries items={r.prayerRequests} empty={t`No prayer requests recorded in the Last 3 Months`} />
        {r.hProjects.length > 0 && (
          <>
            <Typography variant="subtitle1" component="h3" fontWeight={700}>
              <Trans>Holistic Projects</Trans>
            </Typography>
            {r.hProjects.map((h, i) => (
              <Paper key={i} variant="outlined" sx={{ p: 1.5 }}>
                <Typography variant="body2">
                  <Trans>Status: {h.status || '—'}</Trans>
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {h.results}
                </Typography>
              </Paper>
            ))}
          </>
        )}
        {r.notes && <Facts rows={[[t`Notes`, r.notes]]} />}
      </FormSection>
      <FormSection title={t`Attachments`}>
        <AttachmentGallery reportId={r._id} publicIds={r.publicAttachmentIds} privateIds={r.privateAttachmentIds} />
      </FormSection>
    </ReportFrame>
  );
}
