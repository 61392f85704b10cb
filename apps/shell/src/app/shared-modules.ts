import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRouter from 'react-router';
import * as jotai from 'jotai';
import * as reactIntl from 'react-intl';
import * as apiClient from '@bike/shared/api-client';
import * as i18n from '@bike/shared/i18n';
import * as remoteKit from '@bike/shared/remote-kit';
import * as store from '@bike/shared/store';

/**
 * The shared-module registry: the shell's own instances of what every remote uses and must not
 * bundle again (one React, one router context, one jotai store, one set of shop contexts). A
 * remote's build reads these as `window.bike_shared[name]` (tools/scripts/federation.cjs lists the
 * names; a test holds this object to that list). 'react-router' and 'react-intl' are their
 * browser slices (federation.cjs, packageSlices): the shell's build resolves them there.
 */
export const SHARED_REGISTRY_GLOBAL = 'bike_shared';

export const sharedModules: Readonly<Record<string, unknown>> = Object.freeze({
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  jotai,
  'react-intl': reactIntl,
  '@bike/shared/api-client': apiClient,
  '@bike/shared/i18n': i18n,
  '@bike/shared/remote-kit': remoteKit,
  '@bike/shared/store': store,
});

/** Puts the registry where remotes look for it; done once, before the first remote loads. */
export function provideSharedModules(target: object = window): void {
  Object.defineProperty(target, SHARED_REGISTRY_GLOBAL, { value: sharedModules, configurable: false, enumerable: false, writable: false });
}
