// The Module Federation runtime for the giving app's standalone page. The giving
// build uses an external runtime (experiments.externalRuntime, and the page's
// bundler runtime: remoteBundlerRuntime, see webpack.config.js): in the portal
// the host provides both; on the standalone page this file, loaded before main,
// does.
import * as runtimeCore from 'federation-runtime-core';
import bundlerRuntime from 'federation-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._FEDERATION_BUNDLER_RUNTIME = bundlerRuntime;
