import { COUNTRY_STYLES, PLACES, normalisePlaceName, placeName, placesIn, searchPlaces, styleFor, type Place } from './gazetteer';

// Every country the seed places dealers in has towns: tools/seed/src/seed.spec.ts checks that
// against its DEALER_COUNTRY_WEIGHTS. Here each country's rough centre (the seed's former
// COUNTRY_GEO) catches a town put in the wrong country or given a flipped sign.
const CENTRES: Record<string, [number, number]> = {
  BE: [50.85, 4.35], NL: [52.1, 5.3], DE: [51.0, 10.0], FR: [46.6, 2.4], GB: [52.6, -1.5], IT: [43.8, 11.2], ES: [40.3, -3.7], AT: [47.6, 14.1],
  CH: [46.8, 8.2], LU: [49.7, 6.1], DK: [55.9, 10.0], SE: [59.3, 15.5], NO: [60.5, 9.5], FI: [61.5, 25.0], IE: [53.3, -7.7], PT: [39.6, -8.2],
  PL: [52.0, 19.4], CZ: [49.8, 15.5], SK: [48.7, 19.5], SI: [46.1, 14.8], HR: [45.3, 15.9], HU: [47.2, 19.4], RO: [45.9, 24.9], GR: [39.0, 22.5],
  CY: [35.0, 33.2], MT: [35.9, 14.45], EE: [58.7, 25.5], LT: [55.3, 23.9], IS: [64.1, -21.9], AD: [42.55, 1.55], MC: [43.74, 7.42], JE: [49.21, -2.13],
  UA: [49.0, 31.0], GE: [41.8, 44.0], RU: [55.75, 37.6], KZ: [43.24, 76.9], IL: [32.1, 34.8], AE: [25.2, 55.3], QA: [25.3, 51.5], ZA: [-29.0, 25.0],
  US: [39.5, -98.5], CA: [45.5, -75.0], MX: [19.4, -99.1], GT: [14.6, -90.5], CR: [9.9, -84.1], CO: [4.7, -74.1], EC: [-0.2, -78.5], AR: [-34.6, -58.4],
  CL: [-33.45, -70.66], VG: [18.43, -64.62], AU: [-33.0, 147.0], NZ: [-41.0, 174.0], JP: [35.7, 139.7], KR: [37.5, 127.0], CN: [31.2, 121.5], HK: [22.3, 114.17],
  TW: [24.15, 120.67], TH: [13.75, 100.5], MY: [3.14, 101.7], SG: [1.35, 103.82], ID: [-6.2, 106.8], PH: [14.6, 121.0], IN: [19.0, 73.0],
};
/** Kilometres a town may lie from its country's centre: 1000, more for the big countries. */
const REACH: Record<string, number> = { US: 3000, CA: 4000, AU: 3500, RU: 1500, KZ: 1500, CN: 1500, IN: 1500 };

/** Postal codes as each country writes them. */
const POSTAL: Record<string, RegExp> = {
  BE: /^\d{4}$/, NL: /^\d{4} [A-Z]{2}$/, DE: /^\d{5}$/, FR: /^\d{5}$/, GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, IT: /^\d{5}$/, ES: /^\d{5}$/,
  AT: /^\d{4}$/, CH: /^\d{4}$/, LU: /^\d{4}$/, DK: /^\d{4}$/, SE: /^\d{3} \d{2}$/, NO: /^\d{4}$/, FI: /^\d{5}$/, IE: /^[A-Z]\d[\dW] [A-Z\d]{4}$/,
  IS: /^\d{3}$/, PT: /^\d{4}-\d{3}$/, PL: /^\d{2}-\d{3}$/, CZ: /^\d{3} \d{2}$/, SK: /^\d{3} \d{2}$/, SI: /^\d{4}$/, HR: /^\d{5}$/, HU: /^\d{4}$/,
  RO: /^\d{6}$/, GR: /^\d{3} \d{2}$/, CY: /^\d{4}$/, MT: /^[A-Z]{3} \d{4}$/, EE: /^\d{5}$/, LT: /^\d{5}$/, AD: /^AD\d{3}$/, MC: /^980\d\d$/,
  JE: /^JE\d \d[A-Z]{2}$/, UA: /^\d{5}$/, GE: /^\d{4}$/, RU: /^\d{6}$/, KZ: /^\d{6}$/, IL: /^\d{7}$/, AE: /^$/, QA: /^$/, ZA: /^\d{4}$/,
  US: /^\d{5}$/, CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/, MX: /^\d{5}$/, GT: /^\d{5}$/, CR: /^\d{5}$/, CO: /^\d{6}$/, EC: /^\d{6}$/, AR: /^[A-Z]\d{4}$/,
  CL: /^\d{7}$/, VG: /^VG\d{4}$/, AU: /^\d{4}$/, NZ: /^\d{4}$/, JP: /^\d{3}-\d{4}$/, KR: /^\d{5}$/, CN: /^\d{6}$/, HK: /^$/, TW: /^\d{3}$/,
  TH: /^\d{5}$/, MY: /^\d{5}$/, SG: /^\d{6}$/, ID: /^\d{5}$/, PH: /^\d{4}$/, IN: /^\d{6}$/,
};

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};
const town = (name: string): Place => PLACES.find((p) => p.name === name)!;
const names = (places: Place[]) => places.map((p) => p.name);
const LANGUAGES = ['en', 'nl', 'fr', 'de', 'es', 'it'];

