/**
 * React's production builds for the site server, whatever NODE_ENV says.
 *
 * The server bundle is built with process.env.NODE_ENV replaced by "production", but React is
 * external: `react`, `react/jsx-runtime` and `react-dom/server` pick their development or
 * production build from the real NODE_ENV when they are first required. A server started without
 * NODE_ENV (`npm start`, the e2e and benchmark servers) rendered every page with React's
 * development build: element validation, owner stacks and `console.createTask` per element,
 * about a quarter of a bike detail render's CPU. This module is imported first by main.ts, loads
 * those three packages in production mode once (the remotes' server builds get the same cached
 * instances through the shared-module registry) and puts NODE_ENV back, so the deployment mode read by
 * readServerConfig (docs, source maps) is unchanged.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const env = process.env;
const previous = env['NODE_ENV'];
env['NODE_ENV'] = 'production';
try {
  // The bundle's own resolution, and the remotes' (from the repo root, remote-manifest.ts): both
  // find the same files in a normal checkout, and each gets its production build cached.
  const requires = [createRequire(__filename), createRequire(path.join(env['SHOP_ROOT'] || process.cwd(), 'package.json'))];
  for (const load of requires) {
    for (const id of ['react', 'react/jsx-runtime', 'react-dom/server']) {
      try {
        load(id);
      } catch {
        // Not resolvable from there: that side loads it itself later.
      }
    }
  }
} finally {
  if (previous === undefined) delete env['NODE_ENV'];
  else env['NODE_ENV'] = previous;
}
