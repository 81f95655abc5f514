// The portal's service worker, built by workbox-webpack-plugin's InjectManifest into /sw.js
// (apps/portal/webpack.config.js) and registered by shell/device.ts. It keeps the current
// build (index.html, scripts, styles, fonts, icons, the manifest) so the portal opens without a
// connection, and the giving remote's files once they were fetched. It never keeps an answer
// of the API, a file, or a page the server wrote for one person (rules.ts, docs/offline.md).
// The server writes `self.REACH_BUILD="<its build>";` before this file when it serves it
// (backend/internal/server/static.go), so a new binary is a new worker.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { setCacheNameDetails } from 'workbox-core';
import { buildKey, givingCacheName, isGivingChunk, isGivingEntry, isPortalNavigation, GIVING_ENTRY } from './rules';

declare const self: ServiceWorkerGlobalScope & { REACH_BUILD?: string };

const precache = self.__WB_MANIFEST;
const stamp = self.REACH_BUILD ?? '';
const giving = givingCacheName(buildKey(precache, stamp));

setCacheNameDetails({ prefix: 'reach', suffix: '', precache: 'precache', runtime: 'runtime' });

// A portal route: the network first (the server writes the first paint of some public pages
// into their HTML), the precached index.html when there is none, so the portal opens offline
// on any route. Registered before the precache's route, which would answer '/' from the cache.
const NAVIGATION_TIMEOUT_MS = 8000;
registerRoute(
  ({ url, request }) => isPortalNavigation(url, self.location.origin, request.mode),
  async ({ request }) => {
    const shell = () => matchPrecache('/index.html');
    try {
      const answer = await Promise.race([
        fetch(request),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), NAVIGATION_TIMEOUT_MS)),
      ]);
      return answer;
    } catch {
      return (await shell()) ?? Response.error();
    }
  },
);

// The giving remote (built apart, served under /giving/): its entry network first, its hashed
// chunks cache first, in a cache of this build's own.
registerRoute(({ url, request }) => isGivingEntry(url, self.location.origin, request.mode), new NetworkFirst({ cacheName: giving, networkTimeoutSeconds: 5 }));
registerRoute(({ url, request }) => isGivingChunk(url, self.location.origin, request.mode), new CacheFirst({ cacheName: giving }));

// Removes caches of older Workbox versions; the precache itself drops the files an older build
// listed when this worker activates.
cleanupOutdatedCaches();
precacheAndRoute(precache);

self.addEventListener('install', (event) => {
  // The remote's entry comes with the build, so the portal's giving pages open offline too.
  event.waitUntil(
    caches
      .open(giving)
      .then((c) => c.add(GIVING_ENTRY))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  // Drop the giving files of every other build (and any cache Reach no longer names).
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('reach-giving-') && k !== giving).map((k) => caches.delete(k)))),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The build this worker serves, for the page (and the browser tests) to read.
  if (data?.type === 'BUILD') event.ports[0]?.postMessage({ build: stamp, key: giving.slice('reach-giving-'.length) });
});
