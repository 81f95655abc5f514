// A federation runtime plugin for the portal host: before the host's runtime
// starts, it puts its runtime core and bundler runtime where remotes built with
// experiments.externalRuntime and remoteBundlerRuntime look for them (see
// runtime.cjs).
import * as runtimeCore from 'federation-runtime-core';
import bundlerRuntime from 'federation-bundler-runtime';

export default function provideRuntimeCore() {
  return {
    name: 'reach-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      globalThis._FEDERATION_BUNDLER_RUNTIME = bundlerRuntime;
      return args;
    },
  };
}
