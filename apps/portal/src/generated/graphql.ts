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

export type PeopleGroupCardFieldsFragment = { _id: string, nameAcrossCountries: string, country: string, countryCode: string, region: string, regionCode: string, population: number, primaryReligion: string | null, primaryLanguage: string | null, primaryThumbnailUrl: string | null, summaryText: string | null, numAdoptionsAvailable: number, suggestedAdoptionLevel: string | null, updatedAt: string, myRoles: Array<LinkRole> };

export type MyPeopleGroupsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<PublicPeopleGroupFilters>;
}>;


export type MyPeopleGroupsQuery = { allPeopleGroupsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, nameAcrossCountries: string, country: string, countryCode: string, region: string, regionCode: string, population: number, primaryReligion: string | null, primaryLanguage: string | null, primaryThumbnailUrl: string | null, summaryText: string | null, numAdoptionsAvailable: number, suggestedAdoptionLevel: string | null, updatedAt: string, myRoles: Array<LinkRole> } }> } };

export type PeopleGroupForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type PeopleGroupForUserQuery = { canCreateUpgQuarterlyReport: boolean, peopleGroupForUser: { peopleGroupId: string, nameInCountry: string, continent: string, continentCode: string, affinityBloc: string | null, peopleCluster: string | null, officialLanguage: string | null, bibleStatus: number | null, religionSubdivision: string | null, jpScale: number | null, jpUrl: string, jpPhotoUrl: string | null, summary: string | null, statusAdopted: boolean | null, statusCoordinator: boolean | null, statusFieldWorker: boolean | null, statusFunding: boolean | null, statusHolisticProject: boolean | null, statusSalvations: boolean | null, statusChurches: boolean | null, statusMovements: boolean | null, reachStatusPercent: number | null, numAdopters: number | null, numFieldWorkers: number | null, numHolisticProjects: number | null, numRegionalCoords: number | null, _id: string, nameAcrossCountries: string, country: string, countryCode: string, region: string, regionCode: string, population: number, primaryReligion: string | null, primaryLanguage: string | null, primaryThumbnailUrl: string | null, summaryText: string | null, numAdoptionsAvailable: number, suggestedAdoptionLevel: string | null, updatedAt: string, myRoles: Array<LinkRole>, cumulativeStats: { numQuarters: number, numChurchesPlanted: number, numHeardForFirstTime: number, numSalvations: number, numWaterBaptisms: number, numMiracles: number, numPrayerRequests: number } | null } | null };

export type UpgStatsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: UserUpgStatsFilters;
}>;


export type UpgStatsQuery = { allUpgStatsRecordsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { _id: string, peopleGroupId: string, quarter: string, numHolisticProject: number, numActiveAdoptions: number, numAdopters: number, numRegionalCoords: number, numFieldWorkers: number, numChurchesPlanted: number, numHeardForFirstTime: number, numSalvations: number, numWaterBaptisms: number, numMiracles: number, numPrayerRequests: number } }> } };

export type ProjectCardFieldsFragment = { _id: string, projectName: string, typeOfProject: ProjectType, desc: string, stage: ProjectStage, region: string, regionCode: string, primaryThumbnailUrl: string | null, peopleGroupIds: Array<string>, numSupported: number, createdAt: string, updatedAt: string, myRoles: Array<LinkRole>, peopleGroups: Array<{ _id: string, nameAcrossCountries: string }> };

export type MyHolisticProjectsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<UserHolisticProjectFilters>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type MyHolisticProjectsQuery = { allHolisticProjectsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, projectName: string, typeOfProject: ProjectType, desc: string, stage: ProjectStage, region: string, regionCode: string, primaryThumbnailUrl: string | null, peopleGroupIds: Array<string>, numSupported: number, createdAt: string, updatedAt: string, myRoles: Array<LinkRole>, peopleGroups: Array<{ _id: string, nameAcrossCountries: string }> } }> } };

export type HolisticProjectForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
  withApplicationId: Scalars['Boolean']['input'];
}>;


export type HolisticProjectForUserQuery = { canCreateHolisticQuarterlyReport: boolean, holisticProjectForUser: { applicationId?: string | null, _id: string, projectName: string, typeOfProject: ProjectType, desc: string, stage: ProjectStage, region: string, regionCode: string, primaryThumbnailUrl: string | null, peopleGroupIds: Array<string>, numSupported: number, createdAt: string, updatedAt: string, myRoles: Array<LinkRole>, peopleGroups: Array<{ _id: string, nameAcrossCountries: string }> } | null };

export type RecentPrayerRequestsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: PrayerFilters;
}>;


export type RecentPrayerRequestsQuery = { allPrayerRequestsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { _id: string, desc: string, result: string | null, createdAt: string } }> } };

export type RecentTestimoniesQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: PrayerFilters;
}>;


export type RecentTestimoniesQuery = { allMiraclesForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { _id: string, desc: string, createdAt: string } }> } };

export type PhotosQueryVariables = Exact<{
  filters: InputMaybe<FileFilters>;
}>;


export type PhotosQuery = { allFilesForUser: Array<{ _id: string, filename: string, url: string, thumbnail: string | null, createdAt: string, images: Array<{ url: string, sizeCode: string }> }> };

export type CourseFieldsFragment = { _id: string, courseName: string, desc: string, primaryThumbnailUrl: string | null, numFiles: number, updatedAt: string, modules: Array<{ _id: string, name: string, desc: string | null }> };

export type AllTrainingCoursesForUserQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<TrainingCourseFilters>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type AllTrainingCoursesForUserQuery = { AllTrainingCoursesForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, courseName: string, desc: string, primaryThumbnailUrl: string | null, numFiles: number, updatedAt: string, modules: Array<{ _id: string, name: string, desc: string | null }> } }> } };

export type TrainingCourseForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type TrainingCourseForUserQuery = { TrainingCourseForUser: { _id: string, courseName: string, desc: string, primaryThumbnailUrl: string | null, numFiles: number, updatedAt: string, modules: Array<{ _id: string, name: string, desc: string | null }> } | null };

export type AllTrainingFilesForUserQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<TrainingFileFilters>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type AllTrainingFilesForUserQuery = { AllTrainingFilesForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { _id: string, fileName: string, desc: string | null, courseId: string | null, moduleId: string | null, fileId: string | null, language: string, url: string | null } }> } };

export type SimpleListForUserQueryVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type SimpleListForUserQuery = { simpleListForUser: { name: string, list: Array<{ _id: string, key: string, content: string }> } | null };

export type SaveProfilePhotoMutationVariables = Exact<{
  profilePhoto: ProfilePhotoInput;
}>;


