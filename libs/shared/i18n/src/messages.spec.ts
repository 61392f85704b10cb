import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { BRAND_TOKEN, applyBrandName, en, loadBrandedMessages, loadMessages, messageKeyForErrorCode, withBrandName, type Catalogue } from './messages';
import { LANGUAGES } from './locales';
import { sampleValues, signature } from './testing/icu-signature';

type Texts = Record<string, string>;

/**
 * Every catalogue of the workspace, found on disk: the shared one (this library) and each remote's
 * (apps/<remote>/src/messages), so a new remote's texts are held to the same rules without
 * editing this test. Read through jest's require: libraries may not import apps.
 */
const root = path.resolve(__dirname, '../../../..');
const SHARED_DIR = path.join(__dirname, 'messages');
/**
 * A remote may split its texts into page groups: besides apps/<remote>/src/messages, any folder
 * named messages deeper in its src (apps/account/src/area/messages) is a catalogue of that remote,
 * owned as "<remote>/<path>".
 */
const messageDirsIn = (dir: string, rel = ''): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const sub = rel ? `${rel}/${entry.name}` : entry.name;
    return entry.name === 'messages' ? [sub] : messageDirsIn(path.join(dir, entry.name), sub);
  });
const remoteDirs = fs
  .readdirSync(path.join(root, 'apps'))
  .filter((app) => fs.existsSync(path.join(root, 'apps', app, 'src', 'messages')))
  .flatMap((app) =>
    messageDirsIn(path.join(root, 'apps', app, 'src')).map((rel) => ({
      owner: rel === 'messages' ? app : `${app}/${rel.replace(/\/messages$/, '')}`,
      dir: path.join(root, 'apps', app, 'src', rel),
    })),
  );
const folders = [{ owner: 'shared', dir: SHARED_DIR }, ...remoteDirs];
const catalogues = folders.map(({ owner, dir }) => ({
  owner,
  dir,
  texts: Object.fromEntries(LANGUAGES.map((language) => [language, require(path.join(dir, `${language}.ts`))[language] as Texts])) as Record<string, Texts>,
}));
const remotes = catalogues.filter((c) => c.owner !== 'shared' && !c.owner.includes('/'));
/** Page-group catalogues of a remote (apps/account/src/area/messages). */
const groups = catalogues.filter((c) => c.owner.includes('/'));
const shared = catalogues[0];
/** Every English text of every catalogue, for the tests that quote one. */
const allEnglish: Texts = Object.assign({}, ...catalogues.map((c) => c.texts['en']));
const translationsOf = (c: (typeof catalogues)[number]) => Object.entries(c.texts).filter(([language]) => language !== 'en');

