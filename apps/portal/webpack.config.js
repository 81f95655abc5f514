// The portal: Module Federation host "portal", served at / by `reach serve`.
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('@reach/ui/federation/shared');
const { scriptRule, catalogRule } = require('@reach/ui/build/lingui');
const { runtimeAliases, provideRuntimeCorePlugin, OneShareRuntimePlugin } = require('@reach/ui/federation/runtime');
const { browserOnly } = require('@reach/ui/federation/browser-only');
const { CompileHintsPlugin, entryFiles } = require('@reach/ui/build/compile-hints');
const { AppIconsPlugin } = require('@reach/ui/build/app-icons');
const { muiBuild } = require('@reach/ui/build/mui-build');
const { startChunk } = require('@reach/ui/build/start-chunk');
const webpack = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');

// @reach/ui's MUI groups: no CSS-variables theme code, parts loaded when first
// rendered, one chunk per group (see @reach/ui/build/mui-build).
const mui = muiBuild(__dirname, webpack);
// The federation runtime without its snapshot, preloading and Node code (see there).
const fed = browserOnly(__dirname, webpack);
const { PreloadStartupPlugin, startupFiles } = require('./preload-startup.cjs');

// Content-hashed names. The federation runtime asks for this template while
// hashes are not known yet, only to learn the folder depth: give it the same
// folder without a hash then.
const hashedJs = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? 'js/[name].[contenthash:8].js' : 'js/[name].js';

module.exports = (_env, argv) => {
  const dev = argv.mode === 'development';
  return {
    entry: './src/index.ts',
    // es2020 lets webpack's runtime use globalThis instead of new Function.
    target: ['web', 'es2020'],
    // Never an eval devtool: the server's CSP forbids eval.
    devtool: dev ? 'source-map' : false,
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: hashedJs,
      chunkFilename: 'js/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'portal',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: { ...runtimeAliases(__dirname), ...mui.alias, ...fed.alias } },
    module: {
      rules: [
        scriptRule(),
        catalogRule(),
        { test: /\.(png|svg|ico|woff2)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...mui.plugins,
      ...fed.plugins,
      new OneShareRuntimePlugin(__dirname),
      new ModuleFederationPlugin({
        name: 'portal',
        remotes: { giving: 'giving@/giving/remoteEntry.js' },
        shared: shared(__dirname),
        // Remotes load when first used, not at start (no remoteEntry on /sign-in).
        shareStrategy: 'loaded-first',
        // Browser only, no manifest snapshots: drops the runtime's Node and
        // manifest code paths, which build functions from strings (CSP: no eval).
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        // The giving remote has no runtime core of its own (externalRuntime):
        // this plugin gives it the host's (see @reach/ui/federation/runtime).
        runtimePlugins: [provideRuntimeCorePlugin],
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        favicon: path.resolve(__dirname, 'public/favicon.svg'),
        scriptLoading: 'defer',
      }),
      new AppIconsPlugin({ publicDir: path.resolve(__dirname, 'public'), name: 'Reach', startUrl: '/', htmlPlugin: HtmlWebpackPlugin }),
      new PreloadStartupPlugin(),
      // V8 compiles main.js and the startup chunks while they download, off the
      // main thread (not in development: it would shift the source maps).
      ...(dev ? [] : [new CompileHintsPlugin((c) => [...entryFiles(c), ...startupFiles(c)])]),
      // The service worker (src/sw/sw.ts -> /sw.js), production only: it precaches this build's
      // index.html, scripts, styles, fonts, icons and manifest (docs/offline.md).
      ...(dev
        ? []
        : [
            new InjectManifest({
              swSrc: path.resolve(__dirname, 'src/sw/sw.ts'),
              swDest: 'sw.js',
              exclude: [/\.map$/, /LICENSE\.txt$/],
              // Names with a content hash need no revision of their own.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
              maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            }),
          ]),
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
      splitChunks: { cacheGroups: { ...mui.cacheGroups, ...startChunk({
          // the portal's start (apps/portal/src/index.ts imports it): the session, the notices;
          // not the sign-in pages' documents and configuration, which only they import
          app: /[\\/]apps[\\/]portal[\\/]src[\\/](bootstrap\.tsx|session[\\/](?!authQueries|appConfig)|components[\\/](Notify|Loading)\.tsx|routing[\\/](AppRoutes|paths)\.tsx?|App\.tsx|locales[\\/]catalogs\.ts)/,
          appContexts: /[\\/]apps[\\/]portal[\\/]src[\\/]locales[\\/]/,
        }) } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
