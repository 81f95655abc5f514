// muiLazySelectMenu: a webpack plugin that loads the menu of MUI's Select when
// a select first opens, not with the page. MUI's SelectInput imports Menu,
// which brings Popover, Modal, the focus trap, MenuList and the transitions
// (about 12 KB gzipped) to every page with a select, such as Select Project's
// filters, although a closed select renders none of it. For SelectInput only,
// the plugin puts ./mui-lazy-select-menu/Menu.js in place of Menu: a
// component that renders nothing until the select first opens, then the real
// Menu (lazy), with the same props. Other imports of Menu are unchanged.
// Needs the '@reach/mui-esm' alias of ./mui-no-css-vars.cjs.
'use strict';

const path = require('path');

const MENU = /@mui[\\/]material[\\/]esm[\\/]Menu[\\/]Menu\.js$/;
const SELECT_INPUT = /@mui[\\/]material[\\/]esm[\\/]Select[\\/]SelectInput\.js$/;
const LAZY_MENU = path.join(__dirname, 'mui-lazy-select-menu', 'Menu.js');

class MuiLazySelectMenuPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('MuiLazySelectMenuPlugin', (nmf) => {
      nmf.hooks.afterResolve.tap('MuiLazySelectMenuPlugin', (data) => {
        const { createData, contextInfo } = data;
        if (createData && createData.resource && MENU.test(createData.resource) && contextInfo && SELECT_INPUT.test(contextInfo.issuer || '')) {
          // The request names the module (its identifier): a new one, or it
          // would be taken for the real Menu that LAZY_MENU loads.
          const original = createData.resource;
          createData.resource = LAZY_MENU;
          createData.request = createData.request.split(original).join(LAZY_MENU);
          createData.userRequest = createData.userRequest.split(original).join(LAZY_MENU);
        }
      });
    });
  }
}

module.exports = { MuiLazySelectMenuPlugin };
