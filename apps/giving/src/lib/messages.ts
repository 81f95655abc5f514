// The gift steps' messages (spec/01 §5 and §9).

/** MESSAGES are the gift steps' texts, word for word from the spec. */
export const MESSAGES = {
  fieldRequired: 'This field is required',
  giftRequired: 'Please select an gift amount',
  dateRequired: 'Please select a date',
  formHasErrors: 'Please correct the errors above',
  donationAmountRequired: 'Please enter a donation amount',
  levelRequired: 'Level is required',
  recurringRequired: 'Recurring is required',
  startDateRequired: 'Start date is required',
  linkCopied: 'Link copied to clipboard!',
  processing: "We're processing your donation. One moment ...",
  redirecting: 'You will be redirected. One moment ...',
} as const;
