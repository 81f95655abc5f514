// AppIconsPlugin puts an app's icons (made by scripts/app-icons.mjs into the
// app's public/ folder) into its build, with a web app manifest naming them,
// and links them from index.html: browsers and home screens ask for
// /favicon.ico, apple-touch-icon.png and the manifest's icons, and find them.
const fs = require('node:fs');
const path = require('node:path');

const FILES = ['favicon.ico', 'apple-touch-icon.png', 'icon-192.png', 'icon-512.png'];

class AppIconsPlugin {
  /**
   * @param {{ publicDir: string, name: string, shortName?: string, startUrl: string, htmlPlugin: any }} options
   * htmlPlugin is the app's html-webpack-plugin class (its hooks add the links).
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { publicDir, name, shortName, startUrl, htmlPlugin } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('AppIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppIconsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of FILES) {
          const full = path.join(publicDir, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
        }
        const manifest = {
          name,
          short_name: shortName ?? name,
          start_url: startUrl,
          scope: startUrl,
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#336195',
          icons: [
            { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          ],
        };
        compilation.emitAsset('manifest.webmanifest', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
      htmlPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppIconsPlugin', (data) => {
        const base = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const link = (attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: 'AppIconsPlugin' }, attributes });
        data.headTags.push(
          link({ rel: 'apple-touch-icon', href: `${base}apple-touch-icon.png` }),
          link({ rel: 'manifest', href: `${base}manifest.webmanifest` }),
        );
        return data;
      });
    });
  }
}

module.exports = { AppIconsPlugin };
