// The public people groups: Select UPG's list and filters, a group's details.
// Each page's chunk carries only the documents it sends.
import { doc } from '@reach/ui/graphql';
import type {
  AllPeopleGroupsForPublicQuery,
  AllPeopleGroupsForPublicQueryVariables,
  PeopleGroupForPublicQuery,
  PeopleGroupForPublicQueryVariables,
  RegionsAndReligionsQuery,
  RegionsAndReligionsQueryVariables,
} from '../generated/graphql';
import { PEOPLE_GROUP_CARD_FIELDS } from './fragments';

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
