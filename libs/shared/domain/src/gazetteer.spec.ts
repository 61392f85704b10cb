import { COUNTRY_STYLES, PLACES, normalisePlaceName, placeName, placesIn, searchPlaces } from './gazetteer';

// Every country the seed places dealers in has towns: tools/seed/src/seed.spec.ts checks it.

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const r = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};

describe('gazetteer data', () => {
  it('has towns and a style for every country it knows, Belgium best', () => {
    const countries = [...new Set(PLACES.map((p) => p.country))];
    expect(countries.length).toBeGreaterThanOrEqual(60);
    for (const c of countries) expect({ c, style: !!COUNTRY_STYLES[c] }).toEqual({ c, style: true });
    for (const c of Object.keys(COUNTRY_STYLES)) expect({ c, places: placesIn(c).length > 0 }).toEqual({ c, places: true });
    expect(placesIn('BE').length).toBeGreaterThanOrEqual(30);
  });

  it('keeps the towns of a country together (no sign errors in coordinates)', () => {
    const wide: Record<string, number> = { US: 4500, CA: 4500, AU: 3500, RU: 2500, KZ: 1500, CN: 2200, IN: 1800, JP: 1200, MX: 1500, AR: 1500, CL: 1500, ZA: 1500, NZ: 1200, ID: 1200, PH: 1000, FR: 1000, GB: 900, NO: 900, SE: 1000, FI: 900, ES: 900, IT: 900, DE: 800, CO: 800, EC: 800 };
    for (const p of PLACES) {
      const first = placesIn(p.country)[0];
      expect({ place: p.name, near: km(p, first) < (wide[p.country] ?? 600) }).toEqual({ place: p.name, near: true });
      expect(Math.abs(p.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lng)).toBeLessThanOrEqual(180);
    }
  });

  it('has Beringen where spec point 9 puts it', () => {
    const beringen = placesIn('BE').find((p) => p.name === 'Beringen')!;
    expect(km(beringen, { lat: 51.047, lng: 5.182 })).toBeLessThan(5);
  });

  it('has every weekday in every opening-hours week, with valid times', () => {
    for (const [country, style] of Object.entries(COUNTRY_STYLES)) {
      for (const week of style.hours) {
        expect({ country, days: Object.keys(week).sort() }).toEqual({ country, days: ['fri', 'mon', 'sat', 'sun', 'thu', 'tue', 'wed'] });
        for (const ranges of Object.values(week)) for (const [from, to] of ranges) expect(from < to && /^\d\d:\d\d$/.test(from) && /^\d\d:\d\d$/.test(to)).toBe(true);
      }
      expect(style.phonePatterns.every((p) => p.startsWith(style.callingCode) && p.includes('#'))).toBe(true);
    }
  });
});

describe('searchPlaces', () => {
  it('finds a town by any of its names, accents and case ignored', () => {
    expect(searchPlaces('bruxelles')[0].name).toBe('Brussel');
    expect(searchPlaces('BRUSSEL')[0].name).toBe('Brussel');
    expect(searchPlaces('lie')[0].name).toBe('Liège');
    expect(searchPlaces('antw')[0].name).toBe('Antwerpen');
    expect(searchPlaces('munchen')[0].name).toBe('München');
    expect(searchPlaces('münchen')[0].name).toBe('München');
    expect(searchPlaces('sint truiden')[0].name).toBe('Sint-Truiden');
  });

  it('filters by country and limits the answer', () => {
    expect(searchPlaces('b', { country: 'BE' }).every((p) => p.country === 'BE')).toBe(true);
    expect(searchPlaces('b', { limit: 3 })).toHaveLength(3);
  });

  it('answers nothing for unknown or odd input, without throwing', () => {
    expect(searchPlaces('Atlantisville')).toEqual([]);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('\u0000\u0000')).toEqual([]);
    expect(searchPlaces('x'.repeat(10_000))).toEqual([]);
    expect(searchPlaces('%%%***')).toEqual([]);
  });

  it('names a town in the page language', () => {
    const gent = searchPlaces('gent')[0];
    expect([placeName(gent, 'en'), placeName(gent, 'fr'), placeName(gent, 'nl')]).toEqual(['Ghent', 'Gand', 'Gent']);
    expect(normalisePlaceName("  L'Aia ")).toBe('l aia');
  });
});
