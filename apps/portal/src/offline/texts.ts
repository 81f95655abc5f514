// The offline store's words (docs/offline.md), in the reader's language.
import { msg, plural, t } from '@lingui/core/macro';
import { intlLocale } from '@reach/ui/language';
import { texts } from '../reports/texts';

const TEXT = texts({
  waiting: msg`Waiting to send`,
  notSent: msg`Not sent`,
  queued: msg`You are offline. The report is kept on this device and will be sent when you are back online.`,
  full: msg`This device is out of storage space. Your report is kept as a draft on this device but cannot be queued to send; free some space, or submit it when you are back online.`,
  sentTitle: msg`Sent`,
  signingNeedsConnection: msg`Signing needs a connection. Connect to the internet to sign.`,
  edit: msg`Edit`,
});

export const OFFLINE_TEXT = TEXT;

/** asOfText says when a screen's data was read from the server, in the reader's locale. */
export function asOfText(savedAt: number): string {
  const when = new Date(savedAt).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  return t`You are offline. Shown as last read on this device, as of ${when}.`;
}

/** sentText is the notice once reports queued offline reach the server. */
export function sentText(count: number): string {
  return plural(count, { one: '# report kept on this device was sent.', other: '# reports kept on this device were sent.' });
}

/** refusedText is the notice when the server refused a queued report; message is the server's. */
export function refusedText(title: string, message: string): string {
  return t`"${title}" was not sent: ${message}`;
}
