export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An RFC 3339 date-time string. */
  DateTime: { input: string; output: string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
  /**
   * SafeInt is a whole number written as a JSON number, from -9007199254740991 to 9007199254740991
   * (2^53 - 1, what a JavaScript number holds exactly). Money amounts that outgrow Int's 32 bits
   * use it: ten-thousandths of a dollar pass Int's limit at $214,748.36. A string, a fraction or a
   * larger number is refused with BAD_USER_INPUT.
   */
  SafeInt: { input: number; output: number; }
};

export type AdoptionCheckoutInput = {
  adoptionId?: InputMaybe<Scalars['ID']['input']>;
  commitToAdopt?: InputMaybe<Scalars['Boolean']['input']>;
  level: AdoptionLevel;
  /** origin is the site the success and cancel pages live on (must be REACH_PUBLIC_URL). */
  origin?: InputMaybe<Scalars['String']['input']>;
  /** peopleGroupId may be '__reach__' (the Skip link): the organisation picks the group. */
  peopleGroupId: Scalars['ID']['input'];
  recurring: Scalars['Boolean']['input'];
  /** startDate (YYYY-MM-DD) is required for recurring gifts. */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type AdoptionFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  level?: InputMaybe<AdoptionLevel>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type AdoptionLevel =
  | 'ADOPTER_LV1'
  | 'ADOPTER_LV2'
  | 'ADOPTER_LV3'
  | 'ADOPTER_PRAY';

export type AgreementAttachmentInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  fileId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  ref?: InputMaybe<Scalars['String']['input']>;
};

/** The back office's list filter: contactId keeps agreements with a party for that contact. */
export type AgreementFilter = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isTemplate?: InputMaybe<Scalars['Boolean']['input']>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AgreementStatus>;
};

export type AgreementInitialsInput = {
  contentHash?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  fontName: Scalars['String']['input'];
  initials: Scalars['String']['input'];
  partyId: Scalars['ID']['input'];
  sectionId: Scalars['ID']['input'];
};

export type AgreementPartyInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactId: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  ref?: InputMaybe<Scalars['String']['input']>;
};

/** A section as staff write it; _id keeps an existing section's id. */
export type AgreementSectionInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** date is the signer's clock: the server ignores it and records its own. */
export type AgreementSignatureInput = {
  contentHash?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  fontName: Scalars['String']['input'];
  partyId: Scalars['ID']['input'];
  signature: Scalars['String']['input'];
};

export type AgreementStatus =
  | 'CANCELLED'
  | 'PREPARING'
  | 'PREVIEW'
  | 'SIGNED'
  | 'SIGNING';

export type AgreementType =
  | 'LOAN_AGREEMENT'
  | 'MOU';

/**
 * AttachmentInput records an uploaded file. type defaults to ATTACHMENT; H_PHOTO and PG_PHOTO need
 * the right to change the project or people group named by attachedTo.
 */
