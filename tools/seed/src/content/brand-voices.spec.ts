import { BIKE_CATEGORIES, BRAND_KEYS, BRAND_SHORT_NAMES, type BrandKey } from '@bike/shared/domain';
import { generateSeedData } from '../generate';
import { leadBikes } from '../lead-bikes';
import { articleTeaser } from './blog';
import { BRAND_VOICES, featuredCategories, type VoiceCopy } from './brand-voices';
import { LANGS } from './seed-helpers';

/** Every text of a copy with its path ("hero.title", "about.sections.0.1"), in a stable order. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}.${i}`));
  if (value && typeof value === 'object') return Object.keys(value).sort().flatMap((key) => leaves((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key));
  throw new Error(`${path} is not text`);
}

const voices = BRAND_KEYS.map((brand) => BRAND_VOICES[brand]);
const text = (copy: VoiceCopy) => leaves(copy).map(([, value]) => value).join('\n');

describe('brand voices', () => {
  it('gives every brand a voice of its own character, with every bike category once in its line-up', () => {
    expect(Object.keys(BRAND_VOICES).sort()).toEqual([...BRAND_KEYS].sort());
    for (const voice of voices) {
      expect(BRAND_VOICES[voice.brand]).toBe(voice);
      expect([...voice.lineUp].sort()).toEqual([...BIKE_CATEGORIES].sort());
      expect(voice.featured).toBeGreaterThan(0);
      for (const section of ['hero', 'lineUp', 'spotlight', 'testRide', 'quote', 'news', 'newsletter'] as const) {
        expect({ brand: voice.brand, section, times: voice.home.filter((s) => s === section).length }).toEqual({ brand: voice.brand, section, times: 1 });
      }
      expect(voice.home.slice(0, 2)).toEqual(['hero', 'testRide']);
      expect(voice.heroUrl).toMatch(new RegExp(`^/bikes/categories/(${BIKE_CATEGORIES.join('|')})$`));
    }
    // Four brands, four characters, four lead categories: no two read alike.
    expect(new Set(voices.map((v) => v.character)).size).toBe(4);
    expect(new Set(voices.map((v) => v.lineUp[0])).size).toBe(4);
    expect(new Set(voices.map((v) => v.home.join())).size).toBe(4);
    expect(BRAND_VOICES.merel.character).toBe('racing');
    expect(BRAND_VOICES.kempen.character).toBe('heritage');
  });

  it('has every text in every language, none left empty and none missing for a planned part', () => {
    for (const voice of voices) {
      const english = leaves(voice.copy.en).map(([path]) => path);
      for (const lang of LANGS) {
        const copy = voice.copy[lang];
        const paths = leaves(copy);
        expect({ brand: voice.brand, lang, paths: paths.map(([path]) => path) }).toEqual({ brand: voice.brand, lang, paths: english });
        for (const [path, value] of paths) expect({ brand: voice.brand, lang, path, empty: value.trim() === '' }).toEqual({ brand: voice.brand, lang, path, empty: false });
        for (const section of voice.home) if (['results', 'promise', 'manifesto', 'workshop'].includes(section)) expect(copy[section as keyof VoiceCopy]).toBeDefined();
        for (const category of featuredCategories(voice)) expect({ brand: voice.brand, lang, category, card: copy.lineUp.cards[category]?.length }).toEqual({ brand: voice.brand, lang, category, card: 2 });
        // The featured news exist in the language too.
        for (const id of voice.newsArticles) expect(articleTeaser(id, lang)[0]).not.toBe('');
      }
    }
  });

  it('translates rather than falls back to English: every sentence differs from the English one', () => {
    for (const voice of voices) {
      const english = new Map(leaves(voice.copy.en));
      for (const lang of LANGS.filter((l) => l !== 'en')) {
        const same = leaves(voice.copy[lang]).filter(([path, value]) => value.split(/\s+/).length >= 3 && value === english.get(path)).map(([path]) => path);
        expect({ brand: voice.brand, lang, same }).toEqual({ brand: voice.brand, lang, same: [] });
      }
    }
  });

  it('gives each brand its own slogan, hero and about story in every language (pairwise different)', () => {
    const parts: Record<string, (copy: VoiceCopy) => string> = {
      slogan: (c) => c.slogan,
      description: (c) => c.description,
      heroTitle: (c) => c.hero.title,
      heroSubtitle: (c) => c.hero.subtitle,
      heroButton: (c) => c.hero.button,
      aboutTitle: (c) => c.about.title,
      aboutDescription: (c) => c.about.description,
      aboutStory: (c) => c.about.sections.map((s) => s.join(' ')).join(' '),
      aboutTimeline: (c) => c.about.timeline.map((t) => t.join(' ')).join(' '),
      menuIntro: (c) => c.menuIntro,
    };
    for (const lang of LANGS) {
      for (const [part, of] of Object.entries(parts)) {
        for (const [i, a] of voices.entries()) {
          for (const b of voices.slice(i + 1)) {
            expect({ lang, part, brands: [a.brand, b.brand], same: of(a.copy[lang]) === of(b.copy[lang]) }).toEqual({ lang, part, brands: [a.brand, b.brand], same: false });
          }
        }
      }
    }
  });

  it('speaks German with "du", and names brands only through the {brand} token', () => {
    for (const voice of voices) {
      const german = text(voice.copy.de);
      expect({ brand: voice.brand, formal: german.match(/\b(Sie|Ihnen|Ihr|Ihre[mnrs]?)\b/g) }).toEqual({ brand: voice.brand, formal: null });
      expect(german).toMatch(/\b(du|dein|deine[mnrs]?|dir|dich)\b/);
      const others = BRAND_KEYS.filter((b) => b !== voice.brand).map((b) => BRAND_SHORT_NAMES[b]);
      for (const lang of LANGS) {
        const all = text(voice.copy[lang]);
        for (const name of others) expect({ brand: voice.brand, lang, name, found: new RegExp(`\\b${name}\\b`).test(all) }).toEqual({ brand: voice.brand, lang, name, found: false });
        expect(all).not.toMatch(/Ardenne Cycles|Brabo Bikes|Kempen Velo|Merel Racing/);
      }
    }
  });

  it('features categories the brand really sells, so every card, menu entry and lead bike opens a page with bikes', () => {
    const data = generateSeedData('test');
    const lead = leadBikes(data);
    for (const voice of voices) {
      for (const category of voice.lineUp) {
        const bikes = data.items.filter((item) => item['brandkey'] === voice.brand && item['category'] === 'bikes' && (item['attributes'] as Record<string, unknown>)['bike_category'] === category);
        expect({ brand: voice.brand, category, bikes: bikes.length > 0 }).toEqual({ brand: voice.brand, category, bikes: true });
      }
      const bike = lead[voice.brand as BrandKey]?.[voice.lineUp[0]!];
      expect(bike).toBeDefined();
      const item = data.items.find((i) => i['externalid'] === bike!.bikeId)!;
      expect({ brand: item['brandkey'], category: (item['attributes'] as Record<string, unknown>)['bike_category'] }).toEqual({ brand: voice.brand, category: voice.lineUp[0] });
      expect(bike!.price).toBeGreaterThan(0);
    }
  });
});

