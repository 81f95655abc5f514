// preloadSignedIn is a signed-in first load's head start (src/index.ts): the signed-in routes
// and the opened page's chunk are fetched beside the start and the session's own request,
// instead of one after the other once the session has answered. A failure is left to the
// route's own import, which shows it.
import { pageFor } from './pages';

export function preloadSignedIn(pathname: string): void {
  import(/* webpackChunkName: "signed-in" */ './SignedInRoutes').catch(() => undefined);
  pageFor(pathname)
    ?.load()
    .catch(() => undefined);
}
