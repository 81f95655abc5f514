// Stands for the federation runtime core's plugins/snapshot/SnapshotHandler.js
// (see ../browser-only.cjs): the runtime core's own stand-in when snapshots
// are off. Reach's remotes are plain remoteEntry.js files, never manifests.
import { DisabledSnapshotHandler } from 'federation-runtime-core-snapshot-disabled';

export const SnapshotHandler = DisabledSnapshotHandler;

export function getGlobalRemoteInfo() {
  return {};
}
