// The giving site's GraphQL types (backend/graph/schema/public_browse.graphqls,
// holistic_project.graphqls, giving.graphqls, user.graphqls), from the code generated from its
// documents (../generated/graphql.ts, `pnpm codegen`). The documents themselves are in
// profile.ts, peopleGroups.ts, projects.ts and checkout.ts (fragments.ts), one file per use, so
// that each page's chunk carries only the documents it sends.
import type {
  AllJpRegionsQuery,
  AllPeopleGroupsForPublicQuery,
  CompleteOnlineAdoptionMutation,
  CompleteOnlineProjectSponsorshipMutation,
  HolisticProjectForPublicQuery,
  MyProfileQuery,
  PeopleGroupForPublicQuery,
  PublicPeopleGroupCardFieldsFragment,
  PublicProjectCardFieldsFragment,
  RegionsAndReligionsQuery,
} from '../generated/graphql';

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
