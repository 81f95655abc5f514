// Stands for MUI's Menu inside Select (see ../mui-lazy-parts.cjs): the
// real Menu (with Popover, Modal, the focus trap and the transitions) loads
// when a select first opens, and from then on renders exactly as before. A
// closed Menu that was never open renders nothing, as MUI's does (its Modal
// renders nothing while closed unless keepMounted).
import * as React from 'react';
import { jsx as _jsx } from 'react/jsx-runtime';

const RealMenu = React.lazy(() => import(/* webpackChunkName: "mui-select-menu" */ '@reach/mui-esm/Menu/Menu.js'));

const LazyMenu = React.forwardRef(function Menu(props, ref) {
  const [used, setUsed] = React.useState(Boolean(props.open || props.keepMounted));
  if (!used && (props.open || props.keepMounted)) setUsed(true);
  if (!used) return null;
  return _jsx(React.Suspense, { fallback: null, children: _jsx(RealMenu, { ...props, ref }) });
});

export default LazyMenu;
