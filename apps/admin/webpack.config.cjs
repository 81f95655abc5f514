// webpack build of the back office: served by `reach serve` at /admin/ from apps/admin/dist.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { shared } = require('@reach/ui/federation/shared');
const { scriptRule, catalogRule } = require('@reach/ui/build/lingui');
const { AppIconsPlugin } = require('@reach/ui/build/app-icons');

// Content-hashed names. The federation runtime asks for this template while
// hashes are not known yet, only to learn the folder depth: give it the same
// folder without a hash then (as the portal does).
const hashedJs = (pathData) =>
  pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? 'assets/[name].[contenthash:10].js'
    : 'assets/[name].js';

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.ts',
    // es2020 lets webpack's runtime use globalThis instead of new Function.
    target: ['web', 'es2020'],
    // The server's CSP is script-src 'self': no eval in any output.
    // No source maps in production: dist is embedded in the binary and served publicly.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/admin/',
      filename: production ? hashedJs : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'reach_admin',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        // TypeScript, with Lingui's macros for the @reach/ui texts (the back office's own go
        // through react-admin's provider, src/i18n).
        scriptRule(),
        catalogRule(),
        // Some ESM packages import without file extensions.
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        // Signature fonts (@reach/ui/signatureFonts) load as files of their own.
        { test: /\.woff2$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'reach_admin',
        shared: shared(__dirname),
        // Browser only, no manifest snapshots: drops the runtime's Node and
        // manifest code paths, which build functions from strings (CSP: no eval).
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        scriptLoading: 'defer',
        minify: production,
      }),
      new AppIconsPlugin({ publicDir: path.resolve(__dirname, 'public'), name: 'Reach Back Office', shortName: 'Back Office', startUrl: '/admin/', htmlPlugin: HtmlWebpackPlugin }),
    ],
    performance: { hints: false },
    devServer: {
      port: 3002,
      historyApiFallback: { index: '/admin/index.html' },
      devMiddleware: { publicPath: '/admin/' },
      proxy: [{ context: ['/graphql'], target: 'http://127.0.0.1:8080', ws: true }],
    },
  };
};
