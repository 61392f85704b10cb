import fs from 'node:fs';
import path from 'node:path';

/**
 * One word for the frame warranty per language, wherever the shop says it (issue 32 item 11): the
 * admin wrote "kadergarantie" where the shop and the account say "framegarantie". Each remote's
 * texts, the warranty mails and the seeded content are read as files (libraries may not import
 * apps), so a new text with the other word fails here.
 */

const root = path.resolve(__dirname, '../../../..');

/** The word the shop uses, and the variants it replaced, per language. */
const WORDS: Record<string, { word: RegExp; not: RegExp[] }> = {
  nl: { word: /framegarantie/i, not: [/kadergarantie/i] },
  de: { word: /Rahmengarantie/, not: [/Garantie (auf|für) den Rahmen/i] },
  fr: { word: /garantie du cadre/i, not: [/garantie cadre/i, /ans sur le cadre/i] },
  es: { word: /garantía del cuadro/i, not: [/garantía de cuadro/i, /años del cuadro/i] },
  it: { word: /garanzia del telaio/i, not: [/garanzia (di \d+ anni |di \{years\} anni )?sul telaio/i, /anni sul telaio/i] },
};

/** Every messages folder of a remote's src (apps/account/src/area/messages too). */
const messageDirs = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    return entry.name === 'messages' ? [full] : messageDirs(full);
  });

const remotes = fs.readdirSync(path.join(root, 'apps')).filter((app) => fs.existsSync(path.join(root, 'apps', app, 'src', 'messages')));
const catalogueOf = (app: string, language: string) =>
  messageDirs(path.join(root, 'apps', app, 'src')).map((dir) => fs.readFileSync(path.join(dir, `${language}.ts`), 'utf8')).join('\n');
const warrantyMailTexts = path.join(root, 'libs/server/warranty/src/mail-messages');
const serverAndSeedTexts = [
  ...fs.readdirSync(warrantyMailTexts).map((f) => `libs/server/warranty/src/mail-messages/${f}`),
  ...fs.readdirSync(path.join(root, 'tools/seed/src/content')).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts')).map((f) => `tools/seed/src/content/${f}`),
].map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));

describe('the frame warranty has one name per language', () => {
  it.each(Object.keys(WORDS))('%s: the admin, the account and the shop say it the same way', (language) => {
    const { word, not } = WORDS[language];
    for (const app of ['admin', 'account', 'shop']) expect({ app, says: word.test(catalogueOf(app, language)) }).toEqual({ app, says: true });
    const others = remotes.flatMap((app) => not.filter((variant) => variant.test(catalogueOf(app, language))).map((variant) => `${app}: ${variant}`));
    expect(others).toEqual([]);
  });

  it('mails and seeded content never use a replaced variant', () => {
    const found = serverAndSeedTexts.flatMap(({ file, text }) =>
      Object.values(WORDS).flatMap(({ not }) => not.filter((variant) => variant.test(text)).map((variant) => `${file}: ${variant}`)),
    );
    expect(found).toEqual([]);
  });
});
