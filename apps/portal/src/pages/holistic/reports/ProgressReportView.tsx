// /holistic-projects/{projectId}/reports/view/{reportId} (spec/03 §2, §5, §8): the progress report
// read-only, with the staff's reason for a held or rejected one; USD equivalents only when the
// exchange rate is above 0; the galleries; Edit when canEdit.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatQuarter } from '../../../reports/quarters';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Button } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import { localCurrency, projectLabel } from '../labels';
import NotFound from '../../NotFound';
import { ApprovalNotice, AttachmentGallery, PROJECT_WORDING, FormSection, FormSkeleton, ReportFrame, ReportStatusChip, formatWhen } from '../../../reports';
import { formatAmount, overRate } from '../amounts';
import { Entries, Facts, SubTitle, yesNoText } from '../formParts';
import { PROGRESS_REPORT, PROJECT_FOR_REPORTS } from './queries';
import { projectCrumbs } from './ProgressReportEdit';

export default function ProgressReportView() {
  const { t } = useLingui();
  const { projectId = '', reportId = '' } = useParams();
  const project = useGql(PROJECT_FOR_REPORTS, { _id: projectId }, { quiet: true });
  const { data, loading, error } = useGql(PROGRESS_REPORT, { _id: reportId }, { quiet: true });
  const r = data?.holisticQuarterlyReportForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !r) return <FormSkeleton />;
  const cur = r.currency || localCurrency();
  const quarter = formatQuarter(r.quarter);
  const rate = r.exchangeRate ?? 0;
  const withUsd = (x4: number | null | undefined): ReactNode => {
    const local = formatAmount(x4, cur);
    if (!(rate > 0) || x4 === null || x4 === undefined) return local;
    return `${local} (≈ ${formatAmount(overRate(x4, rate))} USD)`;
  };
  const proj = project.data?.holisticProjectForUser;
  return (
    <ReportFrame
      crumbs={projectCrumbs(projectId, proj?.projectName)}
      title={t`Progress Report ${quarter}`}
      status={
        <Stack direction="row" spacing={1} alignItems="center">
          <ReportStatusChip status={r.status} />
          {r.canEdit && r.status !== 'APPROVED' && r.status !== 'REJECTED' && (
            <Button component={RouterLink} to={`/holistic-projects/${projectId}/reports/edit/${reportId}`} variant="outlined" size="small">
              <Trans>Edit</Trans>
            </Button>
          )}
        </Stack>
      }
    >
      <ApprovalNotice approval={r.approval} />
      <FormSection title={t`Progress`}>
        <Facts
          rows={[
            [t`Holistic Project`, proj ? `${proj.projectName}${proj.projectNo ? ` (${proj.projectNo})` : ''}` : '—'],
            [t`Quarter`, quarter],
            [t`Written by`, r.createdByUser.name],
            [t({ message: 'Submitted', context: 'when' }), r.submittedAt ? formatWhen(r.submittedAt) : 'Not submitted'],
            [t`Project State`, r.projectState ? projectLabel(r.projectState) : ''],
            [t`Progress`, r.progressDesc],
            [t`Problems`, r.problemsDesc],
          ]}
        />
      </FormSection>
      <FormSection title={t`Finances`}>
        <Facts
          rows={[
            [t`Received funds`, yesNoText(r.hasReceivedFunds)],
            [t`Loan Total`, formatAmount(r.loanTotal)],
            [t`Loan Term`, r.loanTerm ? `${r.loanTerm} months` : ''],
            [t`Loan Payments This Quarter`, formatAmount(r.loadPaymentsThisQuarterUsd)],
            [t`Loan Payments Total`, formatAmount(r.loanPaymentsTotalUsd)],
            [t`Exchange Rate`, rate > 0 ? `$1 = ${rate} ${cur}` : ''],
            [t`Expenses This Quarter`, withUsd(r.expensesThisQuarterForeign)],
            [t`Expenses Description`, r.expensesThisQuarterDesc],
            [t`Revenue This Quarter`, withUsd(r.revenueThisQuarterForeign)],
            [t`Revenue Description`, r.revenueThisQuarterDesc],
          ]}
        />
        <SubTitle><Trans>Supported Field Workers</Trans></SubTitle>
        {r.supportedFieldWorkers.length === 0 ? <Entries items={[]} empty={t`No supported field workers`} /> : <Facts rows={r.supportedFieldWorkers.map((w, i) => [`${i + 1}. ${w.name || '—'}`, withUsd(w.amountForeign)])} />}
      </FormSection>
      <FormSection title={t`Testimonies and Prayer`}>
        <SubTitle><Trans>Testimonies</Trans></SubTitle>
        <Entries items={r.miracles} empty={t`No testimonies recorded in the Last 3 Months`} />
        <SubTitle><Trans>Prayer Requests</Trans></SubTitle>
        <Entries items={r.prayerRequests} empty={t`No prayer requests recorded in the Last 3 Months`} />
        {r.notes && <Facts rows={[[t`Notes`, r.notes]]} />}
      </FormSection>
      <FormSection title={t`Attachments`}>
        <AttachmentGallery wording={PROJECT_WORDING} reportId={r._id} publicIds={r.publicAttachmentIds} privateIds={r.privateAttachmentIds} />
      </FormSection>
    </ReportFrame>
  );
}
