import { matchShopRoute } from '@bike/shared/routing';
import { loadPageModule, type ShellEnv } from './shell-env';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec point 9: prefetch is skipped on 2g connections and in data-saver mode. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Prefetch of a link below the locale prefix: the owning remote's entry, the page's chunk and the
 * remote's texts in the page's `language`, so the click only waits for data. Guarded admin pages
 * are never prefetched: visitors must not download the admin remote.
 */
export function createPrefetch(env: ShellEnv, connection: () => NetworkInformationLike | undefined, language: string): (path: string) => void {
  const started = new Set<string>();
  return (path) => {
    if (!prefetchAllowed(connection())) return;
    const match = matchShopRoute(path.split(/[?#]/)[0]);
    if (!match || match.route.guards?.includes('admin-route')) return;
    const key = `${match.route.remote}/${match.route.page}`;
    if (started.has(key)) return;
    started.add(key);
    loadPageModule(env, match.route, language).catch(() => started.delete(key));
  };
}
