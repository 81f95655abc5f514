// PreloadStartupPlugin adds <link rel="preload" as="script"> to index.html for
// the chunks every page of the portal runs first: the bootstrap chunk (behind
// the async boundary of src/index.ts) and the fallbacks of the shared modules
// it consumes (React, react-dom, @reach/ui, @reach/ui/mui, @reach/ui/router).
// The browser then fetches them while main.js downloads, instead of one round
// trip later, when the federation runtime asks for them. Low fetch priority, so
// that they do not slow main.js itself (measured: at normal priority the first
// paint came later).
'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupPlugin';

// startupFiles are the JavaScript files the portal runs first on every page: the
// bootstrap chunk group behind src/index.ts's async boundary and the chunks
// providing the shared modules it consumes. Sorted.
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  // The portal's own copy of a shared module is loaded through what it
  // provides to the share scope (ProvideSharedModule), not through the
  // consumer's fallback, which webpack emits as a separate chunk.
  const provided = new Map();
  for (const m of compilation.modules) {
    if (m.constructor.name === 'ProvideSharedModule') provided.set(m._name, [...(provided.get(m._name) || []), m]);
  }
  const files = new Set();
  const seen = new Set();
  // addGroup takes a chunk group's chunks, then follows the shared
  // modules those chunks consume to the chunks that provide them.
  const addGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (m.constructor.name !== 'ConsumeSharedModule') continue;
        for (const p of provided.get(m.options.shareKey) || []) {
          for (const block of p.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  };
  for (const entry of compilation.entrypoints.values()) {
    for (const chunk of entry.chunks) {
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!m.resource || !/[\\/]src[\\/]index\.ts$/.test(m.resource)) continue;
        for (const block of m.blocks) {
          // Only the bootstrap import; the remote started on /partner/*
          // is not needed elsewhere.
          if (block.dependencies.some((d) => d.request === './bootstrap')) addGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
  }
  return [...files].sort();
}

class PreloadStartupPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        for (const f of startupFiles(compilation)) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${f}`, fetchpriority: 'low' }));
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupPlugin, startupFiles };
