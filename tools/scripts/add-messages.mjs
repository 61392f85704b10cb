#!/usr/bin/env node
/**
 * Adds or updates message keys in all six language catalogues at once, from a JSON file of the
 * form { "area.key": { "en": "...", "de": "...", "es": "...", "fr": "...", "it": "...", "nl": "..." } }.
 * Used when several people add texts in parallel: one tool writes the catalogues, so no
 * language is forgotten and the files stay in one shape. Usage: node tools/scripts/add-messages.mjs keys.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'nl'];
const dir = join(import.meta.dirname, '../../libs/shared/i18n/src/messages');
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

for (const language of LANGUAGES) {
  const file = join(dir, `${language}.ts`);
  let text = readFileSync(file, 'utf8');
  const added = [];
  for (const [key, texts] of Object.entries(input)) {
    const value = texts[language];
    if (typeof value !== 'string') throw new Error(`${key}: no ${language} text`);
    const line = `  ${quote(key)}: ${quote(value)},`;
    const existing = new RegExp(`^  '${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}': .*,$`, 'm');
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
console.log(`upserted ${Object.keys(input).length} keys in ${LANGUAGES.length} catalogues`);
