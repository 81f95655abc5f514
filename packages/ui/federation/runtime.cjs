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

module.exports = { RUNTIME_CORE_ALIAS, runtimeCoreModule, runtimeCoreAlias, provideRuntimeCorePlugin: path.join(__dirname, 'provide-runtime-core.js') };