export type SaveProfilePhotoMutation = { saveProfilePhotoForUser: { _id: string, url: string, thumbnail: string | null, processed: boolean } };

export type PartyFieldsFragment = { _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null };

export type SectionFieldsFragment = { _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> };

export type AttachmentFieldsFragment = { _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null };

export type LoanAgreementCardFieldsFragment = { _id: string, name: string, status: AgreementStatus, version: number, projectId: string | null, lastSignedDate: string | null, updatedAt: string, frozenProjectDetails: { _id: string, projectName: string } | null };

export type LoanAgreementsForUserQueryVariables = Exact<{
  filters: InputMaybe<LoanAgreementFilters>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type LoanAgreementsForUserQuery = { allLoanAgreementsForUser: Array<{ _id: string, name: string, status: AgreementStatus, version: number, projectId: string | null, lastSignedDate: string | null, updatedAt: string, frozenProjectDetails: { _id: string, projectName: string } | null }> };

export type LoanAgreementFieldsFragment = { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, projectId: string | null, country: string | null, countryName: string | null, amount: number, terms: string, paySchedule: string, approvalDate: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenProjectDetails: { _id: string, projectName: string, typeOfProject: string, regionCode: string, region: string, stage: string } | null, beneficiaries: Array<{ contactId: string, fullName: string }>, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> };

export type LoanAgreementForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type LoanAgreementForUserQuery = { loanAgreementForUser: { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, projectId: string | null, country: string | null, countryName: string | null, amount: number, terms: string, paySchedule: string, approvalDate: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenProjectDetails: { _id: string, projectName: string, typeOfProject: string, regionCode: string, region: string, stage: string } | null, beneficiaries: Array<{ contactId: string, fullName: string }>, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> } | null };

export type SignLoanAgreementMutationVariables = Exact<{
  signature: SignLoanAgreementInput;
}>;


export type SignLoanAgreementMutation = { signLoanAgreement: { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, projectId: string | null, country: string | null, countryName: string | null, amount: number, terms: string, paySchedule: string, approvalDate: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenProjectDetails: { _id: string, projectName: string, typeOfProject: string, regionCode: string, region: string, stage: string } | null, beneficiaries: Array<{ contactId: string, fullName: string }>, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> } };

export type InitialLoanAgreementSectionMutationVariables = Exact<{
  initials: InitialLoanAgreementSectionInput;
}>;


export type InitialLoanAgreementSectionMutation = { initialLoanAgreementSection: { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, projectId: string | null, country: string | null, countryName: string | null, amount: number, terms: string, paySchedule: string, approvalDate: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenProjectDetails: { _id: string, projectName: string, typeOfProject: string, regionCode: string, region: string, stage: string } | null, beneficiaries: Array<{ contactId: string, fullName: string }>, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> } };

export type MouCardFieldsFragment = { _id: string, name: string, status: AgreementStatus, version: number, role: MouRole | null, peopleGroupName: string | null, contactName: string | null, lastSignedDate: string | null, updatedAt: string, parties: Array<{ _id: string, contactId: string, signature: string | null, date: string | null }> };

export type MousForUserQueryVariables = Exact<{
  filters: InputMaybe<MouFilters>;
}>;


export type MousForUserQuery = { allMousForUser: Array<{ _id: string, name: string, status: AgreementStatus, version: number, role: MouRole | null, peopleGroupName: string | null, contactName: string | null, lastSignedDate: string | null, updatedAt: string, parties: Array<{ _id: string, contactId: string, signature: string | null, date: string | null }> }> };

export type MouFieldsFragment = { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, role: MouRole | null, peopleGroupId: string | null, peopleGroupName: string | null, contactId: string | null, contactName: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenPeopleGroupDetails: { _id: string, name: string, country: string, countryCode: string } | null, frozenContactDetails: { _id: string, fullName: string, email: string | null } | null, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> };

export type MouForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type MouForUserQuery = { mouForUser: { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, role: MouRole | null, peopleGroupId: string | null, peopleGroupName: string | null, contactId: string | null, contactName: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenPeopleGroupDetails: { _id: string, name: string, country: string, countryCode: string } | null, frozenContactDetails: { _id: string, fullName: string, email: string | null } | null, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> } | null };

export type SignMouForUserMutationVariables = Exact<{
  signature: SignMouInput;
}>;


export type SignMouForUserMutation = { signMouForUser: { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, role: MouRole | null, peopleGroupId: string | null, peopleGroupName: string | null, contactId: string | null, contactName: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenPeopleGroupDetails: { _id: string, name: string, country: string, countryCode: string } | null, frozenContactDetails: { _id: string, fullName: string, email: string | null } | null, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> } };

export type InitialMouSectionForUserMutationVariables = Exact<{
  initials: InitialMouSectionInput;
}>;


export type InitialMouSectionForUserMutation = { initialMouSectionForUser: { _id: string, agreementType: AgreementType, status: AgreementStatus, version: number, name: string, role: MouRole | null, peopleGroupId: string | null, peopleGroupName: string | null, contactId: string | null, contactName: string | null, finalizedDate: string | null, signeeIds: Array<string>, contentHash: string | null, lastSignedDate: string | null, createdAt: string, updatedAt: string, frozenPeopleGroupDetails: { _id: string, name: string, country: string, countryCode: string } | null, frozenContactDetails: { _id: string, fullName: string, email: string | null } | null, parties: Array<{ _id: string, ref: string, name: string, contactId: string, contactName: string, signature: string | null, fontName: string | null, date: string | null }>, sections: Array<{ _id: string, title: string, text: string, initials: Array<{ partyId: string, initials: string, fontName: string, date: string }> }>, attachments: Array<{ _id: string, ref: string, name: string, fileId: string, file: { _id: string, size: number, filename: string, contentType: string, url: string | null } | null }> } };

export type ClaimGiftMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ClaimGiftMutation = { claimGiftForUser: { adoption: { _id: string } | null, projectSponsorship: { _id: string, projectName: string } | null, peopleGroup: { _id: string, nameAcrossCountries: string, country: string } | null } };

export type MyGiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGiftsQuery = { myGifts: Array<{ _id: string, receiptNumber: string, givenOn: string, usdCentsAmount: number, status: string, fundName: string | null, monthly: boolean }> };

export type MyGiftReceiptQueryVariables = Exact<{
  paymentId: Scalars['ID']['input'];
}>;


export type MyGiftReceiptQuery = { myGiftReceipt: { fileName: string, base64: string } };

export type MyGivingStatementQueryVariables = Exact<{
  year: Scalars['Int']['input'];
}>;


export type MyGivingStatementQuery = { myGivingStatement: { fileName: string, base64: string } };

export type MyRecurringGiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRecurringGiftsQuery = { myRecurringGifts: Array<{ _id: string, fundName: string | null, usdCentsAmount: number, status: string, startDate: string, endDate: string | null, cancelledAt: string | null, amountChoices: Array<number>, canManagePayment: boolean }> };

export type ChangeMyRecurringGiftAmountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  amount: Scalars['Int']['input'];
}>;


