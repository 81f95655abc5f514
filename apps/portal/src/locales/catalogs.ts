// The portal's catalogs (lingui.config.js): "public" for the start and the giving site's shell,
// "auth" for the account pages (sign-in, sign-up, password help, the email change), "app" and
// "reports" for the signed-in routes. Each language is a chunk of its own; "public" shares its
// chunk with @reach/ui's catalog in the same language (the chunk name "start-<lang>-po"), as
// every page loads both.
import type { CatalogLoader } from '@reach/ui/i18n';

export const loadPublicCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "start-[request]" */ `./public/${lang}.po`);

export const loadAuthCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "portal-auth-[request]" */ `./auth/${lang}.po`);

export const loadAppCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "portal-app-[request]" */ `./app/${lang}.po`);

export const loadReportsCatalog: CatalogLoader = (lang) => import(/* webpackChunkName: "portal-reports-[request]" */ `./reports/${lang}.po`);
