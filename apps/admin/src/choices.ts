// Fixed choice lists of the back office. Names of things the portal shows too are the shared
// words of @reach/ui/words (docs/glossary.md).
import { ADOPTION_LEVEL_NAMES, ROLE_NAMES } from '@reach/ui/words';
import { i18nProvider } from './i18n';

/** ROLE_CHOICES are the roles of the policies (policies/policy.csv), by the names people read. */
export const ROLE_CHOICES = Object.entries(ROLE_NAMES).map(([id, name]) => ({ id, name }));

/** Only holders of grant-privileged-role (admins) may give these roles; the server enforces it. */
export const PRIVILEGED_ROLES = ['admin', 'staff'];
export const GRANT_PRIVILEGED_ROLE = 'grant-privileged-role';

/** roleChoicesFor marks the privileged roles as disabled for users who may not grant them. */
export const roleChoicesFor = (permissions: unknown) => {
  const mayGrant = Array.isArray(permissions) && permissions.includes(GRANT_PRIVILEGED_ROLE);
  return ROLE_CHOICES.map((choice) => ({
    ...choice,
    disabled: !mayGrant && PRIVILEGED_ROLES.includes(choice.id),
  }));
};

/**
 * REGION_CHOICES are Joshua Project's regions (RegionCode 1..12) with the names the imported
 * data gives them (allJPRegions answers the same list).
 */
export const REGION_CHOICES = [
  { id: '1', name: 'Australia and Pacific' },
  { id: '2', name: 'Asia, Southeast' },
  { id: '3', name: 'Asia, Northeast' },
  { id: '4', name: 'Asia, South' },
  { id: '5', name: 'Asia, Central' },
  { id: '6', name: 'Africa, North and Middle East' },
  { id: '7', name: 'Africa, East and Southern' },
  { id: '8', name: 'Africa, West and Central' },
  { id: '9', name: 'Europe, Eastern and Eurasia' },
  { id: '10', name: 'Europe, Western' },
  { id: '11', name: 'America, Latin' },
  { id: '12', name: 'America, North and Caribbean' },
];

/** RELIGION_CHOICES are Joshua Project's primary religion codes (RLG3) found in the data. */
export const RELIGION_CHOICES = [
  { id: '1', name: 'Christianity' },
  { id: '2', name: 'Buddhism' },
  { id: '4', name: 'Ethnic Religions' },
  { id: '5', name: 'Hinduism' },
  { id: '6', name: 'Islam' },
  { id: '7', name: 'Non-Religious' },
  { id: '8', name: 'Other / Small' },
  { id: '9', name: 'Unknown' },
];

/** ADOPTION_LEVEL_CHOICES are the spec's adoption levels (spec/01, section 9). */
export const ADOPTION_LEVEL_CHOICES = [
  { id: 'ADOPTER_PRAY', name: 'Prayer (ADOPTER_PRAY)' },
  { id: 'ADOPTER_LV1', name: 'Level 1: $30 a month (ADOPTER_LV1)' },
  { id: 'ADOPTER_LV2', name: 'Level 2: $100 a month (ADOPTER_LV2)' },
  { id: 'ADOPTER_LV3', name: 'Level 3: $300 a month (ADOPTER_LV3)' },
];

export const INVITE_STATUS_CHOICES = [
  { id: 'PENDING', name: 'Pending' },
  { id: 'ACCEPTED', name: 'Accepted' },
  { id: 'EXPIRED', name: 'Expired' },
];

/** MAIL_STATUS_CHOICES: QUEUED (outbox only, or delivery due), SENT, FAILED. */
export const MAIL_STATUS_CHOICES = [
  { id: 'QUEUED', name: 'Queued' },
  { id: 'SENT', name: 'Sent' },
  { id: 'FAILED', name: 'Failed' },
];

/** PROJECT_TYPE_CHOICES are the schema's ProjectType values with readable labels. */
export const PROJECT_TYPE_CHOICES = [
  { id: 'AGRICULTURE', name: 'Agriculture' },
  { id: 'SMALL_BUSINESS', name: 'Small business' },
  { id: 'EDUCATION', name: 'Education' },
  { id: 'MANUFACTURING', name: 'Manufacturing' },
  { id: 'BUILDING', name: 'Building' },
  { id: 'TRANSLATION', name: 'Translation' },
  { id: 'CLEAN_WATER', name: 'Clean water' },
  { id: 'MEDIA', name: 'Media' },
  { id: 'HEALTH_CARE', name: 'Health care' },
  { id: 'HUMANITARIAN', name: 'Humanitarian' },
  { id: 'OTHER', name: 'Other' },
];

/** PROJECT_STAGE_CHOICES are the schema's ProjectStage values. */
export const PROJECT_STAGE_CHOICES = [
  { id: 'PLANNING', name: 'Planning' },
  { id: 'DEVELOPMENT', name: 'Development' },
  { id: 'ACTIVE', name: 'Active' },
  { id: 'COMPLETE', name: 'Complete' },
];

