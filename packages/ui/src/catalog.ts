// @reach/ui's own catalog (its words: validation, money, the switcher), per language a chunk.
// Named "start-<lang>-po": an app whose start catalog has the same chunk name (the portal's
// "public") gets both in one file per language, as every page loads both.
import type { CatalogLoader } from './i18n';

export const loadUiCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "start-[request]" */ `./locales/${lang}.po`);
