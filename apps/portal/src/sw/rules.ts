// Which requests the portal's service worker (sw.ts) answers, kept apart from the worker so a
// unit test can hold them (rules.test.ts). The worker keeps only the portal's build (precached)
// and the giving remote's files; it never keeps an answer of the API or a file
// (docs/offline.md).

/** NEVER are the server's own paths: the API, files, exports, sign-in callbacks, /verify, the
 * back office, the standalone giving site, the payment sandbox, webhooks and probes. A
 * navigation there goes to the network as if there were no service worker. */
export const NEVER = /^\/(graphql|files|uploads|personal-data|auth|verify|admin|giving|sandbox-checkout|sandbox|agreements|webhooks|meta|healthz|readyz)(\/|$)/;

/** isPortalNavigation: a same-origin navigation to a portal route (no file extension, none of
 * NEVER): network first, the precached index.html when the network fails. */
export function isPortalNavigation(url: URL, origin: string, mode: string): boolean {
  if (mode !== 'navigate' || url.origin !== origin) return false;
  if (NEVER.test(url.pathname)) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** GIVING_ENTRY is the giving remote's entry: its name never changes, so network first. */
export const GIVING_ENTRY = '/giving/remoteEntry.js';

// A content hash in a file's name, as the server reads it (backend/internal/server/static.go).
const HASHED = /[.-][0-9a-f]{8,}(\.chunk)?\.[a-z0-9]+$/;

/** isGivingEntry: the remote's entry, fetched by a script (not a navigation). */
export function isGivingEntry(url: URL, origin: string, mode: string): boolean {
  return url.origin === origin && mode !== 'navigate' && url.pathname === GIVING_ENTRY;
}

/** isGivingChunk: one of the giving remote's content-hashed files (never changes): cache first. */
export function isGivingChunk(url: URL, origin: string, mode: string): boolean {
  return url.origin === origin && mode !== 'navigate' && url.pathname.startsWith('/giving/') && HASHED.test(url.pathname) && !url.search;
}

/** givingCacheName is the giving remote's runtime cache of one build: the worker of the next
 * build drops it on activate (a new build may host a new remote). */
export function givingCacheName(build: string): string {
  return `reach-giving-${build}`;
}

/** buildKey names a build by its precache list (and the server's stamp, if any): a short
 * FNV-1a hash, the same for the same files. */
export function buildKey(list: ReadonlyArray<{ url: string; revision?: string | null } | string>, stamp = ''): string {
  let h = 0x811c9dc5;
  const text = stamp + JSON.stringify(list);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
