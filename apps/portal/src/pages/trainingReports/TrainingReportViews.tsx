// /training-reports/event/view/{reportId} and /training-reports/quarterly/view/{reportId} (spec/03
// §2, §8): the reports read-only, with the staff's reason for a held or rejected one, the spec's
// empty states and fallbacks, the galleries, and Edit when canEdit.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { ErrorPanel } from '../../components/ErrorPanel';
import { isNotFound, useGql } from '../../data/useGql';
import { num } from '../../reports/texts';
import NotFound from '../NotFound';
import { ApprovalNotice, AttachmentGallery, TRAINING_WORDING, FormSection, FormSkeleton, ReportFrame, ReportStatusChip, countryNameOf, formatWhen, useCountries } from '../../reports';
import { formatQuarter } from '../../reports/quarters';
import { TRAINING_EVENT, TRAINING_QUARTERLY } from './queries';
import { ITSM_MODULES } from './trainingForms';
import { AddressView, ContactView, Empty, Entries, Facts, SubTitle, dayLabel, trainingCrumbs } from './parts';

function EditButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size="small">
      <Trans>Edit</Trans>
    </Button>
  );
}

const cardGrid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

export function TrainingEventView() {
  const { reportId = '' } = useParams();
  const { t, i18n } = useLingui();
  const { data, loading, error } = useGql(TRAINING_EVENT, { _id: reportId }, { quiet: true });
  const r = data?.TrainingEventReportForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !r) return <FormSkeleton />;
  const modules = ITSM_MODULES.filter(([k]) => r.itsmModulesTaught[k]).map(([, l]) => i18n._(l));
  return (
    <ReportFrame
      crumbs={trainingCrumbs('event')}
      title={r.title || t`Training Event Report`}
      covers={false}
      status={
        <>
          <ReportStatusChip status={r.status} />
          {r.canEdit && <EditButton to={`/training-reports/event/edit/${reportId}`} />}
        </>
      }
    >
      <ApprovalNotice approval={r.approval} />
      <FormSection title={t`Event Details`}>
        <Facts
          rows={[
            [t`Region`, r.regionName || r.regionCode || '—'],
            [t`Event Date`, dayLabel(r.eventDate)],
            [t`Host`, r.hostName || '—'],
            [t`Host Website`, r.hostWebsite || '—'],
            [t`Written by`, r.createdByUser.name],
            [t({ message: 'Submitted', context: 'when' }), r.submittedAt ? formatWhen(r.submittedAt) : t`Not submitted`],
          ]}
        />
        <SubTitle><Trans>Event Location</Trans></SubTitle>
        <AddressView a={r.eventAddress} />
      </FormSection>
      <FormSection title={t`Training`}>
        <Facts
          rows={[
            [t`People Trained`, r.numPeopleTrained == null ? '—' : num(r.numPeopleTrained)],
            [t`Modules Taught`, modules.length ? modules.join(', ') : '—'],
            [t`UPG Adoption Commitments`, r.numUpgAdoptions == null ? '—' : num(r.numUpgAdoptions)],
          ]}
        />
        <SubTitle><Trans>Trainers Certified</Trans></SubTitle>
        {r.trainersTrained.length === 0 ? (
          <Empty><Trans>No trainers certified at this event</Trans></Empty>
        ) : (
          <Box sx={cardGrid}>
            {r.trainersTrained.map((c) => (
              <Paper key={c._id} variant="outlined" sx={{ p: 1.5 }}>
                <ContactView c={c} />
              </Paper>
            ))}
          </Box>
        )}
        <SubTitle><Trans>New Ministry Partnerships</Trans></SubTitle>
        {r.newPartnerships.length === 0 ? (
          <Empty><Trans>No new ministry partnerships</Trans></Empty>
        ) : (
          <Box sx={cardGrid}>
            {r.newPartnerships.map((p) => (
              <Paper key={p._id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography fontWeight={700}>{p.orgName || '—'}</Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 0.5 }}>
                  {p.orgDesc}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-all' }}>
                  {p.orgWebsite || t`No website`}
                </Typography>
                <ContactView c={p.contactInfo} />
              </Paper>
            ))}
          </Box>
        )}
        <SubTitle><Trans>New UPG Adoptions</Trans></SubTitle>
        {r.newAdoptions.length === 0 ? (
          <Empty><Trans>No new UPG adoption commitments</Trans></Empty>
        ) : (
          <Box sx={cardGrid}>
            {r.newAdoptions.map((a) => (
              <Paper key={a._id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography fontWeight={700} sx={{ mb: 0.5 }}>
                  {a.peopleGroupName || '—'}
                </Typography>
                <ContactView c={a.contactInfo} />
              </Paper>
            ))}
          </Box>
        )}
        <SubTitle><Trans>Testimonies</Trans></SubTitle>
        <Entries items={r.miracles} empty={t`No testimonies recorded in the Last 3 Months`} />
        {r.notes && <Facts rows={[[t`Notes`, r.notes]]} />}
      </FormSection>
      <FormSection title={t`Files`}>
        <AttachmentGallery wording={TRAINING_WORDING} reportId={r._id} publicIds={r.publicAttachmentIds} privateIds={r.privateAttachmentIds} />
      </FormSection>
    </ReportFrame>
  );
}

