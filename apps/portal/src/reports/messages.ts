// The texts of spec/03 §5 and §8, word for word (two spaces where the spec has two).
export const MSG = {
  errorTitle: 'Error',
  saveFailed: 'There was an error saving your report.',
  deleteFailed: 'We apologize.  An error occurred.',
  draftSaved: 'Draft saved.',
  reportSaved: 'Report saved successfully',
  reportSubmitted: 'Report submitted.',
  reportUnsubmitted: 'Report unsubmitted.',
  proposalSaved: 'Proposal saved.',
  proposalSubmitted: 'Proposal submitted.',
  proposalUnsubmitted: 'Proposal unsubmitted.',
  deleted: 'Deleted',
  savingDraft: 'Saving Draft ...',
  submitting: 'Submitting Report ...',
  unsubmitting: 'Unsubmitting Report ...',
  deleteTitle: 'Delete Report Draft',
  deleteText: 'Are you sure you want to delete this report?',
  deleteButton: 'Delete Report',
  cancel: 'Cancel',
  coversLast3Months: 'Reports cover the last 3 months',
  // validation (§5)
  yesNo: 'Please answer yes or no',
  name: 'Please enter a name',
  fieldWorker: 'Please select a field worker',
  peopleGroup: 'Please select a people group',
  quarter: 'Please select a quarter',
  value: 'Please enter a value',
  fieldRequired: 'This field is required',
  required: 'Required',
  zip: 'Please enter a valid zip code.',
  country: 'Please select a country',
  region: 'Please select a region',
  fixErrors: 'Please correct the errors above',
} as const;

/**
 * emailMessage is the potential contact's email message with its example: the server's words
 * (docs/reports.md), so a rule the form checks and one the server checks read the same.
 */
export function emailMessage(example = 'name@example.com'): string {
  return `Please enter a valid email (ex. ${example}).`;
}

export const PHONE_HINT = 'Start with + and the country code, e.g. +44 20 7946 0958.';
/** PHONE_INVALID is the server's message for a phone or WhatsApp number (docs/reports.md). */
export const PHONE_INVALID = 'Please enter the number with + and the country code (ex. +1 555 555 5555).';
