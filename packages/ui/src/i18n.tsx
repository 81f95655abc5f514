// The portal's and the giving app's translator: Lingui (@lingui/core, @lingui/react), one
// shared instance (Module Federation shares @lingui/* as singletons), messages written in
// English with Lingui's macros and compiled at build time from the PO catalogs
// (lingui.config.js). Each area registers its catalog loader (a dynamic import of
// `locales/{lang}.po`); a language becomes current once every registered catalog has it, so a
// screen never shows a message id. A catalog that cannot be fetched falls back to English.
import { useEffect, useState, type ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { applyLanguage, currentLanguage, detectLanguage, ENGLISH, languageInfo, normalizeLanguage, onLanguage } from '@reach/ui/language';

export { i18n };
export * from '@reach/ui/language';

/** CatalogLoader fetches one area's compiled catalog in lang. */
export type CatalogLoader = (lang: string) => Promise<{ messages: Messages }>;

const loaders = new Map<string, CatalogLoader>();
const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

function load(name: string, lang: string): Promise<void> | null {
  const key = `${name}\u0000${lang}`;
  if (loaded.has(key)) return null;
  let p = pending.get(key);
  if (!p) {
    const loader = loaders.get(name)!;
    p = loader(lang)
      .catch(() => (lang === ENGLISH ? { messages: {} } : loader(ENGLISH).catch(() => ({ messages: {} as Messages }))))
      .then(({ messages }) => {
        i18n.load(lang, messages);
        loaded.add(key);
        pending.delete(key);
      });
    pending.set(key, p);
  }
  return p;
}

/**
 * registerCatalog adds an area's catalog; it resolves once the current language's is loaded.
 * Before any language is set, that is the language the visit starts in (detectLanguage), so a
 * Spanish visitor's first load fetches the Spanish catalog only, not the English one first.
 */
export function registerCatalog(name: string, loader: CatalogLoader): Promise<void> {
  if (!loaders.has(name)) loaders.set(name, loader);
  return load(name, i18n.locale || detectLanguage()) ?? Promise.resolve();
}

let rtlReady: Promise<unknown> | null = null;
let rtlModule: typeof import('./rtl') | null = null;

/** rtlStyles are the right-to-left cache and theme once a right-to-left language loaded them. */
export function rtlStyles() {
  return rtlModule;
}

/**
 * setLanguage loads every registered catalog in lang (and, for a right-to-left language, the
 * right-to-left styles), then makes it the current language. remember keeps it on the device.
 */
export async function setLanguage(lang: string, remember = false): Promise<string> {
  const code = normalizeLanguage(lang) ?? ENGLISH;
  const waits: Promise<unknown>[] = [];
  for (const name of loaders.keys()) {
    const p = load(name, code);
    if (p) waits.push(p);
  }
  if (languageInfo(code).dir === 'rtl') {
    rtlReady ??= import(/* webpackChunkName: "rtl" */ './rtl').then((m) => {
      rtlModule = m;
    });
    waits.push(rtlReady);
  }
  await Promise.all(waits);
  i18n.activate(code);
  return applyLanguage(code, remember);
}

/**
 * CatalogGate renders children once the area's catalog is loaded in the current language
 * (suspending until then): the giving app's routes, the portal's signed-in routes.
 */
export function CatalogGate({ name, load: loader, children }: { name: string; load: CatalogLoader; children: ReactNode }) {
  const { i18n: active } = useLingui();
  if (!loaders.has(name)) loaders.set(name, loader);
  const p = load(name, active.locale || currentLanguage());
  if (p) throw p;
  return <>{children}</>;
}

/** LanguageProvider gives the tree the translator; it re-renders on a change of language. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** useLanguage is the current language (its code, name, direction and Intl locale). */
export function useLanguage() {
  const [lang, setLang] = useState(currentLanguage());
  useEffect(() => onLanguage(setLang), []);
  return languageInfo(lang);
}