/** EventPlace is where an event of the quarter was and who hosted it. */
function EventPlace({ city, country, host }: { city: string; country: string; host: string }) {
  const { t } = useLingui();
  return <>{t`${city}, ${country} · Host: ${host}`}</>;
}

function PeopleTrained({ n }: { n: number }) {
  const { t } = useLingui();
  const count = num(n);
  return <>{t`${count} people trained`}</>;
}

export function TrainingQuarterlyView() {
  const { reportId = '' } = useParams();
  const { t } = useLingui();
  const { data, loading, error } = useGql(TRAINING_QUARTERLY, { _id: reportId }, { quiet: true });
  const { countries } = useCountries();
  const r = data?.TrainingQuarterlyReportForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !r) return <FormSkeleton />;
  const countryName = (code: string | null | undefined) => countryNameOf(countries, code) ?? t`No country`;
  const quarter = formatQuarter(r.quarter);
  return (
    <ReportFrame
      crumbs={trainingCrumbs('quarterly')}
      title={t`Quarterly Training Report ${quarter}`}
      status={
        <>
          <ReportStatusChip status={r.status} />
          {r.canEdit && <EditButton to={`/training-reports/quarterly/edit/${reportId}`} />}
        </>
      }
    >
      <ApprovalNotice approval={r.approval} />
      <FormSection title={t`Report`}>
        <Facts
          rows={[
            [t`Quarter`, quarter],
            [t`Training Events`, num(r.numEvents)],
            [t`People Trained`, num(r.numPeopleTrained)],
            [t`Written by`, r.createdByUser.name],
            [t({ message: 'Submitted', context: 'when' }), r.submittedAt ? formatWhen(r.submittedAt) : t`Not submitted`],
          ]}
        />
      </FormSection>
      <FormSection title={t`Training Events`}>
        {r.events.length === 0 ? (
          <Empty><Trans>No events</Trans></Empty>
        ) : (
          <Stack spacing={1.5}>
            {r.events.map((x) => (
              <Paper key={x._id} variant="outlined" sx={{ p: 1.5 }} data-testid="event-view">
                <Typography fontWeight={700}>{dayLabel(x.date)}</Typography>
                <Typography variant="body2">
                  <EventPlace city={x.city || t`No city`} country={countryName(x.country)} host={x.host || '—'} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <PeopleTrained n={x.numPeopleTrained ?? 0} />
                </Typography>
              </Paper>
            ))}
          </Stack>
        )}
      </FormSection>
      <FormSection title={t`Results`}>
        <SubTitle><Trans>Testimonies</Trans></SubTitle>
        <Entries items={r.miracles} empty={t`No testimonies recorded in the Last 3 Months`} />
        <SubTitle><Trans>Prayer Requests</Trans></SubTitle>
        <Entries items={r.prayerRequests} empty={t`No prayer requests recorded in the Last 3 Months`} />
        {r.notes && <Facts rows={[[t`Notes`, r.notes]]} />}
      </FormSection>
      <FormSection title={t`Files`}>
        <AttachmentGallery wording={TRAINING_WORDING} reportId={r._id} publicIds={r.publicAttachmentIds} privateIds={r.privateAttachmentIds} />
      </FormSection>
    </ReportFrame>
  );
}

export default TrainingEventView;
