// The GraphQL documents of the signed-in screens (spec/02 §7), against
// backend/graph/schema/portal*.graphqls and file.graphqls.

export const PG_CARD_FIELDS = `_id nameAcrossCountries country countryCode region regionCode population primaryReligion primaryLanguage
  primaryThumbnailUrl summaryText numAdoptionsAvailable suggestedAdoptionLevel updatedAt myRoles`;

export const ALL_MY_UPGS = `query MyPeopleGroups($first: Int, $after: String) {
  allPeopleGroupsForUser(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${PG_CARD_FIELDS} } }
  }
}`;

export const PEOPLE_GROUP = `query PeopleGroupForUser($_id: ID!) {
  peopleGroupForUser(_id: $_id) {
    ${PG_CARD_FIELDS}
    peopleGroupId nameInCountry continent continentCode affinityBloc peopleCluster officialLanguage bibleStatus
    religionSubdivision jpScale jpUrl jpPhotoUrl summary
    statusAdopted statusCoordinator statusFieldWorker statusFunding statusHolisticProject statusSalvations statusChurches statusMovements
    reachStatusPercent numAdopters numFieldWorkers numHolisticProjects numRegionalCoords
    cumulativeStats { numQuarters numChurchesPlanted numHeardForFirstTime numSalvations numWaterBaptisms numMiracles numPrayerRequests }
  }
  canCreateUpgQuarterlyReport(peopleGroupId: $_id)
}`;

export const UPG_STATS = `query UpgStats($first: Int, $after: String, $filters: UserUpgStatsFilters!) {
  allUpgStatsRecordsForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { node {
      _id peopleGroupId quarter
      numHolisticProject numActiveAdoptions numAdopters numRegionalCoords numFieldWorkers numChurchesPlanted
      numHeardForFirstTime numSalvations numWaterBaptisms numMiracles numPrayerRequests
    } }
  }
}`;

export const HP_CARD_FIELDS = `_id projectName typeOfProject desc stage region regionCode primaryThumbnailUrl
  peopleGroupIds peopleGroups { _id nameAcrossCountries } numSupported createdAt updatedAt myRoles`;

export const ALL_MY_PROJECTS = `query MyHolisticProjects($first: Int, $after: String, $filters: UserHolisticProjectFilters, $sortBy: [SortByInput!]) {
  allHolisticProjectsForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${HP_CARD_FIELDS} } }
  }
}`;

/**
 * projectQuery reads one project. applicationId is a back-office field
 * (list-admin-holistic-project): it is asked for only when the user holds that
 * permission, since asking without it fails the whole query.
 */
export function projectQuery(withApplicationId: boolean): string {
  return `query HolisticProjectForUser($_id: ID!) {
  holisticProjectForUser(_id: $_id) { ${HP_CARD_FIELDS}${withApplicationId ? ' applicationId' : ''} }
  canCreateHolisticQuarterlyReport(holisticProjectId: $_id)
}`;
}

export const RECENT_PRAYER_REQUESTS = `query RecentPrayerRequests($first: Int, $after: String, $filters: PrayerFilters!) {
  allPrayerRequestsForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id desc result createdAt } }
  }
}`;

export const RECENT_TESTIMONIES = `query RecentTestimonies($first: Int, $after: String, $filters: PrayerFilters!) {
  allMiraclesForUser(first: $first, after: $after, filters: $filters) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id desc createdAt } }
  }
}`;

export const PHOTOS = `query Photos($filters: FileFilters) {
  allFilesForUser(filters: $filters) { _id filename url thumbnail images { url sizeCode } createdAt }
}`;

export const COURSE_FIELDS = `_id courseName desc primaryThumbnailUrl numFiles modules { _id name desc } updatedAt`;

export const ALL_COURSES = `query AllTrainingCoursesForUser($first: Int, $after: String, $filters: TrainingCourseFilters, $sortBy: [SortByInput!]) {
  AllTrainingCoursesForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { cursor node { ${COURSE_FIELDS} } }
  }
}`;

export const COURSE = `query TrainingCourseForUser($_id: ID!) {
  TrainingCourseForUser(_id: $_id) { ${COURSE_FIELDS} }
}`;

