// The language the apps speak on this device: which one, how it is chosen, and what follows it
// (<html lang dir>, the Accept-Language the GraphQL calls send). No translator here: the
// portal and the giving app translate through @reach/ui/i18n (Lingui), the back office through
// react-admin's provider; all of them read and set the language here.
import { ENGLISH, LANGUAGES, PSEUDO, type Language } from './generated/languages';

export { ENGLISH, LANGUAGES, PSEUDO, type Language };

/** STORAGE_KEY keeps the language chosen on this device (the switcher). */
export const STORAGE_KEY = 'reach.language';

/** normalizeLanguage returns the supported code lang names ("es-MX" is "es"), PSEUDO, or null. */
export function normalizeLanguage(lang: string | null | undefined): string | null {
  if (!lang) return null;
  const code = lang.trim();
  if (code.toLowerCase() === PSEUDO.toLowerCase()) return PSEUDO;
  const exact = LANGUAGES.find((l) => l.code === code);
  if (exact) return exact.code;
  const base = code.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.code === base)?.code ?? null;
}

/** languageInfo is the language of code (the pseudo-locale is English, left to right). */
export function languageInfo(code: string): Language {
  if (code === PSEUDO) return { code: PSEUDO, name: 'Pseudo', dir: 'ltr', intl: 'en-US' };
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

function stored(): string | null {
  try {
    return normalizeLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * detectLanguage is the language of a signed-out visit: ?lang= in the address, else the one
 * chosen on this device, else the browser's first supported language, else English.
 */
export function detectLanguage(): string {
  if (typeof window === 'undefined') return ENGLISH;
  const fromQuery = normalizeLanguage(new URLSearchParams(window.location.search).get('lang'));
  if (fromQuery) return fromQuery;
  const chosen = stored();
  if (chosen) return chosen;
  for (const l of navigator.languages ?? [navigator.language]) {
    const n = normalizeLanguage(l);
    if (n && n !== PSEUDO) return n;
  }
  return ENGLISH;
}

let current: string = ENGLISH;
const listeners = new Set<(lang: string) => void>();

/** currentLanguage is the language the apps speak now. */
export function currentLanguage(): string {
  return current;
}

/** intlLocale is the locale Intl formats in for the current language (or lang). */
export function intlLocale(lang: string = current): string {
  return languageInfo(lang).intl;
}

/**
 * applyLanguage makes lang the current language: <html lang dir> follow it and the listeners
 * (the translators) hear of it. remember keeps it on the device (the switcher's choice).
 */
export function applyLanguage(lang: string, remember = false): string {
  const code = normalizeLanguage(lang) ?? ENGLISH;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, code);
    } catch {
      // private mode: the choice lasts this page
    }
  }
  current = code;
  if (typeof document !== 'undefined') {
    const info = languageInfo(code);
    document.documentElement.lang = code;
    document.documentElement.dir = info.dir;
  }
  for (const l of listeners) l(code);
  return code;
}

/** onLanguage calls fn with each new language; it returns the unsubscribe. */
export function onLanguage(fn: (lang: string) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
