import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '@bike/shared/i18n/locales';
import { pluralsHaveOther, sampleValues, signature } from '@bike/shared/i18n/testing/icu-signature';

/**
 * Every mail catalogue of the server, found on disk: any folder named `mail-messages` under
 * libs/server/<library>/src, and the catalogues of the pages the server makes outside the
 * remotes (`page-messages`: the newsletter's link pages, the sandbox payment page, the site
 * server's error pages), held to the rules of the remotes' catalogues (messages.spec.ts,
 * whose signature and sample values this reuses): the six languages, the same keys and ICU
 * arguments in each, every message formats. And for mails: no English left in a translation,
 * German says "du" like the site.
 */
type Texts = Record<string, string>;
const root = path.resolve(__dirname, '../../../../..');
const serverLibs = path.join(root, 'libs', 'server');
const CATALOGUE_FOLDERS = new Set(['mail-messages', 'page-messages']);
const catalogueDirs = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    return CATALOGUE_FOLDERS.has(entry.name) ? [full] : catalogueDirs(full);
  });
// The site server's own error pages (apps/shell/server/error-page.ts) are held to the same rules.
const shellServer = path.join(root, 'apps', 'shell', 'server');
const catalogues = [...catalogueDirs(serverLibs), ...catalogueDirs(shellServer)].map((dir) => ({
  owner: dir.startsWith(serverLibs) ? path.relative(serverLibs, dir) : path.relative(root, dir),
  dir,
  texts: Object.fromEntries(LANGUAGES.map((language) => [language, require(path.join(dir, `${language}.ts`))[language] as Texts])) as Record<string, Texts>,
}));
const translations = (texts: Record<string, Texts>) => Object.entries(texts).filter(([language]) => language !== 'en');

/** Words that give away an English sentence left in a translation. */
const ENGLISH_WORDS = /\b(the|your|you|please|hello|thank|click|follow this|did not)\b/i;
/** The formal German address the site does not use. */
const GERMAN_SIE = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/;

describe('mail and server page catalogues', () => {
  it('finds the mail frame’s catalogue, the senders’ and the server pages’, six languages each', () => {
    expect(catalogues.map((c) => c.owner)).toEqual(
      expect.arrayContaining(['mail/src/layer/mail-messages', 'accounts/src/mail-messages', 'newsletter/src/mail-messages', 'newsletter/src/page-messages', 'orders/src/page-messages', 'apps/shell/server/page-messages']),
    );
    for (const { dir } of catalogues) expect(fs.readdirSync(dir).sort()).toEqual(LANGUAGES.map((l) => `${l}.ts`));
  });

  it('has every key in every language, and no extra ones', () => {
    for (const c of catalogues) {
      const keys = Object.keys(c.texts['en']).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const [language, messages] of translations(c.texts)) expect({ catalogue: c.owner, language, keys: Object.keys(messages).sort() }).toEqual({ catalogue: c.owner, language, keys });
    }
  });

  it('uses the same ICU arguments, plural/select and tags in every language', () => {
    const mismatches: string[] = [];
    for (const c of catalogues) {
      for (const [key, english] of Object.entries(c.texts['en'])) {
        const expected = signature(english).join(',');
        for (const [language, messages] of translations(c.texts)) {
          const actual = signature(messages[key] ?? '').join(',');
          if (actual !== expected) mismatches.push(`${c.owner} ${language} ${key}: [${actual}] ≠ [${expected}]`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('formats every message in every language, plurals with an "other" branch', () => {
    for (const c of catalogues) {
      for (const [language, messages] of Object.entries(c.texts)) {
        for (const [key, message] of Object.entries(messages)) {
          const text = String(new IntlMessageFormat(message, language).format(sampleValues(message)));
          expect({ catalogue: c.owner, language, key, ok: text.trim() !== '' && pluralsHaveOther(message) }).toEqual({ catalogue: c.owner, language, key, ok: true });
        }
      }
    }
  });

  it('leaves no English in a translation, and German says du', () => {
    const problems: string[] = [];
    for (const c of catalogues) {
      for (const [language, messages] of translations(c.texts)) {
        for (const [key, message] of Object.entries(messages)) {
          if (message === c.texts['en'][key] && /[a-z]{3}/i.test(message.replace(/\{[^}]*\}/g, ''))) problems.push(`${c.owner} ${language} ${key}: same as English`);
          if (ENGLISH_WORDS.test(message.replace(/\{[^}]*\}/g, ''))) problems.push(`${c.owner} ${language} ${key}: English words: ${message}`);
          if (language === 'de' && GERMAN_SIE.test(message)) problems.push(`${c.owner} de ${key}: Sie: ${message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
