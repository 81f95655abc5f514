// muiNoCssVars: the webpack settings that leave MUI's CSS-variables theme code
// (createThemeWithVars, CssVarsProvider, the colour-scheme script and storage)
// out of an app. MUI's createTheme and ThemeProvider import it whatever the
// theme; Reach's theme (../src/theme.ts) has no cssVariables and no
// colorSchemes, for which both only use their "no vars" halves. The two files
// are replaced by ./mui-no-css-vars/, which keep those halves (and throw on a
// theme that would need the rest). About 8 KB gzipped on every page.
'use strict';

const path = require('path');

/** muiEsmDir is the installed @mui/material's esm folder, as the app resolves it. */
function muiEsmDir(appDir) {
  return path.join(path.dirname(require.resolve('@mui/material/package.json', { paths: [appDir] })), 'esm');
}

/**
 * muiNoCssVars returns { alias, plugins } for the app in appDir: spread alias
 * into resolve.alias and plugins into plugins.
 * @param {string} appDir the app's folder (usually __dirname)
 * @param {typeof import('webpack')} webpack the app's webpack
 */
function muiNoCssVars(appDir, webpack) {
  const shims = path.join(__dirname, 'mui-no-css-vars');
  const replace = (file) =>
    new webpack.NormalModuleReplacementPlugin(
      new RegExp(`@mui[\\\\/]material[\\\\/]esm[\\\\/]styles[\\\\/]${file}\\.js$`),
      path.join(shims, `${file}.js`),
    );
  return {
    alias: { '@reach/mui-esm': muiEsmDir(appDir) },
    plugins: [replace('createTheme'), replace('ThemeProvider')],
  };
}

module.exports = { muiNoCssVars };
