import { loadDevice } from './shell/deviceLoader';

// The async boundary Module Federation needs before shared modules are used.
//
// Where the server wrote the page's first paint into the HTML (public giving
// pages), the scripts wait for that paint: with the chunks already preloaded,
// evaluating React and MUI would otherwise run first and hold the paint back
// on a slow phone. A frame, then a task, and the browser has painted.
const start = () => import('./bootstrap');
if (document.getElementById('first-paint')) requestAnimationFrame(() => setTimeout(start, 0));
else start();

// A signed-in visit (the session's token is kept in localStorage): the signed-in routes and the
// opened page's code load now, beside the start and the session's request, not after them.
try {
  if (localStorage.getItem('authToken')) import('./routing/preload').then((m) => m.preloadSignedIn(location.pathname)).catch(() => undefined);
} catch {
  // storage disabled: the routes load as the session answers
}

// On the partner area (the giving remote, mounted at /partner/*), start loading
// the remote now, beside the portal's own code, rather than once the shell has
// rendered: the page's code then arrives in parallel, not in a chain. A failure
// is left to the route's own import, which shows the error.
if (/^\/partner(\/|$)/.test(window.location.pathname)) {
  import('giving/PartnerRoutes').catch(() => undefined);
}

// The service worker and the offline and new-version bars (shell/device.ts), once the page is
// idle after its first load: a chunk of its own, never part of the start. Not on a first visit
// to the partner area (the donors' giving pages, whose first load is held to 150 KB:
// docs/benchmarks.md), only where a worker already serves the page; every other portal page
// registers it.
if (!/^\/partner(\/|$)/.test(location.pathname) || navigator.serviceWorker?.controller) {
  const device = () => loadDevice()?.then((d) => d.start());
  addEventListener('load', () => ('requestIdleCallback' in self ? requestIdleCallback(device) : setTimeout(device, 1)));
}
