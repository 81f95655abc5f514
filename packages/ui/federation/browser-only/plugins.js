// Stands for the federation runtime core's snapshot and preload-assets
// plugins (see ../browser-only.cjs), which only a manifest remote uses; the
// runtime leaves them out when snapshots are off (disableSnapshot).
export function snapshotPlugin() {
  return { name: 'snapshot-plugin' };
}

export function assignRemoteInfo() {}

export function generatePreloadAssetsPlugin() {
  return { name: 'generate-preload-assets-plugin' };
}
