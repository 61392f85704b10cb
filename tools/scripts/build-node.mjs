// Bundles server-side code with esbuild: the site server, the API alone, and each remote's
// server build of its pages (CommonJS, dependencies external).
//   node tools/scripts/build-node.mjs <entry> <outfile> [--remote]
// With --remote, the shared workspace libraries stay external: the site server hands the remote
// its own instances at load time, the server-side twin of the browser's shared-module registry.
import { build } from 'esbuild';
import path from 'node:path';
import { createRequire } from 'node:module';

const [entry, outfile, ...flags] = process.argv.slice(2);
const isRemote = flags.includes('--remote');
const require = createRequire(import.meta.url);
// The same libraries the browser's remotes take from the shell's registry (federation.cjs).
const { workspaceLibs: sharedLibs } = require('./federation.cjs');
// Message catalogues precompiled to ICU AST, as in the browser builds: server rendering never parses.
const { precompileMessagesPlugin } = require('./precompile-messages.cjs');

// Exactly the shared entry points stay external (esbuild's `external` would also take their
// subpaths, such as @bike/shared/ui/captcha, which a remote bundles for itself as in the browser).
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const sharedExact = {
  name: 'shared-libs-exact',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${sharedLibs.map(escape).join('|')})$`) }, (args) => ({ path: args.path, external: true }));
  },
};

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  tsconfig: path.resolve('tsconfig.base.json'),
  jsx: 'automatic',
  sourcemap: true,
  loader: { '.css': 'empty', '.svg': 'text' },
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV || 'production'),
    'process.env.REMOTE_RELEASE': JSON.stringify(process.env.REMOTE_RELEASE || '1'),
  },
  plugins: isRemote ? [sharedExact, precompileMessagesPlugin] : [precompileMessagesPlugin],
  logLevel: 'warning',
});
console.log(`built ${outfile}`);
