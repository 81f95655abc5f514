// MuiLazyPartsPlugin: a webpack plugin that leaves parts of MUI out of the pages
// that never render them, loading each the first time it renders. For one
// importer each, it puts the stand-in of ./mui-lazy-parts/ in the component's
// place (see there); other imports of the component are unchanged:
//   - Menu, which SelectInput imports: with it Popover, Modal, the focus trap,
//     MenuList and the transitions (about 12 KB gzipped) came to every page
//     with a select, although a closed select renders none of it; the real
//     Menu loads when a select first opens;
//   - TextareaAutosize, which InputBase imports for multiline fields only (the
//     portal's notes and descriptions; the giving pages have none);
//   - Input (the underlined field), which NativeSelect imports for its default
//     `input` only: Reach's native selects pass an OutlinedInput. Select and
//     TextField still import Input itself;
//   - TouchRipple, which ButtonBase mounts at the first press or keyboard
//     focus only (with Ripple and react-transition-group's TransitionGroup,
//     about 2.5 KB gzipped on every page), and useLazyRipple beside it, which
//     starts the first ripple once the ripple has loaded.
// Needs the '@reach/mui-esm' alias of ./mui-no-css-vars.cjs.
'use strict';

const path = require('path');

const esm = (file) => new RegExp(`@mui[\\\\/]material[\\\\/]esm[\\\\/]${file}\\.js$`);
const PARTS = [
  { target: esm('Menu[\\\\/]Menu'), issuer: esm('Select[\\\\/]SelectInput'), lazy: 'Menu.js' },
  { target: esm('TextareaAutosize[\\\\/](index|TextareaAutosize)'), issuer: esm('InputBase[\\\\/]InputBase'), lazy: 'TextareaAutosize.js' },
  { target: esm('Input[\\\\/](index|Input)'), issuer: esm('NativeSelect[\\\\/]NativeSelect'), lazy: 'Input.js' },
  { target: esm('ButtonBase[\\\\/]TouchRipple'), issuer: esm('ButtonBase[\\\\/]ButtonBase'), lazy: 'TouchRipple.js' },
  { target: esm('useLazyRipple[\\\\/](index|useLazyRipple)'), issuer: esm('ButtonBase[\\\\/]ButtonBase'), lazy: 'useLazyRipple.js' },
].map((p) => ({ ...p, lazy: path.join(__dirname, 'mui-lazy-parts', p.lazy) }));

class MuiLazyPartsPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('MuiLazyPartsPlugin', (nmf) => {
      nmf.hooks.afterResolve.tap('MuiLazyPartsPlugin', (data) => {
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

module.exports = { MuiLazyPartsPlugin };
