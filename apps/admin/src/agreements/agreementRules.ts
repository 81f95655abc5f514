// What the back office shows and offers for an agreement, as plain functions of the record (the
// server keeps the rules, backend/internal/agreement; these only decide what to show):
// - staff move PREPARING ⇄ PREVIEW, either to SIGNING, SIGNING back to PREPARING while nothing is
//   signed or initialled, and anything but SIGNED to CANCELLED with a reason;
// - content changes only in PREPARING; once anything is signed or initialled, or the agreement is
//   signed or cancelled, a change is a new version;
// - a template is never signed: it is copied into a new agreement ("Use This Template"), which
//   names itself (the template's name is not copied); a template no longer wanted is retired
//   (cancelled, with a reason), and no longer offered.

export type AgreementStatus = 'PREPARING' | 'PREVIEW' | 'SIGNING' | 'SIGNED' | 'CANCELLED';
export type AgreementType = 'LOAN_AGREEMENT' | 'MOU';

type Color = 'warning' | 'info' | 'success' | 'error';

export const STATUS_CHOICES: { id: AgreementStatus; name: string }[] = [
  { id: 'PREPARING', name: 'Preparing' },
  { id: 'PREVIEW', name: 'Preview' },
  { id: 'SIGNING', name: 'Signing' },
  { id: 'SIGNED', name: 'Signed' },
  { id: 'CANCELLED', name: 'Cancelled' },
];

/** STATUS_COLORS are the spec's status colours (spec/02: warning, blue, success, red). */
export const STATUS_COLORS: Record<AgreementStatus, Color> = {
  PREPARING: 'warning',
  PREVIEW: 'warning',
  SIGNING: 'info',
  SIGNED: 'success',
  CANCELLED: 'error',
};

/** STATUS_TABS are the list's tabs: every agreement, then one per status. */
export const STATUS_TABS: { id: AgreementStatus | ''; name: string }[] = [{ id: '', name: 'All' }, ...STATUS_CHOICES];

/** MOU_ROLE_CHOICES are the roles a partnership agreement form names (MouRole). */
export const MOU_ROLE_CHOICES = [
  { id: 'TRAINER', name: 'Trainer' },
  { id: 'FIELD_WORKER', name: 'Field Worker' },
  { id: 'REGIONAL_COORDINATOR', name: 'Regional Coordinator' },
];

/**
 * The server's own words (backend/internal/agreement), shown before a call would be refused: keys
 * of the back office's catalogs, translated where they are shown.
 */
export const MSG_LOCKED = 'reach.agreements.msg_locked';
export const MSG_NOT_PREPARING = 'reach.agreements.msg_not_preparing';
export const MSG_CANCELLED = 'reach.agreements.msg_cancelled';
export const MSG_TEMPLATE_SIGNING = 'reach.agreements.msg_template_signing';

export interface PartyLike {
  date?: string | null;
  signature?: string | null;
}

export interface SectionLike {
  initials?: ReadonlyArray<{ partyId: string }> | null;
}

export interface AgreementLike {
  status: AgreementStatus | string;
  isTemplate?: boolean | null;
  contentHash?: string | null;
  parties?: ReadonlyArray<PartyLike> | null;
  sections?: ReadonlyArray<SectionLike> | null;
}

/** isSigned tells whether a party has signed (signature and date set, as the schema says). */
export const isSigned = (p: PartyLike): boolean => !!p.signature && !!p.date;

/** touched tells whether anything is signed or initialled. */
export const touched = (a: AgreementLike): boolean =>
  (a.parties ?? []).some(isSigned) || (a.sections ?? []).some((s) => (s.initials ?? []).length > 0);

/** signedSummary is "signed / parties", e.g. "1 / 2". */
export const signedSummary = (parties: ReadonlyArray<PartyLike> | null | undefined): string => {
  const all = parties ?? [];
  return `${all.filter(isSigned).length} / ${all.length}`;
};

/** editBlock says why the agreement's content cannot be edited now, or null when it can. */
export const editBlock = (a: AgreementLike): string | null => {
  if (a.status === 'SIGNED' || touched(a)) return MSG_LOCKED;
  if (a.status === 'CANCELLED') return MSG_CANCELLED;
  if (a.status !== 'PREPARING') return MSG_NOT_PREPARING;
  return null;
};

