// People group quarterly report documents (backend/graph/schema/upg_quarterly_report.graphqls).
import { doc } from '@reach/ui/graphql';
import type {
  CreateUpgQuarterlyReportMutation,
  CreateUpgQuarterlyReportMutationVariables,
  DeleteUpgQuarterlyReportMutation,
  DeleteUpgQuarterlyReportMutationVariables,
  SubmitUpgQuarterlyReportMutation,
  SubmitUpgQuarterlyReportMutationVariables,
  UnsubmitUpgQuarterlyReportMutation,
  UnsubmitUpgQuarterlyReportMutationVariables,
  UpdateUpgQuarterlyReportMutation,
  UpdateUpgQuarterlyReportMutationVariables,
  UpgQuarterlyReportForUserQuery,
  UpgQuarterlyReportForUserQueryVariables,
  UpgReportCardFieldsFragment,
  UpgReportFieldsFragment,
  ReportGroupQuery,
  ReportGroupQueryVariables,
} from '../../../generated/graphql';

export type UpgReportCard = UpgReportCardFieldsFragment;
export type UpgReport = UpgReportFieldsFragment;

export const UPG_REPORT_CARD_FIELDS = /* GraphQL */ `fragment UpgReportCardFields on UpgQuarterlyReport {
  _id quarter status canEdit submittedAt createdAt updatedAt
  contact { _id fullName }
  numChurchesPlanted numHeardForFirstTime numSalvations numWaterBaptisms
  miracles { _id } prayerRequests { _id }
}`;

export const UPG_REPORT_FIELDS = /* GraphQL */ `fragment UpgReportFields on UpgQuarterlyReport {
  _id version quarter status canEdit notes contactId submittedAt isSubmitted createdAt updatedAt createdBy
  contact { _id fullName }
  createdByUser { _id name }
  approval { status when reason approver { _id name } }
  peopleGroupId
  onBehalfOf onBehalfOfName onBehalfOfId
  receivedFinancialSupport receivedForHimself receivedForHolistic useOfHolisticFundsDesc receivedTotal
  hProjects { projectId status results }
  churchesPlanted { villageName country numChurches numBelievers }
  numChurchesPlanted numHeardForFirstTime numSalvations numWaterBaptisms
  miracles { _id desc }
  prayerRequests { _id desc }
  publicAttachmentIds privateAttachmentIds
}`;

/** UPG_REPORTS is a string for usePaged (first, after, filters). */
export const UPG_REPORTS = /* GraphQL */ `query UpgQuarterlyReports($first: Int, $after: String, $filters: UpgQuarterlyReportFilters) {
  allUpgQuarterlyReportsForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...UpgReportCardFields } }
  }
}
${UPG_REPORT_CARD_FIELDS}`;

export const UPG_REPORT = doc<UpgQuarterlyReportForUserQuery, UpgQuarterlyReportForUserQueryVariables>(/* GraphQL */ `query UpgQuarterlyReportForUser($_id: ID!) {
  upgQuarterlyReportForUser(_id: $_id) { ...UpgReportFields }
}
${UPG_REPORT_FIELDS}`);

export const CREATE_UPG_REPORT = doc<CreateUpgQuarterlyReportMutation, CreateUpgQuarterlyReportMutationVariables>(/* GraphQL */ `mutation CreateUpgQuarterlyReport($report: UpgQuarterlyReportInput!) {
  createUpgQuarterlyReportForUser(report: $report) { ...UpgReportFields }
}
${UPG_REPORT_FIELDS}`);

export const UPDATE_UPG_REPORT = doc<UpdateUpgQuarterlyReportMutation, UpdateUpgQuarterlyReportMutationVariables>(/* GraphQL */ `mutation UpdateUpgQuarterlyReport($report: UpgQuarterlyReportInput!) {
  updateUpgQuarterlyReportForUser(report: $report) { ...UpgReportFields }
}
${UPG_REPORT_FIELDS}`);

export const SUBMIT_UPG_REPORT = doc<SubmitUpgQuarterlyReportMutation, SubmitUpgQuarterlyReportMutationVariables>(/* GraphQL */ `mutation SubmitUpgQuarterlyReport($reportId: ID!) {
  submitUpgQuarterlyReportForUser(reportId: $reportId) { ...UpgReportFields }
}
${UPG_REPORT_FIELDS}`);

export const UNSUBMIT_UPG_REPORT = doc<UnsubmitUpgQuarterlyReportMutation, UnsubmitUpgQuarterlyReportMutationVariables>(/* GraphQL */ `mutation UnsubmitUpgQuarterlyReport($reportId: ID!) {
  unsubmitUpgQuarterlyReportForUser(reportId: $reportId) { ...UpgReportFields }
}
${UPG_REPORT_FIELDS}`);

export const DELETE_UPG_REPORT = doc<DeleteUpgQuarterlyReportMutation, DeleteUpgQuarterlyReportMutationVariables>(/* GraphQL */ `mutation DeleteUpgQuarterlyReport($_id: ID!) {
  deleteUpgQuarterlyReportForUser(_id: $_id) { deletedId }
}`);

export const REPORT_GROUP = doc<ReportGroupQuery, ReportGroupQueryVariables>(/* GraphQL */ `query ReportGroup($_id: ID!) {
  peopleGroup(_id: $_id) { _id nameAcrossCountries country myRoles }
  canCreateUpgQuarterlyReport(peopleGroupId: $_id)
}`);