export type ChangeMyRecurringGiftAmountMutation = { changeMyRecurringGiftAmount: { _id: string, fundName: string | null, usdCentsAmount: number, status: string, startDate: string, endDate: string | null, cancelledAt: string | null, amountChoices: Array<number>, canManagePayment: boolean } };

export type CancelMyRecurringGiftMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelMyRecurringGiftMutation = { cancelMyRecurringGift: { _id: string, fundName: string | null, usdCentsAmount: number, status: string, startDate: string, endDate: string | null, cancelledAt: string | null, amountChoices: Array<number>, canManagePayment: boolean } };

export type MyRecurringGiftPaymentPortalMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyRecurringGiftPaymentPortalMutation = { myRecurringGiftPaymentPortal: string };

export type HolisticProposalCardFieldsFragment = { _id: string, status: ReportStatus, canEdit: boolean, projectName: string, desc: string, humanReadableId: string, createdAt: string, updatedAt: string, submittedAt: string | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }> };

export type HolisticProposalFieldsFragment = { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, humanReadableId: string, onBehalfOfName: string, onBehalfOfId: string | null, holisticProjectId: string | null, projectName: string, typeOfProject: ProjectType | null, desc: string, peopleGroupIds: Array<string>, vision: string, goals: string, loanTotalUsd: number | null, loanTotalForeign: number | null, loanTerm: number | null, currency: string, exchangeRate: number | null, setupExpensesForeign: number | null, setupExpensesDesc: string, recurringMonthlyExpensesForeign: number | null, recurringMonthlyExpensesDesc: string, recurringMonthlyRevenueForeign: number | null, recurringMonthlyRevenueDesc: string, otherProfitUses: string, paymentMethod: string, loanDetails: string, marketAnalysis: string, riskAnalysis: string, locationRisk: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, holisticProject: { _id: string, projectName: string } | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }>, supportedFieldWorkers: Array<{ contactId: string | null, fieldWorkerName: string, amountForeign: number | null }>, paymentPlan: Array<{ dueAt: string | null, amount: number | null }>, responsiblePersons: Array<{ contactId: string | null, name: string, role: string, projectedHrsPerWeek: number | null, priorExperience: string }> };

export type HolisticProposalsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<HolisticProposalFilters>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type HolisticProposalsQuery = { allHolisticProposalsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, status: ReportStatus, canEdit: boolean, projectName: string, desc: string, humanReadableId: string, createdAt: string, updatedAt: string, submittedAt: string | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }> } }> } };

export type CanCreateHolisticProposalQueryVariables = Exact<{ [key: string]: never; }>;


export type CanCreateHolisticProposalQuery = { canCreateHolisticProposal: boolean };

export type HolisticProposalForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type HolisticProposalForUserQuery = { holisticProposalForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, humanReadableId: string, onBehalfOfName: string, onBehalfOfId: string | null, holisticProjectId: string | null, projectName: string, typeOfProject: ProjectType | null, desc: string, peopleGroupIds: Array<string>, vision: string, goals: string, loanTotalUsd: number | null, loanTotalForeign: number | null, loanTerm: number | null, currency: string, exchangeRate: number | null, setupExpensesForeign: number | null, setupExpensesDesc: string, recurringMonthlyExpensesForeign: number | null, recurringMonthlyExpensesDesc: string, recurringMonthlyRevenueForeign: number | null, recurringMonthlyRevenueDesc: string, otherProfitUses: string, paymentMethod: string, loanDetails: string, marketAnalysis: string, riskAnalysis: string, locationRisk: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, holisticProject: { _id: string, projectName: string } | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }>, supportedFieldWorkers: Array<{ contactId: string | null, fieldWorkerName: string, amountForeign: number | null }>, paymentPlan: Array<{ dueAt: string | null, amount: number | null }>, responsiblePersons: Array<{ contactId: string | null, name: string, role: string, projectedHrsPerWeek: number | null, priorExperience: string }> } | null };

export type CreateHolisticProposalMutationVariables = Exact<{
  report: HolisticProposalInput;
}>;


export type CreateHolisticProposalMutation = { createHolisticProposalForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, humanReadableId: string, onBehalfOfName: string, onBehalfOfId: string | null, holisticProjectId: string | null, projectName: string, typeOfProject: ProjectType | null, desc: string, peopleGroupIds: Array<string>, vision: string, goals: string, loanTotalUsd: number | null, loanTotalForeign: number | null, loanTerm: number | null, currency: string, exchangeRate: number | null, setupExpensesForeign: number | null, setupExpensesDesc: string, recurringMonthlyExpensesForeign: number | null, recurringMonthlyExpensesDesc: string, recurringMonthlyRevenueForeign: number | null, recurringMonthlyRevenueDesc: string, otherProfitUses: string, paymentMethod: string, loanDetails: string, marketAnalysis: string, riskAnalysis: string, locationRisk: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, holisticProject: { _id: string, projectName: string } | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }>, supportedFieldWorkers: Array<{ contactId: string | null, fieldWorkerName: string, amountForeign: number | null }>, paymentPlan: Array<{ dueAt: string | null, amount: number | null }>, responsiblePersons: Array<{ contactId: string | null, name: string, role: string, projectedHrsPerWeek: number | null, priorExperience: string }> } };

export type UpdateHolisticProposalMutationVariables = Exact<{
  report: HolisticProposalInput;
}>;


export type UpdateHolisticProposalMutation = { updateHolisticProposalForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, humanReadableId: string, onBehalfOfName: string, onBehalfOfId: string | null, holisticProjectId: string | null, projectName: string, typeOfProject: ProjectType | null, desc: string, peopleGroupIds: Array<string>, vision: string, goals: string, loanTotalUsd: number | null, loanTotalForeign: number | null, loanTerm: number | null, currency: string, exchangeRate: number | null, setupExpensesForeign: number | null, setupExpensesDesc: string, recurringMonthlyExpensesForeign: number | null, recurringMonthlyExpensesDesc: string, recurringMonthlyRevenueForeign: number | null, recurringMonthlyRevenueDesc: string, otherProfitUses: string, paymentMethod: string, loanDetails: string, marketAnalysis: string, riskAnalysis: string, locationRisk: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, holisticProject: { _id: string, projectName: string } | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }>, supportedFieldWorkers: Array<{ contactId: string | null, fieldWorkerName: string, amountForeign: number | null }>, paymentPlan: Array<{ dueAt: string | null, amount: number | null }>, responsiblePersons: Array<{ contactId: string | null, name: string, role: string, projectedHrsPerWeek: number | null, priorExperience: string }> } };

