// Stands for the federation runtime core's utils/preload.js (see
// ../browser-only.cjs). Reach never calls preloadRemote: the portal starts the
// giving remote's import itself (apps/portal/src/index.ts).
function unavailable() {
  throw new Error('preloadRemote is not part of Reach’s federation runtime');
}

export const defaultPreloadArgs = unavailable;
export const formatPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
export const preloadAssets = unavailable;
