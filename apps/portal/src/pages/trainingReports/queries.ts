// Training report documents (backend/graph/schema/training_event_report.graphqls,
// training_quarterly_report.graphqls, training.graphqls).
import { doc } from '@reach/ui/graphql';
import type {
  CanCreateTrainingReportsQuery,
  CreateTrainingEventReportMutation,
  CreateTrainingEventReportMutationVariables,
  CreateTrainingQuarterlyReportMutation,
  CreateTrainingQuarterlyReportMutationVariables,
  DeleteTrainingEventReportMutation,
  DeleteTrainingEventReportMutationVariables,
  DeleteTrainingQuarterlyReportMutation,
  DeleteTrainingQuarterlyReportMutationVariables,
  SubmitTrainingEventReportMutation,
  SubmitTrainingEventReportMutationVariables,
  SubmitTrainingQuarterlyReportMutation,
  SubmitTrainingQuarterlyReportMutationVariables,
  TrainingEventCardFieldsFragment,
  TrainingEventFieldsFragment,
  TrainingEventReportForUserQuery,
  TrainingEventReportForUserQueryVariables,
  TrainingQuarterlyCardFieldsFragment,
  TrainingQuarterlyFieldsFragment,
  TrainingQuarterlyReportForUserQuery,
  TrainingQuarterlyReportForUserQueryVariables,
  UnsubmitTrainingEventReportMutation,
  UnsubmitTrainingEventReportMutationVariables,
  UnsubmitTrainingQuarterlyReportMutation,
  UnsubmitTrainingQuarterlyReportMutationVariables,
  UpdateTrainingEventReportMutation,
  UpdateTrainingEventReportMutationVariables,
  UpdateTrainingQuarterlyReportMutation,
  UpdateTrainingQuarterlyReportMutationVariables,
} from '../../generated/graphql';

export type TrainingEventCard = TrainingEventCardFieldsFragment;
export type TrainingEvent = TrainingEventFieldsFragment;
export type TrainingQuarterlyCard = TrainingQuarterlyCardFieldsFragment;
export type TrainingQuarterly = TrainingQuarterlyFieldsFragment;

export const CAN_CREATE_TRAINING_REPORTS = doc<CanCreateTrainingReportsQuery>(/* GraphQL */ `query CanCreateTrainingReports {
  CanCreateTrainingEventReport
  CanCreateTrainingQuarterlyReport
}`);

export const TRAINING_EVENT_CARD_FIELDS = /* GraphQL */ `fragment TrainingEventCardFields on TrainingEventReport {
  _id status canEdit eventDate title regionCode regionName createdAt
  eventAddress { label city state country }
  numPeopleTrained numUpgAdoptions
  trainersTrained { _id }
  newPartnerships { _id }
}`;

export const TRAINING_EVENT_FIELDS = /* GraphQL */ `fragment TrainingEventFields on TrainingEventReport {
  _id version status canEdit notes contactId submittedAt createdAt updatedAt
  createdByUser { _id name }
  approval { status when reason approver { _id name } }
  regionCode regionName title eventDate hostName hostWebsite
  eventAddress { label address1 address2 city state country zipCode }
  numPeopleTrained
  itsmModulesTaught { intro mod1 mod2 mod3 mod4 mod5 mod6 mod7 mod8 mod9 }
  trainersTrained { _id name email phone whatsApp country orgName potentialRole }
  newPartnerships { _id orgName orgDesc orgWebsite contactInfo { _id name email phone whatsApp country orgName potentialRole } }
  numUpgAdoptions
  newAdoptions { _id peopleGroupId peopleGroupName contactInfo { _id name email phone whatsApp country orgName potentialRole } }
  miracles { _id desc }
  publicAttachmentIds privateAttachmentIds
}`;

/** TRAINING_EVENTS is a string for usePaged (first, after). */
export const TRAINING_EVENTS = /* GraphQL */ `query TrainingEventReports($first: Int, $after: String, $filters: TrainingReportFilters) {
  AllTrainingEventReports(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...TrainingEventCardFields } }
  }
}
${TRAINING_EVENT_CARD_FIELDS}`;

export const TRAINING_EVENT = doc<TrainingEventReportForUserQuery, TrainingEventReportForUserQueryVariables>(/* GraphQL */ `query TrainingEventReportForUser($_id: ID!) {
  TrainingEventReportForUser(_id: $_id) { ...TrainingEventFields }
}
${TRAINING_EVENT_FIELDS}`);

export const CREATE_TRAINING_EVENT = doc<CreateTrainingEventReportMutation, CreateTrainingEventReportMutationVariables>(/* GraphQL */ `mutation CreateTrainingEventReport($report: TrainingEventReportInput!) {
  CreateTrainingEventReportForUser(report: $report) { ...TrainingEventFields }
}
${TRAINING_EVENT_FIELDS}`);

export const UPDATE_TRAINING_EVENT = doc<UpdateTrainingEventReportMutation, UpdateTrainingEventReportMutationVariables>(/* GraphQL */ `mutation UpdateTrainingEventReport($report: TrainingEventReportInput!) {
  UpdateTrainingEventReportForUser(report: $report) { ...TrainingEventFields }
}
${TRAINING_EVENT_FIELDS}`);

