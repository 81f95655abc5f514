// The public holistic projects: Select Project's list and regions, a project's details.
// Each page's chunk carries only the documents it sends.
import { doc } from '@reach/ui/graphql';
import type {
  AllHolisticProjectsForPublicQuery,
  AllHolisticProjectsForPublicQueryVariables,
  AllJpRegionsQuery,
  AllJpRegionsQueryVariables,
  HolisticProjectForPublicQuery,
  HolisticProjectForPublicQueryVariables,
} from '../generated/graphql';
import { PROJECT_CARD_FIELDS } from './fragments';

export const ALL_JP_REGIONS = doc<AllJpRegionsQuery, AllJpRegionsQueryVariables>(/* GraphQL */ `query AllJPRegions { allJPRegions { _id name continentCode } }`);

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
