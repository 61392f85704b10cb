// Module-federation settings shared by the shell and every remote.
//
// Remotes are federation containers (remoteEntry.js, exposing './pages'), found at run time through
// the manifest. What holds identity (React, the router, jotai and the shop store, the shell's
// context) must exist once per page, so a remote never bundles those modules: it takes the
// shell's instances from the shared-module registry, a frozen object the shell puts on `window`
// before it loads any remote (apps/shell/src/app/shared-modules.ts). The server does the same
// with the remotes' server builds (build-node.mjs --remote, RemoteRegistry).
//
// Why a registry and not the bundler's share scope (issue 9): the share scope's consume runtime
// (version ranges, fallbacks, chunk mapping) weighed 3.6 KiB gzip in every remoteEntry.js and
// 2.9 KiB in the shell, on every page, to negotiate versions that cannot differ: the shell and
// the remotes are built from one lockfile. The registry costs a property read per module.
const path = require('node:path');

/**
 * The workspace libraries that hold identity: the store's atoms, the shell's contexts
 * (remote-kit), the react-intl wrapper and catalogues (i18n), the API client's session and caches.
 * Libraries of pure functions and stateless components (@bike/shared/ui, brand, routing, domain)
 * are not shared: a shared module keeps every export in the shell, so each app bundles what it
 * uses instead (issue 9: 2.7 KiB gzip less in the shell, ui's form resolver and valibot no
 * longer on every page).
 */
const workspaceLibs = ['@bike/shared/store', '@bike/shared/remote-kit', '@bike/shared/i18n', '@bike/shared/api-client'];

/**
 * The browser's 'react-router': the slice the browser uses (libs/shared/routing/src/browser-router.ts),
 * not the whole package. A shared module keeps every export, and react-router's are mostly server code.
 */
const browserRouter = path.resolve(__dirname, '../../libs/shared/routing/src/browser-router.ts');

/** The browser's 'react-intl': the hooks and provider the apps use, without the HOC and unused components. */
const browserIntl = path.resolve(__dirname, '../../libs/shared/i18n/src/react/react-intl-slice.ts');

/** Packages the browser builds see as a slice (package → slice module); package-slices.spec.ts guards them. */
const packageSlices = { 'react-router': browserRouter, 'react-intl': browserIntl };

/** Every module a remote takes from the shell's registry (exact import names; subpaths are bundled). */
const sharedModules = ['react', 'react/jsx-runtime', 'react-dom', 'react-router', 'jotai', 'react-intl', ...workspaceLibs];

/** The global the shell's shared-module registry is assigned to; shared-modules.ts uses the same name. */
const sharedRegistryGlobal = 'bike_shared';

/** The global a remote's container is assigned to; the shell's remote-loader.ts uses the same name. */
const remoteContainerGlobal = (remote) => `bike_remote_${remote}`;

module.exports = { sharedModules, sharedRegistryGlobal, packageSlices, browserRouter, remoteContainerGlobal, workspaceLibs, remoteNames: ['shop', 'configurator', 'dealers', 'account', 'content', 'admin'] };
