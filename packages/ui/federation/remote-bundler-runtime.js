// The bundler runtime of a remote (see runtime.cjs): the page's, which the
// portal host (provide-runtime-core.js) or the giving app's standalone page
// (apps/giving/federation-runtime.js) sets before any remote loads, with what
// belongs to this build:
//  - initContainerEntry, which a host without exposes builds out of its copy;
//  - runtime.init, which finds the build's federation instance by the build's
//    own identifier (FEDERATION_BUILD_IDENTIFIER, defined per build; the
//    page's copy would find the page's instance), as @module-federation/runtime's
//    init does.
// The federation entry copies these fields onto the remote's own
// __webpack_require__.federation, so nothing of the remote's state is shared.
import { initContainerEntry } from 'federation-init-container-entry';

const page = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!page || !page.bundlerRuntime) throw new Error('Reach: the page set no federation bundler runtime before loading this remote');

/* global FEDERATION_BUILD_IDENTIFIER */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

function init(options) {
  const { name, version } = options;
  const instance = globalThis.__FEDERATION__.__INSTANCES__.find((other) => {
    if (buildId && other.options.id === buildId) return true;
    if (other.options.name === name && !other.options.version && !version) return true;
    return other.options.name === name && !!version && other.options.version === version;
  });
  const normalized = { ...options, id: options.id || '' };
  if (!instance) return page.runtime.createInstance(normalized);
  instance.initOptions(normalized);
  return instance;
}

export default {
  runtime: { ...page.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...page.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: page.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
