import {
  DEFAULT_LOCALE,
  LOCALES,
  countryNameIn,
  findLocale,
  hasCheckout,
  isLocaleCode,
  localeOrDefault,
  localesByCountry,
  toBcp47,
} from './locales';

// Spec point 2, copied as written.
const SPEC_COUNTRIES =
  'AT, CH, DE, AD, AE, AR, AU, BE, CA, CL, CN, CO, CR, CY, CZ, DK, EC, EE, ES, FI, FR, GB, GE, GR, GT, HK, HR, HU, ID, IE, IL, IN, INT, IS, IT, JE, JP, KR, KZ, LT, LU, MC, MT, MX, MY, NL, NO, NZ, PH, PL, PT, QA, RO, RU, SE, SG, SI, SK, TH, TW, UA, US, VG, ZA'.split(
    ', ',
  );
const SPEC_LANGUAGES: Record<string, string[]> = {
  es: ['AD', 'AR', 'CL', 'CO', 'CR', 'EC', 'ES', 'GT', 'INT', 'MX'],
  fr: ['BE', 'CA', 'CH', 'FR', 'INT', 'MC'],
  it: ['IT'],
  nl: ['BE', 'NL'],
  de: ['AT', 'CH', 'DE'],
};
const EU_MEMBERS_IN_SPEC = ['AT', 'BE', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'];

const codes = LOCALES.map((l) => l.code);
const countriesOf = (language: string) => LOCALES.filter((l) => l.language === language).map((l) => l.country).sort();

describe('locale table (spec point 2)', () => {
  it('holds exactly the language/country pairs of the spec', () => {
    const expected = [
      ...SPEC_COUNTRIES.map((c) => `en_${c}`),
      ...Object.entries(SPEC_LANGUAGES).flatMap(([lang, countries]) => countries.map((c) => `${lang}_${c}`)),
    ].sort();
    expect([...codes].sort()).toEqual(expected);
    expect(new Set(codes).size).toBe(codes.length);
    expect(LOCALES).toHaveLength(86); // "about 90"
  });

  it('has it_IT but no it_DE, and Spanish, French, Dutch, German only where listed', () => {
    expect(isLocaleCode('it_IT')).toBe(true);
    expect(isLocaleCode('it_DE')).toBe(false);
    expect(isLocaleCode('es_FR')).toBe(false);
    expect(isLocaleCode('nl_DE')).toBe(false);
    for (const [language, countries] of Object.entries(SPEC_LANGUAGES)) {
      expect(countriesOf(language)).toEqual([...countries].sort());
    }
    expect(countriesOf('en')).toEqual([...SPEC_COUNTRIES].sort());
  });

  it('puts the default en_INT first', () => {
    expect(DEFAULT_LOCALE).toBe('en_INT');
    expect(LOCALES[0].code).toBe('en_INT');
    expect(localeOrDefault('xx_YY').code).toBe('en_INT');
    expect(localeOrDefault(undefined).code).toBe('en_INT');
  });

  it('gives every locale a real ISO currency and a plausible VAT rate', () => {
    const known = new Set(Intl.supportedValuesOf('currency'));
    for (const locale of LOCALES) {
      expect(locale.currency).toMatch(/^[A-Z]{3}$/);
      expect(known.has(locale.currency)).toBe(true);
      expect(locale.vat).toBeGreaterThanOrEqual(0);
      expect(locale.vat).toBeLessThan(30);
    }
    expect(findLocale('en_GB')?.currency).toBe('GBP');
    expect(findLocale('de_CH')?.currency).toBe('CHF');
    expect(findLocale('fr_CH')?.vat).toBe(8.1);
    expect(findLocale('en_US')?.currency).toBe('USD');
    expect(findLocale('es_INT')?.currency).toBe('EUR');
    expect(findLocale('nl_BE')).toMatchObject({ currency: 'EUR', vat: 21, intracommunity: true, countryName: 'Belgium' });
    expect(findLocale('de_DE')?.vat).toBe(19);
  });

  it('marks EU member states (and Monaco, in the French VAT area) as intra-community', () => {
    const intra = [...new Set(LOCALES.filter((l) => l.intracommunity).map((l) => l.country))].sort();
    expect(intra).toEqual([...EU_MEMBERS_IN_SPEC, 'MC'].sort());
  });

  it('keeps the same country facts across the languages of one country', () => {
    const nl = findLocale('nl_BE');
    const fr = findLocale('fr_BE');
    const en = findLocale('en_BE');
    for (const other of [fr, en]) {
      expect(other).toMatchObject({
        currency: nl?.currency,
        vat: nl?.vat,
        deliveryMethods: nl?.deliveryMethods,
        checkoutBikes: nl?.checkoutBikes,
      });
    }
  });

  it('gives checkout data: delivery methods, payment methods and flags per market', () => {
    const be = findLocale('nl_BE');
    expect(be?.checkoutBikes && be.checkoutAccessories && be.allowDiscountCheckout).toBe(true);
    expect(be?.deliveryMethods.map((d) => d.code)).toEqual(['DEALER', 'CONSUMER']);
    expect(be?.paymentMethods).toContain('banktransfer');
    for (const locale of LOCALES) {
      for (const method of locale.deliveryMethods) {
        expect(method.price).toBeGreaterThanOrEqual(0);
        expect(method.minimumOrderPrice).toBeGreaterThanOrEqual(0);
        if (method.code === 'CONSUMER') expect(method.price).toBeGreaterThan(0);
      }
      // Home delivery exists exactly where something can be checked out to the home.
      expect(locale.deliveryMethods.some((d) => d.code === 'CONSUMER')).toBe(locale.checkoutAccessories);
      expect(locale.paymentMethods.length > 0).toBe(hasCheckout(locale));
    }
    // Checkout fully off, not even with a discount code.
    for (const country of ['CN', 'RU', 'KZ', 'AE', 'QA']) {
      const locale = findLocale(`en_${country}`);
      expect(locale).toMatchObject({ checkoutBikes: false, checkoutAccessories: false, allowDiscountCheckout: false });
      expect(locale && hasCheckout(locale)).toBe(false);
    }
    // Dealer-only markets still allow discount checkout (spec point 6).
    expect(findLocale('en_INT')).toMatchObject({ checkoutBikes: false, allowDiscountCheckout: true });
    expect(findLocale('en_US')).toMatchObject({ checkoutBikes: false, checkoutAccessories: true });
  });

  it('gives exactly the Belgian locales a voucher', () => {
    const withVoucher = LOCALES.filter((l) => l.voucher).map((l) => `${l.code}:${l.voucher}`);
    expect(withVoucher.sort()).toEqual(['fr_BE:WELCOMEBE', 'nl_BE:WELCOMEBE']);
    expect(findLocale('en_INT')?.voucher).toBeNull();
  });

  it('finds locales exactly, case-sensitively', () => {
    expect(findLocale('fr_BE')?.language).toBe('fr');
    expect(findLocale('FR_be')).toBeUndefined();
    expect(findLocale('')).toBeUndefined();
    expect(isLocaleCode(42)).toBe(false);
  });

  it('maps codes to BCP 47 tags, INT to the bare language', () => {
    expect(toBcp47('nl_BE')).toBe('nl-BE');
    expect(toBcp47('en_INT')).toBe('en');
    expect(toBcp47('es_INT')).toBe('es');
    expect(findLocale('de_AT')?.iso).toBe('de-AT');
  });
});

describe('localesByCountry (country chooser)', () => {
  it('groups the 64 countries, International first, then by name', () => {
    const groups = localesByCountry();
    expect(groups).toHaveLength(64);
    expect(groups[0]).toMatchObject({ country: 'INT', countryName: 'International' });
    expect(groups[0].locales.map((l) => l.code)).toEqual(['es_INT', 'fr_INT', 'en_INT']);
    const names = groups.slice(1).map((g) => g.countryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const belgium = groups.find((g) => g.country === 'BE');
    expect(belgium?.locales.map((l) => l.code)).toEqual(['fr_BE', 'nl_BE', 'en_BE']);
    expect(groups.reduce((n, g) => n + g.locales.length, 0)).toBe(LOCALES.length);
  });

  it('names countries in the visitor language', () => {
    expect(countryNameIn('DE', 'de')).toBe('Deutschland');
    expect(countryNameIn('BE', 'nl')).toBe('België');
    expect(countryNameIn('INT', 'es')).toBe('Internacional');
    expect(localesByCountry('fr')[0].countryName).toBe('International');
    expect(localesByCountry('nl').find((g) => g.country === 'DE')?.countryName).toBe('Duitsland');
  });
});
