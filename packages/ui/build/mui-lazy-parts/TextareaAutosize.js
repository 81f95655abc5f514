// Stands for MUI's TextareaAutosize inside InputBase (see
// ../mui-lazy-parts.cjs): a multiline field renders a plain textarea of
// minRows rows, with the same props and ref, until the real TextareaAutosize
// has loaded (it starts loading at the first multiline field), then the real
// one, which sizes the textarea to its text.
import * as React from 'react';
import { jsx as _jsx } from 'react/jsx-runtime';

const RealTextareaAutosize = React.lazy(() =>
  import(/* webpackChunkName: "mui-textarea-autosize" */ '@reach/mui-esm/TextareaAutosize/TextareaAutosize.js'),
);

const TextareaAutosize = React.forwardRef(function TextareaAutosize(props, ref) {
  const { minRows = 1, maxRows: _maxRows, ...rest } = props;
  return _jsx(React.Suspense, {
    fallback: _jsx('textarea', { ...rest, rows: minRows, ref }),
    children: _jsx(RealTextareaAutosize, { ...props, ref }),
  });
});

export default TextareaAutosize;
