// The GraphQL documents the partner area sends (backend/graph/schema/
// public_browse.graphqls, holistic_project.graphqls, giving.graphqls, user.graphqls).

export const PEOPLE_GROUP_CARD_FIELDS = `
  _id nameAcrossCountries region regionCode country population primaryLanguage primaryReligion
  primaryThumbnailUrl jpPhotoUrl numAdoptionsAvailable suggestedAdoptionLevel focusLevelNo
`;

export const ALL_PEOPLE_GROUPS_FOR_PUBLIC = `query AllPeopleGroupsForPublic($first: Int, $after: String, $filters: PublicPeopleGroupFilters, $sortBy: [SortByInput!]) {
  allPeopleGroupsForPublic(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { node { ${PEOPLE_GROUP_CARD_FIELDS} } }
  }
}`;

export const PEOPLE_GROUP_FOR_PUBLIC = `query PeopleGroupForPublic($_id: ID!) {
  peopleGroupForPublic(_id: $_id) { ${PEOPLE_GROUP_CARD_FIELDS} jpSummary jpUrl }
}`;

export const REGIONS_AND_RELIGIONS = `query RegionsAndReligions {
  allJPRegions { _id name continentCode }
  allJPReligions { _id name }
}`;

export const ALL_JP_REGIONS = `query AllJPRegions { allJPRegions { _id name continentCode } }`;

export const PROJECT_CARD_FIELDS = `
  _id projectName typeOfProject region regionCode desc stage primaryThumbnailUrl
  primaryPhoto { _id url } numSupported fundingTarget fundingBalance fundingPercent
  peopleGroupIds peopleGroups { _id nameAcrossCountries primaryThumbnailUrl }
`;

export const ALL_HOLISTIC_PROJECTS_FOR_PUBLIC = `query AllHolisticProjectsForPublic($first: Int, $after: String, $filters: PublicHolisticProjectFilters, $sortBy: [SortByInput!]) {
  allHolisticProjectsForPublic(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { node { ${PROJECT_CARD_FIELDS} } }
  }
}`;

export const HOLISTIC_PROJECT_FOR_PUBLIC = `query HolisticProjectForPublic($_id: ID!) {
  holisticProjectForPublic(_id: $_id) { ${PROJECT_CARD_FIELDS} primaryBanner { _id url } }
}`;

export const START_ADOPTION_CHECKOUT = `mutation StartAdoptionCheckout($input: AdoptionCheckoutInput!) {
  startAdoptionCheckout(input: $input) { url sessionId }
}`;

export const START_PROJECT_SPONSORSHIP_CHECKOUT = `mutation StartProjectSponsorshipCheckout($input: ProjectCheckoutInput!) {
  startProjectSponsorshipCheckout(input: $input) { url sessionId }
}`;

const RESULT_FIELDS = `
  payment { _id usdCentsAmount }
  recurringPayment { _id frequency usdCentsAmount startDate }
  userInvite { _id }
`;

export const COMPLETE_ONLINE_ADOPTION = `mutation CompleteOnlineAdoption($paymentId: ID!) {
  completeOnlineAdoption(paymentId: $paymentId) {
    adoption { _id level amount donationFrequency startDate }
    peopleGroup { ${PEOPLE_GROUP_CARD_FIELDS} }
    ${RESULT_FIELDS}
  }
}`;

export const COMPLETE_ONLINE_PROJECT_SPONSORSHIP = `mutation CompleteOnlineProjectSponsorship($paymentId: ID!) {
  completeOnlineProjectSponsorship(paymentId: $paymentId) {
    projectSponsorship { _id projectId projectName amount recurring startDate }
    project { ${PROJECT_CARD_FIELDS} }
    ${RESULT_FIELDS}
  }
}`;

export const MY_PROFILE = `query MyProfile {
  myProfileForUser { _id name email myContact { _id fullName } myHousehold { _id fullName } myOrganizations { _id fullName } }
}`;

export type AdoptionLevel = 'ADOPTER_PRAY' | 'ADOPTER_LV1' | 'ADOPTER_LV2' | 'ADOPTER_LV3';

export interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

export interface Connection<T> {
  pageInfo: PageInfo;
  edges: Array<{ node: T }>;
}

export interface PeopleGroup {
  _id: string;
  nameAcrossCountries: string;
  region: string;
  regionCode: string;
  country: string;
  population: number;
  primaryLanguage?: string | null;
  primaryReligion?: string | null;
  primaryThumbnailUrl?: string | null;
  jpPhotoUrl?: string | null;
  numAdoptionsAvailable: number;
  suggestedAdoptionLevel?: string | null;
  focusLevelNo: number;
  jpSummary?: string | null;
  jpUrl?: string;
}

export interface Region {
  _id: string;
  name: string;
  continentCode: string;
}

export interface Religion {
  _id: string;
  name: string;
}

export type ProjectType =
  | 'AGRICULTURE'
  | 'SMALL_BUSINESS'
  | 'EDUCATION'
  | 'MANUFACTURING'
  | 'BUILDING'
  | 'TRANSLATION'
  | 'CLEAN_WATER'
  | 'MEDIA'
  | 'HEALTH_CARE'
  | 'HUMANITARIAN'
  | 'OTHER';

export interface HolisticProject {
  _id: string;
  projectName: string;
  typeOfProject: ProjectType;
  region: string;
  regionCode: string;
  desc: string;
  stage: string;
  primaryThumbnailUrl?: string | null;
  primaryPhoto?: { _id: string; url: string } | null;
  primaryBanner?: { _id: string; url: string } | null;
  numSupported: number;
  fundingTarget: number;
  fundingBalance: number;
  fundingPercent: number;
  peopleGroupIds: string[];
  peopleGroups: Array<{ _id: string; nameAcrossCountries: string; primaryThumbnailUrl?: string | null }>;
}

export interface CheckoutSession {
  url: string;
  sessionId: string;
}

export interface SponsorshipResult {
  adoption?: { _id: string; level: AdoptionLevel; amount: number; donationFrequency?: string | null; startDate?: string | null } | null;
  projectSponsorship?: { _id: string; projectId: string; projectName: string; amount: number; recurring: boolean; startDate?: string | null } | null;
  peopleGroup?: PeopleGroup | null;
  project?: HolisticProject | null;
  payment?: { _id: string; usdCentsAmount: number } | null;
  recurringPayment?: { _id: string; frequency: string; usdCentsAmount: number; startDate: string } | null;
  userInvite?: { _id: string } | null;
}

export interface ContactRef {
  _id: string;
  fullName: string;
}

export interface Profile {
  _id: string;
  name: string;
  email: string;
  myContact?: ContactRef | null;
  myHousehold?: ContactRef | null;
  myOrganizations: ContactRef[];
}
