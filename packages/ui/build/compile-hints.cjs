// CompileHintsPlugin marks the JavaScript files a page runs as it starts with
// V8's explicit compile hint, the magic comment `//# allFunctionsCalledOnLoad`
// (Chrome 136 and later; https://v8.dev/blog/explicit-compile-hints).
//
// Without it V8 compiles a function the first time it is called. A webpack
// chunk's modules are functions called only when the app starts, so React DOM,
// MUI and emotion were compiled on the main thread inside the one task that
// evaluates the startup modules (about 40 % of that task, measured on
// /partner/adopt-a-upg). With the hint, V8 compiles these files' functions
// while it streams them, on a background thread, as they download.
//
// Only the files every page runs first: compiling everything eagerly would cost
// memory and time for code that never runs. Applied after minification (terser
// would drop the comment) and before the content hashes are computed.
'use strict';

const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /**
   * @param {(compilation: import('webpack').Compilation) => Iterable<string>} files
   *   the names of the emitted files to mark
   */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const file of new Set(this.files(compilation))) {
          if (!file.endsWith('.js') || !compilation.getAsset(file)) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

/** entryFiles are the JavaScript files of compilation's entry chunks. */
function entryFiles(compilation) {
  const files = [];
  for (const entry of compilation.entrypoints.values()) {
    for (const chunk of entry.chunks) for (const f of chunk.files) if (f.endsWith('.js')) files.push(f);
  }
  return files;
}

module.exports = { CompileHintsPlugin, entryFiles, HINT };
