// The giving app: Module Federation remote "giving" (remoteEntry.js, loaded by
// the portal for /partner/*), served at /giving/. The same build emits a
// standalone index.html that mounts the partner routes on their own.
//
// The remote carries no federation runtime core of its own
// (experiments.externalRuntime): it uses the portal's (see
// @reach/ui/federation/runtime), which saves a second copy (~16 KB gzipped) on
// every partner page, nor a bundler runtime of its own (the page's, ~4 KB).
// The standalone page gets both from federation-runtime.js, a small second build (RUNTIME_FILE below) that
// index.html loads before main.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('@reach/ui/federation/shared');
const { scriptRule, catalogRule } = require('@reach/ui/build/lingui');
const { runtimeAliases, remoteBundlerRuntime, OneShareRuntimePlugin } = require('@reach/ui/federation/runtime');
const { browserOnly } = require('@reach/ui/federation/browser-only');
const { CompileHintsPlugin, entryFiles } = require('@reach/ui/build/compile-hints');
const { AppIconsPlugin } = require('@reach/ui/build/app-icons');
const { muiBuild } = require('@reach/ui/build/mui-build');
const { startChunk } = require('@reach/ui/build/start-chunk');
const webpack = require('webpack');

// @reach/ui's MUI groups: no CSS-variables theme code, parts loaded when first
// rendered, one chunk per group (see @reach/ui/build/mui-build).
const mui = muiBuild(__dirname, webpack);
// The federation runtime and SDK without their snapshot, preloading and Node code (see there).
const fed = browserOnly(__dirname, webpack);
// Nor a bundler runtime of its own: the page's (see @reach/ui/federation/runtime).
const pageRuntime = remoteBundlerRuntime(__dirname, webpack);

// startFiles are what every partner page runs: the entries (remoteEntry.js,
// and main.js of the standalone page) and the chunks of the exposed
// PartnerRoutes.
function startFiles(compilation) {
  const files = entryFiles(compilation);
  for (const m of compilation.modules) {
    if (m.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of m.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group ? group.chunks : []) files.push(...chunk.files);
    }
  }
  return files;
}

// Content-hashed names. The federation runtime asks for this template while
// hashes are not known yet, only to learn the folder depth: give it the same
// folder without a hash then.
const hashedJs = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? 'js/[name].[contenthash:8].js' : 'js/[name].js';

const RUNTIME_FILE = 'federation-runtime.js';

// runtimeProvider builds RUNTIME_FILE: the federation runtime core, set where
// externalRuntime looks for it (globalThis._FEDERATION_RUNTIME_CORE). No
// federation plugin here, so it is a plain bundle of the runtime.
function runtimeProvider(dev) {
  return {
    name: 'federation-runtime',
    entry: './federation-runtime.js',
    target: ['web', 'es2020'],
    devtool: dev ? 'source-map' : false,
    resolve: { alias: { ...runtimeAliases(__dirname), ...fed.alias } },
    plugins: fed.plugins,
    output: { path: path.resolve(__dirname, 'dist'), publicPath: '/giving/', filename: RUNTIME_FILE, uniqueName: 'giving_runtime', clean: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (_env, argv) => {
  const dev = argv.mode === 'development';
  return [runtimeProvider(dev), {
    name: 'giving',
    // Built after the runtime, so that cleaning dist keeps RUNTIME_FILE.
    dependencies: ['federation-runtime'],
    entry: './src/index.ts',
    target: ['web', 'es2020'],
    devtool: dev ? 'source-map' : false,
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/giving/',
      filename: hashedJs,
      chunkFilename: 'js/[name].[contenthash:8].js',
      uniqueName: 'giving',
      clean: { keep: RUNTIME_FILE },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { ...mui.alias, ...fed.alias, ...pageRuntime.alias } },
    module: {
      rules: [
        // In production the English is in the catalog only (@reach/ui/build/lingui).
        scriptRule({ stripMessages: !dev }),
        catalogRule(),
      ],
    },
    plugins: [
      ...mui.plugins,
      ...fed.plugins,
      ...pageRuntime.plugins,
      new OneShareRuntimePlugin(__dirname),
      new ModuleFederationPlugin({
        name: 'giving',
        filename: 'remoteEntry.js',
        exposes: { './PartnerRoutes': './src/PartnerRoutes.tsx' },
        shared: shared(__dirname),
        // Remotes load when first used, not at start (no remoteEntry on /sign-in).
        shareStrategy: 'loaded-first',
        // Browser only, no manifest snapshots: drops the runtime's Node and
        // manifest code paths, which build functions from strings (CSP: no eval).
        // externalRuntime: the runtime core comes from the page (see above).
        experiments: { optimization: { disableSnapshot: true, target: 'web' }, externalRuntime: true },
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        favicon: path.resolve(__dirname, 'public/favicon.svg'),
        scriptLoading: 'defer',
        chunks: ['main'],
      }),
      new AppIconsPlugin({ publicDir: path.resolve(__dirname, 'public'), name: 'Reach Giving', shortName: 'Giving', startUrl: '/giving/partner', htmlPlugin: HtmlWebpackPlugin }),
      // V8 compiles these files while they download, off the main thread (not
      // in development: it would shift the source maps).
      ...(dev ? [] : [new CompileHintsPlugin(startFiles)]),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // webpack's default minimizer (terser). esbuild minifies faster but keeps
      // the code of unused exports that webpack leaves in a chunk: with terser
      // the router shrinks to a quarter of its size and MUI by a tenth, for a
      // few seconds of build.
      //
      // One chunk per MUI group (muiBuild), and one of what every page runs at start (startChunk).
      splitChunks: { cacheGroups: { ...mui.cacheGroups, ...startChunk() } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  }];
};
