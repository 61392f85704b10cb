import fs from 'node:fs';
import path from 'node:path';
import { build, transformSync } from 'esbuild';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { withBrandName, type Catalogue } from '@bike/shared/i18n';

const { CATALOGUE_FILE, compileMessages, precompileCatalogue, precompileMessagesPlugin } = require('./precompile-messages.cjs');
const loader: (this: { resourcePath: string }, source: string) => string = require('./precompile-messages-loader.cjs');

const root = path.resolve(__dirname, '../..');
const catalogueFiles = [
  'libs/shared/i18n/src/messages',
  ...fs.readdirSync(path.join(root, 'apps')).map((app) => `apps/${app}/src/messages`),
]
  .filter((dir) => fs.existsSync(path.join(root, dir)))
  .flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((file) => path.join(root, dir, file)));

/** Runs a precompiled module (ESM source) and returns its exports. */
function evaluate(moduleSource: string): Record<string, Record<string, MessageFormatElement[]>> {
  const { code } = transformSync(moduleSource, { format: 'cjs' });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports as Record<string, Record<string, MessageFormatElement[]>>;
}

const language = (file: string) => path.basename(file, '.ts');

describe('precompiled message catalogues', () => {
  it('covers every catalogue file, shared and per remote, and nothing else', () => {
    expect(catalogueFiles.length).toBe(7 * 6);
    for (const file of catalogueFiles) expect(CATALOGUE_FILE.test(file)).toBe(true);
    for (const other of ['libs/shared/i18n/src/messages.ts', 'apps/shop/src/messages.ts', 'apps/shop/src/testing.ts', 'apps/shop/src/pages/en.ts']) {
      expect(CATALOGUE_FILE.test(path.join(root, other))).toBe(false);
    }
  });

  it.each(catalogueFiles.map((file) => [path.relative(root, file), file]))('%s: the same ASTs react-intl would parse', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    const strings: Record<string, string> = require(file)[language(file)];
    const compiled = evaluate(precompileCatalogue(source, file))[language(file)];
    expect(Object.keys(compiled)).toEqual(Object.keys(strings));
    for (const [key, message] of Object.entries(strings)) {
      expect({ key, ast: compiled[key] }).toEqual({ key, ast: parse(message) });
    }
  });

  it('formats precompiled messages as their strings format', () => {
    const strings: Record<string, string> = require(path.join(root, 'libs/shared/i18n/src/messages/en.ts')).en;
    const compiled = compileMessages(strings);
    const count = { count: 3 };
    expect(new IntlMessageFormat(compiled['common.itemsInCart'], 'en').format(count)).toBe(new IntlMessageFormat(strings['common.itemsInCart'], 'en').format(count));
  });

  it('replaces %BRAND% inside precompiled messages', () => {
    const compiled: Catalogue = compileMessages({
      intro: 'Register your %BRAND% bike',
      count: '{n, plural, one {# %BRAND% dealer} other {# %BRAND% dealers}}',
      plain: 'Bikes',
    });
    const branded = withBrandName(compiled, 'Kempen Velo');
    expect(new IntlMessageFormat(branded['intro'] as MessageFormatElement[], 'en').format()).toBe('Register your Kempen Velo bike');
    expect(new IntlMessageFormat(branded['count'] as MessageFormatElement[], 'en').format({ n: 1 })).toBe('1 Kempen Velo dealer');
    expect(branded['plain']).toBe(compiled['plain']);
  });

  it('names the key of a message that does not parse', () => {
    expect(() => compileMessages({ 'cart.broken': 'Only {count, plural, one {# left}}' }, 'cart.ts')).toThrow(/cart\.ts: cart\.broken is not a valid ICU message/);
    expect(() => precompileCatalogue("import { x } from './x';\nexport const en = { a: x };", 'en.ts')).toThrow(/imports nothing at run time/);
  });

  it('is what the rspack loader of the browser builds returns', () => {
    const file = path.join(root, 'apps/admin/src/messages/de.ts');
    const source = fs.readFileSync(file, 'utf8');
    expect(loader.call({ resourcePath: file }, source)).toBe(precompileCatalogue(source, file));
  });

  it('is what the esbuild plugin of the server builds loads', async () => {
    const entry = path.join(root, 'apps/admin/src/messages.ts');
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      packages: 'external',
      tsconfig: path.join(root, 'tsconfig.base.json'),
      plugins: [precompileMessagesPlugin],
      logLevel: 'silent',
    });
    const bundle = result.outputFiles[0].text;
    expect(bundle).toContain(`JSON.parse('{"admin.approve":[{"type":0,"value":"Freigeben"}]`);
    expect(bundle).not.toContain("'admin.approve': 'Freigeben'");
  });
});
