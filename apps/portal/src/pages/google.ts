// Google sign-in: the OpenID Connect code flow in a popup. The popup returns to
// /auth/google/callback (a page the server serves) on this origin, which posts the code back here; the
// server then exchanges it with redirect_uri {origin}/auth/google/callback.
// No Google script is loaded (the CSP allows only this site's scripts).
import { t } from '@lingui/core/macro';

export const GOOGLE_CALLBACK_PATH = '/auth/google/callback';
export const GOOGLE_MESSAGE_TYPE = 'reach:google-auth';

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** googleAuthCode opens the popup and resolves to the authorization code. */
export function googleAuthCode(clientId: string): Promise<string> {
  const origin = window.location.origin;
  const state = randomState();
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: origin + GOOGLE_CALLBACK_PATH,
    response_type: 'code',
    scope: 'openid email profile',
    prompt: 'select_account',
    state,
  });
  const w = 500;
  const h = 620;
  const left = window.screenX + Math.max(0, (window.outerWidth - w) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - h) / 2);
  const popup = window.open(
    `https://accounts.google.com/o/oauth2/v2/auth?${params}`,
    'reach-google-sign-in',
    `width=${w},height=${h},left=${left},top=${top}`,
  );
  return new Promise((resolve, reject) => {
    if (!popup) {
      reject(new Error(t`Please allow pop-ups to sign in with Google`));
      return;
    }
    const timer = window.setInterval(() => {
      if (popup.closed) {
        cleanup();
        reject(new Error(t`Google sign-in was cancelled`));
      }
    }, 500);
    function onMessage(e: MessageEvent) {
      if (e.origin !== origin || e.data?.type !== GOOGLE_MESSAGE_TYPE) return;
      cleanup();
      if (e.data.state !== state) reject(new Error(t`Google sign-in failed`));
      else if (e.data.error || !e.data.code) reject(new Error(e.data.error || t`Google sign-in failed`));
      else resolve(e.data.code as string);
    }
    function cleanup() {
      window.clearInterval(timer);
      window.removeEventListener('message', onMessage);
    }
    window.addEventListener('message', onMessage);
  });
}
