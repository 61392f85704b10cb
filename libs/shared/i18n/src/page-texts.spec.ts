import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './locales';
import { areaOf, isPrefixOf, readSource, templatePattern, type SourceFacts } from './testing/message-ids-in-code';

/**
 * No page shows a message id instead of its text (issue 32 item 2: /accessories showed
 * 'shop.categories.all'). Two ways that happens, one test each: code asks for an id no catalogue
 * of its remote has, or a page renders a component whose id lives in a text group the page does
 * not load (the shop list's texts come only with the list pages; see apps/shop/src/messages.ts).
 * The ids are every literal of id shape in the code (see testing/message-ids-in-code.ts), the
 * page's files are what its registry entry loads and everything that imports, and the page's
 * texts are what the remote's messages(language, page) answers, as the shell asks for them.
 * Read through jest's require: libraries may not import apps.
 */
type Texts = Record<string, string>;
type RemoteModule = { pages: Record<string, () => Promise<unknown>>; messages: (language: string, page?: string) => Promise<Texts> };

const root = path.resolve(__dirname, '../../../..');
const apps = path.join(root, 'apps');

/** Strings of id shape that are not texts: name them here with what they are. */
const NOT_MESSAGE_IDS = new Set([
  'checkout.idempotency', // sessionStorage key of a checkout attempt (apps/shop/src/checkout/idempotency.ts)
  'configurator.chatHelperOffered', // localStorage key: the chat helper was offered once (libs/shared/domain)
  // Audit log action codes (libs/shared/domain/src/admin-audit.ts); the admin's words are admin.audit.action.*.
  'order.status',
  'order.transferPaid',
  'registration.${status}',
  'fanzone.${status}',
]);

const isCatalogueDir = (dir: string) => path.basename(dir) === 'messages' && fs.existsSync(path.join(dir, 'en.ts'));
const textsIn = (dir: string) => Object.fromEntries(LANGUAGES.map((language) => [language, require(path.join(dir, `${language}.ts`))[language] as Texts])) as Record<string, Texts>;

/** Code files of a folder, without catalogues and tests. */
const sourcesIn = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || isCatalogueDir(file) ? [] : sourcesIn(file);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Every catalogue folder below a folder: a remote's own (src/messages) and its page groups (src/shop/messages). */
const catalogueDirsIn = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const sub = path.join(dir, entry.name);
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    return isCatalogueDir(sub) ? [sub] : catalogueDirsIn(sub);
  });

const shared = textsIn(path.join(__dirname, 'messages'));
const remotes = fs
  .readdirSync(apps)
  .filter((app) => fs.existsSync(path.join(apps, app, 'src', 'pages.ts')) && fs.existsSync(path.join(apps, app, 'src', 'messages')))
  .map((name) => ({ name, src: path.join(apps, name, 'src'), groups: new Map(catalogueDirsIn(path.join(apps, name, 'src')).map((dir) => [dir, textsIn(dir)])) }));
const areas = new Set([shared, ...remotes.flatMap((r) => [...r.groups.values()])].flatMap((texts) => Object.keys(texts['en']).map(areaOf)));

const factsCache = new Map<string, SourceFacts>();
/** What a file (or, with `exportName`, one of its exports) says about ids and imports. */
const factsOf = (file: string, exportName?: string) => {
  const key = `${file}#${exportName ?? '*'}`;
  let facts = factsCache.get(key);
  if (!facts) factsCache.set(key, (facts = readSource(fs.readFileSync(file, 'utf8'), areas, file, exportName)));
  return facts;
};

/**
 * What a file's ids lack in a set of texts: ids it names that are not there (unless they start
 * some ids there: a helper's prefix), and templates that can build none of them.
 */
function lacking(file: string, keys: ReadonlySet<string>, exportName?: string): string[] {
  const { literals, templates } = factsOf(file, exportName);
  return [
    ...literals.filter((id) => !keys.has(id) && !NOT_MESSAGE_IDS.has(id) && !isPrefixOf(id, keys)),
    ...templates.filter((template) => {
      if (NOT_MESSAGE_IDS.has(template)) return false;
      const pattern = templatePattern(template);
      return ![...keys].some((key) => pattern.test(key));
    }),
  ];
}

const keysOf = (...texts: Texts[]) => new Set(texts.flatMap((t) => Object.keys(t)));
const rel = (file: string) => path.relative(root, file);