export type AgreementAction =
  | 'edit'
  | 'preview'
  | 'startSigning'
  | 'backToPreparing'
  | 'cancel'
  | 'useTemplate'
  | 'retireTemplate'
  | 'newVersion'
  | 'downloadPdf';

export interface OfferedAction {
  action: AgreementAction;
  /** disabled says why the action is shown but off. */
  disabled?: string;
}

/**
 * agreementActions lists what staff may do with the agreement now, in the order the page shows
 * them. 'Start Signing' stays on while parties or sections are missing: the server says what is
 * missing. 'Download PDF' is there from SIGNING on (and for a cancelled agreement whose content
 * was frozen when signing started). A template is used (copied into a new agreement) while it is
 * PREPARING, the only status the create form offers templates in, and is retired rather than
 * cancelled.
 */
export function agreementActions(a: AgreementLike): OfferedAction[] {
  const out: OfferedAction[] = [];
  const template = !!a.isTemplate;
  const end: OfferedAction = { action: template ? 'retireTemplate' : 'cancel' };
  switch (a.status) {
    case 'PREPARING':
      if (template) out.push({ action: 'useTemplate' });
      out.push({ action: 'edit' });
      if (!template) out.push({ action: 'preview' }, { action: 'startSigning' });
      out.push(end, { action: 'newVersion' });
      break;
    case 'PREVIEW':
      out.push({ action: 'backToPreparing' });
      if (!template) out.push({ action: 'startSigning' });
      out.push(end, { action: 'newVersion' });
      break;
    case 'SIGNING':
      out.push(touched(a) ? { action: 'backToPreparing', disabled: MSG_LOCKED } : { action: 'backToPreparing' });
      out.push({ action: 'cancel' }, { action: 'newVersion' }, { action: 'downloadPdf' });
      break;
    case 'SIGNED':
      out.push({ action: 'newVersion' }, { action: 'downloadPdf' });
      break;
    case 'CANCELLED':
      out.push({ action: 'newVersion' });
      if (a.contentHash) out.push({ action: 'downloadPdf' });
      break;
  }
  return out;
}

type InitialOf<S> = S extends { initials?: ReadonlyArray<infer I> | null } ? I : never;

/**
 * initialsGrid lays out who initialled what: one row per section, one cell per party (in the
 * parties' order), each cell the party's initials on that section or null.
 */
export function initialsGrid<S extends { id: string; initials?: ReadonlyArray<{ partyId: string }> | null }, P extends { id: string }>(
  sections: ReadonlyArray<S>,
  parties: ReadonlyArray<P>,
): { section: S; cells: { party: P; initial: InitialOf<S> | null }[] }[] {
  return sections.map((section) => ({
    section,
    cells: parties.map((party) => ({
      party,
      initial: ((section.initials ?? []).find((i) => i.partyId === party.id) ?? null) as InitialOf<S> | null,
    })),
  }));
}

/**
 * createData is what a create sends. From a template only the template, the new agreement's name
 * (the server copies the content, not the template's name) and "is a template" (to copy a
 * template into a new template) are sent: the content comes from the template, to be changed
 * once it is saved.
 */
export function createData(values: Record<string, unknown>): Record<string, unknown> {
  const templateId = typeof values.templateId === 'string' ? values.templateId.trim() : '';
  if (!templateId) {
    const { templateId: _unused, ...rest } = values;
    return rest;
  }
  const out: Record<string, unknown> = { templateId };
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  if (name) out.name = name;
  if (values.isTemplate === true) out.isTemplate = true;
  return out;
}

/**
 * fromTemplateSearch is the create page's query string that starts the form from templateId
 * (react-admin reads the form's first values from ?source=).
 */
export const fromTemplateSearch = (templateId: string): string => `?${new URLSearchParams({ source: JSON.stringify({ templateId }) })}`;

/** CLEARABLE_IDS are the references a form may empty: the server reads "" as "none", null as "unchanged". */
const CLEARABLE_IDS = ['projectId', 'peopleGroupId', 'contactId'];

/** updateData sends an emptied project, people group or contact as "" so the server clears it. */
export function updateData(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const key of CLEARABLE_IDS) if (key in out && out[key] == null) out[key] = '';
  return out;
}