export type AttachmentInput = {
  _id: Scalars['ID']['input'];
  attachedTo?: InputMaybe<Scalars['ID']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
  filename: Scalars['String']['input'];
  s3Key: Scalars['String']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<Scalars['String']['input']>;
  uploaded?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * AttachmentUploadInput asks for an upload URL. contentType, when given (e.g. "image/" or
 * "application/pdf"), is what the policy lets the upload's Content-Type start with.
 */
export type AttachmentUploadInput = {
  _id: Scalars['ID']['input'];
  contentType?: InputMaybe<Scalars['String']['input']>;
  s3Key: Scalars['String']['input'];
};

export type AuditEntryFilter = {
  /** actorId keeps one person's actions. */
  actorId?: InputMaybe<Scalars['String']['input']>;
  /** from keeps actions on or after this day (YYYY-MM-DD, UTC) or time (RFC 3339). */
  from?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** kind keeps one kind of action (one of auditKinds). */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** q matches the target's name or id, or the actor's name or email. */
  q?: InputMaybe<Scalars['String']['input']>;
  /** until keeps actions on or before this day (YYYY-MM-DD, UTC, the whole day) or before this time (RFC 3339). */
  until?: InputMaybe<Scalars['String']['input']>;
};

export type BeneficiaryInput = {
  contactId: Scalars['ID']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
};

export type ContactFilter = {
  contactType?: InputMaybe<Scalars['String']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** q searches the name and the email. */
  q?: InputMaybe<Scalars['String']['input']>;
};

export type ContactMemberFilter = {
  groupContactId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  memberContactId?: InputMaybe<Scalars['ID']['input']>;
  /** q searches the member's name and email and the group's name. */
  q?: InputMaybe<Scalars['String']['input']>;
};

/** Crud says what happened to the object of a subscription update. */
export type Crud =
  | 'CREATE'
  | 'DELETE'
  | 'UPDATE';

/** FileFilters narrows allFilesForUser: e.g. {type: "H_PHOTO", attachedTo: projectId}. */
export type FileFilters = {
  attachedTo?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

export type HolisticPaymentInstallmentInput = {
  amount?: InputMaybe<Scalars['SafeInt']['input']>;
  dueAt?: InputMaybe<Scalars['String']['input']>;
};

export type HolisticProjectFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  q?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  stage?: InputMaybe<ProjectStage>;
  status?: InputMaybe<Scalars['String']['input']>;
  typeOfProject?: InputMaybe<ProjectType>;
};

export type HolisticProposalFieldWorkerInput = {
  amountForeign?: InputMaybe<Scalars['SafeInt']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  fieldWorkerName?: InputMaybe<Scalars['String']['input']>;
};

/** HolisticProposalFilters narrow allHolisticProposalsForUser. */
export type HolisticProposalFilters = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Array<ReportStatus>>;
};

/** HolisticProposalInput is what create and update send; a field left out is left as it is. */
export type HolisticProposalInput = {
  /** _id: on create, an id the client chose (a UUID); on update, the proposal to save. */
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
  exchangeRate?: InputMaybe<Scalars['Float']['input']>;
  goals?: InputMaybe<Scalars['String']['input']>;
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  loanDetails?: InputMaybe<Scalars['String']['input']>;
  loanTerm?: InputMaybe<Scalars['Int']['input']>;
  loanTotalForeign?: InputMaybe<Scalars['SafeInt']['input']>;
  loanTotalUsd?: InputMaybe<Scalars['SafeInt']['input']>;
  locationRisk?: InputMaybe<Scalars['String']['input']>;
  marketAnalysis?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  onBehalfOfId?: InputMaybe<Scalars['ID']['input']>;
  onBehalfOfName?: InputMaybe<Scalars['String']['input']>;
  otherProfitUses?: InputMaybe<Scalars['String']['input']>;
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  paymentPlan?: InputMaybe<Array<HolisticPaymentInstallmentInput>>;
  peopleGroupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  privateAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  projectName?: InputMaybe<Scalars['String']['input']>;
  publicAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  recurringMonthlyExpensesDesc?: InputMaybe<Scalars['String']['input']>;
  recurringMonthlyExpensesForeign?: InputMaybe<Scalars['SafeInt']['input']>;
  recurringMonthlyRevenueDesc?: InputMaybe<Scalars['String']['input']>;
  recurringMonthlyRevenueForeign?: InputMaybe<Scalars['SafeInt']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  responsiblePersons?: InputMaybe<Array<HolisticResponsiblePersonInput>>;
  riskAnalysis?: InputMaybe<Scalars['String']['input']>;
  setupExpensesDesc?: InputMaybe<Scalars['String']['input']>;
  supportedFieldWorkers?: InputMaybe<Array<HolisticProposalFieldWorkerInput>>;
  typeOfProject?: InputMaybe<ProjectType>;
  /** version the save is based on (update); 0 or absent skips the check. */
  version?: InputMaybe<Scalars['Int']['input']>;
  vision?: InputMaybe<Scalars['String']['input']>;
};

