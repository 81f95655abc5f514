// The GraphQL documents of the signed-in screens (spec/02 §7), against
// backend/graph/schema/portal*.graphqls and file.graphqls.
import { doc } from '@reach/ui/graphql';
import type { AllTrainingCoursesForUserQuery, AllTrainingCoursesForUserQueryVariables, AllTrainingFilesForUserQuery, AllTrainingFilesForUserQueryVariables, HolisticProjectForUserQuery, HolisticProjectForUserQueryVariables, MyHolisticProjectsQuery, MyHolisticProjectsQueryVariables, MyPeopleGroupsQuery, MyPeopleGroupsQueryVariables, PeopleGroupForUserQuery, PeopleGroupForUserQueryVariables, PhotosQuery, PhotosQueryVariables, RecentPrayerRequestsQuery, RecentPrayerRequestsQueryVariables, RecentTestimoniesQuery, RecentTestimoniesQueryVariables, SimpleListForUserQuery, SimpleListForUserQueryVariables, TrainingCourseForUserQuery, TrainingCourseForUserQueryVariables, UpgStatsQuery, UpgStatsQueryVariables , CourseFieldsFragment, PeopleGroupCardFieldsFragment, ProjectCardFieldsFragment } from '../generated/graphql';

export const PG_CARD_FIELDS = /* GraphQL */ `fragment PeopleGroupCardFields on PeopleGroup {
  _id nameAcrossCountries country countryCode region regionCode population primaryReligion primaryLanguage
  primaryThumbnailUrl summaryText numAdoptionsAvailable suggestedAdoptionLevel updatedAt myRoles
}`;

export const ALL_MY_UPGS = doc<MyPeopleGroupsQuery, MyPeopleGroupsQueryVariables>(/* GraphQL */ `query MyPeopleGroups($first: Int, $after: String, $filters: PublicPeopleGroupFilters) {
  allPeopleGroupsForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...PeopleGroupCardFields } }
  }
}
${PG_CARD_FIELDS}`);

export const PEOPLE_GROUP = doc<PeopleGroupForUserQuery, PeopleGroupForUserQueryVariables>(/* GraphQL */ `query PeopleGroupForUser($_id: ID!) {
  peopleGroupForUser(_id: $_id) {
    ...PeopleGroupCardFields
    peopleGroupId nameInCountry continent continentCode affinityBloc peopleCluster officialLanguage bibleStatus
    religionSubdivision jpScale jpUrl jpPhotoUrl summary
    statusAdopted statusCoordinator statusFieldWorker statusFunding statusHolisticProject statusSalvations statusChurches statusMovements
    reachStatusPercent numAdopters numFieldWorkers numHolisticProjects numRegionalCoords
    cumulativeStats { numQuarters numChurchesPlanted numHeardForFirstTime numSalvations numWaterBaptisms numMiracles numPrayerRequests }
  }
  canCreateUpgQuarterlyReport(peopleGroupId: $_id)
}
${PG_CARD_FIELDS}`);

export const UPG_STATS = doc<UpgStatsQuery, UpgStatsQueryVariables>(/* GraphQL */ `query UpgStats($first: Int, $after: String, $filters: UserUpgStatsFilters!) {
  allUpgStatsRecordsForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { node {
      _id peopleGroupId quarter
      numHolisticProject numActiveAdoptions numAdopters numRegionalCoords numFieldWorkers numChurchesPlanted
      numHeardForFirstTime numSalvations numWaterBaptisms numMiracles numPrayerRequests
    } }
  }
}`);

export const HP_CARD_FIELDS = /* GraphQL */ `fragment ProjectCardFields on HolisticProject {
  _id projectName typeOfProject desc stage region regionCode primaryThumbnailUrl
  peopleGroupIds peopleGroups { _id nameAcrossCountries } numSupported createdAt updatedAt myRoles
}`;

export const ALL_MY_PROJECTS = doc<MyHolisticProjectsQuery, MyHolisticProjectsQueryVariables>(/* GraphQL */ `query MyHolisticProjects($first: Int, $after: String, $filters: UserHolisticProjectFilters, $sortBy: [SortByInput!]) {
  allHolisticProjectsForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...ProjectCardFields } }
  }
}
${HP_CARD_FIELDS}`);

/**
 * PROJECT reads one project. applicationId is a back-office field
 * (list-admin-holistic-project): it is asked for only when the user holds that
 * permission ($withApplicationId), since asking without it fails the whole query.
 */
