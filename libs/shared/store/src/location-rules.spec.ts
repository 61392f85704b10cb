import { PLACES, placeName } from '@bike/shared/domain';
import { DEFAULT_USER_LOCATION, FALLBACK_USER_LOCATION, locationNameIn, restoreLocation, type UserLocation } from './location-rules';

describe('locationNameIn: the shopper\'s place in the page\'s language (issue 32 item 11)', () => {
  it('names the fallback Brussel on a Dutch page and Bruxelles on a French one', () => {
    expect(locationNameIn(FALLBACK_USER_LOCATION, 'nl')).toBe('Brussel');
    expect(locationNameIn(FALLBACK_USER_LOCATION, 'fr')).toBe('Bruxelles');
    expect(locationNameIn(FALLBACK_USER_LOCATION, 'de')).toBe('Brüssel');
    expect(locationNameIn(FALLBACK_USER_LOCATION, 'en')).toBe('Brussels');
  });

  it('names Brussels as the gazetteer does, in every language of the shop', () => {
    const brussel = PLACES.find((p) => p.name === 'Brussel' && p.country === 'BE')!;
    for (const language of ['de', 'en', 'es', 'fr', 'it', 'nl']) expect([language, locationNameIn(FALLBACK_USER_LOCATION, language)]).toEqual([language, placeName(brussel, language)]);
  });

  it('translates a fallback stored before locations carried their names', () => {
    const stored = restoreLocation({ type: 'FALLBACK', lat: 50.855, lng: 4.293, readableLocation: 'Brussels', timestamp: 1 });
    expect(locationNameIn(stored, 'nl')).toBe('Brussel');
  });

  it('keeps the given name of a place without names, and of a language it has none in', () => {
    const searched: UserLocation = { type: 'SEARCH', lat: 51.05, lng: 3.72, readableLocation: 'Gent', timestamp: 1 };
    expect(locationNameIn(searched, 'fr')).toBe('Gent');
    expect(locationNameIn({ ...searched, placeNames: { fr: 'Gand' } }, 'fr')).toBe('Gand');
    expect(locationNameIn({ ...searched, placeNames: { fr: 'Gand' } }, 'it')).toBe('Gent');
    expect(locationNameIn(DEFAULT_USER_LOCATION, 'fr')).toBe('Beringen');
  });

  it('ignores names that are not text (an edited browser storage)', () => {
    const edited = restoreLocation({ type: 'SEARCH', lat: 1, lng: 2, readableLocation: 'Gent', placeNames: { nl: { html: 'x' } }, timestamp: 1 });
    expect(locationNameIn(edited, 'nl')).toBe('Gent');
    expect(locationNameIn({ ...edited, placeNames: 'Brussel' as unknown as UserLocation['placeNames'] }, 'nl')).toBe('Gent');
  });
});
