// The GraphQL documents of the agreement screens (spec/02 §7), against
// backend/graph/schema/agreement.graphqls. A view and the signing calls answer the same
// fragment, so a signature's answer replaces the local copy whole.
import { doc } from '@reach/ui/graphql';
import type {
  InitialLoanAgreementSectionMutation,
  InitialLoanAgreementSectionMutationVariables,
  InitialMouSectionForUserMutation,
  InitialMouSectionForUserMutationVariables,
  LoanAgreementCardFieldsFragment,
  LoanAgreementFieldsFragment,
  LoanAgreementForUserQuery,
  LoanAgreementForUserQueryVariables,
  LoanAgreementsForUserQuery,
  LoanAgreementsForUserQueryVariables,
  MouCardFieldsFragment,
  MouFieldsFragment,
  MouForUserQuery,
  MouForUserQueryVariables,
  MousForUserQuery,
  MousForUserQueryVariables,
  SignLoanAgreementMutation,
  SignLoanAgreementMutationVariables,
  SignMouForUserMutation,
  SignMouForUserMutationVariables,
  PartyFieldsFragment,
  SectionFieldsFragment,
  AttachmentFieldsFragment,
} from '../../generated/graphql';

// What both kinds show: parties, sections with their initials, attachments.
export const PARTY_FIELDS = /* GraphQL */ `fragment PartyFields on AgreementParty {
  _id ref name contactId contactName signature fontName date
}`;

export const SECTION_FIELDS = /* GraphQL */ `fragment SectionFields on AgreementSection {
  _id title text initials { partyId initials fontName date }
}`;

export const ATTACHMENT_FIELDS = /* GraphQL */ `fragment AttachmentFields on AgreementAttachment {
  _id ref name fileId file { _id size filename contentType url }
}`;

const PARTS = `${PARTY_FIELDS}
${SECTION_FIELDS}
${ATTACHMENT_FIELDS}`;

export const LOAN_AGREEMENT_CARD_FIELDS = /* GraphQL */ `fragment LoanAgreementCardFields on LoanAgreement {
  _id name status version projectId frozenProjectDetails { _id projectName } lastSignedDate updatedAt
}`;

export const LOAN_AGREEMENTS = doc<LoanAgreementsForUserQuery, LoanAgreementsForUserQueryVariables>(/* GraphQL */ `query LoanAgreementsForUser($filters: LoanAgreementFilters, $sortBy: [SortByInput!]) {
  allLoanAgreementsForUser(filters: $filters, sortBy: $sortBy) { ...LoanAgreementCardFields }
}
${LOAN_AGREEMENT_CARD_FIELDS}`);

export const LOAN_AGREEMENT_FIELDS = /* GraphQL */ `fragment LoanAgreementFields on LoanAgreement {
  _id agreementType status version name projectId
  frozenProjectDetails { _id projectName typeOfProject regionCode region stage }
  country countryName amount terms paySchedule beneficiaries { contactId fullName }
  approvalDate finalizedDate signeeIds contentHash lastSignedDate createdAt updatedAt
  parties { ...PartyFields }
  sections { ...SectionFields }
  attachments { ...AttachmentFields }
}`;

export const LOAN_AGREEMENT = doc<LoanAgreementForUserQuery, LoanAgreementForUserQueryVariables>(/* GraphQL */ `query LoanAgreementForUser($_id: ID!) {
  loanAgreementForUser(_id: $_id) { ...LoanAgreementFields }
}
${LOAN_AGREEMENT_FIELDS}
${PARTS}`);

export const SIGN_LOAN_AGREEMENT = doc<SignLoanAgreementMutation, SignLoanAgreementMutationVariables>(/* GraphQL */ `mutation SignLoanAgreement($signature: SignLoanAgreementInput!) {
  signLoanAgreement(signature: $signature) { ...LoanAgreementFields }
}
${LOAN_AGREEMENT_FIELDS}
${PARTS}`);

export const INITIAL_LOAN_AGREEMENT_SECTION = doc<InitialLoanAgreementSectionMutation, InitialLoanAgreementSectionMutationVariables>(/* GraphQL */ `mutation InitialLoanAgreementSection($initials: InitialLoanAgreementSectionInput!) {
  initialLoanAgreementSection(initials: $initials) { ...LoanAgreementFields }
}
${LOAN_AGREEMENT_FIELDS}
${PARTS}`);

export const MOU_CARD_FIELDS = /* GraphQL */ `fragment MouCardFields on Mou {
  _id name status version role peopleGroupName contactName lastSignedDate updatedAt
  parties { _id contactId signature date }
}`;

export const MOUS = doc<MousForUserQuery, MousForUserQueryVariables>(/* GraphQL */ `query MousForUser($filters: MouFilters) {
  allMousForUser(filters: $filters) { ...MouCardFields }
}
${MOU_CARD_FIELDS}`);

export const MOU_FIELDS = /* GraphQL */ `fragment MouFields on Mou {
  _id agreementType status version name role peopleGroupId peopleGroupName contactId contactName
  frozenPeopleGroupDetails { _id name country countryCode }
  frozenContactDetails { _id fullName email }
  finalizedDate signeeIds contentHash lastSignedDate createdAt updatedAt
  parties { ...PartyFields }
  sections { ...SectionFields }
  attachments { ...AttachmentFields }
}`;

export const MOU = doc<MouForUserQuery, MouForUserQueryVariables>(/* GraphQL */ `query MouForUser($_id: ID!) {
  mouForUser(_id: $_id) { ...MouFields }
}
${MOU_FIELDS}
${PARTS}`);

export const SIGN_MOU = doc<SignMouForUserMutation, SignMouForUserMutationVariables>(/* GraphQL */ `mutation SignMouForUser($signature: SignMouInput!) {
  signMouForUser(signature: $signature) { ...MouFields }
}
${MOU_FIELDS}
${PARTS}`);

export const INITIAL_MOU_SECTION = doc<InitialMouSectionForUserMutation, InitialMouSectionForUserMutationVariables>(/* GraphQL */ `mutation InitialMouSectionForUser($initials: InitialMouSectionInput!) {
  initialMouSectionForUser(initials: $initials) { ...MouFields }
}
${MOU_FIELDS}
${PARTS}`);

export type LoanAgreementCard = LoanAgreementCardFieldsFragment;
export type LoanAgreement = LoanAgreementFieldsFragment;
export type MouCard = MouCardFieldsFragment;
export type Mou = MouFieldsFragment;
export type Party = PartyFieldsFragment;
export type Section = SectionFieldsFragment;
export type Attachment = AttachmentFieldsFragment;