export const PROJECT = doc<HolisticProjectForUserQuery, HolisticProjectForUserQueryVariables>(/* GraphQL */ `query HolisticProjectForUser($_id: ID!, $withApplicationId: Boolean!) {
  holisticProjectForUser(_id: $_id) { ...ProjectCardFields applicationId @include(if: $withApplicationId) }
  canCreateHolisticQuarterlyReport(holisticProjectId: $_id)
}
${HP_CARD_FIELDS}`);

export const RECENT_PRAYER_REQUESTS = doc<RecentPrayerRequestsQuery, RecentPrayerRequestsQueryVariables>(/* GraphQL */ `query RecentPrayerRequests($first: Int, $after: String, $filters: PrayerFilters!) {
  allPrayerRequestsForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id desc result createdAt } }
  }
}`);

export const RECENT_TESTIMONIES = doc<RecentTestimoniesQuery, RecentTestimoniesQueryVariables>(/* GraphQL */ `query RecentTestimonies($first: Int, $after: String, $filters: PrayerFilters!) {
  allMiraclesForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id desc createdAt } }
  }
}`);

export const PHOTOS = doc<PhotosQuery, PhotosQueryVariables>(/* GraphQL */ `query Photos($filters: FileFilters) {
  allFilesForUser(filters: $filters) { _id filename url thumbnail images { url sizeCode } createdAt }
}`);

export const COURSE_FIELDS = /* GraphQL */ `fragment CourseFields on TrainingCourse {
  _id courseName desc primaryThumbnailUrl numFiles modules { _id name desc } updatedAt
}`;

export const ALL_COURSES = doc<AllTrainingCoursesForUserQuery, AllTrainingCoursesForUserQueryVariables>(/* GraphQL */ `query AllTrainingCoursesForUser($first: Int, $after: String, $filters: TrainingCourseFilters, $sortBy: [SortByInput!]) {
  AllTrainingCoursesForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ...CourseFields } }
  }
}
${COURSE_FIELDS}`);

export const COURSE = doc<TrainingCourseForUserQuery, TrainingCourseForUserQueryVariables>(/* GraphQL */ `query TrainingCourseForUser($_id: ID!) {
  TrainingCourseForUser(_id: $_id) { ...CourseFields }
}
${COURSE_FIELDS}`);

export const ALL_TRAINING_FILES = doc<AllTrainingFilesForUserQuery, AllTrainingFilesForUserQueryVariables>(/* GraphQL */ `query AllTrainingFilesForUser($first: Int, $after: String, $filters: TrainingFileFilters, $sortBy: [SortByInput!]) {
  AllTrainingFilesForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id fileName desc courseId moduleId fileId language url } }
  }
}`);

export const SIMPLE_LIST = doc<SimpleListForUserQuery, SimpleListForUserQueryVariables>(/* GraphQL */ `query SimpleListForUser($name: String!) {
  simpleListForUser(name: $name) { name list { _id key content } }
}`);

// Types of the answers.

export interface Connection<T> {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: Array<{ cursor?: string; node: T }>;
}

/** NodeOf is the node type of a generated connection. */
type NodeOf<C> = C extends { edges: Array<{ node: infer N }> } ? N : never;

// The shapes the screens read, as codegen generated them from the documents above.
export type PeopleGroupCard = PeopleGroupCardFieldsFragment;
export type UpgStatsRecord = NodeOf<UpgStatsQuery['allUpgStatsRecordsForUser']>;
export type Stats = Omit<UpgStatsRecord, '_id' | 'peopleGroupId' | 'quarter'>;
export type PeopleGroupDetail = NonNullable<PeopleGroupForUserQuery['peopleGroupForUser']>;
export type ProjectCard = ProjectCardFieldsFragment;
export type ProjectDetail = NonNullable<HolisticProjectForUserQuery['holisticProjectForUser']>;
/** Note is a testimony or a prayer request (which may have a result). */
export type Note = NodeOf<RecentTestimoniesQuery['allMiraclesForUser']> & Partial<Pick<NodeOf<RecentPrayerRequestsQuery['allPrayerRequestsForUser']>, 'result'>>;
export type FileNode = PhotosQuery['allFilesForUser'][number];
export type Course = CourseFieldsFragment;
export type TrainingFile = NodeOf<AllTrainingFilesForUserQuery['AllTrainingFilesForUser']>;
export type SimpleList = NonNullable<SimpleListForUserQuery['simpleListForUser']>;

/** nodes unwraps a connection (or passes a plain list through). */
export function nodes<T>(c: Connection<T> | T[] | null | undefined): T[] {
  if (!c) return [];
  if (Array.isArray(c)) return c;
  return c.edges.map((e) => e.node);
}
