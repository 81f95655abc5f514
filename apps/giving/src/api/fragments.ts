// GraphQL fragments the giving site's documents share (see queries.ts).
// Each page's chunk carries only the documents it sends.

export const PEOPLE_GROUP_CARD_FIELDS = /* GraphQL */ `fragment PublicPeopleGroupCardFields on PeopleGroup {
  _id nameAcrossCountries region regionCode country population primaryLanguage primaryReligion
  primaryThumbnailUrl jpPhotoUrl numAdoptionsAvailable suggestedAdoptionLevel focusLevelNo
}`;

export const PROJECT_CARD_FIELDS = /* GraphQL */ `fragment PublicProjectCardFields on HolisticProject {
  _id projectName typeOfProject region regionCode desc stage primaryThumbnailUrl
  primaryPhoto { _id url } numSupported fundingTarget fundingBalance fundingPercent
  peopleGroupIds peopleGroups { _id nameAcrossCountries primaryThumbnailUrl }
}`;

export const RESULT_FIELDS = /* GraphQL */ `fragment GiftResultFields on SponsorshipResult {
  payment { _id usdCentsAmount }
  recurringPayment { _id frequency usdCentsAmount startDate }
  userInvite { _id }
}`;
