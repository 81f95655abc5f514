// What the user edit page says after a save: another person's new email waits for the new
// address (backend/internal/user/email_change.go), so the server answers the old one until the
// mailed link is followed. The answer is the same whether or not the address has an account.
import { i18nProvider } from '../i18n';

/** sameEmail compares addresses as the server does: trimmed, in any capitals. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * pendingEmailNotice is the notice after a save that sent `sent` as the email and got `saved`
 * back, in the language shown: null when the email is what was sent (nothing waits).
 */
export const pendingEmailNotice = (sent: string | null | undefined, saved: string): string | null => {
  if (!sent || sameEmail(sent, saved)) return null;
  return i18nProvider.translate('reach.users.email_change_pending', { sent: sent.trim(), saved });
};
