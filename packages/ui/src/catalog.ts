// @reach/ui's own catalog (its words: validation, money, the switcher), per language a chunk.
import type { CatalogLoader } from './i18n';

export const loadUiCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "ui-[request]" */ `./locales/${lang}.po`);
