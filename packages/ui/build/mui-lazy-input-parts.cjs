// muiLazyInputParts: a webpack plugin that leaves two parts of MUI's text
// fields out of the pages that never render them, loading each the first time
// it renders:
//   - TextareaAutosize, which InputBase imports for multiline fields only (the
//     portal's notes and descriptions; the giving pages have none);
//   - Input (the underlined field), which NativeSelect imports for its default
//     `input` only: Reach's native selects pass an OutlinedInput.
// For those two importers only, the plugin puts ./mui-lazy-input-parts/*.js in
// the component's place (see there). Other imports are unchanged: Select and
// TextField still import Input itself.
// Needs the '@reach/mui-esm' alias of ./mui-no-css-vars.cjs.
'use strict';

const path = require('path');

const PARTS = [
  {
    target: /@mui[\\/]material[\\/]esm[\\/]TextareaAutosize[\\/](index|TextareaAutosize)\.js$/,
    issuer: /@mui[\\/]material[\\/]esm[\\/]InputBase[\\/]InputBase\.js$/,
    lazy: path.join(__dirname, 'mui-lazy-input-parts', 'TextareaAutosize.js'),
  },
  {
    target: /@mui[\\/]material[\\/]esm[\\/]Input[\\/](index|Input)\.js$/,
    issuer: /@mui[\\/]material[\\/]esm[\\/]NativeSelect[\\/]NativeSelect\.js$/,
    lazy: path.join(__dirname, 'mui-lazy-input-parts', 'Input.js'),
  },
];

class MuiLazyInputPartsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('MuiLazyInputPartsPlugin', (nmf) => {
      nmf.hooks.afterResolve.tap('MuiLazyInputPartsPlugin', (data) => {
        const { createData, contextInfo } = data;
        if (!createData || !createData.resource || !contextInfo) return;
        const part = PARTS.find((p) => p.target.test(createData.resource) && p.issuer.test(contextInfo.issuer || ''));
        if (!part) return;
        // The request names the module (its identifier): a new one, or it
        // would be taken for the real component that the stand-in loads.
        const original = createData.resource;
        createData.resource = part.lazy;
        createData.request = createData.request.split(original).join(part.lazy);
        createData.userRequest = createData.userRequest.split(original).join(part.lazy);
      });
    });
  }
}

module.exports = { MuiLazyInputPartsPlugin };