describe('every message id code uses has its text', () => {
  it("finds every id of a remote's code in the shared catalogue or the remote's own, in all six languages", () => {
    const missing = remotes.flatMap((remote) =>
      LANGUAGES.flatMap((language) => {
        const keys = keysOf(shared[language], ...[...remote.groups.values()].map((texts) => texts[language]));
        return sourcesIn(remote.src).flatMap((file) => lacking(file, keys).map((id) => `${language} ${rel(file)}: ${id}`));
      }),
    );
    expect(missing).toEqual([]);
  });

  it('finds every id of the shell and the shared libraries in the shared catalogue, in all six languages (they render outside any remote)', () => {
    const dirs = [path.join(apps, 'shell', 'src'), ...fs.readdirSync(path.join(root, 'libs', 'shared')).map((lib) => path.join(root, 'libs', 'shared', lib, 'src'))];
    const missing = LANGUAGES.flatMap((language) => {
      const keys = keysOf(shared[language]);
      return dirs.flatMap((dir) => sourcesIn(dir).flatMap((file) => lacking(file, keys).map((id) => `${language} ${rel(file)}: ${id}`)));
    });
    expect(missing).toEqual([]);
  });
});

/** The code file an import names ('./shop-page' → shop-page.tsx), or null for styles, images and folders of texts. */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return isCatalogueDir(path.dirname(candidate)) ? null : candidate;
  }
  return null;
}

const importsOf = (file: string, exportName?: string) => factsOf(file, exportName).imports.map((specifier) => resolveImport(file, specifier)).filter((f): f is string => f !== null);

/** The text group a module loads itself (a catalogueLoader over ./messages/<language>), if any. */
const groupLoadedBy = (file: string): string | null => {
  const specifier = factsOf(file).imports.find((s) => /(^|\/)messages\/en$/.test(s));
  return specifier ? path.resolve(path.dirname(file), specifier, '..') : null;
};

/**
 * Groups a module puts over the page's texts for what it wraps: a module rendering a
 * PageIntlProvider with a group it loads (apps/content/src/blocks/block-texts.tsx), so the files
 * importing it render their ids with that group too.
 */
function groupsProvidedBy(file: string): string[] {
  if (!fs.readFileSync(file, 'utf8').includes('PageIntlProvider')) return [];
  return importsOf(file).map(groupLoadedBy).filter((g): g is string => g !== null);
}

interface PageFile {
  file: string;
  /** The export the registry entry takes from its module (m.jobsPage); the other files count whole. */
  exportName?: string;
  /** Text groups wrapping the file beyond the page's own (a provider it or a file loading it imports). */
  extra: string[];
}

/** A page's files: its entry module's export and every module that loads, each with the text groups wrapping it. */
function pageFiles(entry: { file: string; exportName: string }): PageFile[] {
  const seen = new Map<string, PageFile>();
  const queue: PageFile[] = [{ ...entry, extra: [] }];
  while (queue.length > 0) {
    const visit = queue.shift()!;
    const imported = importsOf(visit.file, visit.exportName);
    // A file wrapping what it renders in a group's provider has that group, and so has all it loads.
    const extra = [...new Set([...visit.extra, ...imported.flatMap(groupsProvidedBy)])].sort();
    const key = `${visit.file}#${visit.exportName ?? '*'}|${extra.join(',')}`;
    if (seen.has(key)) continue;
    seen.set(key, { ...visit, extra });
    for (const file of imported) queue.push({ file, extra });
  }
  return [...seen.values()];
}

/**
 * The module a registry entry loads and the export it takes: the import() in its function (or in
 * the helper that made it, whose closure it is) and `m.<name>` after it, else the default export.
 */
function entryOf(pagesFile: string, load: () => Promise<unknown>): { file: string; exportName: string } | null {
  const code = String(load);
  const specifier = code.match(/(?:import|require)\(\s*["'](\.{1,2}\/[^"']+)["']/)?.[1];
  const file = specifier ? resolveImport(pagesFile, specifier) : null;
  return file ? { file, exportName: code.match(/default:\s*\w+\.(\w+)/)?.[1] ?? 'default' } : null;
}

describe("every page's texts hold the ids its files use", () => {
  for (const remote of remotes) {
    it(`${remote.name}: each page of the registry loads the text groups of every component it renders`, async () => {
      const pagesFile = path.join(remote.src, 'pages.ts');
      const { pages, messages } = require(pagesFile) as RemoteModule;
      const problems = new Set<string>();
      for (const [page, load] of Object.entries(pages)) {
        const entry = entryOf(pagesFile, load);
        expect({ page, entry: entry !== null }).toEqual({ page, entry: true });
        const files = pageFiles(entry!);
        for (const language of LANGUAGES) {
          const pageKeys = keysOf(shared[language], await messages(language, page));
          for (const { file, exportName, extra } of files) {
            const keys = extra.length === 0 ? pageKeys : new Set([...pageKeys, ...keysOf(...extra.map((dir) => remote.groups.get(dir)![language]))]);
            for (const id of lacking(file, keys, exportName)) problems.add(`${remote.name}/${page}: ${rel(file)}: ${id}`);
          }
        }
      }
      expect([...problems]).toEqual([]);
    });
  }
});
