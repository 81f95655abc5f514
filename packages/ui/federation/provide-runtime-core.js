// A federation runtime plugin for the portal host: before the host's runtime
// starts, it puts its runtime core where remotes built with
// experiments.externalRuntime look for it (see runtime.cjs).
import * as runtimeCore from 'federation-runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'reach-provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
