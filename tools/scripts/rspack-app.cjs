// One rspack configuration for the shell and the six remotes (browser builds).
// Server builds of the same code are made by esbuild (tools/scripts/build-node.mjs).
const path = require('node:path');
const fs = require('node:fs');
const crypto = require('node:crypto');
const { rspack } = require('@rspack/core');
const { sharedModules, sharedRegistryGlobal, packageSlices, remoteContainerGlobal } = require('./federation.cjs');
const { CATALOGUE_FILE } = require('./precompile-messages.cjs');

const root = path.resolve(__dirname, '../..');
const unusedIntlFormatters = path.join(root, 'libs/shared/i18n/src/react/unused-intl-formatters.js');
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/** Writes build-info.json: entry files and a content hash, read by the site server at run time. */
class BuildInfoPlugin {
  constructor(name) { this.name = name; }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BuildInfoPlugin', (compilation) => {
      const stats = compilation.getStats().toJson({ all: false, entrypoints: true, assets: true });
      const entry = (name) => (stats.entrypoints[name]?.assets ?? []).map((a) => a.name);
      const outDir = compiler.options.output.path;
      const remoteEntry = path.join(outDir, 'remoteEntry.js');
      const hash = fs.existsSync(remoteEntry) ? crypto.createHash('sha256').update(fs.readFileSync(remoteEntry)).digest('hex').slice(0, 12) : null;
      const info = { name: this.name, builtAt: new Date().toISOString(), hash, entries: Object.fromEntries(Object.keys(stats.entrypoints).map((n) => [n, entry(n)])) };
      fs.writeFileSync(path.join(outDir, 'build-info.json'), JSON.stringify(info, null, 2));
    });
  }
}

module.exports = function createAppConfig({ name, exposes, isHost = false }) {
  const appRoot = path.join(root, 'apps', name);
  const production = process.env.NODE_ENV !== 'development';
  // Stylesheets are an entry of their own, outside the script's module graph: the server puts
  // them in the first HTML (inline-styles.ts), and a start-up script without CSS modules carries
  // no CSS-loading runtime (0.5 KiB on every page).
  const entry = isHost
    ? { main: path.join(appRoot, 'src/main.ts'), styles: [path.join(root, 'libs/shared/ui/src/styles.css'), path.join(appRoot, 'src/shell.css')] }
    : { styles: path.join(appRoot, 'src/styles.css') };
  return {
    mode: production ? 'production' : 'development',
    context: appRoot,
    target: 'web',
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: isHost ? path.join(root, 'dist/shell/browser') : path.join(root, 'dist/remotes', process.env.REMOTE_OUT_NAME || name),
      // Remotes resolve their chunks next to their remoteEntry.js, wherever it is deployed.
      publicPath: isHost ? '/assets/shell/' : 'auto',
      uniqueName: `bike_${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      tsConfig: path.join(root, 'tsconfig.base.json'),
      // Catalogues arrive precompiled (rule below), so react-intl never parses: its parser entry
      // without the parser keeps the ICU parser (~8 KiB gzip) out of every browser bundle.
      // react-intl's unused HOC helper is left out the same way (libs/shared/i18n/src/react/no-hoist-statics.ts).
      alias: {
        '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js'),
        'hoist-non-react-statics$': path.join(root, 'libs/shared/i18n/src/react/no-hoist-statics.ts'),
      },
    },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        // Library modules only declare things (no module runs code for its side effects; their
        // stylesheets are .css), so a barrel's unused files are left out of a bundle: a page that
        // needs one rule of @bike/shared/domain no longer carries every form schema.
        { test: /[\\/]libs[\\/][^\\/]+[\\/][^\\/]+[\\/]src[\\/].+\.tsx?$/, sideEffects: false },
        // Message catalogues (shared and per remote) → ICU AST, before swc sees them.
        { test: CATALOGUE_FILE, exclude: /node_modules/, enforce: 'pre', loader: path.join(__dirname, 'precompile-messages-loader.cjs') },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        // Release label of this build, shown as data-release on remote pages (proves redeploys).
        'process.env.REMOTE_RELEASE': JSON.stringify(process.env.REMOTE_RELEASE || '1'),
      }),
      // The shell's 'react-router' and 'react-intl' are their browser slices (federation.cjs); a
      // slice itself imports the real package (react-router's production build). Remotes never
      // resolve either: both are among their externals (below).
      ...(isHost
        ? [
            new rspack.NormalModuleReplacementPlugin(/^react-(router|intl)$/, (resolveData) => {
              const slice = packageSlices[resolveData.request];
              if (resolveData.contextInfo?.issuer !== slice) resolveData.request = slice;
              else if (resolveData.request === 'react-router') resolveData.request = reactRouterProduction;
            }),
          ]
        : [
            // A remote is a federation container (webpack's container interface, no federation
            // runtime library): remoteEntry.js sets a global that hands out './pages'. The shell's
            // remote-loader.ts loads it from the run-time manifest.
            new rspack.container.ModuleFederationPluginV1({ name, filename: 'remoteEntry.js', exposes, library: { type: 'window', name: remoteContainerGlobal(name) } }),
          ]),
      // react-intl's list, relative-time and display-name formatters, which no browser code calls
      // (libs/shared/i18n/src/react/unused-intl-formatters.js).
      new rspack.NormalModuleReplacementPlugin(/[\\/]@formatjs[\\/]intl[\\/]lib[\\/]src[\\/](list|relativeTime|displayName)\.js$/, unusedIntlFormatters),
      new BuildInfoPlugin(name),
    ],
    optimization: {
      minimize: production,
      // The shell's start-up script in three parts fetched side by side (all listed in the page's
      // HTML): the browser compiles each in a task of its own instead of one ~120 ms task (under
      // a 4x CPU slowdown) for the whole bundle.
      ...(isHost && {
        splitChunks: {
          cacheGroups: {
            reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'initial', enforce: true, priority: 20 },
            vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', enforce: true, priority: 10 },
          },
        },
      }),
    },
    // A remote takes React, the router, jotai, react-intl and the shared workspace libraries from
    // the shell's registry (federation.cjs): `window.bike_shared['react']`, read when the remote's
    // first module needs it, after the shell has started.
    ...(!isHost && { externalsType: 'window', externals: Object.fromEntries(sharedModules.map((request) => [request, [sharedRegistryGlobal, request]])) }),
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
