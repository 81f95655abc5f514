// The Module Federation runtime for the giving app's standalone page. The giving
// build uses an external runtime (experiments.externalRuntime, see
// webpack.config.js): in the portal the host provides it; on the standalone page
// this file, loaded before main, does.
import * as runtimeCore from 'federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