export type SubmitHolisticProposalMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type SubmitHolisticProposalMutation = { submitHolisticProposalForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, humanReadableId: string, onBehalfOfName: string, onBehalfOfId: string | null, holisticProjectId: string | null, projectName: string, typeOfProject: ProjectType | null, desc: string, peopleGroupIds: Array<string>, vision: string, goals: string, loanTotalUsd: number | null, loanTotalForeign: number | null, loanTerm: number | null, currency: string, exchangeRate: number | null, setupExpensesForeign: number | null, setupExpensesDesc: string, recurringMonthlyExpensesForeign: number | null, recurringMonthlyExpensesDesc: string, recurringMonthlyRevenueForeign: number | null, recurringMonthlyRevenueDesc: string, otherProfitUses: string, paymentMethod: string, loanDetails: string, marketAnalysis: string, riskAnalysis: string, locationRisk: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, holisticProject: { _id: string, projectName: string } | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }>, supportedFieldWorkers: Array<{ contactId: string | null, fieldWorkerName: string, amountForeign: number | null }>, paymentPlan: Array<{ dueAt: string | null, amount: number | null }>, responsiblePersons: Array<{ contactId: string | null, name: string, role: string, projectedHrsPerWeek: number | null, priorExperience: string }> } };

export type UnsubmitHolisticProposalMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type UnsubmitHolisticProposalMutation = { unsubmitHolisticProposalForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, humanReadableId: string, onBehalfOfName: string, onBehalfOfId: string | null, holisticProjectId: string | null, projectName: string, typeOfProject: ProjectType | null, desc: string, peopleGroupIds: Array<string>, vision: string, goals: string, loanTotalUsd: number | null, loanTotalForeign: number | null, loanTerm: number | null, currency: string, exchangeRate: number | null, setupExpensesForeign: number | null, setupExpensesDesc: string, recurringMonthlyExpensesForeign: number | null, recurringMonthlyExpensesDesc: string, recurringMonthlyRevenueForeign: number | null, recurringMonthlyRevenueDesc: string, otherProfitUses: string, paymentMethod: string, loanDetails: string, marketAnalysis: string, riskAnalysis: string, locationRisk: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, holisticProject: { _id: string, projectName: string } | null, peopleGroups: Array<{ _id: string, nameAcrossCountries: string, country: string }>, supportedFieldWorkers: Array<{ contactId: string | null, fieldWorkerName: string, amountForeign: number | null }>, paymentPlan: Array<{ dueAt: string | null, amount: number | null }>, responsiblePersons: Array<{ contactId: string | null, name: string, role: string, projectedHrsPerWeek: number | null, priorExperience: string }> } };

export type DeleteHolisticProposalMutationVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type DeleteHolisticProposalMutation = { deleteHolisticProposalForUser: { deletedId: string } };

export type HolisticProgressCardFieldsFragment = { _id: string, quarter: string, status: ReportStatus, canEdit: boolean, submittedAt: string | null, createdAt: string, updatedAt: string, projectState: string, hasReceivedFunds: boolean | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, revenueThisQuarterForeign: number | null, loadPaymentsThisQuarterUsd: number | null, contact: { _id: string, fullName: string } | null, miracles: Array<{ _id: string }>, prayerRequests: Array<{ _id: string }> };

export type HolisticProgressFieldsFragment = { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, holisticProjectId: string | null, projectState: string, progressDesc: string, problemsDesc: string, projectCoordId: string | null, loanTotal: number | null, loanTerm: number | null, hasReceivedFunds: boolean | null, loadPaymentsThisQuarterUsd: number | null, loanPaymentsTotalUsd: number | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, expensesThisQuarterDesc: string, revenueThisQuarterForeign: number | null, revenueThisQuarterDesc: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, supportedFieldWorkers: Array<{ contactId: string | null, name: string, amountForeign: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> };

export type HolisticQuarterlyReportsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<HolisticQuarterlyReportFilters>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type HolisticQuarterlyReportsQuery = { allHolisticQuarterlyReportsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, quarter: string, status: ReportStatus, canEdit: boolean, submittedAt: string | null, createdAt: string, updatedAt: string, projectState: string, hasReceivedFunds: boolean | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, revenueThisQuarterForeign: number | null, loadPaymentsThisQuarterUsd: number | null, contact: { _id: string, fullName: string } | null, miracles: Array<{ _id: string }>, prayerRequests: Array<{ _id: string }> } }> } };

export type HolisticQuarterlyReportForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type HolisticQuarterlyReportForUserQuery = { holisticQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, holisticProjectId: string | null, projectState: string, progressDesc: string, problemsDesc: string, projectCoordId: string | null, loanTotal: number | null, loanTerm: number | null, hasReceivedFunds: boolean | null, loadPaymentsThisQuarterUsd: number | null, loanPaymentsTotalUsd: number | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, expensesThisQuarterDesc: string, revenueThisQuarterForeign: number | null, revenueThisQuarterDesc: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, supportedFieldWorkers: Array<{ contactId: string | null, name: string, amountForeign: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } | null };

export type ProgressReportProjectQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type ProgressReportProjectQuery = { canCreateHolisticQuarterlyReport: boolean, holisticProjectForUser: { _id: string, projectNo: string, projectName: string, typeOfProject: ProjectType, stage: ProjectStage, applicationId: string | null, supportedFieldWorkers: Array<{ contactId: string, name: string, totalReceived: number }>, responsiblePersons: Array<{ contactId: string | null, name: string, role: string, projectedHrsPerWeek: number | null, priorExperience: string }>, cumulativeStats: { numMiraclesReported: number, numProgressReports: number, hasReceivedFunds: boolean, loanPaymentsMade: number, cumulativeExpenses: number, cumulativeRevenue: number, latestExchangeRate: number | null, latestCurrency: string } | null } | null };

export type CreateHolisticQuarterlyReportMutationVariables = Exact<{
  report: HolisticQuarterlyReportInput;
}>;


