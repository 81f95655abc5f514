// The back office's languages: react-admin's polyglot provider over one catalog per language
// (src/i18n/<code>.ts, the list of languages in @reach/ui/languages). English is in the bundle;
// every other language's catalog is a chunk of its own, loaded when a staff member picks it.
//
// Which language: the staff member's own (Profile.language, LanguageSync), else the one last
// picked on this device (react-admin's store), else ?lang=, else the browser's first supported
// language, else English. The pseudo-locale (PSEUDO) is for development only: ?lang=en-XA, or
// the stored locale; it is never offered in the menu and a profile does not override it.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { setLanguage } from '@reach/ui/i18n';
import { normalizeLanguage } from '@reach/ui/language';
import type { TranslationMessages } from 'react-admin';
import { ENGLISH, LANGUAGES, PSEUDO, type Language } from '@reach/ui/languages';
import { pseudo } from '@reach/ui/pseudo';
import englishMessages from './i18n/en';

/** A catalog: nested messages, leaves are polyglot strings ("%{name}", "one |||| many"). */
export type Catalog = { [key: string]: string | Catalog | undefined };

/** mapMessages rewrites every message of a catalog (the pseudo-locale is English through pseudo). */
export const mapMessages = (catalog: Catalog, f: (s: string) => string): Catalog =>
  Object.fromEntries(
    Object.entries(catalog).map(([k, v]) => [k, typeof v === 'string' ? f(v) : v && mapMessages(v, f)]),
  );

/** language is the entry of a supported code, else English's; the pseudo-locale reads as English. */
export const language = (code: string | null | undefined): Language =>
  LANGUAGES.find((l) => l.code === code) ?? LANGUAGES.find((l) => l.code === ENGLISH)!;

/** isLocale says whether the back office can be shown in code (a language, or the pseudo-locale). */
export const isLocale = (code: string | null | undefined): code is string =>
  code === PSEUDO || LANGUAGES.some((l) => l.code === code);

/** matchLanguage is the first of the browser's languages Reach speaks ("es-MX" -> "es"), else null. */
export const matchLanguage = (wanted: readonly string[]): string | null => {
  for (const tag of wanted) {
    const found = normalizeLanguage(tag);
    // the pseudo-locale is English to a browser (its base is "en")
    if (found) return found === PSEUDO ? ENGLISH : found;
  }
  return null;
};

const loadCatalog = async (code: string): Promise<Catalog> => {
  if (code === ENGLISH) return englishMessages;
  if (code === PSEUDO) return mapMessages(englishMessages, pseudo);
  // One chunk per language, named by its code: a new language is a new file in ./i18n.
  const mod = (await import(/* webpackChunkName: "admin-i18n-[request]" */ `./i18n/${code}.ts`)) as { default: Catalog };
  return mod.default;
};

// The locale shown now, for what is drawn outside react-admin's context (the theme's direction,
// <html lang dir>) and for Intl formatting in plain functions. react-admin re-renders the whole
// page when the locale changes, so reading it while rendering is enough.
let current: string = ENGLISH;
const listeners = new Set<() => void>();

/** currentLocale is the code of the language shown now. */
export const currentLocale = (): string => current;

/** subscribeLocale calls f after each change of language (for useSyncExternalStore). */
export const subscribeLocale = (f: () => void): (() => void) => {
  listeners.add(f);
  return () => listeners.delete(f);
};

/** intlLocale is the locale Intl formats numbers, dates and money in for the language shown now. */
export const intlLocale = (): string => language(current).intl;

/** direction is the writing direction of the language shown now. */
export const direction = (code: string = current): 'ltr' | 'rtl' => (code === PSEUDO ? 'ltr' : language(code).dir);

// A key missing in a language shows the English message (never the key), told once in development.
const warned = new Set<string>();
const flat = new Map<string, string>();
const flatten = (catalog: Catalog, prefix = '') => {
  for (const [k, v] of Object.entries(catalog)) {
    if (typeof v === 'string') flat.set(prefix + k, v);
    else if (v) flatten(v, `${prefix}${k}.`);
  }
};
flatten(englishMessages);

const onMissingKey = (key: string, options: Record<string, unknown>, locale: string): string => {
  const english = flat.get(key);
  if (process.env.NODE_ENV !== 'production' && !warned.has(`${locale}:${key}`)) {
    warned.add(`${locale}:${key}`);
    console.warn(`Missing ${locale} message for ${key}`);
  }
  if (english === undefined) return key;
  return english.replace(/%\{(\w+)\}/g, (m, name: string) => (options[name] === undefined ? m : String(options[name])));
};

const base = polyglotI18nProvider(
  (code) => (code === ENGLISH ? (englishMessages as TranslationMessages) : (loadCatalog(code) as Promise<TranslationMessages>)),
  ENGLISH,
  LANGUAGES.map((l) => ({ locale: l.code, name: l.name })),
  { allowMissing: true, onMissingKey },
);

export const i18nProvider = {
  ...base,
  changeLocale: async (code: string) => {
    const next = isLocale(code) ? code : ENGLISH;
    // @reach/ui's Lingui catalog follows (its words show in the same language at the same time).
    await Promise.all([base.changeLocale(next), setLanguage(next)]);
    current = next;
    listeners.forEach((f) => f());
  },
};

// react-admin keeps the picked locale in its store (localStorage 'RaStore.locale') and switches to
// it when the page loads, before drawing anything.
const STORE_KEY = 'RaStore.locale';

/**
 * chooseStartLocale runs before the back office mounts: ?lang= (a language or the pseudo-locale)
 * becomes the stored locale; with none stored yet, the browser's first supported language.
 */
export const chooseStartLocale = (search: string, browser: readonly string[], storage: Storage) => {
  const asked = new URLSearchParams(search).get('lang');
  if (asked && isLocale(asked)) {
    storage.setItem(STORE_KEY, JSON.stringify(asked));
    return;
  }
  if (storage.getItem(STORE_KEY) !== null) return;
  const matched = matchLanguage(browser);
  if (matched && matched !== ENGLISH) storage.setItem(STORE_KEY, JSON.stringify(matched));
};

/** storedLocale is the locale react-admin keeps on this device, if any. */
export const storedLocale = (storage: Storage): string | null => {
  try {
    const v = JSON.parse(storage.getItem(STORE_KEY) ?? 'null') as unknown;
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
};