describe('gazetteer data', () => {
  it('has towns and a style for every dealer country, and no others', () => {
    const countries = Object.keys(CENTRES).sort();
    expect([...new Set(PLACES.map((p) => p.country))].sort()).toEqual(countries);
    expect(Object.keys(COUNTRY_STYLES).sort()).toEqual(countries);
  });

  it('knows many towns in the big markets and a few everywhere else', () => {
    const atLeast: Record<string, number> = { BE: 30, NL: 20, DE: 25, FR: 25, GB: 20, IT: 15, ES: 15, US: 20 };
    const between: Record<string, [number, number]> = { AT: [8, 10], CH: [8, 10], DK: [8, 10], SE: [8, 10], PL: [8, 10], CA: [8, 10], AU: [8, 10] };
    for (const country of Object.keys(CENTRES)) {
      const count = placesIn(country).length;
      const [min, max] = atLeast[country] ? [atLeast[country], 100] : between[country] ?? [2, 6];
      expect({ country, count, ok: count >= min && count <= max }).toEqual({ country, count, ok: true });
    }
    const belgian = names(placesIn('BE'));
    for (const name of ['Beringen', 'Hasselt', 'Genk', 'Leuven', 'Antwerpen', 'Gent', 'Brugge', 'Brussel', 'Liège', 'Namur', 'Mechelen', 'Kortrijk', 'Aalst',
      'Sint-Truiden', 'Tongeren', 'Diest', 'Geel', 'Turnhout', 'Mol', 'Lommel']) expect(belgian).toContain(name);
  });

  it('puts every town in its country, at four decimals (no sign errors in coordinates)', () => {
    for (const p of PLACES) {
      const [lat, lng] = CENTRES[p.country];
      const distance = Math.round(km(p, { lat, lng }));
      expect({ place: p.name, distance, near: distance < (REACH[p.country] ?? 1000) }).toEqual({ place: p.name, distance, near: true });
      expect(Math.abs(p.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lng)).toBeLessThanOrEqual(180);
      expect([p.lat, p.lng].map((x) => Math.round(x * 1e4) / 1e4)).toEqual([p.lat, p.lng]);
    }
  });

  it('has Beringen where the locator starts (51.047, 5.182)', () => {
    expect(km(town('Beringen'), { lat: 51.047, lng: 5.182 })).toBeLessThan(5);
    expect(town('Beringen')).toMatchObject({ country: 'BE', postalCode: '3580', areaCode: '11' });
  });

  it('writes postal codes in each country format, and names each town once per country', () => {
    for (const p of PLACES) expect({ place: p.name, postalCode: p.postalCode, ok: POSTAL[p.country].test(p.postalCode) }).toEqual({ place: p.name, postalCode: p.postalCode, ok: true });
    const keys = PLACES.map((p) => `${p.country}:${p.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives names in the shop languages only where they differ from the local one', () => {
    for (const p of PLACES) {
      for (const [language, name] of Object.entries(p.names ?? {})) {
        expect(LANGUAGES).toContain(language);
        expect({ place: p.name, language, differs: !!name && name !== p.name }).toEqual({ place: p.name, language, differs: true });
      }
      if (p.areaCode !== undefined) expect(p.areaCode).toMatch(/^\d{1,4}$/);
    }
  });
});

describe('country styles', () => {
  it('writes phone numbers from the calling code, as the seed expects them', () => {
    for (const [country, style] of Object.entries(COUNTRY_STYLES)) {
      expect(style.callingCode).toMatch(/^\+\d{1,3}$/);
      expect(style.phonePatterns.length).toBeGreaterThanOrEqual(1);
      expect(style.phonePatterns.length).toBeLessThanOrEqual(4);
      for (const pattern of style.phonePatterns) {
        expect({ country, pattern, ok: pattern.startsWith(`${style.callingCode} `) && /^\+[\d ()#-]+$/.test(pattern) }).toEqual({ country, pattern, ok: true });
        // A national number has 6 (Luxembourg) to 11 digits after the calling code.
        expect(pattern.slice(style.callingCode.length).replace(/[^\d#]/g, '').length).toBeGreaterThanOrEqual(6);
        expect(pattern.slice(style.callingCode.length).replace(/[^\d#]/g, '').length).toBeLessThanOrEqual(11);
      }
    }
  });

  it('lists 6 to 10 distinct streets per country and language region', () => {
    for (const [country, style] of Object.entries(COUNTRY_STYLES)) {
      for (const streets of [style.streets, ...(style.regions ?? []).map((r) => r.streets)]) {
        expect({ country, count: streets.length >= 6 && streets.length <= 10, distinct: new Set(streets).size === streets.length }).toEqual({ country, count: true, distinct: true });
      }
    }
  });

  it('writes addresses the country way round', () => {
    for (const c of ['GB', 'US', 'FR', 'CA', 'AU', 'IE', 'NZ']) expect({ c, numberFirst: COUNTRY_STYLES[c].numberFirst }).toEqual({ c, numberFirst: true });
    for (const c of ['BE', 'NL', 'DE', 'IT', 'ES', 'AT', 'CH', 'PL']) expect({ c, numberFirst: COUNTRY_STYLES[c].numberFirst }).toEqual({ c, numberFirst: false });
    for (const c of ['BE', 'NL', 'DE', 'FR', 'IT', 'ES']) expect({ c, postalCodeFirst: COUNTRY_STYLES[c].postalCodeFirst }).toEqual({ c, postalCodeFirst: true });
    for (const c of ['GB', 'US', 'CA', 'AU', 'IE']) expect({ c, postalCodeFirst: COUNTRY_STYLES[c].postalCodeFirst }).toEqual({ c, postalCodeFirst: false });
  });

  it('has whole weeks of valid, ordered opening hours', () => {
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    for (const [country, style] of Object.entries(COUNTRY_STYLES)) {
      expect(style.hours.length).toBeGreaterThanOrEqual(1);
      expect(style.hours.length).toBeLessThanOrEqual(3);
      for (const week of style.hours) {
        expect({ country, days: Object.keys(week).sort() }).toEqual({ country, days: ['fri', 'mon', 'sat', 'sun', 'thu', 'tue', 'wed'] });
        expect(Object.values(week).filter((ranges) => ranges.length).length).toBeGreaterThanOrEqual(5);
        for (const ranges of Object.values(week)) {
          const times = ranges.flat();
          for (const t of times) expect({ country, t, ok: /^([01]\d|2[0-3]):[0-5]\d$/.test(t) }).toEqual({ country, t, ok: true });
          // from < to within a range, and ranges in order without overlap
          expect(times.map(minutes)).toEqual([...times.map(minutes)].sort((a, b) => a - b));
          expect(new Set(times).size).toBe(times.length);
        }
      }
    }
  });

  it('keeps each country its bike shops customs', () => {
    const { BE, FR, NL, DE, US, IT } = COUNTRY_STYLES;
    for (const week of [...BE.hours, ...FR.hours]) expect([week.sun, week.mon]).toEqual([[], []]);
    expect(BE.hours.some((w) => w.tue.length === 2)).toBe(true); // a lunch break
    for (const week of [...NL.hours, ...DE.hours]) expect(week.mon.length && week.mon[0][0] >= '12:00' && !week.sun.length).toBeTruthy();
    expect(US.hours.some((w) => w.sun[0]?.[0] === '12:00' && w.sun[0]?.[1] === '17:00')).toBe(true);
    for (const week of IT.hours) expect(week.mon.every(([from]) => from >= '13:00')).toBe(true);
  });
});

describe('styleFor', () => {
  it('gives a town its own area code', () => {
    expect(styleFor(town('Beringen')).phonePatterns).toEqual(['+32 11 ## ## ##']);
    expect(styleFor(town('Antwerpen')).phonePatterns).toEqual(['+32 3 ### ## ##']);
    expect(styleFor(town('Cambridge')).phonePatterns).toEqual(['+44 1223 ######']);
    expect(styleFor(town('Boulder')).phonePatterns).toEqual(['+1 (303) ###-####']);
    expect(styleFor(town('Madrid')).phonePatterns).toEqual(['+34 91# ### ###']);
    // No area codes in Denmark: the country's patterns.
    expect(styleFor(town('Aarhus')).phonePatterns).toEqual(COUNTRY_STYLES['DK'].phonePatterns);
  });

  it('writes every town phone number with the country calling code', () => {
    for (const p of PLACES) {
      const style = styleFor(p);
      for (const pattern of style.phonePatterns) {
        const digits = pattern.slice(style.callingCode.length).replace(/[^\d#]/g, '').length;
        expect({ place: p.name, pattern, ok: pattern.startsWith(`${style.callingCode} `) && /^\+[\d ()#-]+$/.test(pattern) && digits >= 6 && digits <= 11 })
          .toEqual({ place: p.name, pattern, ok: true });
      }
    }
  });

  it('gives a town the streets of its language region', () => {
    expect(styleFor(town('Beringen')).streets).toContain('Stationsstraat');
    expect(styleFor(town('Liège')).streets).toContain('Rue de la Station');
    expect(styleFor(town('Wavre')).streets).toContain('Rue de la Station');
    expect(styleFor(town('Eupen')).streets).toContain('Bahnhofstraße');
    expect(styleFor(town('Lugano')).streets).toContain('Via Cantonale');
    expect(styleFor(town('Genève')).streets).toContain('Rue du Marché');
    expect(styleFor(town('Zürich')).streets).toContain('Bahnhofstrasse');
    expect(styleFor(town('Montréal')).streets).toContain('Rue Saint-Denis');
    expect(styleFor(town('Toronto')).streets).toContain('Yonge Street');
    expect(styleFor(town('Girona')).streets).toContain('Carrer Major');
    expect(styleFor(town('Madrid')).streets).toContain('Calle Mayor');
  });
});

describe('searchPlaces', () => {
  it('finds a town by any of its names, accents and case ignored', () => {
    expect(searchPlaces('bruxelles')[0].name).toBe('Brussel');
    expect(searchPlaces('BRUSSEL')[0].name).toBe('Brussel');
    expect(searchPlaces('Brüssel')[0].name).toBe('Brussel');
    expect(searchPlaces('lie')[0].name).toBe('Liège');
    expect(searchPlaces('luik')[0].name).toBe('Liège');
    expect(searchPlaces('antw')[0].name).toBe('Antwerpen');
    expect(searchPlaces('munchen')[0].name).toBe('München');
    expect(searchPlaces('münchen')[0].name).toBe('München');
    expect(searchPlaces('MUNICH')[0].name).toBe('München');
    expect(searchPlaces('sint truiden')[0].name).toBe('Sint-Truiden');
    expect(searchPlaces('truiden')[0].name).toBe('Sint-Truiden');
    expect(searchPlaces('san sebastian')[0].name).toBe('Donostia-San Sebastián');
  });

  it('finds letters that accents do not explain (ł, ø, ß)', () => {
    expect(searchPlaces('lodz')[0].name).toBe('Łódź');
    expect(searchPlaces('Kobenhavn')[0].name).toBe('København');
    expect(normalisePlaceName('Straße')).toBe('strasse');
  });

  it('ranks exact names first, then names and words that start with the query', () => {
    // "Monaco" is a country's own name and Munich's start in Italian.
    expect(names(searchPlaces('monaco'))).toEqual(['Monaco', 'München']);
    expect(names(searchPlaces('gent')).slice(0, 1)).toEqual(['Gent']);
    expect(names(searchPlaces('genk'))).toEqual(['Genk']);
  });

  it('filters by country and limits the answer', () => {
    expect(names(searchPlaces('bergen'))).toEqual(['Mons', 'Bergen']); // Mons is Bergen in Dutch
    expect(names(searchPlaces('bergen', { country: 'NO' }))).toEqual(['Bergen']);
    expect(searchPlaces('b', { country: 'BE' }).every((p) => p.country === 'BE')).toBe(true);
    expect(searchPlaces('b')).toHaveLength(8);
    expect(searchPlaces('b', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('b', { limit: 0 })).toEqual([]);
    expect(searchPlaces('gent', { country: 'XX' })).toEqual([]);
  });

  it('answers nothing for unknown or odd input, without throwing', () => {
    expect(searchPlaces('Atlantisville')).toEqual([]);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('\u0000')).toEqual([]);
    expect(searchPlaces('\u0000'.repeat(10_000))).toEqual([]);
    expect(searchPlaces('x'.repeat(10_000))).toEqual([]);
    expect(searchPlaces('brussel'.repeat(2_000))).toEqual([]);
    expect(searchPlaces('%%%***')).toEqual([]);
    expect(searchPlaces('\uD800')).toEqual([]);
    expect(searchPlaces('(.*)+$')).toEqual([]);
  });
});

describe('placeName', () => {
  it('names a town in the page language, else by its own name', () => {
    const gent = searchPlaces('gent')[0];
    expect([placeName(gent, 'en'), placeName(gent, 'fr'), placeName(gent, 'nl'), placeName(gent, 'pt')]).toEqual(['Ghent', 'Gand', 'Gent', 'Gent']);
    expect(placeName(town('München'), 'it')).toBe('Monaco di Baviera');
    expect(normalisePlaceName("  L'Aia ")).toBe('l aia');
  });
});