export type CreateHolisticQuarterlyReportMutation = { createHolisticQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, holisticProjectId: string | null, projectState: string, progressDesc: string, problemsDesc: string, projectCoordId: string | null, loanTotal: number | null, loanTerm: number | null, hasReceivedFunds: boolean | null, loadPaymentsThisQuarterUsd: number | null, loanPaymentsTotalUsd: number | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, expensesThisQuarterDesc: string, revenueThisQuarterForeign: number | null, revenueThisQuarterDesc: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, supportedFieldWorkers: Array<{ contactId: string | null, name: string, amountForeign: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type UpdateHolisticQuarterlyReportMutationVariables = Exact<{
  report: HolisticQuarterlyReportInput;
}>;


export type UpdateHolisticQuarterlyReportMutation = { updateHolisticQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, holisticProjectId: string | null, projectState: string, progressDesc: string, problemsDesc: string, projectCoordId: string | null, loanTotal: number | null, loanTerm: number | null, hasReceivedFunds: boolean | null, loadPaymentsThisQuarterUsd: number | null, loanPaymentsTotalUsd: number | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, expensesThisQuarterDesc: string, revenueThisQuarterForeign: number | null, revenueThisQuarterDesc: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, supportedFieldWorkers: Array<{ contactId: string | null, name: string, amountForeign: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type SubmitHolisticQuarterlyReportMutationVariables = Exact<{
  holisticProjectId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
}>;


export type SubmitHolisticQuarterlyReportMutation = { submitHolisticQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, holisticProjectId: string | null, projectState: string, progressDesc: string, problemsDesc: string, projectCoordId: string | null, loanTotal: number | null, loanTerm: number | null, hasReceivedFunds: boolean | null, loadPaymentsThisQuarterUsd: number | null, loanPaymentsTotalUsd: number | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, expensesThisQuarterDesc: string, revenueThisQuarterForeign: number | null, revenueThisQuarterDesc: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, supportedFieldWorkers: Array<{ contactId: string | null, name: string, amountForeign: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type UnsubmitHolisticQuarterlyReportMutationVariables = Exact<{
  holisticProjectId: Scalars['ID']['input'];
  reportId: Scalars['ID']['input'];
}>;


export type UnsubmitHolisticQuarterlyReportMutation = { unsubmitHolisticQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, holisticProjectId: string | null, projectState: string, progressDesc: string, problemsDesc: string, projectCoordId: string | null, loanTotal: number | null, loanTerm: number | null, hasReceivedFunds: boolean | null, loadPaymentsThisQuarterUsd: number | null, loanPaymentsTotalUsd: number | null, currency: string, exchangeRate: number | null, expensesThisQuarterForeign: number | null, expensesThisQuarterDesc: string, revenueThisQuarterForeign: number | null, revenueThisQuarterDesc: string, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, supportedFieldWorkers: Array<{ contactId: string | null, name: string, amountForeign: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type DeleteHolisticQuarterlyReportMutationVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type DeleteHolisticQuarterlyReportMutation = { deleteHolisticQuarterlyReportForUser: { deletedId: string } };

export type CanCreateTrainingReportsQueryVariables = Exact<{ [key: string]: never; }>;


export type CanCreateTrainingReportsQuery = { CanCreateTrainingEventReport: boolean, CanCreateTrainingQuarterlyReport: boolean };

export type TrainingEventCardFieldsFragment = { _id: string, status: ReportStatus, canEdit: boolean, eventDate: string | null, title: string | null, regionCode: string, regionName: string | null, createdAt: string, numPeopleTrained: number | null, numUpgAdoptions: number | null, eventAddress: { label: string | null, city: string | null, state: string | null, country: string | null } | null, trainersTrained: Array<{ _id: string }>, newPartnerships: Array<{ _id: string }> };

export type TrainingEventFieldsFragment = { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, regionCode: string, regionName: string | null, title: string | null, eventDate: string | null, hostName: string | null, hostWebsite: string | null, numPeopleTrained: number | null, numUpgAdoptions: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, eventAddress: { label: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipCode: string | null } | null, itsmModulesTaught: { intro: boolean, mod1: boolean, mod2: boolean, mod3: boolean, mod4: boolean, mod5: boolean, mod6: boolean, mod7: boolean, mod8: boolean, mod9: boolean }, trainersTrained: Array<{ _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null }>, newPartnerships: Array<{ _id: string, orgName: string | null, orgDesc: string | null, orgWebsite: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, newAdoptions: Array<{ _id: string, peopleGroupId: string | null, peopleGroupName: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, miracles: Array<{ _id: string, desc: string }> };

export type TrainingEventReportsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<TrainingReportFilters>;
}>;


export type TrainingEventReportsQuery = { AllTrainingEventReports: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, status: ReportStatus, canEdit: boolean, eventDate: string | null, title: string | null, regionCode: string, regionName: string | null, createdAt: string, numPeopleTrained: number | null, numUpgAdoptions: number | null, eventAddress: { label: string | null, city: string | null, state: string | null, country: string | null } | null, trainersTrained: Array<{ _id: string }>, newPartnerships: Array<{ _id: string }> } }> } };

export type TrainingEventReportForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type TrainingEventReportForUserQuery = { TrainingEventReportForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, regionCode: string, regionName: string | null, title: string | null, eventDate: string | null, hostName: string | null, hostWebsite: string | null, numPeopleTrained: number | null, numUpgAdoptions: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, eventAddress: { label: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipCode: string | null } | null, itsmModulesTaught: { intro: boolean, mod1: boolean, mod2: boolean, mod3: boolean, mod4: boolean, mod5: boolean, mod6: boolean, mod7: boolean, mod8: boolean, mod9: boolean }, trainersTrained: Array<{ _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null }>, newPartnerships: Array<{ _id: string, orgName: string | null, orgDesc: string | null, orgWebsite: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, newAdoptions: Array<{ _id: string, peopleGroupId: string | null, peopleGroupName: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, miracles: Array<{ _id: string, desc: string }> } | null };

export type CreateTrainingEventReportMutationVariables = Exact<{
  report: TrainingEventReportInput;
}>;


export type CreateTrainingEventReportMutation = { CreateTrainingEventReportForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, regionCode: string, regionName: string | null, title: string | null, eventDate: string | null, hostName: string | null, hostWebsite: string | null, numPeopleTrained: number | null, numUpgAdoptions: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, eventAddress: { label: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipCode: string | null } | null, itsmModulesTaught: { intro: boolean, mod1: boolean, mod2: boolean, mod3: boolean, mod4: boolean, mod5: boolean, mod6: boolean, mod7: boolean, mod8: boolean, mod9: boolean }, trainersTrained: Array<{ _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null }>, newPartnerships: Array<{ _id: string, orgName: string | null, orgDesc: string | null, orgWebsite: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, newAdoptions: Array<{ _id: string, peopleGroupId: string | null, peopleGroupName: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, miracles: Array<{ _id: string, desc: string }> } };

export type UpdateTrainingEventReportMutationVariables = Exact<{
  report: TrainingEventReportInput;
}>;


export type UpdateTrainingEventReportMutation = { UpdateTrainingEventReportForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, regionCode: string, regionName: string | null, title: string | null, eventDate: string | null, hostName: string | null, hostWebsite: string | null, numPeopleTrained: number | null, numUpgAdoptions: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, eventAddress: { label: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipCode: string | null } | null, itsmModulesTaught: { intro: boolean, mod1: boolean, mod2: boolean, mod3: boolean, mod4: boolean, mod5: boolean, mod6: boolean, mod7: boolean, mod8: boolean, mod9: boolean }, trainersTrained: Array<{ _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null }>, newPartnerships: Array<{ _id: string, orgName: string | null, orgDesc: string | null, orgWebsite: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, newAdoptions: Array<{ _id: string, peopleGroupId: string | null, peopleGroupName: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, miracles: Array<{ _id: string, desc: string }> } };

export type SubmitTrainingEventReportMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type SubmitTrainingEventReportMutation = { SubmitTrainingEventReportForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, regionCode: string, regionName: string | null, title: string | null, eventDate: string | null, hostName: string | null, hostWebsite: string | null, numPeopleTrained: number | null, numUpgAdoptions: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, eventAddress: { label: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipCode: string | null } | null, itsmModulesTaught: { intro: boolean, mod1: boolean, mod2: boolean, mod3: boolean, mod4: boolean, mod5: boolean, mod6: boolean, mod7: boolean, mod8: boolean, mod9: boolean }, trainersTrained: Array<{ _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null }>, newPartnerships: Array<{ _id: string, orgName: string | null, orgDesc: string | null, orgWebsite: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, newAdoptions: Array<{ _id: string, peopleGroupId: string | null, peopleGroupName: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, miracles: Array<{ _id: string, desc: string }> } };

export type UnsubmitTrainingEventReportMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type UnsubmitTrainingEventReportMutation = { unsubmitTrainingEventReportForUser: { _id: string, version: number, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, regionCode: string, regionName: string | null, title: string | null, eventDate: string | null, hostName: string | null, hostWebsite: string | null, numPeopleTrained: number | null, numUpgAdoptions: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, eventAddress: { label: string | null, address1: string | null, address2: string | null, city: string | null, state: string | null, country: string | null, zipCode: string | null } | null, itsmModulesTaught: { intro: boolean, mod1: boolean, mod2: boolean, mod3: boolean, mod4: boolean, mod5: boolean, mod6: boolean, mod7: boolean, mod8: boolean, mod9: boolean }, trainersTrained: Array<{ _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null }>, newPartnerships: Array<{ _id: string, orgName: string | null, orgDesc: string | null, orgWebsite: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, newAdoptions: Array<{ _id: string, peopleGroupId: string | null, peopleGroupName: string | null, contactInfo: { _id: string, name: string | null, email: string | null, phone: string | null, whatsApp: string | null, country: string | null, orgName: string | null, potentialRole: PotentialRole | null } | null }>, miracles: Array<{ _id: string, desc: string }> } };

export type DeleteTrainingEventReportMutationVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type DeleteTrainingEventReportMutation = { DeleteTrainingEventReportForUser: { deletedId: string } };

export type TrainingQuarterlyCardFieldsFragment = { _id: string, quarter: string, status: ReportStatus, canEdit: boolean, createdAt: string, numEvents: number, numPeopleTrained: number, miracles: Array<{ _id: string }>, prayerRequests: Array<{ _id: string }> };

export type TrainingQuarterlyFieldsFragment = { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, numEvents: number, numPeopleTrained: number, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, events: Array<{ _id: string, date: string | null, numPeopleTrained: number | null, city: string | null, country: string | null, host: string | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> };

export type TrainingQuarterlyReportsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<TrainingReportFilters>;
}>;


export type TrainingQuarterlyReportsQuery = { AllTrainingQuarterlyReports: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, quarter: string, status: ReportStatus, canEdit: boolean, createdAt: string, numEvents: number, numPeopleTrained: number, miracles: Array<{ _id: string }>, prayerRequests: Array<{ _id: string }> } }> } };

export type TrainingQuarterlyReportForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type TrainingQuarterlyReportForUserQuery = { TrainingQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, numEvents: number, numPeopleTrained: number, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, events: Array<{ _id: string, date: string | null, numPeopleTrained: number | null, city: string | null, country: string | null, host: string | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } | null };

export type CreateTrainingQuarterlyReportMutationVariables = Exact<{
  report: TrainingQuarterlyReportInput;
}>;


export type CreateTrainingQuarterlyReportMutation = { CreateTrainingQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, numEvents: number, numPeopleTrained: number, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, events: Array<{ _id: string, date: string | null, numPeopleTrained: number | null, city: string | null, country: string | null, host: string | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type UpdateTrainingQuarterlyReportMutationVariables = Exact<{
  report: TrainingQuarterlyReportInput;
}>;


export type UpdateTrainingQuarterlyReportMutation = { UpdateTrainingQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, numEvents: number, numPeopleTrained: number, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, events: Array<{ _id: string, date: string | null, numPeopleTrained: number | null, city: string | null, country: string | null, host: string | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type SubmitTrainingQuarterlyReportMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type SubmitTrainingQuarterlyReportMutation = { SubmitTrainingQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, numEvents: number, numPeopleTrained: number, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, events: Array<{ _id: string, date: string | null, numPeopleTrained: number | null, city: string | null, country: string | null, host: string | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type UnsubmitTrainingQuarterlyReportMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type UnsubmitTrainingQuarterlyReportMutation = { unsubmitTrainingQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, createdAt: string, updatedAt: string, numEvents: number, numPeopleTrained: number, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, events: Array<{ _id: string, date: string | null, numPeopleTrained: number | null, city: string | null, country: string | null, host: string | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type DeleteTrainingQuarterlyReportMutationVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type DeleteTrainingQuarterlyReportMutation = { DeleteTrainingQuarterlyReportForUser: { deletedId: string } };

export type UpgReportCardFieldsFragment = { _id: string, quarter: string, status: ReportStatus, canEdit: boolean, submittedAt: string | null, createdAt: string, updatedAt: string, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, contact: { _id: string, fullName: string } | null, miracles: Array<{ _id: string }>, prayerRequests: Array<{ _id: string }> };

export type UpgReportFieldsFragment = { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, createdBy: string, peopleGroupId: string | null, onBehalfOf: boolean | null, onBehalfOfName: string | null, onBehalfOfId: string | null, receivedFinancialSupport: boolean | null, receivedForHimself: number | null, receivedForHolistic: number | null, useOfHolisticFundsDesc: string | null, receivedTotal: number | null, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, hProjects: Array<{ projectId: string | null, status: string | null, results: string | null }>, churchesPlanted: Array<{ villageName: string | null, country: string | null, numChurches: number | null, numBelievers: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> };

export type UpgQuarterlyReportsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  after: InputMaybe<Scalars['String']['input']>;
  filters: InputMaybe<UpgQuarterlyReportFilters>;
}>;


export type UpgQuarterlyReportsQuery = { allUpgQuarterlyReportsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { _id: string, quarter: string, status: ReportStatus, canEdit: boolean, submittedAt: string | null, createdAt: string, updatedAt: string, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, contact: { _id: string, fullName: string } | null, miracles: Array<{ _id: string }>, prayerRequests: Array<{ _id: string }> } }> } };

export type UpgQuarterlyReportForUserQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type UpgQuarterlyReportForUserQuery = { upgQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, createdBy: string, peopleGroupId: string | null, onBehalfOf: boolean | null, onBehalfOfName: string | null, onBehalfOfId: string | null, receivedFinancialSupport: boolean | null, receivedForHimself: number | null, receivedForHolistic: number | null, useOfHolisticFundsDesc: string | null, receivedTotal: number | null, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, hProjects: Array<{ projectId: string | null, status: string | null, results: string | null }>, churchesPlanted: Array<{ villageName: string | null, country: string | null, numChurches: number | null, numBelievers: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } | null };

export type CreateUpgQuarterlyReportMutationVariables = Exact<{
  report: UpgQuarterlyReportInput;
}>;


export type CreateUpgQuarterlyReportMutation = { createUpgQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, createdBy: string, peopleGroupId: string | null, onBehalfOf: boolean | null, onBehalfOfName: string | null, onBehalfOfId: string | null, receivedFinancialSupport: boolean | null, receivedForHimself: number | null, receivedForHolistic: number | null, useOfHolisticFundsDesc: string | null, receivedTotal: number | null, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, hProjects: Array<{ projectId: string | null, status: string | null, results: string | null }>, churchesPlanted: Array<{ villageName: string | null, country: string | null, numChurches: number | null, numBelievers: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type UpdateUpgQuarterlyReportMutationVariables = Exact<{
  report: UpgQuarterlyReportInput;
}>;


export type UpdateUpgQuarterlyReportMutation = { updateUpgQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, createdBy: string, peopleGroupId: string | null, onBehalfOf: boolean | null, onBehalfOfName: string | null, onBehalfOfId: string | null, receivedFinancialSupport: boolean | null, receivedForHimself: number | null, receivedForHolistic: number | null, useOfHolisticFundsDesc: string | null, receivedTotal: number | null, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, hProjects: Array<{ projectId: string | null, status: string | null, results: string | null }>, churchesPlanted: Array<{ villageName: string | null, country: string | null, numChurches: number | null, numBelievers: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type SubmitUpgQuarterlyReportMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type SubmitUpgQuarterlyReportMutation = { submitUpgQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, createdBy: string, peopleGroupId: string | null, onBehalfOf: boolean | null, onBehalfOfName: string | null, onBehalfOfId: string | null, receivedFinancialSupport: boolean | null, receivedForHimself: number | null, receivedForHolistic: number | null, useOfHolisticFundsDesc: string | null, receivedTotal: number | null, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, hProjects: Array<{ projectId: string | null, status: string | null, results: string | null }>, churchesPlanted: Array<{ villageName: string | null, country: string | null, numChurches: number | null, numBelievers: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type UnsubmitUpgQuarterlyReportMutationVariables = Exact<{
  reportId: Scalars['ID']['input'];
}>;


export type UnsubmitUpgQuarterlyReportMutation = { unsubmitUpgQuarterlyReportForUser: { _id: string, version: number, quarter: string, status: ReportStatus, canEdit: boolean, notes: string, contactId: string, submittedAt: string | null, isSubmitted: boolean, createdAt: string, updatedAt: string, createdBy: string, peopleGroupId: string | null, onBehalfOf: boolean | null, onBehalfOfName: string | null, onBehalfOfId: string | null, receivedFinancialSupport: boolean | null, receivedForHimself: number | null, receivedForHolistic: number | null, useOfHolisticFundsDesc: string | null, receivedTotal: number | null, numChurchesPlanted: number, numHeardForFirstTime: number | null, numSalvations: number | null, numWaterBaptisms: number | null, publicAttachmentIds: Array<string>, privateAttachmentIds: Array<string>, contact: { _id: string, fullName: string } | null, createdByUser: { _id: string, name: string }, approval: { status: ReportStatus, when: string | null, reason: string, approver: { _id: string, name: string } | null } | null, hProjects: Array<{ projectId: string | null, status: string | null, results: string | null }>, churchesPlanted: Array<{ villageName: string | null, country: string | null, numChurches: number | null, numBelievers: number | null }>, miracles: Array<{ _id: string, desc: string }>, prayerRequests: Array<{ _id: string, desc: string }> } };

export type DeleteUpgQuarterlyReportMutationVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type DeleteUpgQuarterlyReportMutation = { deleteUpgQuarterlyReportForUser: { deletedId: string } };

export type ReportGroupQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type ReportGroupQuery = { canCreateUpgQuarterlyReport: boolean, peopleGroup: { _id: string, nameAcrossCountries: string, country: string, myRoles: Array<LinkRole> } | null };

export type MyAdoptionsQueryVariables = Exact<{
  peopleGroupId: InputMaybe<Scalars['ID']['input']>;
}>;


export type MyAdoptionsQuery = { myAdoptions: Array<{ _id: string, peopleGroupId: string, level: AdoptionLevel, amount: number, monthly: boolean, since: string, until: string | null, commitToPray: boolean }> };

export type ReportContactsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  filters: InputMaybe<UserContactFilters>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type ReportContactsQuery = { allContactsForUser: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { _id: string, contactType: UserContactType, fullName: string } }> } };

export type ReportCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportCountriesQuery = { countries: Array<{ shortCode: string, name: string, hasStates: boolean }> };

export type ReportCountryRegionsQueryVariables = Exact<{
  countryShortCode: Scalars['String']['input'];
}>;


export type ReportCountryRegionsQuery = { countryRegions: Array<{ shortCode: string, name: string }> };

export type ReportJpRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportJpRegionsQuery = { allJPRegions: Array<{ _id: string, name: string, continentCode: string }> };

export type ReportPeopleGroupsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  filters: InputMaybe<PublicPeopleGroupFilters>;
}>;


export type ReportPeopleGroupsQuery = { allPeopleGroupsForPublic: { edges: Array<{ node: { _id: string, nameAcrossCountries: string, country: string } }> } };

export type ReportMyPeopleGroupsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
}>;


export type ReportMyPeopleGroupsQuery = { allPeopleGroupsForUser: { edges: Array<{ node: { _id: string, nameAcrossCountries: string, country: string } }> } };

export type ReportProjectsQueryVariables = Exact<{
  first: InputMaybe<Scalars['Int']['input']>;
  sortBy: InputMaybe<Array<SortByInput> | SortByInput>;
}>;


export type ReportProjectsQuery = { allHolisticProjectsForUser: { edges: Array<{ node: { _id: string, peopleGroupIds: Array<string>, projectName: string, typeOfProject: ProjectType, stage: ProjectStage } }> } };

export type ReportFilesQueryVariables = Exact<{
  filters: InputMaybe<FileFilters>;
}>;


export type ReportFilesQuery = { allFilesForUser: Array<{ _id: string, filename: string, contentType: string, size: number, url: string, thumbnail: string | null, tags: Array<string>, images: Array<{ sizeCode: string, url: string }> }> };

export type SaveReportAttachmentMutationVariables = Exact<{
  attachment: AttachmentInput;
}>;


export type SaveReportAttachmentMutation = { saveAttachmentForUser: { _id: string, filename: string, contentType: string, size: number, url: string, thumbnail: string | null, tags: Array<string>, images: Array<{ sizeCode: string, url: string }> } };

export type SignInMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignInMutation = { signIntoUser: { token: string } };

export type SignInWithGoogleMutationVariables = Exact<{
  authResponseCode: Scalars['String']['input'];
  origin: Scalars['String']['input'];
}>;


export type SignInWithGoogleMutation = { signIntoUserWithGoogle: { token: string } };

export type SignInWithMagicLinkMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type SignInWithMagicLinkMutation = { signIntoUserWithMagicLink: { token: string } };

export type SendMagicLinkMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SendMagicLinkMutation = { sendMagicLink: boolean };

export type SignUpMutationVariables = Exact<{
  signUp: SignUpInput;
}>;


export type SignUpMutation = { signUpForUser: { token: string } };

export type UserInviteQueryVariables = Exact<{
  _id: Scalars['ID']['input'];
}>;


export type UserInviteQuery = { userInvite: { _id: string, contactId: string, roleIds: Array<string>, roles: Array<{ name: string, label: string }>, contact: { _id: string, fullName: string, firstName: string | null, primaryEmailId: string | null, primaryPhoneNumberId: string | null, emails: Array<{ _id: string, email: string }>, phoneNumbers: Array<{ _id: string, phone: string }> } } | null };

export type SendForgotPasswordLinkMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type SendForgotPasswordLinkMutation = { sendForgotPasswordLink: boolean };

export type InterpretForgotPasswordLinkMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type InterpretForgotPasswordLinkMutation = { interpretForgotPasswordLink: { _id: string, username: string, name: string } };

export type ResetPasswordWithLinkMutationVariables = Exact<{
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ResetPasswordWithLinkMutation = { resetPasswordWithLink: boolean };

export type AppConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AppConfigQuery = { appConfig: { googleClientId: string | null, botCheckProvider: string | null, botCheckSiteKey: string | null, publicUrl: string, supportEmail: string } };

export type EditMyProfileMutationVariables = Exact<{
  profile: ProfileInput;
}>;


export type EditMyProfileMutation = { editMyProfileForUser: { _id: string, username: string, permissions: Array<string>, roles: Array<string>, email: string, name: string, emailVerified: boolean, phone: string | null, primaryThumbnailUrl: string | null, profilePhotoId: string | null, locale: string | null, language: string, hasPassword: boolean, createdAt: string, updatedAt: string, myContact: { _id: string, fullName: string } | null, myHousehold: { _id: string, fullName: string } | null, myOrganizations: Array<{ _id: string, fullName: string }> } };

export type RequestVerifyEmailLinkMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestVerifyEmailLinkMutation = { RequestVerifyEmailLink: boolean };

export type VerifyEmailWithMagicLinkMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type VerifyEmailWithMagicLinkMutation = { VerifyEmailWithMagicLink: { _id: string, username: string, permissions: Array<string>, roles: Array<string>, email: string, name: string, emailVerified: boolean, phone: string | null, primaryThumbnailUrl: string | null, profilePhotoId: string | null, locale: string | null, language: string, hasPassword: boolean, createdAt: string, updatedAt: string, myContact: { _id: string, fullName: string } | null, myHousehold: { _id: string, fullName: string } | null, myOrganizations: Array<{ _id: string, fullName: string }> } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { email: string } };

export type MyPendingEmailChangeQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPendingEmailChangeQuery = { myPendingEmailChange: { email: string, expiresAt: string } | null };

export type ResendEmailChangeMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailChangeMutation = { resendEmailChange: { email: string, expiresAt: string } };

export type ProfileFieldsFragment = { _id: string, username: string, permissions: Array<string>, roles: Array<string>, email: string, name: string, emailVerified: boolean, phone: string | null, primaryThumbnailUrl: string | null, profilePhotoId: string | null, locale: string | null, language: string, hasPassword: boolean, createdAt: string, updatedAt: string, myContact: { _id: string, fullName: string } | null, myHousehold: { _id: string, fullName: string } | null, myOrganizations: Array<{ _id: string, fullName: string }> };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { myProfileForUser: { _id: string, username: string, permissions: Array<string>, roles: Array<string>, email: string, name: string, emailVerified: boolean, phone: string | null, primaryThumbnailUrl: string | null, profilePhotoId: string | null, locale: string | null, language: string, hasPassword: boolean, createdAt: string, updatedAt: string, myContact: { _id: string, fullName: string } | null, myHousehold: { _id: string, fullName: string } | null, myOrganizations: Array<{ _id: string, fullName: string }> } };

export type MyProfileUpdatesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyProfileUpdatesSubscription = { myProfileUpdatesForUser: { crud: Crud, id: string, new: { _id: string, username: string, permissions: Array<string>, roles: Array<string>, email: string, name: string, emailVerified: boolean, phone: string | null, primaryThumbnailUrl: string | null, profilePhotoId: string | null, locale: string | null, language: string, hasPassword: boolean, createdAt: string, updatedAt: string, myContact: { _id: string, fullName: string } | null, myHousehold: { _id: string, fullName: string } | null, myOrganizations: Array<{ _id: string, fullName: string }> } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOutOfUser: boolean };
