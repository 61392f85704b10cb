// Deploy step of a remote: records (or updates) its entry in dist/remotes.json, the run-time
// manifest through which the shell finds remotes. Other remotes' entries are left as they are.
//   node tools/scripts/write-remotes-manifest.mjs <remote> [--out-name name] [--manifest path]
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const name = args[0];
const flag = (f) => (args.includes(f) ? args[args.indexOf(f) + 1] : undefined);
const outName = flag('--out-name') ?? name;
const manifestPath = path.resolve(flag('--manifest') ?? 'dist/remotes.json');
const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : { remotes: {} };
manifest.remotes[name] = {
  publicPath: `/remotes/${outName}/`,
  dir: `dist/remotes/${outName}`,
  server: `dist/server/remotes/${outName}/pages.js`,
};
fs.mkdirSync(path.dirname(manifestPath), { recursive: true });
fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
console.log(`manifest: ${name} -> ${manifest.remotes[name].publicPath}`);
