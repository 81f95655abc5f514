// What the success pages say comes next (spec/01 §2 "Success pages"), in words that match what
// happens: a gift is recorded at once and its people group or project shows in the donor's
// dashboard at once (a monthly gift that starts later: from its first donation); a donor who
// gave signed out sees it once the gift is theirs in an account, through the invite or the
// link mailed to the address they gave. The button says where it goes.
import { msg } from '@lingui/core/macro';
import { dayText } from '@reach/ui/dates';
import { tr } from '@reach/ui/translate';
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

/** afterGift is the continue button and the note of a completed gift's success page, in the current language. */
export function afterGift(r: SponsorshipResult, o: AfterGiftOptions): AfterGift {
  const project = o.noun === 'project';
  const target = project ? r.project : r.peopleGroup;
  const start = r.recurringPayment?.startDate;
  const later = !r.payment && !!start && new Date(start).getTime() > (o.now ?? new Date()).getTime();
  const date = later ? dayText(start) : '';
  const invite = r.userInvite?._id;

  let button: Pick<AfterGift, 'label' | 'to'>;
  if (invite) button = { label: tr(msg`Create My Account`), to: `/sign-up?i=${encodeURIComponent(invite)}` };
  else if (!o.signedIn) button = { label: tr(msg`Sign In to My Dashboard`), to: `/sign-in?p=${encodeURIComponent(o.dashboard)}` };
  else button = { label: tr(msg`Continue to My Dashboard`), to: o.dashboard };

  // Whole sentences, one per case: translators see each as it reads.
  let note: string | null;
  if (!target) {
    if (o.signedIn)
      note = project
        ? tr(msg`Your gift goes where it is needed most, so no project of your own is added to your dashboard: My Giving lists the gift.`)
        : tr(msg`Your gift goes where it is needed most, so no people group of your own is added to your dashboard: My Giving lists the gift.`);
    else
      note = project
        ? tr(msg`Your gift goes where it is needed most, so no project of your own is added to your dashboard: My Giving lists the gift once you sign in.`)
        : tr(msg`Your gift goes where it is needed most, so no people group of your own is added to your dashboard: My Giving lists the gift once you sign in.`);
  } else if (o.signedIn) {
    if (!later) note = null;
    else
      note = project
        ? tr(msg`Your project shows in your dashboard from your first donation on ${date}.`)
        : tr(msg`Your people group shows in your dashboard from your first donation on ${date}.`);
  } else if (invite) {
    if (later)
      note = project
        ? tr(msg`Create your account to see your project in your dashboard, from your first donation on ${date}.`)
        : tr(msg`Create your account to see your people group in your dashboard, from your first donation on ${date}.`);
    else
      note = project
        ? tr(msg`Create your account to see your project in your dashboard.`)
        : tr(msg`Create your account to see your people group in your dashboard.`);
  } else if (later) {
    note = project
      ? tr(msg`To see your project in your dashboard, from your first donation on ${date}, follow the link we emailed to the address you gave: it lets you create your account, or adds this gift to the one you have.`)
      : tr(msg`To see your people group in your dashboard, from your first donation on ${date}, follow the link we emailed to the address you gave: it lets you create your account, or adds this gift to the one you have.`);
  } else {
    note = project
      ? tr(msg`To see your project in your dashboard, follow the link we emailed to the address you gave: it lets you create your account, or adds this gift to the one you have.`)
      : tr(msg`To see your people group in your dashboard, follow the link we emailed to the address you gave: it lets you create your account, or adds this gift to the one you have.`);
  }
  return { ...button, note };
}
