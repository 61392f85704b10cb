import fs from 'node:fs';
import path from 'node:path';

/**
 * Message ids on a page: what a shopper sees when a text is missing (react-intl shows the id).
 * The ids come from the catalogues themselves, so ordinary text that looks alike ('e.g.', a
 * domain name, a file name) never counts, only a word that is, or could be, one of the shop's ids.
 */
const root = path.resolve(__dirname, '../../../..');

/** Catalogue folders: the shared one and every folder named messages in a remote (its page groups too). */
function catalogueDirs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const sub = path.join(dir, entry.name);
    return entry.name === 'messages' && fs.existsSync(path.join(sub, 'en.ts')) ? [sub] : catalogueDirs(sub);
  });
}

/** Every id of every catalogue, read from the English files (every language has the same keys: messages.spec.ts). */
export function allMessageIds(): Set<string> {
  const dirs = [path.join(root, 'libs/shared/i18n/src/messages'), ...catalogueDirs(path.join(root, 'apps'))];
  return new Set(dirs.flatMap((dir) => [...fs.readFileSync(path.join(dir, 'en.ts'), 'utf8').matchAll(/^\s+'([^']+)':/gm)].map((m) => m[1])));
}

/** A word of two or more dot-separated parts, the first lowerCamel ('shop.categories.all', 'codes.BIKE_FETCH_ERROR'). */
const ID_LIKE = /(?<![\w.@/-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+/g;

/**
 * Finds the words of a text that are message ids: ids of a catalogue, and words of three or more
 * parts whose group is one ('shop.categories.gravel' where no such text exists: an id built from a
 * value the catalogue lacks).
 */
export function messageIdFinder(ids: ReadonlySet<string>): (text: string) => string[] {
  const groups = new Set([...ids].flatMap((id) => id.split('.').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('.'))).filter((g) => g.includes('.')));
  return (text) => {
    const shown = new Set<string>();
    for (const [word] of text.matchAll(ID_LIKE)) if (ids.has(word) || groups.has(word.slice(0, word.lastIndexOf('.')))) shown.add(word);
    return [...shown];
  };
}
