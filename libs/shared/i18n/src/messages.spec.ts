import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { BRAND_TOKEN, applyBrandName, en, loadBrandedMessages, loadMessages, messageKeyForErrorCode } from './messages';
import { LANGUAGES } from './locales';

/** Every argument a message takes, with its kind: 'count:plural', 'field:argument', 'link:tag'. */
function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${el.value}:${TYPE[el.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${el.value}:${TYPE[el.type]}`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`${el.value}:tag`);
          walk(el.children);
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Sample values for every argument, so each message can be formatted for real. */
function sampleValues(message: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const entry of signature(message)) {
    const [name, kind] = entry.split(':');
    values[name] = kind === 'tag' ? (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>` : kind === 'plural' ? 2 : 'X';
  }
  return values;
}

const translations = Object.fromEntries(
  LANGUAGES.filter((l) => l !== 'en').map((l) => [l, undefined as unknown as Record<string, string>]),
);

beforeAll(async () => {
  for (const language of Object.keys(translations)) translations[language] = await loadMessages(language);
});

describe('catalogues', () => {
  it('loads every language, English synchronously bundled', async () => {
    expect(await loadMessages('en')).toBe(en);
    expect(await loadMessages('pt')).toBe(en); // unknown language → English
    expect((await loadMessages('nl'))['nav.bikes']).toBe('Fietsen');
    expect((await loadMessages('de'))['nav.bikes']).toBe('Räder');
    expect(Object.keys(translations)).toEqual(['de', 'es', 'fr', 'it', 'nl']);
  });

  it('has every key in every language, and no extra ones', () => {
    const keys = Object.keys(en).sort();
    for (const [language, messages] of Object.entries(translations)) {
      expect({ language, keys: Object.keys(messages).sort() }).toEqual({ language, keys });
    }
  });

  it('uses the same ICU arguments, plural/select and tags in every language', () => {
    const mismatches: string[] = [];
    for (const [key, english] of Object.entries(en)) {
      const expected = signature(english).join(',');
      for (const [language, messages] of Object.entries(translations)) {
        const actual = signature(messages[key]).join(',');
        if (actual !== expected) mismatches.push(`${language} ${key}: [${actual}] ≠ [${expected}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('formats every message in every language without error', () => {
    const all: [string, Record<string, string>][] = [['en', en], ...Object.entries(translations)];
    for (const [language, messages] of all) {
      for (const [key, message] of Object.entries(messages)) {
        const text = new IntlMessageFormat(message, language).format(sampleValues(message));
        expect({ language, key, empty: String(text).trim() === '' }).toEqual({ language, key, empty: false });
      }
    }
  });

  it('gives every plural an "other" branch', () => {
    const all = [en, ...Object.values(translations)];
    for (const messages of all) {
      for (const message of Object.values(messages)) {
        for (const el of parse(message)) {
          if (el.type === TYPE.plural) expect(Object.keys(el.options)).toContain('other');
        }
      }
    }
  });

  it('keeps the brand token out of translations (the replacement runs on English only)', () => {
    for (const [language, messages] of Object.entries(translations)) {
      const withToken = Object.entries(messages).filter(([, m]) => m.includes(BRAND_TOKEN) || m.includes('BRAND'));
      expect({ language, withToken }).toEqual({ language, withToken: [] });
    }
    expect(Object.values(en).some((m) => m.includes(BRAND_TOKEN))).toBe(true);
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
    expect(en[key as keyof typeof en]).toBe(text);
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
  it('replaces the token in English texts, leaving the bundled catalogue untouched', () => {
    const branded = applyBrandName(en, 'Kempen Velo');
    expect(branded['registration.intro']).toBe('Register your Kempen Velo bike and extend the frame warranty from 2 to 5 years.');
    expect(Object.values(branded).some((m) => m.includes(BRAND_TOKEN))).toBe(false);
    expect(en['registration.intro']).toContain(BRAND_TOKEN);
    expect(branded['nav.bikes']).toBe('Bikes');
  });

  it('replaces every occurrence', () => {
    expect(applyBrandName({ a: '%BRAND% and %BRAND%' }, 'Merel Racing')).toEqual({ a: 'Merel Racing and Merel Racing' });
  });

  it('brands English on load, and leaves translations as they are', async () => {
    expect((await loadBrandedMessages('en', 'Brabo Bikes'))['page.login.description']).toBe('Log in to your Brabo Bikes account.');
    const nl = await loadBrandedMessages('nl', 'Brabo Bikes');
    expect(nl).toBe(await loadMessages('nl'));
  });

  it('puts no article right before a brand name, whose first letter would decide it ("a Ardenne Cycles dealer")', () => {
    // Indefinite and gendered articles of the six languages ("your" and English "the" read right for every brand);
    // "de" is left out: in Spanish and Dutch it also means "of".
    const article = /(^|\s)(a|an|ein|eine|einen|einem|einer|un|une|uno|una|een|le|la|il|lo|el|der|die|das|den|dem|het)\s+(%BRAND%|\{brand\})/i;
    const offenders = [en, ...Object.values(translations)].flatMap((catalogue) =>
      Object.entries(catalogue).filter(([, message]) => article.test(message)).map(([key, message]) => `${key}: ${message}`),
    );
    expect(offenders).toEqual([]);
  });
});
