// Giving's checkout: starting it and completing a gift (adoption or project sponsorship).
// Each page's chunk carries only the documents it sends.
import { doc } from '@reach/ui/graphql';
import type {
  CompleteOnlineAdoptionMutation,
  CompleteOnlineAdoptionMutationVariables,
  CompleteOnlineProjectSponsorshipMutation,
  CompleteOnlineProjectSponsorshipMutationVariables,
  StartAdoptionCheckoutMutation,
  StartAdoptionCheckoutMutationVariables,
  StartProjectSponsorshipCheckoutMutation,
  StartProjectSponsorshipCheckoutMutationVariables,
} from '../generated/graphql';
import { PEOPLE_GROUP_CARD_FIELDS, PROJECT_CARD_FIELDS, RESULT_FIELDS } from './fragments';

export const START_ADOPTION_CHECKOUT = doc<StartAdoptionCheckoutMutation, StartAdoptionCheckoutMutationVariables>(/* GraphQL */ `mutation StartAdoptionCheckout($input: AdoptionCheckoutInput!) {
  startAdoptionCheckout(input: $input) { url sessionId }
}`);

export const START_PROJECT_SPONSORSHIP_CHECKOUT = doc<StartProjectSponsorshipCheckoutMutation, StartProjectSponsorshipCheckoutMutationVariables>(/* GraphQL */ `mutation StartProjectSponsorshipCheckout($input: ProjectCheckoutInput!) {
  startProjectSponsorshipCheckout(input: $input) { url sessionId }
}`);

export const COMPLETE_ONLINE_ADOPTION = doc<CompleteOnlineAdoptionMutation, CompleteOnlineAdoptionMutationVariables>(/* GraphQL */ `mutation CompleteOnlineAdoption($paymentId: ID!) {
  completeOnlineAdoption(paymentId: $paymentId) {
    adoption { _id level amount donationFrequency startDate }
    peopleGroup { ...PublicPeopleGroupCardFields }
    ...GiftResultFields
  }
}
${PEOPLE_GROUP_CARD_FIELDS}
${RESULT_FIELDS}`);

export const COMPLETE_ONLINE_PROJECT_SPONSORSHIP = doc<CompleteOnlineProjectSponsorshipMutation, CompleteOnlineProjectSponsorshipMutationVariables>(/* GraphQL */ `mutation CompleteOnlineProjectSponsorship($paymentId: ID!) {
  completeOnlineProjectSponsorship(paymentId: $paymentId) {
    projectSponsorship { _id projectId projectName amount recurring startDate }
    project { ...PublicProjectCardFields }
    ...GiftResultFields
  }
}
${PROJECT_CARD_FIELDS}
${RESULT_FIELDS}`);