/** PROJECT_STATUS_CHOICES: archived projects are hidden from the giving site. */
export const PROJECT_STATUS_CHOICES = [
  { id: 'ACTIVE', name: 'Active' },
  { id: 'ARCHIVED', name: 'Archived' },
];

/** GIFT_STATUS_CHOICES are the statuses of adoptions (and recurring payments). */
export const GIFT_STATUS_CHOICES = [
  { id: 'ACTIVE', name: 'Active' },
  { id: 'ENDED', name: 'Ended' },
  { id: 'CANCELLED', name: 'Cancelled' },
];

export const GIFT_STATUS_COLORS = { ACTIVE: 'success', ENDED: 'default', CANCELLED: 'warning' } as const;

/** PAYMENT_STATUS_CHOICES: FAILED is a charge that failed and was not paid since (nothing received). */
export const PAYMENT_STATUS_CHOICES = [
  { id: 'PAID', name: 'Paid' },
  { id: 'REFUNDED', name: 'Refunded' },
  { id: 'FAILED', name: 'Failed' },
];

export const PAYMENT_STATUS_COLORS = { PAID: 'success', REFUNDED: 'warning', FAILED: 'error' } as const;

/** PAYMENT_KIND_CHOICES: what a payment paid for (PaymentFilter.kind). */
export const PAYMENT_KIND_CHOICES = [
  { id: 'ADOPTION', name: 'Adoption' },
  { id: 'PROJECT', name: 'Project' },
];

/** ADOPTION_LEVEL_LABELS are short labels for lists and CSV files (the apps' shared names). */
export const ADOPTION_LEVEL_LABELS = ADOPTION_LEVEL_NAMES;

/** FREQUENCY_LABELS are readable RecurringFrequency values. */
export const FREQUENCY_LABELS: Record<string, string> = {
  FirstAndFifteenth: '1st and 15th',
  FiveMinutes: 'Every five minutes',
  Fortnightly: 'Fortnightly',
  FourHours: 'Every four hours',
  Monthly: 'Monthly',
  OneMinute: 'Every minute',
  Other: 'Other',
  Quarterly: 'Quarterly',
  SemiYearly: 'Twice a year',
  Weekly: 'Weekly',
  Yearly: 'Yearly',
};

/**
 * csvLabelOf finds a choice's English name, falling back to the raw value (or '-' when empty):
 * CSV files keep English words whoever exports them (docs/languages.md).
 */
export const csvLabelOf = (choices: { id: string; name: string }[], value: unknown): string => {
  if (value == null || value === '') return '-';
  return choices.find((c) => c.id === String(value))?.name ?? String(value);
};

/**
 * labelOf is a choice's name in the language shown (src/i18n/choices.<code>.ts translates the
 * English names, as react-admin's choice inputs do), falling back to the raw value.
 */
export const labelOf = (choices: { id: string; name: string }[], value: unknown): string => {
  const english = csvLabelOf(choices, value);
  return i18nProvider.translate(english, { _: english });
};

/** regionName is the name of a Joshua Project region code in the language shown. */
export const regionName = (code: unknown) => labelOf(REGION_CHOICES, code);

/** csvRegionName is the English name of a Joshua Project region code, for CSV files. */
export const csvRegionName = (code: unknown) => csvLabelOf(REGION_CHOICES, code);

/** LINK_ROLE_CHOICES are the schema's LinkRole values: what a contact is to a group or project. */
export const LINK_ROLE_CHOICES = [
  { id: 'ADOPTER', name: 'Adopter' },
  { id: 'SPONSOR', name: 'Sponsor' },
  { id: 'FIELD_WORKER', name: 'Field Worker' },
  { id: 'REGIONAL_COORDINATOR', name: 'Regional Coordinator' },
  { id: 'TRAINER', name: 'Trainer' },
];

/** CONTACT_TYPE_CHOICES are the contact types; staff create households and organizations. */
export const CONTACT_TYPE_CHOICES = [
  { id: 'INDIVIDUAL', name: 'Person' },
  { id: 'HOUSEHOLD', name: 'Household' },
  { id: 'ORGANIZATION', name: 'Organization' },
];

/** GROUP_TYPE_CHOICES are the contact types a member can belong to (the ones staff create). */
export const GROUP_TYPE_CHOICES = CONTACT_TYPE_CHOICES.filter((c) => c.id !== 'INDIVIDUAL');

/** REPORT_TYPE_CHOICES are the report types (spec/03 section 2) prayer and testimonies come from. */
export const REPORT_TYPE_CHOICES = [
  { id: 'PG_QUARTERLY', name: 'People group quarterly report' },
  { id: 'HOLISTIC_REQ', name: 'Holistic proposal' },
  { id: 'HOLISTIC_PROGRESS', name: 'Holistic progress report' },
  { id: 'TRAIN_EVENT', name: 'Training event report' },
  { id: 'TRAIN_QUARTERLY', name: 'Training quarterly report' },
];

/** TR_LANGUAGE_LIST is the simple list of training languages (key e.g. 'en', content 'English'). */
export const TR_LANGUAGE_LIST = 'tr-language';
