// Holistic proposal documents (backend/graph/schema/holistic_proposal.graphqls).
import { doc } from '@reach/ui/graphql';
import type {
  CanCreateHolisticProposalQuery,
  CreateHolisticProposalMutation,
  CreateHolisticProposalMutationVariables,
  DeleteHolisticProposalMutation,
  DeleteHolisticProposalMutationVariables,
  HolisticProposalCardFieldsFragment,
  HolisticProposalFieldsFragment,
  HolisticProposalForUserQuery,
  HolisticProposalForUserQueryVariables,
  SubmitHolisticProposalMutation,
  SubmitHolisticProposalMutationVariables,
  UnsubmitHolisticProposalMutation,
  UnsubmitHolisticProposalMutationVariables,
  UpdateHolisticProposalMutation,
  UpdateHolisticProposalMutationVariables,
} from '../../../generated/graphql';

export type ProposalCard = HolisticProposalCardFieldsFragment;
export type Proposal = HolisticProposalFieldsFragment;

export const PROPOSAL_CARD_FIELDS = /* GraphQL */ `fragment HolisticProposalCardFields on HolisticProposal {
  _id status canEdit projectName desc humanReadableId createdAt updatedAt submittedAt
  peopleGroups { _id nameAcrossCountries country }
}`;

export const PROPOSAL_FIELDS = /* GraphQL */ `fragment HolisticProposalFields on HolisticProposal {
  _id version status canEdit notes contactId submittedAt isSubmitted createdAt updatedAt humanReadableId
  contact { _id fullName }
  createdByUser { _id name }
  approval { status when reason approver { _id name } }
  onBehalfOfName onBehalfOfId holisticProjectId
  holisticProject { _id projectName }
  projectName typeOfProject desc peopleGroupIds
  peopleGroups { _id nameAcrossCountries country }
  vision goals loanTotalUsd loanTotalForeign loanTerm currency exchangeRate
  setupExpensesForeign setupExpensesDesc
  recurringMonthlyExpensesForeign recurringMonthlyExpensesDesc
  recurringMonthlyRevenueForeign recurringMonthlyRevenueDesc
  supportedFieldWorkers { contactId fieldWorkerName amountForeign }
  otherProfitUses
  paymentPlan { dueAt amount }
  paymentMethod loanDetails marketAnalysis riskAnalysis locationRisk
  responsiblePersons { contactId name role projectedHrsPerWeek priorExperience }
  publicAttachmentIds privateAttachmentIds
}`;

/** PROPOSALS is a string for usePaged (first, after, filters, sortBy). */
export const PROPOSALS = /* GraphQL */ `query HolisticProposals($first: Int, $after: String, $filters: HolisticProposalFilters, $sortBy: [SortByInput!]) {
  allHolisticProposalsForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...HolisticProposalCardFields } }
  }
}
${PROPOSAL_CARD_FIELDS}`;

export const CAN_CREATE_PROPOSAL = doc<CanCreateHolisticProposalQuery>(/* GraphQL */ `query CanCreateHolisticProposal { canCreateHolisticProposal }`);

export const PROPOSAL = doc<HolisticProposalForUserQuery, HolisticProposalForUserQueryVariables>(/* GraphQL */ `query HolisticProposalForUser($_id: ID!) {
  holisticProposalForUser(_id: $_id) { ...HolisticProposalFields }
}
${PROPOSAL_FIELDS}`);

export const CREATE_PROPOSAL = doc<CreateHolisticProposalMutation, CreateHolisticProposalMutationVariables>(/* GraphQL */ `mutation CreateHolisticProposal($report: HolisticProposalInput!) {
  createHolisticProposalForUser(report: $report) { ...HolisticProposalFields }
}
${PROPOSAL_FIELDS}`);

export const UPDATE_PROPOSAL = doc<UpdateHolisticProposalMutation, UpdateHolisticProposalMutationVariables>(/* GraphQL */ `mutation UpdateHolisticProposal($report: HolisticProposalInput!) {
  updateHolisticProposalForUser(report: $report) { ...HolisticProposalFields }
}
${PROPOSAL_FIELDS}`);

export const SUBMIT_PROPOSAL = doc<SubmitHolisticProposalMutation, SubmitHolisticProposalMutationVariables>(/* GraphQL */ `mutation SubmitHolisticProposal($reportId: ID!) {
  submitHolisticProposalForUser(reportId: $reportId) { ...HolisticProposalFields }
}
${PROPOSAL_FIELDS}`);

export const UNSUBMIT_PROPOSAL = doc<UnsubmitHolisticProposalMutation, UnsubmitHolisticProposalMutationVariables>(/* GraphQL */ `mutation UnsubmitHolisticProposal($reportId: ID!) {
  unsubmitHolisticProposalForUser(reportId: $reportId) { ...HolisticProposalFields }
}
${PROPOSAL_FIELDS}`);

export const DELETE_PROPOSAL = doc<DeleteHolisticProposalMutation, DeleteHolisticProposalMutationVariables>(/* GraphQL */ `mutation DeleteHolisticProposal($_id: ID!) {
  deleteHolisticProposalForUser(_id: $_id) { deletedId }
}`);
