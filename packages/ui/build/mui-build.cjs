// muiBuild: what an app's webpack config needs to use @reach/ui's MUI groups
// (packages/ui/src/mui*.ts) as the portal and the giving app do, in one place:
//   - MUI without its CSS-variables theme code (./mui-no-css-vars.cjs; Reach's
//     theme uses none);
//   - a select's menu, the multiline textarea and NativeSelect's default Input
//     loaded when first rendered (./mui-lazy-parts.cjs);
//   - each MUI shared group's library code in one chunk that the groups after
//     it reuse, rather than copies of it in each (./mui-chunks.cjs).
'use strict';

const { muiNoCssVars } = require('./mui-no-css-vars.cjs');
const { MuiLazyPartsPlugin } = require('./mui-lazy-parts.cjs');
const { muiChunks } = require('./mui-chunks.cjs');

/**
 * muiBuild returns { alias, plugins, cacheGroups } for the app in appDir:
 * spread alias into resolve.alias, plugins into plugins and cacheGroups into
 * optimization.splitChunks.cacheGroups.
 * @param {string} appDir the app's folder (usually __dirname)
 * @param {typeof import('webpack')} webpack the app's webpack
 */
function muiBuild(appDir, webpack) {
  const noCssVars = muiNoCssVars(appDir, webpack);
  return {
    alias: noCssVars.alias,
    plugins: [...noCssVars.plugins, new MuiLazyPartsPlugin()],
    cacheGroups: muiChunks(),
  };
}

module.exports = { muiBuild };
