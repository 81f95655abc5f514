// The words the apps share for the same things (docs/glossary.md): one name for one thing in the
// portal, the giving site and the back office. Where the specs give a text, it is the specs'.
// The names are English in the code and translated when read (translate.ts).
import { msg } from '@lingui/core/macro';
import { liveRecord } from '@reach/ui/translate';

/** ROLE_NAMES are the names people read for the roles (policies/policy.csv; auth.RoleLabels on the server). */
export const ROLE_NAMES: Record<string, string> = liveRecord({
  admin: msg`Administrator`,
  staff: msg`Staff`,
  'regional-coordinator': msg`Regional Coordinator`,
  'field-worker': msg`Field Worker`,
  trainer: msg`Trainer`,
  partner: msg`Partner`,
});

/** roleName names a role for people; an unknown one is made readable ("some-role" → "Some Role"). */
export function roleName(role: string | null | undefined): string {
  if (!role) return '';
  return ROLE_NAMES[role] ?? role.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** roleNames names a user's roles, in the order the policies list them, joined by commas. */
export function roleNames(roles: ReadonlyArray<string> | null | undefined): string {
  const order = Object.keys(ROLE_NAMES);
  const rank = (r: string) => (order.includes(r) ? order.indexOf(r) : order.length);
  return [...(roles ?? [])].sort((a, b) => rank(a) - rank(b)).map(roleName).join(', ');
}

/** ADOPTION_LEVEL_NAMES name an adoption's level for people ('Level 1'); a prayer adoption gives no money. */
export const ADOPTION_LEVEL_NAMES: Record<string, string> = liveRecord({
  ADOPTER_PRAY: msg`Prayer`,
  ADOPTER_LV1: msg`Level 1`,
  ADOPTER_LV2: msg`Level 2`,
  ADOPTER_LV3: msg`Level 3`,
});

/** NamedPeopleGroup is what a people group's name is made of (any record that has them). */
export interface NamedPeopleGroup {
  nameAcrossCountries?: string | null;
  nameInCountry?: string | null;
  country?: string | null;
  [field: string]: unknown;
}

/**
 * peopleGroupName is a people group as it reads everywhere: "{nameAcrossCountries} - {country}",
 * the form spec/03 gives the report form's breadcrumb ("Bengali Muslim - Bangladesh"). Without a
 * country it is the name alone; Joshua Project's name in the country stands in for a missing
 * name across countries.
 */
export function peopleGroupName(pg: NamedPeopleGroup | null | undefined): string {
  if (!pg) return '';
  const name = (pg.nameAcrossCountries || pg.nameInCountry || '').trim();
  const country = (pg.country ?? '').trim();
  return name && country ? `${name} - ${country}` : name || country;
}

/**
 * BIBLE_STATUS_NAMES is Joshua Project's "Bible Translation status" legend (the footer of
 * AllPeoplesInCountry.csv and AllLanguageListing.csv), as the portal's people group page shows it.
 */
export const BIBLE_STATUS_NAMES: Record<number, string> = liveRecord({
  0: msg`Unspecified`,
  1: msg`Translation Needed`,
  2: msg`Translation Started`,
  3: msg`Portions`,
  4: msg`New Testament`,
  5: msg`Complete Bible`,
});

/** JP_SCALE_NAMES is Joshua Project's Progress Scale (1 least reached to 5 significantly reached). */
export const JP_SCALE_NAMES: Record<number, string> = liveRecord({
  1: msg`Unreached`,
  2: msg`Minimally Reached`,
  3: msg`Superficially Reached`,
  4: msg`Partially Reached`,
  5: msg`Significantly Reached`,
});
