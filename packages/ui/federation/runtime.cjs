// One federation runtime per page. The giving remote is built with
// experiments.externalRuntime: it carries no runtime core and takes the one at
// globalThis._FEDERATION_RUNTIME_CORE, which the portal host sets
// (provide-runtime-core.js, a runtime plugin) and the giving app's standalone
// page sets (apps/giving/federation-runtime.js).
//
// Both import the runtime core through runtimeCoreModule(), the very ES module
// file @module-federation/enhanced's own runtime imports, so the host keeps a
// single copy. (The package's provideExternalRuntime option loads it through
// CommonJS instead, which put a second copy, ~20 KB gzipped, in the host.)
//
// The bundler runtime (@module-federation/webpack-bundler-runtime: the
// functions webpack's federation runtime modules call to load remotes and
// shared modules) goes the same way: the page sets it at
// globalThis._FEDERATION_BUNDLER_RUNTIME, and remoteBundlerRuntime() makes the
// giving remote take it from there instead of carrying its own copy (about
// 4 KB gzipped of remoteEntry.js with the SDK and error codes it imports; see
// remote-bundler-runtime.js).
'use strict';

const fs = require('fs');
const path = require('path');

/** RUNTIME_CORE_ALIAS is the import name webpack's resolve.alias maps to runtimeCoreModule(). */
const RUNTIME_CORE_ALIAS = 'federation-runtime-core';

/** runtimeCoreModule is the ES module file of the runtime core that the app in appDir uses. */
function runtimeCoreModule(appDir) {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced', { paths: [appDir] }));
  const cjs = require.resolve('@module-federation/runtime-tools/runtime-core', { paths: [enhanced] });
  const esm = cjs.replace(/\.cjs$/, '.js');
  if (esm === cjs || !fs.existsSync(esm)) throw new Error(`no ES module build of the federation runtime core beside ${cjs}`);
  return esm;
}

/** runtimeCoreAlias is the resolve.alias entry for RUNTIME_CORE_ALIAS. */
function runtimeCoreAlias(appDir) {
  return { [`${RUNTIME_CORE_ALIAS}$`]: runtimeCoreModule(appDir) };
}

/** BUNDLER_RUNTIME_ALIAS is the import name webpack's resolve.alias maps to bundlerRuntimeModule(). */
const BUNDLER_RUNTIME_ALIAS = 'federation-bundler-runtime';

/**
 * bundlerRuntimeModule is the file of the bundler runtime that the federation
 * entry @module-federation/enhanced writes for the app in appDir imports,
 * resolved the way the plugin resolves it (from runtime-tools).
 */
function bundlerRuntimeModule(appDir) {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced', { paths: [appDir] }));
  const tools = require.resolve('@module-federation/runtime-tools/bundler', { paths: [enhanced] });
  return require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [tools] });
}

/** runtimeAliases are the resolve.alias entries for RUNTIME_CORE_ALIAS and BUNDLER_RUNTIME_ALIAS. */
function runtimeAliases(appDir) {
  return { ...runtimeCoreAlias(appDir), [`${BUNDLER_RUNTIME_ALIAS}$`]: bundlerRuntimeModule(appDir) };
}

/**
 * remoteBundlerRuntime returns { alias, plugins } (spread into resolve.alias
 * and plugins) that make a remote's federation entry import
 * remote-bundler-runtime.js (the page's bundler runtime) instead of its own copy. The build fails when the entry imports no such file (a new
 * version of @module-federation/enhanced): look again at what it does then.
 * @param {string} appDir the app's folder (usually __dirname)
 * @param {typeof import('webpack')} webpack the app's webpack
 */
function remoteBundlerRuntime(appDir, webpack) {
  const original = bundlerRuntimeModule(appDir);
  const target = fs.realpathSync(original);
  const standIn = path.join(__dirname, 'remote-bundler-runtime.js');
  let replaced = false;
  const replace = new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, (data) => {
    const r = data.createData && data.createData.resource;
    if (r && (r === original || r === target)) {
      data.createData.resource = standIn;
      data.createData.request = standIn;
      data.createData.userRequest = standIn;
      replaced = true;
    }
  });
  const check = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('RemoteBundlerRuntime', (compilation) => {
        replaced = false;
        compilation.hooks.finishModules.tap('RemoteBundlerRuntime', () => {
          if (!replaced) compilation.errors.push(new webpack.WebpackError(`remoteBundlerRuntime: no federation entry imported ${original}`));
        });
      });
    },
  };
  const alias = { 'federation-init-container-entry$': path.join(path.dirname(original), 'initContainerEntry.js') };
  return { alias, plugins: [replace, check] };
}

/**
 * OneShareRuntimePlugin drops webpack's own sharing runtime module where
 * @module-federation/enhanced's is in the same chunk. webpack adds its own for
 * every build that shares modules (RuntimePlugin, on __webpack_require__.S);
 * enhanced's runs after it and assigns __webpack_require__.S and .I again, so
 * webpack's (the share scope's registrations written out a second time, with
 * its remote initialisation) never runs: about 1.3 KB gzipped of the host's
 * main.js and 1 KB of remoteEntry.js. The build fails when a chunk has
 * webpack's without enhanced's (a new version of either: look again then).
 */
class OneShareRuntimePlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }
  apply(compiler) {
    const webpackLib = path.dirname(require.resolve('webpack/lib/index.js', { paths: [this.appDir] }));
    const WebpackShareRuntimeModule = require(path.join(webpackLib, 'sharing/ShareRuntimeModule.js'));
    compiler.hooks.thisCompilation.tap('OneShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('OneShareRuntimePlugin', () => {
        for (const chunk of compilation.chunks) {
          const modules = [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)];
          const ours = modules.filter((m) => m.name === 'sharing' && !(m instanceof WebpackShareRuntimeModule));
          for (const m of modules) {
            if (!(m instanceof WebpackShareRuntimeModule)) continue;
            if (!ours.length) {
              compilation.errors.push(new compiler.webpack.WebpackError(`OneShareRuntimePlugin: chunk ${chunk.name || chunk.id} has webpack's sharing runtime but not @module-federation/enhanced's`));
              continue;
            }
            compilation.chunkGraph.disconnectChunkAndRuntimeModule(chunk, m);
            compilation.modules.delete(m);
          }
        }
      });
    });
  }
}

module.exports = {
  OneShareRuntimePlugin,
  RUNTIME_CORE_ALIAS,
  BUNDLER_RUNTIME_ALIAS,
  runtimeCoreModule,
  runtimeCoreAlias,
  bundlerRuntimeModule,
  runtimeAliases,
  remoteBundlerRuntime,
  provideRuntimeCorePlugin: path.join(__dirname, 'provide-runtime-core.js'),
};
