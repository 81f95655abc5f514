// The giving app: Module Federation remote "giving" (remoteEntry.js, loaded by
// the portal for /partner/*), served at /giving/. The same build emits a
// standalone index.html that mounts the partner routes on their own.
//
// The remote carries no federation runtime core of its own
// (experiments.externalRuntime): it uses the portal's (see
// @reach/ui/federation/runtime), which saves a second copy (~16 KB gzipped) on
// every partner page. The standalone page gets the runtime core from
// federation-runtime.js, a small second build (RUNTIME_FILE below) that
// index.html loads before main.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('@reach/ui/federation/shared');
const { runtimeCoreAlias } = require('@reach/ui/federation/runtime');
const { CompileHintsPlugin, entryFiles } = require('@reach/ui/build/compile-hints');
const { AppIconsPlugin } = require('@reach/ui/build/app-icons');
const { muiNoCssVars } = require('@reach/ui/build/mui-no-css-vars');
const { muiChunks } = require('@reach/ui/build/mui-chunks');
const { MuiLazySelectMenuPlugin } = require('@reach/ui/build/mui-lazy-select-menu');
const { MuiLazyInputPartsPlugin } = require('@reach/ui/build/mui-lazy-input-parts');
const webpack = require('webpack');

// MUI without its CSS-variables theme code (Reach's theme uses none).
const noCssVars = muiNoCssVars(__dirname, webpack);

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
    resolve: { alias: runtimeCoreAlias(__dirname) },
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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: noCssVars.alias },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
      ],
    },
    plugins: [
      ...noCssVars.plugins,
      // A select's menu loads when the select first opens.
      new MuiLazySelectMenuPlugin(),
      // The multiline textarea and NativeSelect's default Input load when first rendered.
      new MuiLazyInputPartsPlugin(),
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
      // Each MUI shared group's library code in one chunk that the groups after it
      // reuse, rather than copies of it in each (see @reach/ui/build/mui-chunks).
      // And @reach/ui's session and GraphQL transport in one chunk: the shared
      // modules @reach/ui/session, /graphql, /accounts and /subscriptions each
      // had their own copy of them.
      splitChunks: {
        cacheGroups: {
          ...muiChunks(),
          reachUi: { name: 'reach-ui', chunks: 'async', enforce: true, minChunks: 2, test: /[\\/]packages[\\/]ui[\\/]src[\\/](session|graphql)\.ts$/ },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  }];
};
