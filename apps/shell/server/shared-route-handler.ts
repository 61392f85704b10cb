import { AsyncLocalStorage } from 'node:async_hooks';
import { createStaticHandler, type StaticHandler } from 'react-router';
import { createShopRoutes } from '../src/app/create-routes';
import type { ShellEnv } from '../src/app/shell-env';

/**
 * One react-router static handler per process instead of one per page request.
 *
 * createStaticHandler converts the route table (every route under three layouts) to data routes
 * and flattens and ranks all their branches, compiling a path pattern for each: about a fifth of
 * a page render's CPU when it was done per request, for the same table every time. The routes'
 * loaders need the request's ShellEnv (API client, session, page cache); they get it from an
 * AsyncLocalStorage set around the query, through an env that reads the current request's.
 */
const requestEnv = new AsyncLocalStorage<ShellEnv>();

const envOfRequest = new Proxy({} as ShellEnv, {
  get(_target, key) {
    const env = requestEnv.getStore();
    if (!env) throw new Error(`ShellEnv.${String(key)} read outside a page request`);
    return Reflect.get(env, key);
  },
});

let handler: StaticHandler | null = null;

export function sharedRouteHandler(): StaticHandler {
  return (handler ??= createStaticHandler(createShopRoutes(envOfRequest)));
}

/** Runs `query` (the handler's loaders) with `env` as the request's environment. */
export function withRequestEnv<T>(env: ShellEnv, query: () => Promise<T>): Promise<T> {
  return requestEnv.run(env, query);
}