export const ALL_TRAINING_FILES = `query AllTrainingFilesForUser($first: Int, $after: String, $filters: TrainingFileFilters, $sortBy: [SortByInput!]) {
  AllTrainingFilesForUser(first: $first, after: $after, filters: $filters, sortBy: $sortBy) {
    pageInfo { hasNextPage endCursor }
    edges { node { _id fileName desc courseId moduleId fileId language url } }
  }
}`;

export const SIMPLE_LIST = `query SimpleListForUser($name: String!) {
  simpleListForUser(name: $name) { name list { _id key content } }
}`;

// Types of the answers.

export interface Connection<T> {
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: Array<{ cursor?: string; node: T }>;
}

export interface PeopleGroupCard {
  _id: string;
  nameAcrossCountries: string;
  country: string;
  countryCode: string;
  region: string;
  regionCode: string;
  population: number;
  primaryReligion?: string | null;
  primaryLanguage?: string | null;
  primaryThumbnailUrl?: string | null;
  summaryText?: string | null;
  numAdoptionsAvailable: number;
  suggestedAdoptionLevel?: string | null;
  updatedAt: string;
  myRoles: string[];
}


export interface Stats {
  numHolisticProject?: number | null;
  numActiveAdoptions?: number | null;
  numAdopters?: number | null;
  numRegionalCoords?: number | null;
  numFieldWorkers?: number | null;
  numChurchesPlanted?: number | null;
  numHeardForFirstTime?: number | null;
  numSalvations?: number | null;
  numWaterBaptisms?: number | null;
  numMiracles?: number | null;
  numPrayerRequests?: number | null;
}

export interface UpgStatsRecord extends Stats {
  _id: string;
  peopleGroupId: string;
  /** quarter is 'YYYY.Qn'. */
  quarter: string;
}

export interface PeopleGroupDetail extends PeopleGroupCard {
  peopleGroupId: string;
  nameInCountry: string;
  continent: string;
  affinityBloc?: string | null;
  peopleCluster?: string | null;
  officialLanguage?: string | null;
  bibleStatus?: number | null;
  religionSubdivision?: string | null;
  jpScale?: number | null;
  jpUrl: string;
  jpPhotoUrl?: string | null;
  summary?: string | null;
  statusAdopted?: boolean | null;
  statusCoordinator?: boolean | null;
  statusFieldWorker?: boolean | null;
  statusFunding?: boolean | null;
  statusHolisticProject?: boolean | null;
  statusSalvations?: boolean | null;
  statusChurches?: boolean | null;
  statusMovements?: boolean | null;
  reachStatusPercent?: number | null;
  numAdopters?: number | null;
  numFieldWorkers?: number | null;
  numHolisticProjects?: number | null;
  numRegionalCoords?: number | null;
  cumulativeStats?: (Stats & { numQuarters: number }) | null;
}

export interface ProjectCard {
  _id: string;
  projectName: string;
  typeOfProject: string;
  desc: string;
  stage: string;
  region?: string | null;
  regionCode: string;
  primaryThumbnailUrl?: string | null;
  peopleGroupIds: string[];
  peopleGroups: Array<{ _id: string; nameAcrossCountries: string }>;
  numSupported: number;
  createdAt: string;
  updatedAt: string;
  myRoles: string[];
}

export interface ProjectDetail extends ProjectCard {
  applicationId?: string | null;
}

export interface Note {
  _id: string;
  desc: string;
  result?: string | null;
  createdAt: string;
}

export interface FileNode {
  _id: string;
  filename: string;
  url?: string | null;
  thumbnail?: string | null;
  images?: Array<{ url: string; sizeCode: string }> | null;
  createdAt?: string;
}

export interface Course {
  _id: string;
  courseName: string;
  desc?: string | null;
  primaryThumbnailUrl?: string | null;
  numFiles: number;
  modules: Array<{ _id: string; name: string; desc?: string | null }>;
  updatedAt?: string;
}

export interface TrainingFile {
  _id: string;
  fileName: string;
  desc?: string | null;
  courseId?: string | null;
  moduleId?: string | null;
  fileId?: string | null;
  language: string;
  url?: string | null;
}

export interface SimpleList {
  name: string;
  list: Array<{ _id: string; key: string; content?: string | null }>;
}

/** nodes unwraps a connection (or passes a plain list through). */
export function nodes<T>(c: Connection<T> | T[] | null | undefined): T[] {
  if (!c) return [];
  if (Array.isArray(c)) return c;
  return c.edges.map((e) => e.node);
}
