// preloadSignedIn is a signed-in first load's head start (src/index.ts): the signed-in routes
// and their words, the opened page's chunk and, on a wide screen, the drawer are fetched beside
// the start and the session's own request, instead of one after the other once the session has
// answered. A failure is left to the route's own import, which shows it.
import { registerCatalog } from '@reach/ui/i18n';
import { loadAppCatalog, loadReportsCatalog } from '../locales/catalogs';
import { pageFor } from './pages';

export function preloadSignedIn(pathname: string): void {
  import(/* webpackChunkName: "signed-in" */ './SignedInRoutes').catch(() => undefined);
  // the signed-in screens' words, which SignedInRoutes waits for (in the device's language; a
  // profile in another language loads its own, as without this head start)
  registerCatalog('portal-app', loadAppCatalog).catch(() => undefined);
  registerCatalog('portal-reports', loadReportsCatalog).catch(() => undefined);
  // On a wide screen the drawer shows at once (the theme's lg, 992 px); on a phone it waits.
  if (matchMedia('(min-width: 992px)').matches) import(/* webpackChunkName: "shell-drawer" */ '../shell/ShellDrawer').catch(() => undefined);
  pageFor(pathname)
    ?.load()
    .catch(() => undefined);
}
