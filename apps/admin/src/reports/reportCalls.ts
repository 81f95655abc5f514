// The report calls react-admin's provider cannot build: get-one through report(_id) (Report(id)
// cannot sit beside it in the schema, docs/reports.md) and the staff's decisions.
import { doc } from '@reach/ui/graphql';
import type {
  AdminReportQuery,
  AdminReportQueryVariables,
  AdminReportFilesQuery,
  AdminReportFilesQueryVariables,
  ApproveReportMutation,
  ApproveReportMutationVariables,
  BulkApproveReportsMutation,
  BulkApproveReportsMutationVariables,
  HoldReportMutation,
  HoldReportMutationVariables,
  RejectReportMutation,
  RejectReportMutationVariables,
  ReportCountriesQuery,
  ReportCountriesQueryVariables,
  UndoReportApprovalMutation,
  UndoReportApprovalMutationVariables,
} from '../generated/graphql';

export const ADMIN_REPORT = doc<AdminReportQuery, AdminReportQueryVariables>(/* GraphQL */ `query AdminReport($id: ID!) {
  report(_id: $id) {
    id _id reportType status version contactId peopleGroupId holisticProjectId regionCode quarter notes fields
    submittedAt isSubmitted isApproved createdBy createdByUser { _id name } updatedBy createdAt updatedAt canEdit
    approval { status when approver { _id name } reason undoableUntil }
    history { _id userId userName when fromStatus toStatus reason via }
  }
}`);

// A report's attachments (REPORT_FILE files attached to it), with fresh signed URLs for staff.
export const ADMIN_REPORT_FILES = doc<AdminReportFilesQuery, AdminReportFilesQueryVariables>(/* GraphQL */ `query AdminReportFiles($id: ID!) {
  allFilesForUser(filters: { type: "REPORT_FILE", attachedTo: $id }) { _id filename contentType size url thumbnail }
}`);

// The countries by ISO code, to name the ones a report's fields give (the portal's country picker
// offers the same list and names).
export const REPORT_COUNTRIES = doc<ReportCountriesQuery, ReportCountriesQueryVariables>(/* GraphQL */ `query ReportCountries {
  countries { shortCode name }
}`);

// The back office's Approve is undoable: stored at once, and its approver may take it back for a
// few seconds with UNDO_REPORT_APPROVAL (docs/reports.md, "Undoing an approval").
export const APPROVE_REPORT = doc<ApproveReportMutation, ApproveReportMutationVariables>(/* GraphQL */ `mutation ApproveReport($id: ID!) {
  approveReport(id: $id, undoable: true) { id status version }
}`);

export const UNDO_REPORT_APPROVAL = doc<UndoReportApprovalMutation, UndoReportApprovalMutationVariables>(/* GraphQL */ `mutation UndoReportApproval($id: ID!) {
  undoReportApproval(id: $id) { id status version }
}`);

export const HOLD_REPORT = doc<HoldReportMutation, HoldReportMutationVariables>(/* GraphQL */ `mutation HoldReport($id: ID!, $reason: String!) {
  holdReport(id: $id, reason: $reason) { id status version }
}`);

export const REJECT_REPORT = doc<RejectReportMutation, RejectReportMutationVariables>(/* GraphQL */ `mutation RejectReport($id: ID!, $reason: String!) {
  rejectReport(id: $id, reason: $reason) { id status version }
}`);

export const BULK_APPROVE_REPORTS = doc<BulkApproveReportsMutation, BulkApproveReportsMutationVariables>(/* GraphQL */ `mutation BulkApproveReports($ids: [ID!]!, $versions: [Int!]) {
  bulkApproveReports(ids: $ids, versions: $versions) { approved { id status version } skipped { _id status message } }
}`);
