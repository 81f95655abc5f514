// muiCoreChunk: a splitChunks cache group that puts every library module the
// @reach/ui/mui shared module needs (MUI's core components, styles, system,
// emotion) into one chunk, "mui-core".
//
// MUI is shared as several modules (packages/ui/src/mui*.ts). Each is a
// separate async chunk group, so webpack's default splitting copied small
// files they have in common (Typography, SvgIcon, Paper, GlobalStyles,
// @emotion/react) into the chunks of each group: a page using three groups
// downloaded Typography three times. Every page loads @reach/ui/mui (the
// theme and layout), so what it needs is better in one chunk that the other
// groups reuse.
'use strict';

const CORE = /[\\/]packages[\\/]ui[\\/]src[\\/]mui\.ts$/;
const LIBRARY = /[\\/]node_modules[\\/]/;

/** isCoreChunk tells whether chunk holds @reach/ui/mui itself (the shared module's fallback). */
function isCoreChunk(chunk, chunkGraph) {
  for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
    if (m.resource && CORE.test(m.resource)) return true;
  }
  return false;
}

/** muiCoreChunk returns the cache group; put it in optimization.splitChunks.cacheGroups. */
function muiCoreChunk() {
  return {
    name: 'mui-core',
    chunks: 'async',
    enforce: true,
    priority: 20,
    reuseExistingChunk: false,
    test(module, { chunkGraph }) {
      if (!module.resource || !LIBRARY.test(module.resource)) return false;
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
        if (isCoreChunk(chunk, chunkGraph)) return true;
      }
      return false;
    },
  };
}

module.exports = { muiCoreChunk };
