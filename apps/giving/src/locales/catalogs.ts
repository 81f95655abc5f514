// The giving pages' catalog (lingui.config.js), per language a chunk of its own.
import type { CatalogLoader } from '@reach/ui/i18n';

export const loadGivingCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "giving-[request]" */ `./${lang}.po`);
