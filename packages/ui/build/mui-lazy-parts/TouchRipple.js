// Stands for MUI's TouchRipple inside ButtonBase (see ../mui-lazy-parts.cjs):
// ButtonBase mounts its ripple only at the first press or keyboard focus
// (useLazyRipple), so the ripple's code (TouchRipple, Ripple and
// react-transition-group's TransitionGroup) loads then, not with every page.
// Until it has loaded nothing is drawn; ./useLazyRipple.js starts the ripple
// the moment the real one is mounted.
import * as React from 'react';
import { jsx as _jsx } from 'react/jsx-runtime';

const RealTouchRipple = React.lazy(() => import(/* webpackChunkName: "mui-ripple" */ '@reach/mui-esm/ButtonBase/TouchRipple.js'));

const TouchRipple = React.forwardRef(function TouchRipple(props, ref) {
  return _jsx(React.Suspense, { fallback: null, children: _jsx(RealTouchRipple, { ...props, ref }) });
});

export default TouchRipple;
