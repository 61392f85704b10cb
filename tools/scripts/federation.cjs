// Module-federation settings shared by the shell and every remote. Everything that holds
// identity (React, the router, jotai and the shop store, the shell's context) is a singleton,
// so one store and one router context span the shell and all remotes.
const workspaceLibs = ['@bike/shared/store', '@bike/shared/remote-kit', '@bike/shared/i18n', '@bike/shared/brand', '@bike/shared/ui', '@bike/shared/api-client', '@bike/shared/routing'];

const shared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0' },
  jotai: { singleton: true, requiredVersion: '^2.0.0' },
  'react-intl': { singleton: true, requiredVersion: '^7.0.0' },
  urql: { singleton: true, requiredVersion: '^5.0.0' },
  ...Object.fromEntries(workspaceLibs.map((lib) => [lib, { singleton: true, version: '1.0.0', requiredVersion: false }])),
};

module.exports = { shared, workspaceLibs, remoteNames: ['shop', 'configurator', 'dealers', 'account', 'content', 'admin'] };