export type HolisticQuarterlyFieldWorkerInput = {
  amountForeign?: InputMaybe<Scalars['SafeInt']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** HolisticQuarterlyReportFilters narrow allHolisticQuarterlyReportsForUser. */
export type HolisticQuarterlyReportFilters = {
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Array<ReportStatus>>;
};

/** HolisticQuarterlyReportInput is what create and update send; a field left out is left as it is. */
export type HolisticQuarterlyReportInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  exchangeRate?: InputMaybe<Scalars['Float']['input']>;
  expensesThisQuarterDesc?: InputMaybe<Scalars['String']['input']>;
  expensesThisQuarterForeign?: InputMaybe<Scalars['SafeInt']['input']>;
  hasReceivedFunds?: InputMaybe<Scalars['Boolean']['input']>;
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  loadPaymentsThisQuarterUsd?: InputMaybe<Scalars['SafeInt']['input']>;
  loanPaymentsTotalUsd?: InputMaybe<Scalars['SafeInt']['input']>;
  loanTerm?: InputMaybe<Scalars['Int']['input']>;
  loanTotal?: InputMaybe<Scalars['SafeInt']['input']>;
  miracles?: InputMaybe<Array<ReportEntryInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  prayerRequests?: InputMaybe<Array<ReportEntryInput>>;
  privateAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  problemsDesc?: InputMaybe<Scalars['String']['input']>;
  progressDesc?: InputMaybe<Scalars['String']['input']>;
  projectCoordId?: InputMaybe<Scalars['ID']['input']>;
  projectState?: InputMaybe<Scalars['String']['input']>;
  publicAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  quarter?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  revenueThisQuarterDesc?: InputMaybe<Scalars['String']['input']>;
  revenueThisQuarterForeign?: InputMaybe<Scalars['SafeInt']['input']>;
  supportedFieldWorkers?: InputMaybe<Array<HolisticQuarterlyFieldWorkerInput>>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type HolisticResponsiblePersonInput = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  priorExperience?: InputMaybe<Scalars['String']['input']>;
  projectedHrsPerWeek?: InputMaybe<Scalars['Float']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

export type InitialLoanAgreementSectionInput = {
  initials: AgreementInitialsInput;
  loanAgreementId: Scalars['ID']['input'];
};

export type InitialMouSectionInput = {
  contentHash?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  fontName: Scalars['String']['input'];
  initials: Scalars['String']['input'];
  mouId: Scalars['ID']['input'];
  partyId: Scalars['ID']['input'];
  sectionId: Scalars['ID']['input'];
};

export type InviteFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type ItsmModulesInput = {
  intro?: InputMaybe<Scalars['Boolean']['input']>;
  mod1?: InputMaybe<Scalars['Boolean']['input']>;
  mod2?: InputMaybe<Scalars['Boolean']['input']>;
  mod3?: InputMaybe<Scalars['Boolean']['input']>;
  mod4?: InputMaybe<Scalars['Boolean']['input']>;
  mod5?: InputMaybe<Scalars['Boolean']['input']>;
  mod6?: InputMaybe<Scalars['Boolean']['input']>;
  mod7?: InputMaybe<Scalars['Boolean']['input']>;
  mod8?: InputMaybe<Scalars['Boolean']['input']>;
  mod9?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * LinkRole is what a contact is to a people group or a project. The portal's cards label them
 * (trainer, field worker, regional coordinator, adopter or sponsor).
 */
export type LinkRole =
  | 'ADOPTER'
  | 'FIELD_WORKER'
  | 'REGIONAL_COORDINATOR'
  | 'SPONSOR'
  | 'TRAINER';

export type LoanAgreementFilters = {
  isTemplate?: InputMaybe<Scalars['Boolean']['input']>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

/** signeeId is honoured for staff; for anyone else the list is the acting contact's. */
export type MouFilters = {
  isTemplate?: InputMaybe<Scalars['Boolean']['input']>;
  signeeId?: InputMaybe<Scalars['ID']['input']>;
};

export type MouRole =
  | 'FIELD_WORKER'
  | 'REGIONAL_COORDINATOR'
  | 'TRAINER';

export type OutboxMailFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  kind?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  /** status is QUEUED, SENT or FAILED. */
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentFilter = {
  givenFrom?: InputMaybe<Scalars['DateTime']['input']>;
  givenTo?: InputMaybe<Scalars['DateTime']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** kind is ADOPTION or PROJECT. */
  kind?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type PeopleGroupFilter = {
  countryCode?: InputMaybe<Scalars['String']['input']>;
  focusLevelNo?: InputMaybe<Scalars['Int']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  leastReached?: InputMaybe<Scalars['Boolean']['input']>;
  primaryReligionId?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
};

export type PeopleGroupLinkFilter = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<LinkRole>;
};

export type PotentialContactInput = {
  /** _id: an entry without one gets a new one. */
  _id?: InputMaybe<Scalars['ID']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  orgName?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  potentialRole?: InputMaybe<PotentialRole>;
  whatsApp?: InputMaybe<Scalars['String']['input']>;
};

/** PotentialRole is the role a potential contact might take. */
export type PotentialRole =
  | 'FIELD_WORKER'
  | 'REGIONAL_COORD'
  | 'TRAINER';

/** PrayerFilters: exactly one of holisticProjectId or peopleGroupId. */
export type PrayerFilters = {
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
};

export type PrayerRequestFilter = {
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileInput = {
  _id: Scalars['ID']['input'];
  /** currentPassword confirms a change of password or email; it may be left out within 10 minutes of signing in, and when given it must be right. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** language must be one of the languages Reach speaks ('Please choose one of the languages.'). */
  language?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** password changes the password (sent alone with _id); other sessions are revoked. */
  password?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  profilePhotoId?: InputMaybe<Scalars['ID']['input']>;
};

/** ProfilePhotoInput records an uploaded profile photo; profilePhotoFor is the signed-in user's _id. */
export type ProfilePhotoInput = {
  _id: Scalars['ID']['input'];
  filename: Scalars['String']['input'];
  profilePhotoFor: Scalars['ID']['input'];
  s3Key: Scalars['String']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  uploaded?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProjectCheckoutInput = {
  /** amount is whole US dollars. */
  amount: Scalars['Int']['input'];
  commitToAdopt?: InputMaybe<Scalars['Boolean']['input']>;
  origin?: InputMaybe<Scalars['String']['input']>;
  /** projectId empty or '__reach__' gives to the holistic fund (the Skip link). */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  recurring: Scalars['Boolean']['input'];
  startDate?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectLinkFilter = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<LinkRole>;
};

export type ProjectSponsorshipFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  projectId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type ProjectStage =
  | 'ACTIVE'
  | 'COMPLETE'
  | 'DEVELOPMENT'
  | 'PLANNING';

export type ProjectType =
  | 'AGRICULTURE'
  | 'BUILDING'
  | 'CLEAN_WATER'
  | 'EDUCATION'
  | 'HEALTH_CARE'
  | 'HUMANITARIAN'
  | 'MANUFACTURING'
  | 'MEDIA'
  | 'OTHER'
  | 'SMALL_BUSINESS'
  | 'TRANSLATION';

export type PublicAdoptionFilters = {
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
};

export type PublicHolisticProjectFilters = {
  projectTypes?: InputMaybe<Array<ProjectType>>;
  /** regions are region codes. */
  regions?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type PublicPeopleGroupFilters = {
  focusLevelNo?: InputMaybe<Scalars['Int']['input']>;
  hasAdoptionsAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  populationMax?: InputMaybe<Scalars['Int']['input']>;
  /** populationRange is [min, max], both inclusive. */
  populationRange?: InputMaybe<Array<Scalars['Int']['input']>>;
  primaryReligionId?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  /** search orders by relevance: exact name, then prefix, then words, over name, country and language. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type RecurringFrequency =
  | 'FirstAndFifteenth'
  | 'FiveMinutes'
  | 'Fortnightly'
  | 'FourHours'
  | 'Monthly'
  | 'OneMinute'
  | 'Other'
  | 'Quarterly'
  | 'SemiYearly'
  | 'Weekly'
  | 'Yearly';

export type ReportAddressInput = {
  address1?: InputMaybe<Scalars['String']['input']>;
  address2?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** ReportEntryInput: an entry without _id gets a new one; a blank desc is dropped on save. */
export type ReportEntryInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
};

/** ReportFilter narrows allReports (both the portal's filters and the back office's filter). */
export type ReportFilter = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  createdBy?: InputMaybe<Scalars['ID']['input']>;
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  quarter?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  reportType?: InputMaybe<Array<ReportType>>;
  status?: InputMaybe<Array<ReportStatus>>;
};

/** ReportInput is what createReport and updateReport send; a field left out is left as it is. */
export type ReportInput = {
  /** _id: on create, an id the client chose (a UUID); on update, the report to save. */
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  quarter?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  reportType?: InputMaybe<ReportType>;
  /** version the save is based on (update); 0 or absent skips the check. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ReportStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'HOLD'
  | 'PENDING'
  | 'REJECTED';

export type ReportType =
  | 'HOLISTIC_PROGRESS'
  | 'HOLISTIC_REQ'
  | 'PG_QUARTERLY'
  | 'TRAIN_EVENT'
  | 'TRAIN_QUARTERLY';

export type SignLoanAgreementInput = {
  loanAgreementId: Scalars['ID']['input'];
  signature: AgreementSignatureInput;
};

export type SignMouInput = {
  contentHash?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['DateTime']['input']>;
  fontName: Scalars['String']['input'];
  mouId: Scalars['ID']['input'];
  partyId: Scalars['ID']['input'];
  signature: Scalars['String']['input'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  /** inviteId is the hidden invite code from /sign-up?i=. */
  inviteId?: InputMaybe<Scalars['ID']['input']>;
  /** language is the language of the page signed up from; left out, the request's language (Accept-Language). */
  language?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** recaptcha is the bot-check token, verified when a bot-check is configured. */
  recaptcha?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type SimpleListFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type SimpleListItemInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  key: Scalars['String']['input'];
};

/** SortByInput orders a public list; key '_score' is the search relevance. */
export type SortByInput = {
  key: Scalars['String']['input'];
  order?: InputMaybe<SortOrder>;
};

/** SortOrder of a sortBy entry. */
export type SortOrder =
  | 'ASC'
  | 'DESC';

export type TestimonyFilter = {
  holisticProjectId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type TrainingAdoptionInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactInfo?: InputMaybe<PotentialContactInput>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  peopleGroupName?: InputMaybe<Scalars['String']['input']>;
};

export type TrainingCourseFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  q?: InputMaybe<Scalars['String']['input']>;
};

/** TrainingCourseFilters: q searches course name and description, case-insensitively. */
export type TrainingCourseFilters = {
  q?: InputMaybe<Scalars['String']['input']>;
};

/**
 * TrainingEventReportInput is what create and update send (_id: on create an id the client chose, a
 * UUID; on update the report). A field left out is left as it is; a list sent replaces the stored
 * one. Blank miracles are dropped; entries without _id get one.
 */
export type TrainingEventReportInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  eventAddress?: InputMaybe<ReportAddressInput>;
  eventDate?: InputMaybe<Scalars['String']['input']>;
  hostName?: InputMaybe<Scalars['String']['input']>;
  hostWebsite?: InputMaybe<Scalars['String']['input']>;
  itsmModulesTaught?: InputMaybe<ItsmModulesInput>;
  miracles?: InputMaybe<Array<ReportEntryInput>>;
  newAdoptions?: InputMaybe<Array<TrainingAdoptionInput>>;
  newPartnerships?: InputMaybe<Array<TrainingPartnershipInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  numPeopleTrained?: InputMaybe<Scalars['Int']['input']>;
  numUpgAdoptions?: InputMaybe<Scalars['Int']['input']>;
  privateAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  publicAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  regionName?: InputMaybe<Scalars['String']['input']>;
  /** reportType, when sent, must be TRAIN_EVENT. */
  reportType?: InputMaybe<ReportType>;
  title?: InputMaybe<Scalars['String']['input']>;
  trainersTrained?: InputMaybe<Array<PotentialContactInput>>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type TrainingFileFilter = {
  courseId?: InputMaybe<Scalars['ID']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  language?: InputMaybe<Scalars['String']['input']>;
  moduleId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};

/**
 * TrainingFileFilters: q searches file name and description, case-insensitively; courseId
 * 'unassigned' finds the files of no course; language is a tr-language key.
 */
export type TrainingFileFilters = {
  courseId?: InputMaybe<Scalars['ID']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  moduleId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
};

export type TrainingModuleInput = {
  /** _id keeps an existing module's id; a module without one gets a new id. */
  _id?: InputMaybe<Scalars['ID']['input']>;
  desc?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type TrainingPartnershipInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactInfo?: InputMaybe<PotentialContactInput>;
  orgDesc?: InputMaybe<Scalars['String']['input']>;
  orgName?: InputMaybe<Scalars['String']['input']>;
  orgWebsite?: InputMaybe<Scalars['String']['input']>;
};

export type TrainingQuarterEventInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  host?: InputMaybe<Scalars['String']['input']>;
  numPeopleTrained?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * TrainingQuarterlyReportInput is what create and update send (_id: on create an id the client
 * chose, a UUID; on update the report). A field left out is left as it is; a list sent replaces the
 * stored one. Blank miracles and prayer requests are dropped; entries without _id get one.
 */
export type TrainingQuarterlyReportInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  events?: InputMaybe<Array<TrainingQuarterEventInput>>;
  miracles?: InputMaybe<Array<ReportEntryInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  prayerRequests?: InputMaybe<Array<ReportEntryInput>>;
  privateAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  publicAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  quarter?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  /** reportType, when sent, must be TRAIN_QUARTERLY. */
  reportType?: InputMaybe<ReportType>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** TrainingReportFilters narrow AllTrainingEventReports and AllTrainingQuarterlyReports. */
export type TrainingReportFilters = {
  contactId?: InputMaybe<Scalars['ID']['input']>;
  quarter?: InputMaybe<Scalars['String']['input']>;
  regionCode?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<ReportStatus>>;
};

/** UpgQuarterlyReportFilters narrow allUpgQuarterlyReportsForUser. */
export type UpgQuarterlyReportFilters = {
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * UpgQuarterlyReportInput is what create and update send. On create _id is an id the client chose
 * (a UUID) and an unknown contactId falls back to the viewer's contact; on update _id names the
 * report and version is the one the save is based on. A field left out is left as it is; a list
 * sent replaces the stored one. Blank miracles and prayer requests are dropped; entries without _id
 * get one.
 */
export type UpgQuarterlyReportInput = {
  _id?: InputMaybe<Scalars['ID']['input']>;
  churchesPlanted?: InputMaybe<Array<UpgReportChurchPlantedInput>>;
  contactId?: InputMaybe<Scalars['ID']['input']>;
  hProjects?: InputMaybe<Array<UpgReportHolisticProjectInput>>;
  miracles?: InputMaybe<Array<ReportEntryInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  numHeardForFirstTime?: InputMaybe<Scalars['Int']['input']>;
  numSalvations?: InputMaybe<Scalars['Int']['input']>;
  numWaterBaptisms?: InputMaybe<Scalars['Int']['input']>;
  onBehalfOf?: InputMaybe<Scalars['Boolean']['input']>;
  /** onBehalfOfContactId is stored as onBehalfOfId and becomes the report's contactId. */
  onBehalfOfContactId?: InputMaybe<Scalars['ID']['input']>;
  onBehalfOfName?: InputMaybe<Scalars['String']['input']>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  prayerRequests?: InputMaybe<Array<ReportEntryInput>>;
  privateAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  publicAttachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  quarter?: InputMaybe<Scalars['String']['input']>;
  receivedFinancialSupport?: InputMaybe<Scalars['Boolean']['input']>;
  receivedForHimself?: InputMaybe<Scalars['SafeInt']['input']>;
  receivedForHolistic?: InputMaybe<Scalars['SafeInt']['input']>;
  /** reportType, when sent, must be PG_QUARTERLY. */
  reportType?: InputMaybe<ReportType>;
  useOfHolisticFundsDesc?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type UpgReportChurchPlantedInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  numBelievers?: InputMaybe<Scalars['Int']['input']>;
  numChurches?: InputMaybe<Scalars['Int']['input']>;
  villageName?: InputMaybe<Scalars['String']['input']>;
};

export type UpgReportHolisticProjectInput = {
  projectId?: InputMaybe<Scalars['ID']['input']>;
  results?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type UpgStatsRecordFilter = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  quarter?: InputMaybe<Scalars['String']['input']>;
};

/**
 * UserContactFilters narrow allContactsForUser. isFieldWorker keeps contacts with a FIELD_WORKER
 * link (on peopleGroupId when given, or on a group or project regionalCoordId coordinates); q
 * searches the name.
 */
export type UserContactFilters = {
  contactType?: InputMaybe<Array<UserContactType>>;
  isFieldWorker?: InputMaybe<Scalars['Boolean']['input']>;
  peopleGroupId?: InputMaybe<Scalars['ID']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  regionalCoordId?: InputMaybe<Scalars['ID']['input']>;
};

/** UserContactType is the portal's name of a contact's kind: CONTACT (the back office's INDIVIDUAL), HOUSEHOLD and ORG (ORGANIZATION). */
export type UserContactType =
  | 'CONTACT'
  | 'HOUSEHOLD'
  | 'ORG';

export type UserFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  q?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
};

export type UserHolisticProjectFilters = {
  /** peopleGroupIds narrows to projects serving any of these groups (the people group's holistic-projects tab; needs get-user-h-project). */
  peopleGroupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type UserUpgStatsFilters = {
  peopleGroupId: Scalars['ID']['input'];
};

export type MoveAgreementMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  agreementType: AgreementType;
  status: AgreementStatus;
  reason: InputMaybe<Scalars['String']['input']>;
}>;


export type MoveAgreementMutation = { moveAgreement: { id: string, status: AgreementStatus, version: number } };

export type NewAgreementVersionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  agreementType: AgreementType;
}>;


export type NewAgreementVersionMutation = { newAgreementVersion: { id: string, status: AgreementStatus, version: number } };

export type RemindAgreementPartyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  agreementType: AgreementType;
  partyId: Scalars['ID']['input'];
}>;


export type RemindAgreementPartyMutation = { remindAgreementParty: { id: string, status: AgreementStatus, version: number } };

export type SignIntoUserMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignIntoUserMutation = { signIntoUser: { token: string } };

export type AdminProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProfileQuery = { myProfileForUser: { _id: string, username: string, name: string, permissions: Array<string>, roles: Array<string>, language: string, myContact: { _id: string } | null } };

export type SaveMyLanguageMutationVariables = Exact<{
  profile: ProfileInput;
}>;


export type SaveMyLanguageMutation = { editMyProfileForUser: { _id: string, language: string } };

export type SignOutOfUserMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutOfUserMutation = { signOutOfUser: boolean };

export type StaffDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffDashboardQuery = { staffDashboard: { since: string, tiles: { reportsPending: number, reportsOnHold: number, loanAgreementsSigning: number, mousSigning: number, failedPayments: number, failedMail: number }, giving: Array<{ month: string, usdCents: number, gifts: number }>, adoptionsByRegion: Array<{ regionCode: string, region: string, adoptions: number }>, peopleGroupMap: { cellDegrees: number, cells: Array<number> }, backup: { scheduled: boolean, lastAt: string | null, failed: boolean, warning: boolean } } };

export type RecordCsvExportMutationVariables = Exact<{
  list: Scalars['String']['input'];
  filter: InputMaybe<Scalars['JSON']['input']>;
  rowCount: Scalars['Int']['input'];
}>;


export type RecordCsvExportMutation = { recordCsvExport: boolean };

export type ResendInviteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendInviteMutation = { resendInvite: { id: string, status: string, expiresAt: string } };

export type SandboxPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type SandboxPaymentsQuery = { appConfig: { sandboxPayments: boolean } };

export type OutboxMailKindsQueryVariables = Exact<{ [key: string]: never; }>;


export type OutboxMailKindsQuery = { outboxMailKinds: Array<{ kind: string, label: string }> };

export type ResendOutboxMailMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendOutboxMailMutation = { resendOutboxMail: { id: string, status: string } };

export type SandboxChargeNextMonthMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SandboxChargeNextMonthMutation = { sandboxChargeNextMonth: { id: string, status: string, usdCentsAmount: number } };

export type SandboxFailNextChargeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SandboxFailNextChargeMutation = { sandboxFailNextCharge: { id: string, status: string, usdCentsAmount: number } };

export type SandboxRefundPaymentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SandboxRefundPaymentMutation = { sandboxRefundPayment: { id: string, status: string } };

export type AdminReportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminReportQuery = { report: { id: string, _id: string, reportType: ReportType, status: ReportStatus, version: number, contactId: string, peopleGroupId: string | null, holisticProjectId: string | null, regionCode: string, quarter: string, notes: string, fields: unknown, submittedAt: string | null, isSubmitted: boolean, isApproved: boolean, createdBy: string, updatedBy: string, createdAt: string, updatedAt: string, canEdit: boolean, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, undoableUntil: string | null, approver: { _id: string, name: string } | null } | null, history: Array<{ _id: string, userId: string, userName: string, when: string, fromStatus: string, toStatus: string, reason: string, via: string }> } | null };

export type AdminReportFilesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminReportFilesQuery = { allFilesForUser: Array<{ _id: string, filename: string, contentType: string, size: number, url: string, thumbnail: string | null }> };

export type ReportCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportCountriesQuery = { countries: Array<{ shortCode: string, name: string }> };

export type ApproveReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ApproveReportMutation = { approveReport: { id: string, status: ReportStatus, version: number } };

export type UndoReportApprovalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UndoReportApprovalMutation = { undoReportApproval: { id: string, status: ReportStatus, version: number } };

export type HoldReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type HoldReportMutation = { holdReport: { id: string, status: ReportStatus, version: number } };

export type RejectReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;


export type RejectReportMutation = { rejectReport: { id: string, status: ReportStatus, version: number } };

export type BulkApproveReportsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  versions: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
}>;


export type BulkApproveReportsMutation = { bulkApproveReports: { approved: Array<{ id: string, status: ReportStatus, version: number }>, skipped: Array<{ _id: string, status: ReportStatus | null, message: string }> } };

export type ErasePersonMutationVariables = Exact<{
  userId: InputMaybe<Scalars['ID']['input']>;
  contactId: InputMaybe<Scalars['ID']['input']>;
  confirmEmail: Scalars['String']['input'];
  reason: Scalars['String']['input'];
}>;


export type ErasePersonMutation = { erasePerson: { id: string, giftsKept: number, agreementsKept: number, mailRemoved: number } };
