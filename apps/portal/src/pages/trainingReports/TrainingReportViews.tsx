// /training-reports/event/view/{reportId} and /training-reports/quarterly/view/{reportId} (spec/03
// §2, §8): the reports read-only, with the staff's reason for a held or rejected one, the spec's
// empty states and fallbacks, the galleries, and Edit when canEdit.
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Box, Button, Paper, Typography } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { ErrorPanel } from '../../components/ErrorPanel';
import { isNotFound, useGql } from '../../data/useGql';
import { num } from '../../data/text';
import NotFound from '../NotFound';
import { ApprovalNotice, AttachmentGallery, TRAINING_WORDING, FormSection, FormSkeleton, ReportFrame, ReportStatusChip, formatWhen, useCountries } from '../../reports';
import { TRAINING_EVENT, TRAINING_QUARTERLY } from './queries';
import { ITSM_MODULES } from './trainingForms';
import { AddressView, ContactView, Empty, Entries, Facts, SubTitle, dayLabel, trainingCrumbs } from './parts';

function EditButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size="small">
      Edit
    </Button>
  );
}

const cardGrid = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

export function TrainingEventView() {
  const { reportId = '' } = useParams();
  const { data, loading, error } = useGql(TRAINING_EVENT, { _id: reportId }, { quiet: true });
  const r = data?.TrainingEventReportForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !r) return <FormSkeleton />;
  const modules = ITSM_MODULES.filter(([k]) => r.itsmModulesTaught[k]).map(([, l]) => l);
  return (
    <ReportFrame
      crumbs={trainingCrumbs('event')}
      title={r.title || 'Training Event Report'}
      covers={false}
      status={
        <>
          <ReportStatusChip status={r.status} />
          {r.canEdit && <EditButton to={`/training-reports/event/edit/${reportId}`} />}
        </>
      }
    >
      <ApprovalNotice approval={r.approval} />
      <FormSection title="Event Details">
        <Facts
          rows={[
            ['Region', r.regionName || r.regionCode || '—'],
            ['Event Date', dayLabel(r.eventDate)],
            ['Host', r.hostName || '—'],
            ['Host Website', r.hostWebsite || '—'],
            ['Written by', r.createdByUser.name],
            ['Submitted', r.submittedAt ? formatWhen(r.submittedAt) : 'Not submitted'],
          ]}
        />
        <SubTitle>Event Location</SubTitle>
        <AddressView a={r.eventAddress} />
      </FormSection>
      <FormSection title="Training">
        <Facts
          rows={[
            ['People Trained', r.numPeopleTrained == null ? '—' : num(r.numPeopleTrained)],
            ['Modules Taught', modules.length ? modules.join(', ') : '—'],
            ['UPG Adoption Commitments', r.numUpgAdoptions == null ? '—' : num(r.numUpgAdoptions)],
          ]}
        />
        <SubTitle>Trainers Certified</SubTitle>
        {r.trainersTrained.length === 0 ? (
          <Empty>No trainers certified at this event</Empty>
        ) : (
          <Box sx={cardGrid}>
            {r.trainersTrained.map((c) => (
              <Paper key={c._id} variant="outlined" sx={{ p: 1.5 }}>
                <ContactView c={c} />
              </Paper>
            ))}
          </Box>
        )}
        <SubTitle>New Ministry Partnerships</SubTitle>
        {r.newPartnerships.length === 0 ? (
          <Empty>No new ministry partnerships</Empty>
        ) : (
          <Box sx={cardGrid}>
            {r.newPartnerships.map((p) => (
              <Paper key={p._id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography fontWeight={700}>{p.orgName || '—'}</Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 0.5 }}>
                  {p.orgDesc}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1, wordBreak: 'break-all' }}>
                  {p.orgWebsite || 'No website'}
                </Typography>
                <ContactView c={p.contactInfo} />
              </Paper>
            ))}
          </Box>
        )}
        <SubTitle>New UPG Adoptions</SubTitle>
        {r.newAdoptions.length === 0 ? (
          <Empty>No new UPG adoption commitments</Empty>
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
        <SubTitle>Testimonies</SubTitle>
        <Entries items={r.miracles} empty="No testimonies recorded in the Last 3 Months" />
        {r.notes && <Facts rows={[['Notes', r.notes]]} />}
      </FormSection>
      <FormSection title="Files">
        <AttachmentGallery wording={TRAINING_WORDING} reportId={r._id} publicIds={r.publicAttachmentIds} privateIds={r.privateAttachmentIds} />
      </FormSection>
    </ReportFrame>
  );
}

export function TrainingQuarterlyView() {
  const { reportId = '' } = useParams();
  const { data, loading, error } = useGql(TRAINING_QUARTERLY, { _id: reportId }, { quiet: true });
  const { countries } = useCountries();
  const r = data?.TrainingQuarterlyReportForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !r) return <FormSkeleton />;
  const countryName = (code: string | null | undefined) => countries.find((c) => c.shortCode === code)?.name ?? code ?? 'No country';
  return (
    <ReportFrame
      crumbs={trainingCrumbs('quarterly')}
      title={`Quarterly Training Report ${r.quarter}`}
      status={
        <>
          <ReportStatusChip status={r.status} />
          {r.canEdit && <EditButton to={`/training-reports/quarterly/edit/${reportId}`} />}
        </>
      }
    >
      <ApprovalNotice approval={r.approval} />
      <FormSection title="Report">
        <Facts
          rows={[
            ['Quarter', r.quarter],
            ['Training Events', num(r.numEvents)],
            ['People Trained', num(r.numPeopleTrained)],
            ['Written by', r.createdByUser.name],
            ['Submitted', r.submittedAt ? formatWhen(r.submittedAt) : 'Not submitted'],
          ]}
        />
      </FormSection>
      <FormSection title="Training Events">
        {r.events.length === 0 ? (
          <Empty>No events</Empty>
        ) : (
          <Stack spacing={1.5}>
            {r.events.map((x) => (
              <Paper key={x._id} variant="outlined" sx={{ p: 1.5 }} data-testid="event-view">
                <Typography fontWeight={700}>{dayLabel(x.date)}</Typography>
                <Typography variant="body2">
                  {[x.city || 'No city', countryName(x.country)].join(', ')} · Host: {x.host || '—'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {num(x.numPeopleTrained ?? 0)} people trained
                </Typography>
              </Paper>
            ))}
          </Stack>
        )}
      </FormSection>
      <FormSection title="Results">
        <SubTitle>Testimonies</SubTitle>
        <Entries items={r.miracles} empty="No testimonies recorded in the Last 3 Months" />
        <SubTitle>Prayer Requests</SubTitle>
        <Entries items={r.prayerRequests} empty="No prayer requests recorded in the Last 3 Months" />
        {r.notes && <Facts rows={[['Notes', r.notes]]} />}
      </FormSection>
      <FormSection title="Files">
        <AttachmentGallery wording={TRAINING_WORDING} reportId={r._id} publicIds={r.publicAttachmentIds} privateIds={r.privateAttachmentIds} />
      </FormSection>
    </ReportFrame>
  );
}

export default TrainingEventView;
