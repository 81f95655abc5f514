// Stands for MUI's Input inside NativeSelect (see ../mui-lazy-parts.cjs),
// where it is only the default `input`: a native select without an `input` of
// its own renders nothing until the real Input has loaded, then that Input with
// the same props. Reach's native selects pass an OutlinedInput and never load it.
import * as React from 'react';
import { jsx as _jsx } from 'react/jsx-runtime';

const RealInput = React.lazy(() => import(/* webpackChunkName: "mui-input" */ '@reach/mui-esm/Input/Input.js'));

const Input = React.forwardRef(function Input(props, ref) {
  return _jsx(React.Suspense, { fallback: null, children: _jsx(RealInput, { ...props, ref }) });
});
Input.muiName = 'Input';

export default Input;