export const SUBMIT_TRAINING_EVENT = doc<SubmitTrainingEventReportMutation, SubmitTrainingEventReportMutationVariables>(/* GraphQL */ `mutation SubmitTrainingEventReport($reportId: ID!) {
  SubmitTrainingEventReportForUser(reportId: $reportId) { ...TrainingEventFields }
}
${TRAINING_EVENT_FIELDS}`);

export const UNSUBMIT_TRAINING_EVENT = doc<UnsubmitTrainingEventReportMutation, UnsubmitTrainingEventReportMutationVariables>(/* GraphQL */ `mutation UnsubmitTrainingEventReport($reportId: ID!) {
  unsubmitTrainingEventReportForUser(reportId: $reportId) { ...TrainingEventFields }
}
${TRAINING_EVENT_FIELDS}`);

export const DELETE_TRAINING_EVENT = doc<DeleteTrainingEventReportMutation, DeleteTrainingEventReportMutationVariables>(/* GraphQL */ `mutation DeleteTrainingEventReport($_id: ID!) {
  DeleteTrainingEventReportForUser(_id: $_id) { deletedId }
}`);

export const TRAINING_QUARTERLY_CARD_FIELDS = /* GraphQL */ `fragment TrainingQuarterlyCardFields on TrainingQuarterlyReport {
  _id quarter status canEdit createdAt
  numEvents numPeopleTrained
  miracles { _id } prayerRequests { _id }
}`;

export const TRAINING_QUARTERLY_FIELDS = /* GraphQL */ `fragment TrainingQuarterlyFields on TrainingQuarterlyReport {
  _id version quarter status canEdit notes contactId submittedAt createdAt updatedAt
  createdByUser { _id name }
  approval { status when reason approver { _id name } }
  events { _id date numPeopleTrained city country host }
  numEvents numPeopleTrained
  miracles { _id desc }
  prayerRequests { _id desc }
  publicAttachmentIds privateAttachmentIds
}`;

export const TRAINING_QUARTERLIES = /* GraphQL */ `query TrainingQuarterlyReports($first: Int, $after: String, $filters: TrainingReportFilters) {
  AllTrainingQuarterlyReports(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...TrainingQuarterlyCardFields } }
  }
}
${TRAINING_QUARTERLY_CARD_FIELDS}`;

export const TRAINING_QUARTERLY = doc<TrainingQuarterlyReportForUserQuery, TrainingQuarterlyReportForUserQueryVariables>(/* GraphQL */ `query TrainingQuarterlyReportForUser($_id: ID!) {
  TrainingQuarterlyReportForUser(_id: $_id) { ...TrainingQuarterlyFields }
}
${TRAINING_QUARTERLY_FIELDS}`);

export const CREATE_TRAINING_QUARTERLY = doc<CreateTrainingQuarterlyReportMutation, CreateTrainingQuarterlyReportMutationVariables>(/* GraphQL */ `mutation CreateTrainingQuarterlyReport($report: TrainingQuarterlyReportInput!) {
  CreateTrainingQuarterlyReportForUser(report: $report) { ...TrainingQuarterlyFields }
}
${TRAINING_QUARTERLY_FIELDS}`);

export const UPDATE_TRAINING_QUARTERLY = doc<UpdateTrainingQuarterlyReportMutation, UpdateTrainingQuarterlyReportMutationVariables>(/* GraphQL */ `mutation UpdateTrainingQuarterlyReport($report: TrainingQuarterlyReportInput!) {
  UpdateTrainingQuarterlyReportForUser(report: $report) { ...TrainingQuarterlyFields }
}
${TRAINING_QUARTERLY_FIELDS}`);

export const SUBMIT_TRAINING_QUARTERLY = doc<SubmitTrainingQuarterlyReportMutation, SubmitTrainingQuarterlyReportMutationVariables>(/* GraphQL */ `mutation SubmitTrainingQuarterlyReport($reportId: ID!) {
  SubmitTrainingQuarterlyReportForUser(reportId: $reportId) { ...TrainingQuarterlyFields }
}
${TRAINING_QUARTERLY_FIELDS}`);

export const UNSUBMIT_TRAINING_QUARTERLY = doc<UnsubmitTrainingQuarterlyReportMutation, UnsubmitTrainingQuarterlyReportMutationVariables>(/* GraphQL */ `mutation UnsubmitTrainingQuarterlyReport($reportId: ID!) {
  unsubmitTrainingQuarterlyReportForUser(reportId: $reportId) { ...TrainingQuarterlyFields }
}
${TRAINING_QUARTERLY_FIELDS}`);

export const DELETE_TRAINING_QUARTERLY = doc<DeleteTrainingQuarterlyReportMutation, DeleteTrainingQuarterlyReportMutationVariables>(/* GraphQL */ `mutation DeleteTrainingQuarterlyReport($_id: ID!) {
  DeleteTrainingQuarterlyReportForUser(_id: $_id) { deletedId }
}`);
