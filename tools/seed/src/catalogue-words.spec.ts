import { OTHER_LANGUAGES, bikeDescription } from './catalogue-words';
import { generateSeedData } from './generate';
import { LANGUAGES } from './vocabulary';

const data = generateSeedData('test');
type Texts = Record<string, Record<string, string | string[] | undefined> | undefined>;

describe('catalogue texts in six languages', () => {
  it('gives every item its title, description and design in every other language, never the English one', () => {
    for (const item of data.items) {
      const texts = item['texts'] as Texts;
      for (const language of OTHER_LANGUAGES) {
        const t = texts[language];
        expect(t?.['description']).toBeTruthy();
        expect(t!['description']).not.toBe(item['description']);
        if (item['itemtype'] === 'bike') {
          expect(t!['paint_des']).toBeTruthy();
          expect(t!['frame_family']).not.toBe(item['frame_family']);
        } else {
          expect(t!['title']).toBeTruthy();
        }
      }
    }
  });

  it('translates every platform technology and menu subtitle', () => {
    for (const platform of data.platforms) {
      const texts = platform['texts'] as Texts;
      for (const language of OTHER_LANGUAGES) {
        const technology = texts[language]?.['technology'] as string[];
        expect(technology).toHaveLength((platform['technology'] as string[]).length);
        expect(technology.filter((t, k) => t === (platform['technology'] as string[])[k] && !/F-Steering|Kamm/.test(t))).toEqual([]);
        if (platform['menu_subtitle']) expect(texts[language]?.['menu_subtitle']).not.toBe(platform['menu_subtitle']);
      }
    }
  });

  it('labels the paint designs of the shop filter in every language', () => {
    const paints = new Set(data.items.map((i) => i['paint_des']).filter(Boolean));
    const labelled = data.attribute_translations.filter((t) => t['attribute_code'] === 'paint_des' && t['value'] !== '');
    expect(labelled).toHaveLength(paints.size * LANGUAGES.length);
    const nlBlack = labelled.find((t) => t['language'] === 'nl' && String(t['value']).startsWith('Jet Black / '));
    expect(nlBlack?.['label']).toMatch(/^Gitzwart \/ /);
  });

  it('writes the article English needs and keeps German nouns capitalised', () => {
    const bike = { model: 'Volt SL', family: 'Volt', groupset: 'Volta Drive 85 Nm', paint: 'Jet Black / Copper', category: 'e-bikes' as const };
    expect(bikeDescription('en', bike)).toBe('The Volt SL in jet black / copper with Volta Drive 85 Nm: an e-bike from the Volt family.');
    expect(bikeDescription('de', { ...bike, paint: 'Tiefschwarz / Kupfer' })).toContain('in Tiefschwarz / Kupfer mit');
    expect(bikeDescription('nl', { ...bike, paint: 'Gitzwart / Koper' })).toBe('De Volt SL in gitzwart / koper met Volta Drive 85 Nm: een e-bike uit de Volt-familie.');
  });
});
