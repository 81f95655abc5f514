// browserOnly: the federation runtime without the code a browser page with
// plain remoteEntry.js remotes never runs.
//
// The host's runtime (@module-federation/enhanced's runtime core and SDK) is
// about a fifth of the first load's JavaScript on the giving pages. With
// experiments.optimization { disableSnapshot, target: 'web' } the runtime
// never takes its manifest-snapshot, preloading or Node paths, but still
// carries them: the snapshot handler is constructed whenever remotes are on,
// and the preloading and Node loaders are reached from methods of classes
// that are always kept. Each file below is replaced by a stand-in of
// ./browser-only/ that exports the same names and, where one is called,
// throws a clear error (preloadRemote, loading in Node) or does what the
// runtime does with snapshots off (the runtime's own DisabledSnapshotHandler).
// About 2.6 KB gzipped off main.js (docs/benchmarks.md).
//
// The build fails when a file is missing or exports other names than its
// stand-in (a new version of the runtime): look again at what it does then.
'use strict';

const fs = require('fs');
const path = require('path');

const here = path.join(__dirname, 'browser-only');

// [package, file in its dist/, stand-in]
const PARTS = [
  ['@module-federation/runtime-core', 'plugins/snapshot/SnapshotHandler.js', 'SnapshotHandler.js'],
  ['@module-federation/runtime-core', 'utils/preload.js', 'preload.js'],
  ['@module-federation/runtime-core', 'plugins/snapshot/index.js', 'plugins.js', ['snapshotPlugin', 'assignRemoteInfo']],
  ['@module-federation/runtime-core', 'plugins/generate-preload-assets.js', 'plugins.js', ['generatePreloadAssetsPlugin']],
  ['@module-federation/sdk', 'node.js', 'node.js'],
];

/** distOf is the dist folder of pkg as @module-federation/enhanced (for the app in appDir) resolves it. */
function distOf(pkg, appDir) {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced', { paths: [appDir] }));
  const tools = path.dirname(require.resolve('@module-federation/runtime-tools', { paths: [enhanced] }));
  const core = path.dirname(require.resolve('@module-federation/runtime-core', { paths: [tools] }));
  if (pkg === '@module-federation/runtime-core') return core;
  return path.dirname(require.resolve(pkg, { paths: [core] }));
}

function exportsOf(file) {
  const src = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const m of src.matchAll(/export\s*\{([^}]*)\}/g)) for (const n of m[1].split(',')) if (n.trim()) names.add(n.trim().split(/\s+as\s+/).pop());
  for (const m of src.matchAll(/export\s+(?:const|function|class|let|var)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  return names;
}

/**
 * browserOnly returns { alias, plugins } for the app in appDir: spread alias into
 * resolve.alias and plugins into plugins.
 * @param {string} appDir the app's folder (usually __dirname)
 * @param {typeof import('webpack')} webpack the app's webpack
 */
function browserOnly(appDir, webpack) {
  const plugins = [];
  for (const [pkg, file, standIn, names] of PARTS) {
    const original = path.join(distOf(pkg, appDir), file);
    if (!fs.existsSync(original)) throw new Error(`browserOnly: ${pkg} has no ${file} any more`);
    // the stand-in must export what the original does (names: the part of a shared stand-in that stands for it)
    const offered = exportsOf(path.join(here, standIn));
    const want = [...exportsOf(original)].sort().join(',');
    const have = (names || [...offered]).sort().join(',');
    if (want !== have || !(names || []).every((n) => offered.has(n))) {
      throw new Error(`browserOnly: ${pkg}/${file} exports ${want}; its stand-in ${standIn} has ${[...offered].sort().join(',')}`);
    }
    const target = fs.realpathSync(original);
    plugins.push(
      new webpack.NormalModuleReplacementPlugin(new RegExp(`${file.replace(/[./]/g, '[\\\\/.]')}$`), (data) => {
        const r = data.createData && data.createData.resource;
        if (r && (r === original || r === target)) {
          data.createData.resource = path.join(here, standIn);
          data.createData.request = data.createData.resource;
          data.createData.userRequest = data.createData.resource;
        }
      }),
    );
  }
  const disabled = path.join(distOf('@module-federation/runtime-core', appDir), 'plugins/snapshot/disabled.js');
  if (!exportsOf(disabled).has('DisabledSnapshotHandler')) throw new Error('browserOnly: the runtime core has no DisabledSnapshotHandler any more');
  return { alias: { 'federation-runtime-core-snapshot-disabled$': disabled }, plugins };
}

module.exports = { browserOnly };
