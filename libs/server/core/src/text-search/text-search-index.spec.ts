import { TextSearchIndex, queryUnits } from './text-search-index';
import { trigramSimilarity, TrigramIndex } from './trigrams';
import { foldWord, queryWords, stemOf } from './words';

const doc = (id: string, title: string, body = '', section = '') => ({ value: id, fields: [{ text: title, weight: 3 }, { text: section, weight: 2 }, { text: body, weight: 1 }] });
const ids = (index: TextSearchIndex<string>, term: string) => index.search(term).map((hit) => hit.value);

describe('words', () => {
  it('folds case and accents so a keyboard without umlauts finds them', () => {
    expect(foldWord('Rückgabe')).toBe('ruckgabe');
    expect(foldWord('Größe')).toBe('grosse');
    expect(foldWord('DÉLAI')).toBe('delai');
    expect(queryWords("garantie & | ! ( :* ' \\ e-bike")).toEqual(['garantie', 'e', 'bike']);
    expect(queryWords('w '.repeat(20))).toHaveLength(8);
  });

  it('stems plural and singular to the same word, per language', () => {
    expect(stemOf('fietsen', 'nl')).toBe(stemOf('fiets', 'nl'));
    expect(stemOf(foldWord('Fahrräder'), 'de')).toBe(stemOf('fahrrad', 'de'));
    expect(stemOf('leveringen', 'nl')).toBe(stemOf('levering', 'nl'));
    expect(stemOf('deliveries', 'en')).toBe(stemOf('delivery', 'en'));
    expect(stemOf('2025', 'de')).toBe('2025');
  });
});

describe('trigrams', () => {
  it('measures similarity as pg_trgm does', () => {
    expect(trigramSimilarity('word', 'word')).toBe(1);
    expect(trigramSimilarity('levertijd', 'levertjid')).toBeGreaterThan(0.4);
    expect(trigramSimilarity('fiets', 'garantie')).toBe(0);
  });

  it('finds the nearest words of a vocabulary', () => {
    const index = new TrigramIndex(['uberweisung', 'lieferung', 'garantie']);
    expect(index.similar('uberwiesung', 0.4, 3).map((s) => s.word)).toEqual(['uberweisung']);
    expect(index.similar('zzzz', 0.4, 3)).toEqual([]);
  });
});

describe('TextSearchIndex', () => {
  const german = new TextSearchIndex(
    [
      doc('delivery', 'Wie lange dauert die Lieferung?', 'Lagerartikel werden in 3 bis 5 Werktagen geliefert.', 'Lieferung'),
      doc('transfer', 'Bezahlen per Banküberweisung', 'Deine Bestellung wartet, bis die Zahlung eingeht.', 'Zahlung'),
      doc('returns', 'Wie schicke ich einen Artikel zurück?', 'Drucke das Rücksendeetikett.', 'Rücksendungen'),
      doc('sizing', 'Welche Rahmengröße brauche ich?', 'Kaution, die bei unbeschädigter Rückgabe erstattet wird.', 'Größe'),
    ],
    'de',
  );

  it('matches words, stems and the starts of words, and requires every word', () => {
    expect(ids(german, 'Lieferung')).toEqual(['delivery']);
    expect(ids(german, 'Liefer')).toEqual(['delivery']);
    expect(ids(german, 'Lieferungen')).toEqual(['delivery']);
    expect(ids(german, 'Lieferung Zahlung')).toEqual([]);
  });

  it('finds the head of a compound ("Überweisung" in "Banküberweisung")', () => {
    expect(ids(german, 'Überweisung')).toEqual(['transfer']);
  });

  it('finds synonyms, and ranks a synonym in a title or section over the word in body text', () => {
    expect(ids(german, 'Lieferzeit')).toEqual(['delivery']);
    expect(ids(german, 'Rückgabe')).toEqual(['returns', 'sizing']);
  });

  it('reads a word found nowhere as a typo of the nearest words', () => {
    expect(ids(german, 'Lieferunk')).toEqual(['delivery']);
    expect(ids(german, 'zzzzqqq')).toEqual([]);
  });

  it('splits a compound into known parts', () => {
    expect(ids(german, 'Zahlungseingang')).toEqual(['transfer']);
  });

  it('scores an exact title word over a prefix in the body', () => {
    const index = new TextSearchIndex([doc('body', 'Anything', 'garantieverlängerung'), doc('title', 'Garantie')], 'de');
    expect(ids(index, 'garantie')).toEqual(['title', 'body']);
  });

  it('groups a typed synonym phrase into one unit', () => {
    expect(queryUnits('bank transfer now', 'en').map((u) => u.words)).toEqual([['bank', 'transfer'], ['now']]);
    expect(queryUnits('delivery delivery', 'en')).toHaveLength(1);
    expect(queryUnits('', 'en')).toEqual([]);
  });

  it('answers nothing for a term without words', () => {
    expect(ids(german, '& | !')).toEqual([]);
  });

  it('estimates its memory', () => {
    expect(german.bytes).toBeGreaterThan(1000);
    expect(german.size).toBe(4);
  });
});
