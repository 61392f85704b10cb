#!/usr/bin/env node
/**
 * Adds or updates message keys in all six languages of a catalogue at once, from a JSON file of
 * the form { "area.key": { "en": "...", "de": "...", "es": "...", "fr": "...", "it": "...", "nl": "..." } }.
 * Used when several people add texts in parallel: one tool writes the catalogues, so no
 * language is forgotten and the files stay in one shape.
 *
 *   node tools/scripts/add-messages.mjs [--remote <name>[/<group>]] keys.json   (e.g. --remote account/area)
 *
 * A key that exists is updated where it lives: the shared catalogue (libs/shared/i18n/src/messages)
 * or a remote's (apps/<remote>/src/messages). A new key goes to the shared catalogue, or with
 * --remote to that remote's own: a text only that remote uses (see docs/architecture.md, "Texts
 * per remote, precompiled"). The catalogue tests check that no key is defined twice.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl'];
const root = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const remoteFlag = args.indexOf('--remote');
const remote = remoteFlag >= 0 ? args.splice(remoteFlag, 2)[1] : null;
const SHARED = join(root, 'libs/shared/i18n/src/messages');
// A remote's catalogue, or one of its page groups: 'account' → apps/account/src/messages,
// 'account/area' → apps/account/src/area/messages.
const dirOf = (name) => {
  const [app, ...group] = name.split('/');
  return join(root, 'apps', app, 'src', ...group, 'messages');
};
/** Every messages folder under a remote's src: its own catalogue and its page groups'. */
const groupsOf = (app) => {
  const found = [];
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      if (entry.name === 'messages') found.push(rel ? `${app}/${rel}` : app);
      else walk(join(dir, entry.name), rel ? `${rel}/${entry.name}` : entry.name);
    }
  };
  const src = join(root, 'apps', app, 'src');
  if (existsSync(src)) walk(src, '');
  return found;
};
if (remote && !existsSync(dirOf(remote))) throw new Error(`no catalogue at apps/${remote}/src/messages`);
const input = JSON.parse(readFileSync(args[0], 'utf8'));

const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// An entry on one line, or its key on one line and its text on the next.
const entryPattern = (key) => new RegExp(`^  '${escape(key)}':(?: .*|\\n    .*),$`, 'm');

/** Every catalogue folder, shared first; a key lives in the one whose English file has it. */
const folders = [SHARED, ...readdirSync(join(root, 'apps')).flatMap(groupsOf).map(dirOf).filter((dir) => existsSync(join(dir, 'en.ts')))];
const home = (key) => {
  const found = folders.filter((dir) => entryPattern(key).test(readFileSync(join(dir, 'en.ts'), 'utf8')));
  if (found.length > 1) throw new Error(`${key} is defined in more than one catalogue: ${found.join(', ')}`);
  return found[0] ?? (remote ? dirOf(remote) : SHARED);
};

const byFolder = new Map();
for (const [key, texts] of Object.entries(input)) {
  const dir = home(key);
  byFolder.set(dir, { ...byFolder.get(dir), [key]: texts });
}

for (const [dir, entries] of byFolder) {
  for (const language of LANGUAGES) {
    const file = join(dir, `${language}.ts`);
    let text = readFileSync(file, 'utf8');
    const added = [];
    for (const [key, texts] of Object.entries(entries)) {
      const value = texts[language];
      if (typeof value !== 'string') throw new Error(`${key}: no ${language} text`);
      const line = `  ${quote(key)}: ${quote(value)},`;
      const existing = entryPattern(key);
      if (existing.test(text)) text = text.replace(existing, () => line);
      else added.push(line);
    }
    if (added.length) {
      // The object literal's closing line: '};' or '} satisfies Record<string, string>;' (en.ts).
      const closing = [...text.matchAll(/^}( satisfies [^;\n]+)?;$/gm)].at(-1);
      if (!closing) throw new Error(`${file}: no closing '};' found`);
      const end = closing.index;
      text = `${text.slice(0, end)}${added.join('\n')}\n${text.slice(end)}`;
    }
    writeFileSync(file, text);
  }
  console.log(`upserted ${Object.keys(entries).length} keys in the ${LANGUAGES.length} languages of ${dir.slice(root.length + 1)}`);
}
