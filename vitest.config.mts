// Unit tests for the apps' and packages/ui's logic (money, dates, routing rules, accounts, the
// GraphQL transport, uploads). `make test` runs them; the screens are tested in a browser (e2e).
import { transformAsync } from '@babel/core';
import { defineConfig, type Plugin } from 'vitest/config';

// Lingui's macros (`t`, `<Trans>`) become calls, as webpack's babel step makes them
// (packages/ui/build/lingui.cjs); tests then run in English, the source language.
const linguiMacros: Plugin = {
  name: 'lingui-macros',
  enforce: 'pre',
  async transform(code, id) {
    if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('node_modules') || !code.includes('@lingui/')) return null;
    const out = await transformAsync(code, {
      filename: id,
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    });
    return out?.code ? { code: out.code, map: out.map } : null;
  },
};

export default defineConfig({
  plugins: [linguiMacros],
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['packages/ui/src/testSetup.ts'],
  },
});
