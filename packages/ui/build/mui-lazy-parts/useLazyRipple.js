// Stands for MUI's useLazyRipple inside ButtonBase (see ../mui-lazy-parts.cjs),
// MUI's own code but for one thing. MUI resolves `mounted` in an effect of
// ButtonBase, once the ripple's ref is set: with the ripple loaded on demand
// (./TouchRipple.js) the ref is set later, by the ripple itself, when no
// effect of ButtonBase runs, and the first ripple would never start. Here the
// ref resolves `mounted` when it is set.
import * as React from 'react';

export class LazyRipple {
  constructor() {
    let current = null;
    const mounted = () => this.mountEffect();
    this.ref = {
      get current() {
        return current;
      },
      set current(value) {
        current = value;
        mounted();
      },
    };
    this.mounted = null;
    this.didMount = false;
    this.shouldMount = false;
    this.setShouldMount = null;
  }

  mount() {
    if (!this.mounted) {
      this.mounted = createControlledPromise();
      this.shouldMount = true;
      this.setShouldMount(this.shouldMount);
    }
    return this.mounted;
  }

  mountEffect = () => {
    if (this.mounted && !this.didMount && this.ref.current !== null) {
      this.didMount = true;
      this.mounted.resolve();
    }
  };

  start(...args) {
    this.mount().then(() => this.ref.current?.start(...args));
  }

  stop(...args) {
    this.mount().then(() => this.ref.current?.stop(...args));
  }

  pulsate(...args) {
    this.mount().then(() => this.ref.current?.pulsate(...args));
  }
}

export default function useLazyRipple() {
  const instance = React.useRef(null);
  if (instance.current === null) instance.current = new LazyRipple();
  const ripple = instance.current;
  const [shouldMount, setShouldMount] = React.useState(false);
  ripple.shouldMount = shouldMount;
  ripple.setShouldMount = setShouldMount;
  React.useEffect(ripple.mountEffect, [shouldMount]);
  return ripple;
}

function createControlledPromise() {
  let resolve;
  let reject;
  const p = new Promise((resolveFn, rejectFn) => {
    resolve = resolveFn;
    reject = rejectFn;
  });
  p.resolve = resolve;
  p.reject = reject;
  return p;
}
