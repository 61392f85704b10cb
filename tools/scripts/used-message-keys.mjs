// Lists the message ids the apps use (static ids only), to compare with the English catalogue
// when adding texts: node tools/scripts/used-message-keys.mjs
import fs from 'node:fs';
import path from 'node:path';

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.spec.ts')) out.push(p);
  }
  return out;
}
const used = new Set();
for (const file of walk('apps').filter((f) => !f.startsWith('apps/e2e') && !f.startsWith('apps/api'))) {
  const src = fs.readFileSync(file, 'utf8');
  for (const m of src.matchAll(/(?:id:\s*|\bt\(\s*|id=)['"`]([a-zA-Z][\w.]+)['"`]/g)) used.add(m[1]);
}
console.log([...used].sort().join('\n'));
