// THE one list of Module Federation shared singletons. Every app's webpack
// federation config (portal host, giving remote, admin) imports it, so host and
// remotes agree on one copy of React and @reach/ui.
//
// Each package is also shared under its prefix ("react/", "@reach/ui/"), which
// covers deep imports: "react/jsx-runtime", "react-dom/client", "@reach/ui/theme".
//
// MUI, emotion and the router are NOT shared package by package: a remote
// reaches them through two @reach/ui modules, "@reach/ui/mui" (the MUI
// components Reach's federated pages use) and "@reach/ui/router" (the router
// API). Each is one shared module and so one chunk. Sharing "@mui/material/"
// by prefix made every MUI file its own shared module and chunk: about a
// hundred requests in long chains on the giving page, and a remote could still
// load a second copy of MUI files reached by relative import (createTheme).
'use strict';

const path = require('path');

/** SINGLETONS are the shared package names; each also shares its deep imports. */
// @lingui/core and @lingui/react: one translator (its catalogs and language) for host and remote.
const SINGLETONS = ['react', 'react-dom', '@reach/ui', '@lingui/core', '@lingui/react'];

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
  return out;
}

module.exports = { SINGLETONS, shared };
