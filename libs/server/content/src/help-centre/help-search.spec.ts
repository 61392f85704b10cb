import { MAX_SEARCH_WORDS, searchQueryText } from './help-search';

describe('searchQueryText', () => {
  it('turns the words of a term into prefix terms that must all match', () => {
    expect(searchQueryText('Bank transfer')).toBe('bank:* & transfer:*');
    expect(searchQueryText('  Rücksendungen  ')).toBe('rücksendungen:*');
    expect(searchQueryText('e-bike 400 EUR')).toBe('e:* & bike:* & 400:* & eur:*');
  });

  it('lets no tsquery syntax through and answers null when no word is left', () => {
    expect(searchQueryText("garantie & | ! ( ) :* ' \\")).toBe('garantie:*');
    expect(searchQueryText('& | ! :*')).toBeNull();
    expect(searchQueryText('')).toBeNull();
    expect(searchQueryText('\u0000')).toBeNull();
  });

  it('keeps at most eight words of at most forty characters', () => {
    const query = searchQueryText(`${'a'.repeat(60)} ${'word '.repeat(20)}`)!;
    expect(query.split(' & ')).toHaveLength(MAX_SEARCH_WORDS);
    expect(query.startsWith(`${'a'.repeat(40)}:*`)).toBe(true);
  });
});