describe('catalogues', () => {
  it('finds the shared catalogue and one per remote', () => {
    expect(remotes.map((c) => c.owner).sort()).toEqual(['account', 'admin', 'configurator', 'content', 'dealers', 'shop']);
    expect(groups.map((c) => c.owner).sort()).toEqual(['account/area', 'configurator/model', 'content/blocks', 'content/contact-forms', 'content/fanzone', 'content/jobs', 'shop/bike/gallery', 'shop/bike/size-finder', 'shop/checkout', 'shop/shop']);
    expect(LANGUAGES).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl']);
    for (const { dir } of catalogues) expect(fs.readdirSync(dir).sort()).toEqual(LANGUAGES.map((l) => `${l}.ts`));
  });

  it('loads every shared language, English synchronously bundled', async () => {
    expect(await loadMessages('en')).toBe(en);
    expect(await loadMessages('pt')).toBe(en); // unknown language → English
    expect(await loadMessages('toString')).toBe(en);
    expect((await loadMessages('nl'))['nav.bikes']).toBe('Fietsen');
    expect((await loadMessages('de'))['nav.bikes']).toBe('Räder');
    expect(await loadMessages('fr')).toBe(shared.texts['fr']);
  });

  it("loads every remote's languages through its pages module's messages(), English for an unknown one", async () => {
    for (const remote of remotes) {
      const { messages } = require(path.join(root, 'apps', remote.owner, 'src', 'pages.ts')) as { messages: (language: string) => Promise<Catalogue> };
      for (const language of LANGUAGES) expect({ remote: remote.owner, language, same: (await messages(language)) === remote.texts[language] }).toEqual({ remote: remote.owner, language, same: true });
      expect(await messages('pt')).toBe(remote.texts['en']);
    }
  });

  it("loads a page group's texts only with its pages: the account's sign-in forms carry none of the area's", async () => {
    const { messages } = require(path.join(root, 'apps', 'account', 'src', 'pages.ts')) as { messages: (language: string, page?: string) => Promise<Catalogue> };
    const account = remotes.find((c) => c.owner === 'account')!;
    const area = groups.find((c) => c.owner === 'account/area')!;
    for (const language of LANGUAGES) {
      expect(await messages(language, 'login')).toBe(account.texts[language]);
      expect(await messages(language, 'settings')).toEqual({ ...account.texts[language], ...area.texts[language] });
    }
    // The cart and checkout's texts come with those pages only: a bike page carries none of them.
    const shop = require(path.join(root, 'apps', 'shop', 'src', 'pages.ts')) as { messages: (language: string, page?: string) => Promise<Catalogue> };
    const shopTexts = remotes.find((c) => c.owner === 'shop')!;
    const checkout = groups.find((c) => c.owner === 'shop/checkout')!;
    const list = groups.find((c) => c.owner === 'shop/shop')!;
    for (const language of LANGUAGES) {
      for (const page of ['bike', 'platform', 'category', 'bikes']) expect(await shop.messages(language, page)).toBe(shopTexts.texts[language]);
      // ...and neither does it carry the shop list's filters and sorting.
      for (const page of ['shop', 'bikes-shop', 'sales', 'compare', 'accessory']) expect(await shop.messages(language, page)).toEqual({ ...shopTexts.texts[language], ...list.texts[language] });
      for (const page of ['cart', 'checkout-details', 'checkout-order', 'success']) expect(await shop.messages(language, page)).toEqual({ ...shopTexts.texts[language], ...checkout.texts[language] });
    }
    // The fan zone's texts come with the fan zone only.
    const content = require(path.join(root, 'apps', 'content', 'src', 'pages.ts')) as { messages: (language: string, page?: string) => Promise<Catalogue> };
    const contentTexts = remotes.find((c) => c.owner === 'content')!;
    const fanzone = groups.find((c) => c.owner === 'content/fanzone')!;
    for (const language of LANGUAGES) {
      expect(await content.messages(language, 'home')).toBe(contentTexts.texts[language]);
      expect(await content.messages(language, 'fanzone')).toEqual({ ...contentTexts.texts[language], ...fanzone.texts[language] });
      expect(await content.messages(language, 'job')).toEqual({ ...contentTexts.texts[language], ...groups.find((c) => c.owner === 'content/jobs')!.texts[language] });
      // The style guide shows every block: the blocks' own texts are its page texts.
      expect(await content.messages(language, 'styleguide')).toEqual({ ...contentTexts.texts[language], ...groups.find((c) => c.owner === 'content/blocks')!.texts[language] });
    }
  });

  it('has every key in every language of a catalogue, and no extra ones', () => {
    for (const c of catalogues) {
      const keys = Object.keys(c.texts['en']).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const [language, messages] of translationsOf(c)) {
        expect({ catalogue: c.owner, language, keys: Object.keys(messages).sort() }).toEqual({ catalogue: c.owner, language, keys });
      }
    }
  });

  it('defines every key once: no remote redefines a shared key, no two remotes share one', () => {
    const owners = new Map<string, string[]>();
    for (const c of catalogues) for (const key of Object.keys(c.texts['en'])) owners.set(key, [...(owners.get(key) ?? []), c.owner]);
    expect([...owners].filter(([, o]) => o.length > 1).map(([key, o]) => `${key}: ${o.join(', ')}`)).toEqual([]);
  });

  it('uses the same ICU arguments, plural/select and tags in every language', () => {
    const mismatches: string[] = [];
    for (const c of catalogues) {
      for (const [key, english] of Object.entries(c.texts['en'])) {
        const expected = signature(english).join(',');
        for (const [language, messages] of translationsOf(c)) {
          const actual = signature(messages[key]).join(',');
          if (actual !== expected) mismatches.push(`${c.owner} ${language} ${key}: [${actual}] ≠ [${expected}]`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('formats every message in every language without error', () => {
    for (const c of catalogues) {
      for (const [language, messages] of Object.entries(c.texts)) {
        for (const [key, message] of Object.entries(messages)) {
          const text = new IntlMessageFormat(message, language).format(sampleValues(message));
          expect({ catalogue: c.owner, language, key, empty: String(text).trim() === '' }).toEqual({ catalogue: c.owner, language, key, empty: false });
        }
      }
    }
  });

  it('gives every plural an "other" branch', () => {
    for (const c of catalogues) {
      for (const messages of Object.values(c.texts)) {
        for (const message of Object.values(messages)) {
          for (const el of parse(message)) {
            if (el.type === TYPE.plural) expect(Object.keys(el.options)).toContain('other');
          }
        }
      }
    }
  });

  it('keeps the brand token out of translations (the replacement runs on English only)', () => {
    for (const c of catalogues) {
      for (const [language, messages] of translationsOf(c)) {
        const withToken = Object.entries(messages).filter(([, m]) => m.includes(BRAND_TOKEN) || m.includes('BRAND'));
        expect({ catalogue: c.owner, language, withToken }).toEqual({ catalogue: c.owner, language, withToken: [] });
      }
    }
    expect(Object.values(shared.texts['en']).some((m) => m.includes(BRAND_TOKEN))).toBe(true);
    expect(remotes.some((c) => Object.values(c.texts['en']).some((m) => m.includes(BRAND_TOKEN)))).toBe(true);
  });
});

describe('catalogue ownership', () => {
  // Static ids as tools/scripts/used-message-keys.mjs finds them (id: '…', t('…'), id="…"); message
  // ids have an area prefix ('nav.bikes'), which tells them from other ids ({ id: 'bikes' }).
  const STATIC_ID = /(?:id:\s*|\bt\(\s*|id=)['"`]([a-zA-Z]\w*\.[\w.]+)['"`]/g;
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'messages' ? [] : sources(file);
      return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
    });
  // Also any string literal naming a key of some catalogue ({ label: 'nav.bikes' }, titleKey: …).
  const knownKeys = new Set(catalogues.flatMap((c) => Object.keys(c.texts['en'])));
  const LITERAL = /(['"`])([a-zA-Z]\w*\.[\w.]+)\1/g;
  const idsInFile = (file: string) => {
    const source = fs.readFileSync(file, 'utf8');
    return [...[...source.matchAll(STATIC_ID)].map((m) => m[1]), ...[...source.matchAll(LITERAL)].map((m) => m[2]).filter((s) => knownKeys.has(s))];
  };
  const idsIn = (dir: string) => new Set(sources(dir).flatMap(idsInFile));
  const missing = (ids: Set<string>, ...texts: Texts[]) => [...ids].filter((id) => !texts.some((t) => Object.prototype.hasOwnProperty.call(t, id)));

  it("finds every id a remote uses in the shared catalogue or the remote's own", () => {
    for (const remote of remotes) {
      const ids = idsIn(path.join(root, 'apps', remote.owner, 'src'));
      const own = catalogues.filter((c) => c.owner === remote.owner || c.owner.startsWith(`${remote.owner}/`)).map((c) => c.texts['en']);
      expect({ remote: remote.owner, missing: missing(ids, shared.texts['en'], ...own) }).toEqual({ remote: remote.owner, missing: [] });
    }
  });

  /**
   * Where a shop page group's texts are used (`misplaced`: file and id) and which files import its
   * folders (`imports`), outside the files that belong to the group. testing.ts, the component
   * tests' helper, has every text.
   */
  function outsideShopGroup(owner: string, belongs: (relativePath: string) => boolean, folders: string[]) {
    const keys = new Set(Object.keys(groups.find((c) => c.owner === owner)!.texts['en']));
    const shopSrc = path.join(root, 'apps', 'shop', 'src');
    const outside = sources(shopSrc).filter((file) => path.relative(shopSrc, file) !== 'testing.ts' && !belongs(path.relative(shopSrc, file)));
    const importsFolder = new RegExp(`from '\\.{1,2}\\/(?:\\.\\.\\/)*(${folders.join('|')})\\/`);
    return {
      misplaced: outside.flatMap((file) => idsInFile(file).filter((id) => keys.has(id)).map((id) => `${path.relative(shopSrc, file)}: ${id}`)),
      imports: outside.filter((file) => importsFolder.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(shopSrc, file)),
    };
  }

  it("keeps a page group's texts to the files of its pages: no bike or shop page uses a cart or checkout text", () => {
    // The cart and checkout pages and the folders only they import.
    const ofCheckout = (file: string) => /^(cart|checkout)\//.test(file) || /^pages\/(cart|checkout)-/.test(file);
    expect(outsideShopGroup('shop/checkout', ofCheckout, ['cart', 'checkout'])).toEqual({ misplaced: [], imports: [] });
  });

  it("keeps the shop list's texts to the list pages: no bike, platform or category page uses a filter or sorting text", () => {
    // The list pages, compare and the folder of the list's parts.
    const ofList = (file: string) => ['pages/shop-page.tsx', 'pages/compare-page.tsx'].includes(file) || /^shop\//.test(file);
    expect(outsideShopGroup('shop/shop', ofList, ['shop'])).toEqual({ misplaced: [], imports: [] });
  });

  it('finds every id the shell and the shared libraries use in the shared catalogue (they render outside any remote)', () => {
    const dirs = [path.join(root, 'apps', 'shell'), ...fs.readdirSync(path.join(root, 'libs', 'shared')).map((lib) => path.join(root, 'libs', 'shared', lib, 'src'))];
    for (const dir of dirs) expect({ dir: path.relative(root, dir), missing: missing(idsIn(dir), shared.texts['en']) }).toEqual({ dir: path.relative(root, dir), missing: [] });
  });
});

describe('texts quoted by the spec are verbatim in English', () => {
  it.each([
    ['error.oops', 'Oops'],
    ['error.notFoundTitle', 'This page could not be found'],
    ['error.generic', "Looks like this page doesn't exist or something went wrong..."],
    ['error.errorPageFailed', 'An error occurred while showing the error page'],
    ['error.notAuthorized', 'Not authorized to view this page'],
    ['error.network', 'Network error, no connection.'],
    ['error.somethingWrong', 'Something went wrong'],
    ['codes.badCredentials', 'Authentication failed. Invalid email/password.'],
    ['codes.ORDER_FAILED', 'Something went wrong when processing your order...'],
    ['codes.PLATFORMS_FETCH_ERROR', 'Error fetching platforms'],
    ['codes.RECOMMENDATIONS_FETCH_ERROR', 'Error fetching recommendations'],
    ['codes.BIKECATEGORY_FETCH_ERROR', 'Error fetching bikecategories'],
    ['codes.NEWSLETTEROPTIN_FETCH_ERROR', 'Error fetching newsletter optin'],
    ['codes.UNKNOWN_ERROR', 'Unknown error'],
    ['captcha.noKey', 'No key provided'],
    ['captcha.noVersion', 'No version provided'],
    ['captcha.loadFailed', 'Failed to load script'],
    ['captcha.executeFailed', 'Failed to execute'],
    ['toast.addedToCompare', 'Bike added to compare'],
    ['toast.addedToCart', 'Bike added to cart'],
    ['toast.discountNotActive', 'Discount code is no longer active!'],
    ['toast.noRelatedItems', 'This discount code cannot be applied because there are no related items in the shopping cart!'],
    ['validation.required', '{field} is required'],
    ['validation.invalid', '{field} is invalid'],
    ['validation.email', '"{value}" is not a valid email address'],
    ['validation.minLength', '{field} should have a minimum of {length} characters'],
    ['validation.noMatch', 'Does not match {target}'],
    ['validation.passwordsMatch', 'Passwords must match'],
    ['validation.filesInvalid', 'One or more files is invalid'],
    ['validation.dateInFuture', "{field} can't be a date in the future"],
    ['validation.codeEmpty', 'The code field is empty.'],
    ['validation.codeNotFound', 'Code not found'],
    ['validation.addressFailed', 'Something went wrong when processing the address above...'],
    ['orderStatus.pending', 'Ordered'],
  ])('%s', (key, text) => {
    expect(allEnglish[key]).toBe(text);
  });

  it('formats the validation templates with their values', () => {
    const format = (key: keyof typeof en, values: Record<string, unknown>) =>
      new IntlMessageFormat(en[key], 'en').format(values);
    expect(format('validation.email', { value: 'a@b' })).toBe('"a@b" is not a valid email address');
    expect(format('validation.dateInFuture', { field: 'Purchase date' })).toBe("Purchase date can't be a date in the future");
    expect(format('common.itemsInCart', { count: 1 })).toBe('1 item in your cart');
    expect(format('common.itemsInCart', { count: 3 })).toBe('3 items in your cart');
  });
});

describe('error codes (spec point 8)', () => {
  const SPEC_CODES = [
    'EMAIL_ALREADY_REGISTERED', 'BAD_EMPLOYEE_DISCOUNT', 'BIKE_NOT_FOUND', 'BIKE_FETCH_ERROR', 'PRICELIST_FETCH_ERROR',
    'DEALER_FETCH_ERROR', 'DEALER_STOCK_FETCH_ERROR', 'DEALER_REQUEST_ERROR', 'FIND_STOCK_FETCH_ERROR',
    'UNABLE_TO_LOAD_GENERATED_CONFIG_BIKE', 'CHECKOUT_CREATE_ERROR', 'GETME_ERROR', 'RESET_PASSWORD_ERROR',
    'RESEND_ACTIVATION_ERROR', 'ACTIVATE_ACCOUNT_ERROR', 'UPDATEUSER_ERROR', 'REGISTERBIKE_ERROR', 'UPLOADFILE_ERROR',
    'HOMEPAGE_FETCH_ERROR', 'PLAYGROUND_FETCH_ERROR', 'PAGE_FETCH_ERROR', 'BLOGITEMS_FETCH_ERROR', 'BLOGITEMS_NOT_FOUND',
    'CATEGORY_FETCH_ERROR', 'VACANCIES_FETCH_ERROR', 'REVIEWS_FETCH_ERROR', 'MENU_FETCH_ERROR', 'GLOBAL_SETS_FETCH_ERROR',
    'PLATFORMS_FETCH_ERROR', 'RECOMMENDATIONS_FETCH_ERROR', 'BIKECATEGORY_FETCH_ERROR', 'NEWSLETTEROPTIN_FETCH_ERROR',
    'VALIDATION_ERROR', 'UNAUTHORIZED', 'FORBIDDEN', 'badCredentials',
  ];

  it('has a message for every code', () => {
    for (const code of SPEC_CODES) expect(messageKeyForErrorCode(code)).toBe(`codes.${code}`);
  });

  it('falls back to "Something went wrong" for an unknown code', () => {
    expect(messageKeyForErrorCode('NOPE')).toBe('error.somethingWrong');
    expect(messageKeyForErrorCode(undefined)).toBe('error.somethingWrong');
    expect(messageKeyForErrorCode('toString')).toBe('error.somethingWrong');
  });

  it('says what EMAIL_ALREADY_REGISTERED means', () => {
    expect(en['codes.EMAIL_ALREADY_REGISTERED']).toBe(
      'An account already exists for this email address. Log in, or turn off “create account”.',
    );
  });
});

describe('brand-name replacement (spec point 9)', () => {
  const accountEnglish = groups.find((c) => c.owner === 'account/area')!.texts['en'];

  it('replaces the token in English texts, shared and remote, leaving the bundled catalogues untouched', () => {
    const branded = applyBrandName(en, 'Kempen Velo');
    expect(branded['footer.newsletterText']).toBe('New bikes, rides and stories from Kempen Velo, straight to your inbox.');
    expect(Object.values(branded).some((m) => m.includes(BRAND_TOKEN))).toBe(false);
    expect(en['footer.newsletterText']).toContain(BRAND_TOKEN);
    expect(branded['nav.bikes']).toBe('Bikes');
    expect(applyBrandName(accountEnglish, 'Kempen Velo')['registration.intro']).toBe('Register your Kempen Velo bike and extend the frame warranty from 2 to 5 years.');
    expect(accountEnglish['registration.intro']).toContain(BRAND_TOKEN);
  });

  it('replaces every occurrence', () => {
    expect(applyBrandName({ a: '%BRAND% and %BRAND%' }, 'Merel Racing')).toEqual({ a: 'Merel Racing and Merel Racing' });
  });

  it('replaces the token inside precompiled messages (ICU AST): literals, plural and select branches, tag contents', () => {
    const compiled = {
      plain: parse('Bikes by %BRAND%'),
      plural: parse('{count, plural, one {# %BRAND% bike} other {# %BRAND% bikes}}'),
      tagged: parse('Join <link>the %BRAND% club</link>, {name}'),
      untouched: parse('Hello {name}'),
    };
    const branded = withBrandName(compiled, 'Brabo Bikes');
    const format = (message: MessageFormatElement[], values: Record<string, unknown>) => new IntlMessageFormat(message, 'en').format(values);
    expect(format(branded['plain'] as MessageFormatElement[], {})).toBe('Bikes by Brabo Bikes');
    expect(format(branded['plural'] as MessageFormatElement[], { count: 2 })).toBe('2 Brabo Bikes bikes');
    expect(format(branded['tagged'] as MessageFormatElement[], { name: 'Ann', link: (chunks: string[]) => `[${chunks.join('')}]` })).toBe('Join [the Brabo Bikes club], Ann');
    expect(branded['untouched']).toBe(compiled.untouched); // unchanged messages keep their identity
    expect(JSON.stringify(compiled)).toContain(BRAND_TOKEN); // the source catalogue is not mutated
    expect(withBrandName(compiled, 'Brabo Bikes')).toBe(branded); // once per catalogue and brand
    expect(withBrandName(compiled, 'Merel Racing')).not.toBe(branded);
  });

  it('brands English on load, and leaves translations as they are', async () => {
    expect((await loadBrandedMessages('en', 'Brabo Bikes'))['page.home.description']).toBe(
      'Road, gravel, cyclocross, mountain and e-bikes by Brabo Bikes. Configure yours or find a dealer.',
    );
    const nl = await loadBrandedMessages('nl', 'Brabo Bikes');
    expect(nl).toBe(await loadMessages('nl'));
  });

  it('puts no article right before a brand name, whose first letter would decide it ("a Ardenne Cycles dealer")', () => {
    // Indefinite and gendered articles of the six languages ("your" and English "the" read right for every brand);
    // "de" is left out: in Spanish and Dutch it also means "of".
    const article = /(^|\s)(a|an|ein|eine|einen|einem|einer|un|une|uno|una|een|le|la|il|lo|el|der|die|das|den|dem|het)\s+(%BRAND%|\{brand\})/i;
    const offenders = catalogues.flatMap((c) =>
      Object.values(c.texts).flatMap((messages) =>
        Object.entries(messages).filter(([, message]) => article.test(message)).map(([key, message]) => `${c.owner} ${key}: ${message}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
