// Module-federation settings shared by the shell and every remote. Everything that holds
// identity (React, the router, jotai and the shop store, the shell's context) is a singleton,
// so one store and one router context span the shell and all remotes.
const path = require('node:path');

const workspaceLibs = ['@bike/shared/store', '@bike/shared/remote-kit', '@bike/shared/i18n', '@bike/shared/brand', '@bike/shared/ui', '@bike/shared/api-client', '@bike/shared/routing'];

const browserRouter = path.resolve(__dirname, '../../libs/shared/routing/src/browser-router.ts');

const shared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // Shared as the slice the browser uses (libs/shared/routing/src/browser-router.ts), not the
  // whole package: a shared module keeps every export, and react-router's are mostly server code.
  'react-router': {
    singleton: true,
    requiredVersion: '^7.0.0',
    version: require('react-router/package.json').version,
    import: browserRouter,
  },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
  'react-intl': { singleton: true, requiredVersion: '^7.0.0' },
  urql: { singleton: true, requiredVersion: '^5.0.0' },
  ...Object.fromEntries(workspaceLibs.map((lib) => [lib, { singleton: true, version: '1.0.0', requiredVersion: false }])),
};

/** The global a remote's container is assigned to; the shell's remote-loader.ts uses the same name. */
const remoteContainerGlobal = (remote) => `bike_remote_${remote}`;

module.exports = { shared, browserRouter, remoteContainerGlobal, workspaceLibs, remoteNames: ['shop', 'configurator', 'dealers', 'account', 'content', 'admin'] };
