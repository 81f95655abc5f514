// The GraphQL documents the giving site sends (backend/graph/schema/public_browse.graphqls,
// holistic_project.graphqls, giving.graphqls, user.graphqls), typed by the code generated from
// them (../generated/graphql.ts, `pnpm codegen`).
import { doc } from '@reach/ui/graphql';
import type {
  AllHolisticProjectsForPublicQuery,
  AllHolisticProjectsForPublicQueryVariables,
  AllJpRegionsQuery,
  AllJpRegionsQueryVariables,
  AllPeopleGroupsForPublicQuery,
  AllPeopleGroupsForPublicQueryVariables,
  CompleteOnlineAdoptionMutation,
  CompleteOnlineAdoptionMutationVariables,
  CompleteOnlineProjectSponsorshipMutation,
  CompleteOnlineProjectSponsorshipMutationVariables,
  HolisticProjectForPublicQuery,
  HolisticProjectForPublicQueryVariables,
  MyProfileQuery,
  MyProfileQueryVariables,
  PeopleGroupForPublicQuery,
  PeopleGroupForPublicQueryVariables,
  PublicPeopleGroupCardFieldsFragment,
  PublicProjectCardFieldsFragment,
  RegionsAndReligionsQuery,
  RegionsAndReligionsQueryVariables,
  StartAdoptionCheckoutMutation,
  StartAdoptionCheckoutMutationVariables,
  StartProjectSponsorshipCheckoutMutation,
  StartProjectSponsorshipCheckoutMutationVariables,
} from '../generated/graphql';

export const PEOPLE_GROUP_CARD_FIELDS = /* GraphQL */ `fragment PublicPeopleGroupCardFields on PeopleGroup {
  _id nameAcrossCountries region regionCode country population primaryLanguage primaryReligion
  primaryThumbnailUrl jpPhotoUrl numAdoptionsAvailable suggestedAdoptionLevel focusLevelNo
}`;

export const ALL_PEOPLE_GROUPS_FOR_PUBLIC = doc<AllPeopleGroupsForPublicQuery, AllPeopleGroupsForPublicQueryVariables>(/* GraphQL */ `query AllPeopleGroupsForPublic($first: Int, $after: String, $filters: PublicPeopleGroupFilters, $sortBy: [SortByInput!]) {
  allPeopleGroupsForPublic(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { node { ...PublicPeopleGroupCardFields } }
  }
}
${PEOPLE_GROUP_CARD_FIELDS}`);

export const PEOPLE_GROUP_FOR_PUBLIC = doc<PeopleGroupForPublicQuery, PeopleGroupForPublicQueryVariables>(/* GraphQL */ `query PeopleGroupForPublic($_id: ID!) {
  peopleGroupForPublic(_id: $_id) { ...PublicPeopleGroupCardFields jpSummary jpUrl }
}
${PEOPLE_GROUP_CARD_FIELDS}`);

export const REGIONS_AND_RELIGIONS = doc<RegionsAndReligionsQuery, RegionsAndReligionsQueryVariables>(/* GraphQL */ `query RegionsAndReligions {
  allJPRegions { _id name continentCode }
  allJPReligions { _id name }
}`);

export const ALL_JP_REGIONS = doc<AllJpRegionsQuery, AllJpRegionsQueryVariables>(/* GraphQL */ `query AllJPRegions { allJPRegions { _id name continentCode } }`);

export const PROJECT_CARD_FIELDS = /* GraphQL */ `fragment PublicProjectCardFields on HolisticProject {
  _id projectName typeOfProject region regionCode desc stage primaryThumbnailUrl
  primaryPhoto { _id url } numSupported fundingTarget fundingBalance fundingPercent
  peopleGroupIds peopleGroups { _id nameAcrossCountries primaryThumbnailUrl }
}`;

export const ALL_HOLISTIC_PROJECTS_FOR_PUBLIC = doc<AllHolisticProjectsForPublicQuery, AllHolisticProjectsForPublicQueryVariables>(/* GraphQL */ `query AllHolisticProjectsForPublic($first: Int, $after: String, $filters: PublicHolisticProjectFilters, $sortBy: [SortByInput!]) {
  allHolisticProjectsForPublic(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { node { ...PublicProjectCardFields } }
  }
}
${PROJECT_CARD_FIELDS}`);

export const HOLISTIC_PROJECT_FOR_PUBLIC = doc<HolisticProjectForPublicQuery, HolisticProjectForPublicQueryVariables>(/* GraphQL */ `query HolisticProjectForPublic($_id: ID!) {
  holisticProjectForPublic(_id: $_id) { ...PublicProjectCardFields primaryBanner { _id url } }
}
${PROJECT_CARD_FIELDS}`);

export const START_ADOPTION_CHECKOUT = doc<StartAdoptionCheckoutMutation, StartAdoptionCheckoutMutationVariables>(/* GraphQL */ `mutation StartAdoptionCheckout($input: AdoptionCheckoutInput!) {
  startAdoptionCheckout(input: $input) { url sessionId }
}`);

export const START_PROJECT_SPONSORSHIP_CHECKOUT = doc<StartProjectSponsorshipCheckoutMutation, StartProjectSponsorshipCheckoutMutationVariables>(/* GraphQL */ `mutation StartProjectSponsorshipCheckout($input: ProjectCheckoutInput!) {
  startProjectSponsorshipCheckout(input: $input) { url sessionId }
}`);

const RESULT_FIELDS = /* GraphQL */ `fragment GiftResultFields on SponsorshipResult {
  payment { _id usdCentsAmount }
  recurringPayment { _id frequency usdCentsAmount startDate }
  userInvite { _id }
}`;

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

export const MY_PROFILE = doc<MyProfileQuery, MyProfileQueryVariables>(/* GraphQL */ `query MyProfile {
  myProfileForUser { _id name email myContact { _id fullName } myHousehold { _id fullName } myOrganizations { _id fullName } }
}`);

export type { AdoptionLevel, ProjectType } from '../generated/graphql';

/** Connection is a page of a public list as the server answers it. */
export interface Connection<T> {
  pageInfo: AllPeopleGroupsForPublicQuery['allPeopleGroupsForPublic']['pageInfo'];
  edges: Array<{ node: T }>;
}

/** PeopleGroup is a card's fields; the detail query adds the Joshua Project summary and link. */
export type PeopleGroup = PublicPeopleGroupCardFieldsFragment &
  Partial<Pick<NonNullable<PeopleGroupForPublicQuery['peopleGroupForPublic']>, 'jpSummary' | 'jpUrl'>>;
/** HolisticProject is a card's fields; the detail query adds the banner. */
export type HolisticProject = PublicProjectCardFieldsFragment &
  Partial<Pick<NonNullable<HolisticProjectForPublicQuery['holisticProjectForPublic']>, 'primaryBanner'>>;
export type Region = AllJpRegionsQuery['allJPRegions'][number];
export type Religion = RegionsAndReligionsQuery['allJPReligions'][number];
/** SponsorshipResult is what completing either kind of gift answers. */
export type SponsorshipResult = Partial<
  CompleteOnlineAdoptionMutation['completeOnlineAdoption'] &
    CompleteOnlineProjectSponsorshipMutation['completeOnlineProjectSponsorship']
>;
export type Profile = NonNullable<MyProfileQuery['myProfileForUser']>;
export type ContactRef = NonNullable<Profile['myContact']>;
