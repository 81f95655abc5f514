// The staff actions that are not react-admin's create and update: moves between statuses, new
// versions and reminders. Each answers the agreement's id, status and version (AgreementChange).
import { doc } from '@reach/ui/graphql';
import type {
  MoveAgreementMutation,
  MoveAgreementMutationVariables,
  NewAgreementVersionMutation,
  NewAgreementVersionMutationVariables,
  RemindAgreementPartyMutation,
  RemindAgreementPartyMutationVariables,
} from '../generated/graphql';

export const MOVE_AGREEMENT = doc<MoveAgreementMutation, MoveAgreementMutationVariables>(/* GraphQL */ `mutation MoveAgreement($id: ID!, $agreementType: AgreementType!, $status: AgreementStatus!, $reason: String) {
  moveAgreement(id: $id, agreementType: $agreementType, status: $status, reason: $reason) { id status version }
}`);

export const NEW_AGREEMENT_VERSION = doc<NewAgreementVersionMutation, NewAgreementVersionMutationVariables>(/* GraphQL */ `mutation NewAgreementVersion($id: ID!, $agreementType: AgreementType!) {
  newAgreementVersion(id: $id, agreementType: $agreementType) { id status version }
}`);

export const REMIND_AGREEMENT_PARTY = doc<RemindAgreementPartyMutation, RemindAgreementPartyMutationVariables>(/* GraphQL */ `mutation RemindAgreementParty($id: ID!, $agreementType: AgreementType!, $partyId: ID!) {
  remindAgreementParty(id: $id, agreementType: $agreementType, partyId: $partyId) { id status version }
}`);
