// Holistic progress report documents (backend/graph/schema/holistic_quarterly_report.graphqls) and
// the project facts the reports feed (projectNo, supported field workers, responsible persons,
// cumulative stats).
import { doc } from '@reach/ui/graphql';
import type {
  CreateHolisticQuarterlyReportMutation,
  CreateHolisticQuarterlyReportMutationVariables,
  DeleteHolisticQuarterlyReportMutation,
  DeleteHolisticQuarterlyReportMutationVariables,
  HolisticProgressCardFieldsFragment,
  HolisticProgressFieldsFragment,
  HolisticQuarterlyReportForUserQuery,
  HolisticQuarterlyReportForUserQueryVariables,
  ProgressReportProjectQuery,
  ProgressReportProjectQueryVariables,
  SubmitHolisticQuarterlyReportMutation,
  SubmitHolisticQuarterlyReportMutationVariables,
  UnsubmitHolisticQuarterlyReportMutation,
  UnsubmitHolisticQuarterlyReportMutationVariables,
  UpdateHolisticQuarterlyReportMutation,
  UpdateHolisticQuarterlyReportMutationVariables,
} from '../../../generated/graphql';

export type ProgressCard = HolisticProgressCardFieldsFragment;
export type ProgressReport = HolisticProgressFieldsFragment;
export type ReportingProject = NonNullable<ProgressReportProjectQuery['holisticProjectForUser']>;

export const PROGRESS_CARD_FIELDS = /* GraphQL */ `fragment HolisticProgressCardFields on HolisticQuarterlyReport {
  _id quarter status canEdit submittedAt createdAt updatedAt projectState hasReceivedFunds
  currency exchangeRate expensesThisQuarterForeign revenueThisQuarterForeign loadPaymentsThisQuarterUsd
  contact { _id fullName }
  miracles { _id } prayerRequests { _id }
}`;

export const PROGRESS_FIELDS = /* GraphQL */ `fragment HolisticProgressFields on HolisticQuarterlyReport {
  _id version quarter status canEdit notes contactId submittedAt isSubmitted createdAt updatedAt
  contact { _id fullName }
  createdByUser { _id name }
  approval { status when reason approver { _id name } }
  holisticProjectId projectState progressDesc problemsDesc projectCoordId
  loanTotal loanTerm hasReceivedFunds loadPaymentsThisQuarterUsd loanPaymentsTotalUsd
  currency exchangeRate expensesThisQuarterForeign expensesThisQuarterDesc revenueThisQuarterForeign revenueThisQuarterDesc
  supportedFieldWorkers { contactId name amountForeign }
  miracles { _id desc }
  prayerRequests { _id desc }
  publicAttachmentIds privateAttachmentIds
}`;

/** PROGRESS_REPORTS is a string for usePaged (first, after, filters, sortBy). */
export const PROGRESS_REPORTS = /* GraphQL */ `query HolisticQuarterlyReports($first: Int, $after: String, $filters: HolisticQuarterlyReportFilters, $sortBy: [SortByInput!]) {
  allHolisticQuarterlyReportsForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...HolisticProgressCardFields } }
  }
}
${PROGRESS_CARD_FIELDS}`;

export const PROGRESS_REPORT = doc<HolisticQuarterlyReportForUserQuery, HolisticQuarterlyReportForUserQueryVariables>(/* GraphQL */ `query HolisticQuarterlyReportForUser($_id: ID!) {
  holisticQuarterlyReportForUser(_id: $_id) { ...HolisticProgressFields }
}
${PROGRESS_FIELDS}`);

/** PROJECT_FOR_REPORTS is the project as its reports and info tab read it. */
export const PROJECT_FOR_REPORTS = doc<ProgressReportProjectQuery, ProgressReportProjectQueryVariables>(/* GraphQL */ `query ProgressReportProject($_id: ID!) {
  holisticProjectForUser(_id: $_id) {
    _id projectNo projectName typeOfProject stage applicationId
    supportedFieldWorkers { contactId name totalReceived }
    responsiblePersons { contactId name role projectedHrsPerWeek priorExperience }
    cumulativeStats { numMiraclesReported numProgressReports hasReceivedFunds loanPaymentsMade cumulativeExpenses cumulativeRevenue latestExchangeRate latestCurrency }
  }
  canCreateHolisticQuarterlyReport(holisticProjectId: $_id)
}`);

export const CREATE_PROGRESS = doc<CreateHolisticQuarterlyReportMutation, CreateHolisticQuarterlyReportMutationVariables>(/* GraphQL */ `mutation CreateHolisticQuarterlyReport($report: HolisticQuarterlyReportInput!) {
  createHolisticQuarterlyReportForUser(report: $report) { ...HolisticProgressFields }
}
${PROGRESS_FIELDS}`);

export const UPDATE_PROGRESS = doc<UpdateHolisticQuarterlyReportMutation, UpdateHolisticQuarterlyReportMutationVariables>(/* GraphQL */ `mutation UpdateHolisticQuarterlyReport($report: HolisticQuarterlyReportInput!) {
  updateHolisticQuarterlyReportForUser(report: $report) { ...HolisticProgressFields }
}
${PROGRESS_FIELDS}`);

export const SUBMIT_PROGRESS = doc<SubmitHolisticQuarterlyReportMutation, SubmitHolisticQuarterlyReportMutationVariables>(/* GraphQL */ `mutation SubmitHolisticQuarterlyReport($holisticProjectId: ID!, $reportId: ID!) {
  submitHolisticQuarterlyReportForUser(holisticProjectId: $holisticProjectId, reportId: $reportId) { ...HolisticProgressFields }
}
${PROGRESS_FIELDS}`);

export const UNSUBMIT_PROGRESS = doc<UnsubmitHolisticQuarterlyReportMutation, UnsubmitHolisticQuarterlyReportMutationVariables>(/* GraphQL */ `mutation UnsubmitHolisticQuarterlyReport($holisticProjectId: ID!, $reportId: ID!) {
  unsubmitHolisticQuarterlyReportForUser(holisticProjectId: $holisticProjectId, reportId: $reportId) { ...HolisticProgressFields }
}
${PROGRESS_FIELDS}`);

export const DELETE_PROGRESS = doc<DeleteHolisticQuarterlyReportMutation, DeleteHolisticQuarterlyReportMutationVariables>(/* GraphQL */ `mutation DeleteHolisticQuarterlyReport($_id: ID!) {
  deleteHolisticQuarterlyReportForUser(_id: $_id) { deletedId }
}`);
