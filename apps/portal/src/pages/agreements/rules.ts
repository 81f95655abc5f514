// The rules of the agreement screens (spec/02 "Loan agreements" and "Partnership commitment
// forms"), as plain functions the screens and their tests share. What the spec leaves open is
// decided here and written down in docs/agreements.md ("Portal").
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgreementStatus } from '../../generated/graphql';

/** STATUS_LABELS names each status on cards and views. */
export const STATUS_LABELS: Record<AgreementStatus, string> = {
  PREPARING: 'Preparing',
  PREVIEW: 'Preview',
  SIGNING: 'Signing',
  SIGNED: 'Signed',
  CANCELLED: 'Cancelled',
};

/** STATUS_TEXT is STATUS_LABELS in the current language (i18n._ where it shows). */
export const STATUS_TEXT: Record<AgreementStatus, MessageDescriptor> = {
  PREPARING: msg({ message: 'Preparing', context: 'agreement status' }),
  PREVIEW: msg({ message: 'Preview', context: 'agreement status' }),
  SIGNING: msg({ message: 'Signing', context: 'agreement status' }),
  SIGNED: msg({ message: 'Signed', context: 'agreement status' }),
  CANCELLED: msg({ message: 'Cancelled', context: 'agreement status' }),
};

/** WORDS are the labels the rules below return (in English), in the current language. */
export const WORDS: Record<string, MessageDescriptor> = {
  Signed: msg({ message: 'Signed', context: 'agreement status' }),
  'Ready to Sign': msg`Ready to Sign`,
  View: msg`View`,
  Sign: msg`Sign`,
};

export type StatusColor = 'warning' | 'info' | 'success' | 'error';

/** STATUS_COLORS: PREPARING and PREVIEW warning, SIGNING blue, SIGNED success, CANCELLED red (spec/02 §4). */
export const STATUS_COLORS: Record<AgreementStatus, StatusColor> = {
  PREPARING: 'warning',
  PREVIEW: 'warning',
  SIGNING: 'info',
  SIGNED: 'success',
  CANCELLED: 'error',
};

/** EMPTY_LOAN_AGREEMENTS is what a list of loan agreements says when it has none. */
export const EMPTY_LOAN_AGREEMENTS = msg`This project doesn't have any loan agreements yet.`;
/** EMPTY_MOUS is what /mous says when the user has no form to sign nor any signed one. */
export const EMPTY_MOUS = msg`You have no active partnership agreement forms.`;
/** MOU_FIRST forms show on /mous at first; each 'Load More' adds MOU_MORE. */
export const MOU_FIRST = 12;
export const MOU_MORE = 6;
/** FILENAME_CUT is where an attachment's filename is cut (spec/02 §9). */
export const FILENAME_CUT = 20;

export const REQUIRED = msg`This field is required`;
export const CORRECT_ERRORS = msg`Please correct the errors above`;

export interface PartyLike {
  _id: string;
  contactId: string;
  signature?: string | null;
  date?: string | null;
}

export interface SectionLike {
  _id: string;
  initials: ReadonlyArray<{ partyId: string; fontName?: string | null }>;
}

/** isPartySigned: a party counts as signed when both signature and date are set (spec/02). */
export const isPartySigned = (p: PartyLike): boolean => !!p.signature && !!p.date;

/** showsParties: parties show on a view once the agreement is past PREPARING. */
export const showsParties = (status: AgreementStatus): boolean => status !== 'PREPARING';

/**
 * canSign tells whether 'Sign' shows on a party's row: the agreement is SIGNING, the party's
 * contact is the account the user acts for (contactId), and the party has no signature yet.
 */
export function canSign(status: AgreementStatus, party: PartyLike, contactId: string | null | undefined): boolean {
  return status === 'SIGNING' && !!contactId && party.contactId === contactId && !party.signature;
}

/** signableParties are the parties the user may sign for now, in the agreement's order. */
export function signableParties<P extends PartyLike>(status: AgreementStatus, parties: readonly P[], contactId: string | null | undefined): P[] {
  return parties.filter((p) => canSign(status, p, contactId));
}

/**
 * partiesToInitial are the user's parties that have not initialled section: one 'Initial' button
 * each, only while the agreement is SIGNING.
 */
export function partiesToInitial<P extends PartyLike>(status: AgreementStatus, section: SectionLike, parties: readonly P[], contactId: string | null | undefined): P[] {
  if (status !== 'SIGNING' || !contactId) return [];
  return parties.filter((p) => p.contactId === contactId && !section.initials.some((i) => i.partyId === p._id));
}

/** myParties are the parties of the account the user acts for. */
export function myParties<P extends PartyLike>(parties: readonly P[], contactId: string | null | undefined): P[] {
  return contactId ? parties.filter((p) => p.contactId === contactId) : [];
}

/** sectionsLeft counts the sections the user's parties still have to initial. */
export function sectionsLeft(status: AgreementStatus, sections: readonly SectionLike[], parties: readonly PartyLike[], contactId: string | null | undefined): number {
  return sections.filter((s) => partiesToInitial(status, s, parties, contactId).length > 0).length;
}

/**
 * signingHint is the line over an agreement the user still has a part in (SIGNING): what is left
 * of it, in the server's rule (backend/internal/agreement): a party initials every section and
 * signs, in either order, and the agreement is SIGNED once every party has done both. So the
 * words never ask for initials before signing while 'Sign' stands enabled. left: sections the
 * user's parties have not initialled; unsigned: the user's parties not signed yet; signWhere says
 * where 'Sign' is ("under Parties"). null: nothing is left to do.
 */
