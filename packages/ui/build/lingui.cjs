// The webpack rules every app builds its scripts and catalogs with: Lingui's macros (`t`,
// `<Trans>`, `<Plural>`: English in the code, a short id in the bundle) turned into calls by
// babel, then esbuild for TypeScript and JSX; and `.po` catalogs compiled by @lingui/loader
// into a module per language (lingui.config.js).
'use strict';

/**
 * scriptRule compiles the apps' and @reach/ui's TypeScript, macros first. stripMessages leaves
 * the English out of the bundle (a message is then its id; its text comes from the catalog,
 * which a page loads before it shows, English included): a size-bound app's production build
 * passes it, and its English is downloaded once, not twice.
 */
function scriptRule({ stripMessages = false } = {}) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: [
      { loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
      {
        loader: 'babel-loader',
        options: {
          babelrc: false,
          configFile: false,
          cacheDirectory: true,
          compact: false,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: stripMessages }]],
        },
      },
    ],
  };
}

/** catalogRule compiles a PO catalog into the messages of its language. */
function catalogRule() {
  return { test: /\.po$/, type: 'javascript/auto', use: [{ loader: '@lingui/loader' }] };
}

module.exports = { scriptRule, catalogRule };
