// The gift steps' messages (spec/01 §5 and §9), translated into the current language when read.
import { msg } from '@lingui/core/macro';
import { liveRecord } from '@reach/ui/translate';

/** MESSAGES are the gift steps' texts, word for word from the spec. */
export const MESSAGES = liveRecord({
  fieldRequired: msg`This field is required`,
  giftRequired: msg`Please select an gift amount`,
  dateRequired: msg`Please select a date`,
  formHasErrors: msg`Please correct the errors above`,
  donationAmountRequired: msg`Please enter a donation amount`,
  levelRequired: msg`Level is required`,
  recurringRequired: msg`Recurring is required`,
  startDateRequired: msg`Start date is required`,
  linkCopied: msg`Link copied to clipboard!`,
  processing: msg`We're processing your donation. One moment ...`,
  redirecting: msg`You will be redirected. One moment ...`,
});