export function signingHint(left: number, unsigned: number, signWhere: '' | 'under Parties' = ''): string | null {
  const underParties = signWhere !== '';
  if (left > 0 && unsigned > 0) {
    return underParties
      ? t`Initial each section (${plural(left, { one: '# section left', other: '# sections left' })}) and sign under Parties, in either order. Your part is done when you have done both.`
      : t`Initial each section (${plural(left, { one: '# section left', other: '# sections left' })}) and sign, in either order. Your part is done when you have done both.`;
  }
  if (left > 0) return t`You have signed. Initial each section (${plural(left, { one: '# section left', other: '# sections left' })}) to finish your part.`;
  if (unsigned > 0) return underParties ? t`Every section is initialled: sign under Parties to finish your part.` : t`Every section is initialled: sign to finish your part.`;
  return null;
}

export interface Dated {
  lastSignedDate?: string | null;
  updatedAt: string;
  parties?: ReadonlyArray<{ date?: string | null }>;
}

/**
 * lastSigned is the date a card shows: the latest party date (the server's lastSignedDate, else
 * the parties' own dates), else the date the agreement was last updated.
 */
export function lastSigned(a: Dated): { label: 'Last signed' | 'Updated'; date: string } {
  let latest = a.lastSignedDate ?? null;
  if (!latest) {
    for (const p of a.parties ?? []) {
      if (p.date && (!latest || Date.parse(p.date) > Date.parse(latest))) latest = p.date;
    }
  }
  return latest ? { label: 'Last signed', date: latest } : { label: 'Updated', date: a.updatedAt };
}

/** newestFirst orders agreements by their last update, newest first (spec/02 §4). */
export function newestFirst<T extends { updatedAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/**
 * cutFilename shortens a filename to at most max characters (an ellipsis included), keeping a
 * short extension so the kind of file still shows: "Project budget 2026 final.pdf" reads
 * "Project budget….pdf".
 */
export function cutFilename(name: string, max = FILENAME_CUT): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? [...name.slice(dot)] : [];
  if (ext.length >= 2 && ext.length <= 6 && ext.length < max - 2) {
    const head = chars.slice(0, max - 1 - ext.length).join('').trimEnd();
    return `${head}…${ext.join('')}`;
  }
  return `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

/** fontsIn lists the signature fonts an agreement shows (signatures and initials), once each. */
export function fontsIn(a: { parties: ReadonlyArray<{ fontName?: string | null }>; sections?: readonly SectionLike[] }): string[] {
  const fonts = new Set<string>();
  for (const p of a.parties) if (p.fontName) fonts.add(p.fontName);
  for (const s of a.sections ?? []) for (const i of s.initials) if (i.fontName) fonts.add(i.fontName);
  return [...fonts];
}

/** loanAgreementPath is where a card links: the project's view, or the sign page without a project. */
export function loanAgreementPath(a: { _id: string; projectId?: string | null }): string {
  return a.projectId
    ? `/holistic-projects/${encodeURIComponent(a.projectId)}/loan-agreement/view/${encodeURIComponent(a._id)}`
    : `/loan-agreement/sign/${encodeURIComponent(a._id)}`;
}

/** MOU_LIST_STATUSES are the statuses /mous lists: forms to sign and signed ones. */
export const MOU_LIST_STATUSES: readonly AgreementStatus[] = ['SIGNING', 'SIGNED'];

export interface MouEntry {
  label: 'Signed' | 'Ready to Sign';
  action: 'View' | 'Sign';
  to: string;
}

/**
 * mouEntry is what a card on /mous says: 'Signed' with 'View' once the form is SIGNED or every
 * party of the account the user acts for has signed; otherwise 'Ready to Sign' with 'Sign'.
 */
export function mouEntry(m: { _id: string; status: AgreementStatus; parties: readonly PartyLike[] }, contactId: string | null | undefined): MouEntry {
  const mine = myParties(m.parties, contactId);
  const signed = m.status === 'SIGNED' || (mine.length > 0 && mine.every(isPartySigned));
  const id = encodeURIComponent(m._id);
  return signed ? { label: 'Signed', action: 'View', to: `/mous/view/${id}` } : { label: 'Ready to Sign', action: 'Sign', to: `/mou/sign/${id}` };
}

/** activeMous keeps the forms /mous lists, newest first. */
export function activeMous<T extends { status: AgreementStatus; updatedAt: string }>(list: readonly T[]): T[] {
  return newestFirst(list.filter((m) => MOU_LIST_STATUSES.includes(m.status)));
}

/** declaration is what an MOU signer ticks (spec/02: the signer is the named contact and agrees). */
export const declaration = (contactName: string): string =>
  t`I, ${contactName}, declare that I am the person named above and that I have read and agree to this Partnership Agreement Form.`;

export interface SignForm {
  fontName: string;
  text: string;
  agreed?: boolean;
}

export type SignFormErrors = Partial<Record<keyof SignForm, string>>;

/** validateSignForm: font and text are required; an MOU signature also needs the declaration ticked. */
export function validateSignForm(form: SignForm, needsDeclaration = false): SignFormErrors {
  const errors: SignFormErrors = {};
  const required = t(REQUIRED);
  if (!form.fontName.trim()) errors.fontName = required;
  if (!form.text.trim()) errors.text = required;
  if (needsDeclaration && !form.agreed) errors.agreed = required;
  return errors;
}
