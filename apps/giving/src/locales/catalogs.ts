// The giving pages' catalogs (lingui.config.js), per language a chunk of its own: the lists'
// (with the partner routes) and the gift steps' and success pages' ("flow", with those pages).
import type { CatalogLoader } from '@reach/ui/i18n';

export const loadGivingCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "giving-[request]" */ `./${lang}.po`);

export const loadGivingFlowCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "giving-flow-[request]" */ `./flow/${lang}.po`);
