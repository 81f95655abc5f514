// What the success pages say comes next (spec/01 §2 "Success pages"), in words that match what
// happens: a gift is recorded at once and its people group or project shows in the donor's
// dashboard at once (a monthly gift that starts later: from its first donation); a donor who
// gave signed out sees it once the gift is theirs in an account, through the invite or the
// link mailed to the address they gave. The button says where it goes.
import { dayText } from '@reach/ui/dates';
import type { SponsorshipResult } from '../api/queries';

export interface AfterGift {
  /** label and to are the continue button's words and address. */
  label: string;
  to: string;
  /** note is the 'Recent Donations' alert's text, or null when there is nothing to wait for. */
  note: string | null;
}

export interface AfterGiftOptions {
  signedIn: boolean;
  /** dashboard is where the donor's gift shows in the portal: /upgs or /holistic-projects. */
  dashboard: string;
  /** noun names what shows there: 'people group' or 'project'. */
  noun: 'people group' | 'project';
  now?: Date;
}

/** afterGift is the continue button and the note of a completed gift's success page. */
export function afterGift(r: SponsorshipResult, o: AfterGiftOptions): AfterGift {
  const target = o.noun === 'project' ? r.project : r.peopleGroup;
  const start = r.recurringPayment?.startDate;
  const later = !r.payment && !!start && new Date(start).getTime() > (o.now ?? new Date()).getTime();
  const from = later ? `, from your first donation on ${dayText(start)}` : '';
  const invite = r.userInvite?._id;

  let button: Pick<AfterGift, 'label' | 'to'>;
  if (invite) button = { label: 'Create My Account', to: `/sign-up?i=${encodeURIComponent(invite)}` };
  else if (!o.signedIn) button = { label: 'Sign In to My Dashboard', to: `/sign-in?p=${encodeURIComponent(o.dashboard)}` };
  else button = { label: 'Continue to My Dashboard', to: o.dashboard };

  let note: string | null;
  if (!target) {
    note = `Your gift goes where it is needed most, so no ${o.noun} of your own is added to your dashboard: My Giving lists the gift${o.signedIn ? '' : ' once you sign in'}.`;
  } else if (o.signedIn) {
    note = later ? `Your ${o.noun} shows in your dashboard from your first donation on ${dayText(start)}.` : null;
  } else if (invite) {
    note = `Create your account to see your ${o.noun} in your dashboard${from}.`;
  } else {
    note = `To see your ${o.noun} in your dashboard${from}, follow the link we emailed to the address you gave: it lets you create your account, or adds this gift to the one you have.`;
  }
  return { ...button, note };
}
