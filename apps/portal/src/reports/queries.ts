// The pickers' documents (spec/03 §7), against backend/graph/schema/report_pickers.graphqls,
// public_browse.graphqls and holistic_project_user.graphqls.
import { doc } from '@reach/ui/graphql';
import type {
  ReportContactsQuery,
  ReportContactsQueryVariables,
  ReportCountriesQuery,
  ReportCountryRegionsQuery,
  ReportCountryRegionsQueryVariables,
  ReportFilesQuery,
  ReportFilesQueryVariables,
  ReportJpRegionsQuery,
  ReportPeopleGroupsQuery,
  ReportPeopleGroupsQueryVariables,
  ReportMyPeopleGroupsQuery,
  ReportMyPeopleGroupsQueryVariables,
  ReportProjectsQuery,
  ReportProjectsQueryVariables,
  SaveReportAttachmentMutation,
  SaveReportAttachmentMutationVariables,
} from '../generated/graphql';

export const CONTACTS = doc<ReportContactsQuery, ReportContactsQueryVariables>(/* GraphQL */ `query ReportContacts($first: Int, $filters: UserContactFilters, $sortBy: [SortByInput!]) {
  allContactsForUser(first: $first, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id contactType fullName } }
  }
}`);

export const COUNTRIES = doc<ReportCountriesQuery>(/* GraphQL */ `query ReportCountries { countries { shortCode name hasStates } }`);

export const COUNTRY_REGIONS = doc<ReportCountryRegionsQuery, ReportCountryRegionsQueryVariables>(/* GraphQL */ `query ReportCountryRegions($countryShortCode: String!) {
  countryRegions(countryShortCode: $countryShortCode) { shortCode name }
}`);

export const JP_REGIONS = doc<ReportJpRegionsQuery>(/* GraphQL */ `query ReportJPRegions { allJPRegions { _id name continentCode } }`);

export const PUBLIC_PEOPLE_GROUPS = doc<ReportPeopleGroupsQuery, ReportPeopleGroupsQueryVariables>(/* GraphQL */ `query ReportPeopleGroups($first: Int, $filters: PublicPeopleGroupFilters) {
  allPeopleGroupsForPublic(first: $first, filters: $filters) {
    edges { node { _id nameAcrossCountries country } }
  }
}`);

export const MY_PEOPLE_GROUPS = doc<ReportMyPeopleGroupsQuery, ReportMyPeopleGroupsQueryVariables>(/* GraphQL */ `query ReportMyPeopleGroups($first: Int) {
  allPeopleGroupsForUser(first: $first) {
    edges { node { _id nameAcrossCountries country } }
  }
}`);

export const PROJECTS = doc<ReportProjectsQuery, ReportProjectsQueryVariables>(/* GraphQL */ `query ReportProjects($first: Int, $sortBy: [SortByInput!]) {
  allHolisticProjectsForUser(first: $first, sortBy: $sortBy) {
    edges { node { _id peopleGroupIds projectName typeOfProject stage } }
  }
}`);

export const REPORT_FILES = doc<ReportFilesQuery, ReportFilesQueryVariables>(/* GraphQL */ `query ReportFiles($filters: FileFilters) {
  allFilesForUser(filters: $filters) {
    _id filename contentType size url thumbnail tags images { sizeCode url }
  }
}`);

export const SAVE_REPORT_ATTACHMENT = doc<SaveReportAttachmentMutation, SaveReportAttachmentMutationVariables>(/* GraphQL */ `mutation SaveReportAttachment($attachment: AttachmentInput!) {
  saveAttachmentForUser(attachment: $attachment) { _id filename contentType size url thumbnail tags images { sizeCode url } }
}`);
