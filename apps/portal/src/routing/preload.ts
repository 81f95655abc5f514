// preloadSignedIn is a signed-in first load's head start (src/index.ts): the signed-in routes,
// the opened page's chunk and, on a wide screen, the drawer are fetched beside the start and the
// session's own request, instead of one after the other once the session has answered. A
// failure is left to the route's own import, which shows it.
import { pageFor } from './pages';

export function preloadSignedIn(pathname: string): void {
  import(/* webpackChunkName: "signed-in" */ './SignedInRoutes').catch(() => undefined);
  // On a wide screen the drawer shows at once (the theme's lg, 992 px); on a phone it waits.
  if (matchMedia('(min-width: 992px)').matches) import(/* webpackChunkName: "shell-drawer" */ '../shell/ShellDrawer').catch(() => undefined);
  pageFor(pathname)
    ?.load()
    .catch(() => undefined);
}
