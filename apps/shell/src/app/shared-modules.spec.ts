import path from 'node:path';
import * as jotai from 'jotai';
import * as store from '@bike/shared/store';
import { provideSharedModules, SHARED_REGISTRY_GLOBAL, sharedModules } from './shared-modules';

const buildSettings = jest.requireActual<{ sharedModules: string[]; sharedRegistryGlobal: string }>(path.join(__dirname, '../../../../tools/scripts/federation.cjs'));

describe('the shared-module registry', () => {
  it('holds exactly the modules the remote builds take from it, under the global they read', () => {
    expect(Object.keys(sharedModules).sort()).toEqual([...buildSettings.sharedModules].sort());
    expect(SHARED_REGISTRY_GLOBAL).toBe(buildSettings.sharedRegistryGlobal);
  });

  it("hands out the shell's own instances, so a remote's atoms live in the shell's store", () => {
    expect((sharedModules['jotai'] as typeof jotai).createStore).toBe(jotai.createStore);
    expect((sharedModules['@bike/shared/store'] as typeof store).cartAtom).toBe(store.cartAtom);
  });

  it('is provided once and cannot be replaced by a later script', () => {
    const target = {} as Record<string, unknown>;
    provideSharedModules(target);
    expect(target[SHARED_REGISTRY_GLOBAL]).toBe(sharedModules);
    expect(() => {
      target[SHARED_REGISTRY_GLOBAL] = {};
    }).toThrow(TypeError);
    expect(Object.isFrozen(sharedModules)).toBe(true);
  });
});
