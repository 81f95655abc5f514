// The async boundary Module Federation needs before shared modules are used.
import('./bootstrap');

// On the partner area (the giving remote, mounted at /partner/*), start loading
// the remote now, beside the portal's own code, rather than once the shell has
// rendered: the page's code then arrives in parallel, not in a chain. A failure
// is left to the route's own import, which shows the error.
if (/^\/partner(\/|$)/.test(window.location.pathname)) {
  import('giving/PartnerRoutes').catch(() => undefined);
}
