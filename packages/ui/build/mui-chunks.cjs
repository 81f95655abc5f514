// muiChunks: splitChunks cache groups that put every library module the
// @reach/ui/mui shared module needs (MUI's core components, styles, system,
// emotion) into one chunk, "mui-core", and what each other MUI group adds into
// one chunk of its own ("mui-inputs", "mui-select", ...).
//
// MUI is shared as several modules (packages/ui/src/mui*.ts). Each is a
// separate async chunk group, so webpack's default splitting copied small
// files they have in common (Typography, SvgIcon, Paper, GlobalStyles,
// @emotion/react) into the chunks of each group: a page using three groups
// downloaded Typography three times. Every page loads @reach/ui/mui (the
// theme and layout), so what it needs is better in one chunk that the other
// groups reuse.
'use strict';

// GROUPS are the shared MUI modules in the order their chunks claim library
// modules: a module the core needs is in mui-core; one that the text fields
// need (and the core does not) in mui-inputs, which Select and TextField reuse;
// and so on. @reach/ui/mui-more (avatars, progress bars) has no chunk of its
// own, and what it has in common with the others (a few small helpers) is left
// out of theirs: a page with a progress bar would otherwise load the select's
// chunk.
const GROUPS = [
  ['mui-core', 'mui'],
  ['mui-inputs', 'muiInputs'],
  ['mui-select', 'muiSelect'],
  ['mui-menus', 'muiMenus'],
];
const SOLO = /[\\/]packages[\\/]ui[\\/]src[\\/]muiMore\.ts$/;
// MUI's files, and the stand-ins of ./mui-lazy-parts/ and ./mui-no-css-vars/ that take the place of some of them.
const LIBRARY = /[\\/](node_modules|mui-lazy-parts|mui-no-css-vars)[\\/]/;

/** holds tells whether chunk holds the module at file (a shared module's fallback). */
function holds(chunk, chunkGraph, file) {
  for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
    if (m.resource && file.test(m.resource)) return true;
  }
  return false;
}

/** muiChunks returns the cache groups; spread them into optimization.splitChunks.cacheGroups. */
function muiChunks() {
  const out = {};
  GROUPS.forEach(([name, src], i) => {
    const file = new RegExp(`[\\\\/]packages[\\\\/]ui[\\\\/]src[\\\\/]${src}\\.ts$`);
    out[name] = {
      name,
      chunks: 'async',
      enforce: true,
      priority: 20 + GROUPS.length - i,
      reuseExistingChunk: false,
      test(module, { chunkGraph }) {
        if (!module.resource) return false;
        // the group's own module (packages/ui/src/mui.ts...) goes with its library code
        if (file.test(module.resource)) return true;
        if (!LIBRARY.test(module.resource)) return false;
        let claimed = false;
        for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
          if (i > 0 && holds(chunk, chunkGraph, SOLO)) return false;
          if (holds(chunk, chunkGraph, file)) claimed = true;
        }
        return claimed;
      },
    };
  });
  return out;
}

module.exports = { muiChunks, GROUPS };
