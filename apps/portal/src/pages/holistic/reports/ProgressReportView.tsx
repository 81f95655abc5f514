// /holistic-projects/{projectId}/reports/view/{reportId} (spec/03 §2, §5, §8): the progress report
// read-only, with the staff's reason for a held or rejected one; USD equivalents only when the
// exchange rate is above 0; the galleries; Edit when canEdit.
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@reach/ui/router';
import { Button } from '@reach/ui/mui';
import Stack from '@mui/material/Stack';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFound, useGql } from '../../../data/useGql';
import { enumLabel } from '../../../data/labels';
import NotFound from '../../NotFound';
import { ApprovalNotice, AttachmentGallery, PROJECT_WORDING, FormSection, FormSkeleton, ReportFrame, ReportStatusChip, formatWhen } from '../../../reports';
import { formatAmount, overRate } from '../amounts';
import { Entries, Facts, SubTitle, yesNoText } from '../formParts';
import { PROGRESS_REPORT, PROJECT_FOR_REPORTS } from './queries';
import { projectCrumbs } from './ProgressReportEdit';

export default function ProgressReportView() {
  const { projectId = '', reportId = '' } = useParams();
  const project = useGql(PROJECT_FOR_REPORTS, { _id: projectId }, { quiet: true });
  const { data, loading, error } = useGql(PROGRESS_REPORT, { _id: reportId }, { quiet: true });
  const r = data?.holisticQuarterlyReportForUser;
  if (error && isNotFound(error)) return <NotFound />;
  if (error) return <ErrorPanel error={error} />;
  if (loading || !r) return <FormSkeleton />;
  const cur = r.currency || 'local';
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
      title={`Progress Report ${r.quarter}`}
      status={
        <Stack direction="row" spacing={1} alignItems="center">
          <ReportStatusChip status={r.status} />
          {r.canEdit && r.status !== 'APPROVED' && r.status !== 'REJECTED' && (
            <Button component={RouterLink} to={`/holistic-projects/${projectId}/reports/edit/${reportId}`} variant="outlined" size="small">
              Edit
            </Button>
          )}
        </Stack>
      }
    >
      <ApprovalNotice approval={r.approval} />
      <FormSection title="Progress">
        <Facts
          rows={[
            ['Holistic Project', proj ? `${proj.projectName}${proj.projectNo ? ` (${proj.projectNo})` : ''}` : '—'],
            ['Quarter', r.quarter],
            ['Written by', r.createdByUser.name],
            ['Submitted', r.submittedAt ? formatWhen(r.submittedAt) : 'Not submitted'],
            ['Project State', r.projectState ? enumLabel(r.projectState) : ''],
            ['Progress', r.progressDesc],
            ['Problems', r.problemsDesc],
          ]}
        />
      </FormSection>
      <FormSection title="Finances">
        <Facts
          rows={[
            ['Received funds', yesNoText(r.hasReceivedFunds)],
            ['Loan Total', formatAmount(r.loanTotal)],
            ['Loan Term', r.loanTerm ? `${r.loanTerm} months` : ''],
            ['Loan Payments This Quarter', formatAmount(r.loadPaymentsThisQuarterUsd)],
            ['Loan Payments Total', formatAmount(r.loanPaymentsTotalUsd)],
            ['Exchange Rate', rate > 0 ? `$1 = ${rate} ${cur}` : ''],
            ['Expenses This Quarter', withUsd(r.expensesThisQuarterForeign)],
            ['Expenses Description', r.expensesThisQuarterDesc],
            ['Revenue This Quarter', withUsd(r.revenueThisQuarterForeign)],
            ['Revenue Description', r.revenueThisQuarterDesc],
          ]}
        />
        <SubTitle>Supported Field Workers</SubTitle>
        {r.supportedFieldWorkers.length === 0 ? <Entries items={[]} empty="No supported field workers" /> : <Facts rows={r.supportedFieldWorkers.map((w, i) => [`${i + 1}. ${w.name || '—'}`, withUsd(w.amountForeign)])} />}
      </FormSection>
      <FormSection title="Testimonies and Prayer">
        <SubTitle>Testimonies</SubTitle>
        <Entries items={r.miracles} empty="No testimonies recorded in the Last 3 Months" />
        <SubTitle>Prayer Requests</SubTitle>
        <Entries items={r.prayerRequests} empty="No prayer requests recorded in the Last 3 Months" />
        {r.notes && <Facts rows={[['Notes', r.notes]]} />}
      </FormSection>
      <FormSection title="Attachments">
        <AttachmentGallery wording={PROJECT_WORDING} reportId={r._id} publicIds={r.publicAttachmentIds} privateIds={r.privateAttachmentIds} />
      </FormSection>
    </ReportFrame>
  );
}
