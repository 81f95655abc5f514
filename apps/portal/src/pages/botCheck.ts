// The bot-check token sign-up sends as `recaptcha` (spec/01 §2), from the
// provider appConfig names. The provider's script is loaded only when one is
// configured (the server's CSP must then allow that provider's origin).
import { t } from '@lingui/core/macro';

declare global {
  interface Window {
    grecaptcha?: {
      ready: (cb: () => void) => void;
      execute: (siteKey: string, opts: { action: string }) => Promise<string>;
    };
    turnstile?: {
      render: (el: HTMLElement, opts: Record<string, unknown>) => string;
      execute: (id: string) => void;
      reset: (id: string) => void;
      remove: (id: string) => void;
    };
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let p = scripts.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.onload = () => resolve();
      s.onerror = () => {
        scripts.delete(src);
        reject(new Error(t`The bot check could not load`));
      };
      document.head.appendChild(s);
    });
    scripts.set(src, p);
  }
  return p;
}

function scriptFor(provider: string, siteKey: string): string | undefined {
  if (provider === 'recaptcha') return `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
  if (provider === 'turnstile') return 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
  return undefined;
}

/** preloadBotCheck starts loading the provider's script. */
export function preloadBotCheck(provider: string | null | undefined, siteKey: string | null | undefined): void {
  const src = provider && siteKey ? scriptFor(provider, siteKey) : undefined;
  if (src) loadScript(src).catch(() => undefined);
}

/** botCheckToken asks the provider for a token; undefined when none is configured. */
export async function botCheckToken(provider: string | null | undefined, siteKey: string | null | undefined): Promise<string | undefined> {
  if (!provider || !siteKey) return undefined;
  const src = scriptFor(provider, siteKey);
  if (!src) return undefined;
  await loadScript(src);
  if (provider === 'recaptcha') {
    const g = window.grecaptcha;
    if (!g) throw new Error(t`The bot check could not load`);
    await new Promise<void>((r) => g.ready(r));
    return g.execute(siteKey, { action: 'signup' });
  }
  const ts = window.turnstile;
  if (!ts) throw new Error(t`The bot check could not load`);
  const el = document.createElement('div');
  document.body.appendChild(el);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = ts.render(el, {
        sitekey: siteKey,
        action: 'signup',
        appearance: 'interaction-only',
        callback: (token: string) => resolve(token),
        'error-callback': () => reject(new Error(t`The bot check failed. Please try again.`)),
      });
      void id;
    });
  } finally {
    el.remove();
  }
}
