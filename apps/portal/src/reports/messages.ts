// The texts of spec/03 §5 and §8, word for word (two spaces where the spec has two), in the
// reader's language (texts.ts: each is translated when read).
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { texts } from './texts';

export const MSG = texts({
  errorTitle: msg`Error`,
  saveFailed: msg`There was an error saving your report.`,
  deleteFailed: msg`We apologize.  An error occurred.`,
  draftSaved: msg`Draft saved.`,
  reportSaved: msg`Report saved successfully`,
  reportSubmitted: msg`Report submitted.`,
  reportUnsubmitted: msg`Report unsubmitted.`,
  proposalSaved: msg`Proposal saved.`,
  proposalSubmitted: msg`Proposal submitted.`,
  proposalUnsubmitted: msg`Proposal unsubmitted.`,
  deleted: msg`Deleted`,
  savingDraft: msg`Saving Draft ...`,
  submitting: msg`Submitting Report ...`,
  unsubmitting: msg`Unsubmitting Report ...`,
  deleteTitle: msg`Delete Report Draft`,
  deleteText: msg`Are you sure you want to delete this report?`,
  deleteButton: msg`Delete Report`,
  cancel: msg`Cancel`,
  coversLast3Months: msg`Reports cover the last 3 months`,
  // validation (§5)
  yesNo: msg`Please answer yes or no`,
  name: msg`Please enter a name`,
  fieldWorker: msg`Please select a field worker`,
  peopleGroup: msg`Please select a people group`,
  quarter: msg`Please select a quarter`,
  value: msg`Please enter a value`,
  fieldRequired: msg`This field is required`,
  required: msg`Required`,
  zip: msg`Please enter a valid zip code.`,
  country: msg`Please select a country`,
  region: msg`Please select a region`,
  fixErrors: msg`Please correct the errors above`,
});

/**
 * emailMessage is the potential contact's email message with its example: the server's words
 * (docs/reports.md), so a rule the form checks and one the server checks read the same.
 */
export function emailMessage(example = 'name@example.com'): string {
  return i18n._(msg`Please enter a valid email (ex. ${example}).`);
}

const PHONE = texts({
  hint: msg`Start with + and the country code, e.g. +44 20 7946 0958.`,
  invalid: msg`Please enter the number with + and the country code (ex. +1 555 555 5555).`,
});

/** phoneHint is the phone fields' helper text. */
export function phoneHint(): string {
  return PHONE.hint;
}

/** phoneInvalid is the server's message for a phone or WhatsApp number (docs/reports.md). */
export function phoneInvalid(): string {
  return PHONE.invalid;
}
