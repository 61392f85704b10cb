/**
 * Loads a remote's exposed module in the browser with the bundler's own federation (webpack's
 * container interface, built by rspack's ModuleFederationPluginV1; see tools/scripts/rspack-app.cjs):
 * the remote's remoteEntry.js is a script that sets a global container, which hands out its
 * modules. What the remote shares with the shell (React, the router, jotai, the shop store: one
 * copy each, the shell's) it reads from the shared-module registry (shared-modules.ts), which
 * the shell provides before it loads any remote.
 *
 * Why not the @module-federation runtime: it weighed ~32 KiB gzip in the shell and ~14 KiB in
 * every remote entry, and its start-up was the longest task of a page on a slow phone (~400 ms
 * under Lighthouse's 4x CPU slowdown). The shop needs none of what it adds (manifests,
 * snapshots, runtime plugins): addresses come from our own manifest at run time, and every remote
 * is built from the same lockfile, so shared versions agree.
 */

/** The global a remote's container is assigned to (its `library.name` in the build). */
export const remoteContainerGlobal = (remote: string): string => `bike_remote_${remote}`;

interface Container {
  get(module: string): Promise<() => unknown>;
}

/** The error the chunk-failure handler (browser-effects.ts) recognises and recovers from. */
function chunkLoadError(entry: string): Error {
  const error = new Error(`Loading chunk ${entry} failed`);
  error.name = 'ChunkLoadError';
  return error;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(chunkLoadError(src));
    };
    document.head.appendChild(script);
  });
}

/** One container per entry address: a redeployed remote (a new ?v=) is a new container. */
const containers = new Map<string, Promise<Container>>();

function container(remote: string, entry: string): Promise<Container> {
  let loaded = containers.get(entry);
  if (!loaded) {
    loaded = (async () => {
      await loadScript(entry);
      const found = (window as unknown as Record<string, Container | undefined>)[remoteContainerGlobal(remote)];
      if (!found) throw chunkLoadError(entry);
      return found;
    })();
    // A failed load is not remembered: the next navigation tries again.
    loaded.catch(() => containers.delete(entry));
    containers.set(entry, loaded);
  }
  return loaded;
}

/** The module `exposed` (e.g. './pages') of `remote`, whose remoteEntry.js is at `entry`. */
export async function loadRemoteModule<T>(remote: string, entry: string, exposed: string): Promise<T> {
  const factory = await (await container(remote, entry)).get(exposed);
  return factory() as T;
}
