// THE one list of Module Federation shared singletons. Every app's webpack
// federation config (portal host, giving remote, admin) imports it, so host and
// remotes agree on one copy of React, the router, MUI, emotion and @reach/ui.
//
// Each package is also shared under its prefix ("@mui/material/", ...), which
// covers deep imports: "@mui/material/Button", "@reach/ui/theme",
// "react/jsx-runtime", "react-dom/client". Apps import MUI by path, and the
// prefix share keeps each component its own chunk instead of bundling the
// whole of @mui/material into one shared module.
'use strict';

const path = require('path');

/** SINGLETONS are the shared package names; each also shares its deep imports. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  '@reach/ui',
];

/**
 * MUI_INTERNALS are packages @mui/material imports itself. They hold React
 * contexts (theme, default props, RTL) and class-name state, so they must be
 * single too, or a remote's components would miss the host's theme defaults.
 */
const MUI_INTERNALS = ['@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming'];

function installedVersion(name, fromDir) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [fromDir] })).version;
  } catch {
    return undefined;
  }
}

/**
 * shared builds the `shared` option of ModuleFederationPlugin for the app in
 * appDir (its package.json gives requiredVersion; the installed package gives
 * version, which deep imports cannot find on their own).
 * @param {string} appDir the app's folder (usually __dirname)
 * @param {{eager?: boolean}} [opts] eager only for an app without an async boundary
 */
function shared(appDir, opts = {}) {
  const pkg = require(path.join(appDir, 'package.json'));
  const deps = { ...(pkg.peerDependencies || {}), ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const out = {};
  for (const name of SINGLETONS) {
    const range = deps[name];
    const version = installedVersion(name, appDir);
    const config = {
      singleton: true,
      // workspace:* is not a semver range: accept whichever copy is loaded.
      requiredVersion: range && !range.startsWith('workspace:') ? range : false,
      strictVersion: false,
      eager: !!opts.eager,
      ...(version ? { version } : {}),
    };
    out[name] = config;
    out[`${name}/`] = { ...config };
  }
  let muiDir;
  try {
    muiDir = path.dirname(require.resolve('@mui/material/package.json', { paths: [appDir] }));
  } catch {
    muiDir = undefined; // an app without MUI
  }
  if (muiDir) {
    for (const name of MUI_INTERNALS) {
      const version = installedVersion(name, muiDir);
      const config = { singleton: true, requiredVersion: false, strictVersion: false, eager: !!opts.eager, ...(version ? { version } : {}) };
      out[name] = config;
      out[`${name}/`] = { ...config };
    }
  }
  return out;
}

module.exports = { SINGLETONS, MUI_INTERNALS, shared };
