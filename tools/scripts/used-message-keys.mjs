// Lists the message ids the apps use (static ids only), to compare with the catalogues when
// adding texts: node tools/scripts/used-message-keys.mjs [--missing]
// Each id is printed with the app using it and the catalogue that defines it: `shared`
// (libs/shared/i18n/src/messages, for the shell, shared libraries and texts of several remotes),
// `own` (the remote's apps/<remote>/src/messages) or MISSING. A remote sees the shared catalogue
// and its own; the shell sees the shared one only. --missing prints the MISSING ones alone.
import fs from 'node:fs';
import path from 'node:path';

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'messages') walk(p, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

/** The keys a catalogue folder defines, read from its English file ('key': at the start of a line). */
function keysIn(dir) {
  const file = path.join(dir, 'en.ts');
  if (!fs.existsSync(file)) return new Set();
  return new Set([...fs.readFileSync(file, 'utf8').matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]));
}

const shared = keysIn('libs/shared/i18n/src/messages');
const onlyMissing = process.argv.includes('--missing');
const apps = fs.readdirSync('apps').filter((app) => app !== 'e2e' && app !== 'api');
for (const app of apps) {
  const own = keysIn(`apps/${app}/src/messages`);
  const used = new Set();
  for (const file of walk(`apps/${app}`)) {
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/(?:id:\s*|\bt\(\s*|id=)['"`]([a-zA-Z][\w.]+)['"`]/g)) if (m[1].includes('.')) used.add(m[1]);
  }
  for (const id of [...used].sort()) {
    const where = shared.has(id) ? 'shared' : own.has(id) ? 'own' : 'MISSING';
    if (!onlyMissing || where === 'MISSING') console.log(`${app}\t${where}\t${id}`);
  }
}
