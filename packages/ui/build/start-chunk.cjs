// startChunk: one splitChunks cache group, "start", for the modules every page
// of the portal and the giving app runs before it shows anything: React and
// React DOM, the router, Lingui, and @reach/ui's language, translator, theme,
// session and GraphQL transport.
//
// Most of them are Module Federation shared modules, and webpack gives each
// shared module a chunk of its own: a first load fetched about twenty files,
// half of them under 1 KB, each with its own chunk wrapper and a gzip stream
// that starts without a dictionary. Together the same code is about 5 KB
// smaller gzipped (docs/benchmarks.md). They load together anyway: no page
// shows without React, the router, the translator and the session.
//
// What only some pages need (MUI's groups, the catalogs of one language, the
// report kit) stays out of it.
'use strict';

// LIBRARIES are the packages every page runs at start.
const LIBRARIES = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', '@remix-run/router', '@lingui/core', '@lingui/react'];
// REACH_UI are @reach/ui's start modules (packages/ui/src/<name>.ts or .tsx).
const REACH_UI = ['language', 'i18n', 'translate', 'catalog', 'direction', 'theme', 'router', 'firstPaint', 'LanguageSwitcher', 'accounts', 'session', 'graphql', 'generated/languages'];

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const LIBRARY = new RegExp(`[\\\\/]node_modules[\\\\/](${LIBRARIES.map(escape).join('|')})[\\\\/]`);
const OWN = new RegExp(`[\\\\/]packages[\\\\/]ui[\\\\/]src[\\\\/](${REACH_UI.join('|').replace(/\//g, '[\\\\/]')})\\.tsx?$`);
// The loader of @reach/ui's catalogs (an import() context: a module without a file).
const CATALOG_CONTEXT = /[\\/]packages[\\/]ui[\\/]src[\\/]locales$/;

/**
 * startChunk returns the cache group; spread it into optimization.splitChunks.cacheGroups.
 * @param {{app?: RegExp, appContexts?: RegExp}} [own] the app's own start modules (by file)
 *   and the folders of its catalog loaders (import() contexts, which have no file)
 */
function startChunk(own = {}) {
  return {
    start: {
      name: 'start',
      chunks: 'async',
      enforce: true,
      priority: 40,
      test(module) {
        const file = module.resource;
        if (!file) return module.constructor.name === 'ContextModule' && (CATALOG_CONTEXT.test(module.context) || (!!own.appContexts && own.appContexts.test(module.context)));
        return LIBRARY.test(file) || OWN.test(file) || (!!own.app && own.app.test(file));
      },
    },
  };
}

module.exports = { startChunk, LIBRARIES, REACH_UI };
