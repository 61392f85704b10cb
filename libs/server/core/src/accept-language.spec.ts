import { negotiateLanguage } from './accept-language';

describe('negotiateLanguage (Accept-Language against the six shop languages)', () => {
  it('takes the language of a region tag', () => {
    expect(negotiateLanguage('nl-BE')).toBe('nl');
    expect(negotiateLanguage('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLanguage('FR-be')).toBe('fr');
    expect(negotiateLanguage('it')).toBe('it');
  });

  it('orders by quality, then by position', () => {
    expect(negotiateLanguage('en;q=0.5, es;q=0.9, nl;q=0.7')).toBe('es');
    expect(negotiateLanguage('en-GB;q=0.8, de-AT;q=0.8')).toBe('en');
    expect(negotiateLanguage('de;q=0.8, nl;q=0.8')).toBe('de');
    // A language counts with its best entry.
    expect(negotiateLanguage('fr;q=0.3, nl;q=0.5, fr-BE')).toBe('fr');
    expect(negotiateLanguage('fr-CH;q=1.000, de-CH;q=1')).toBe('fr');
  });

  it('skips languages the shop has none of, and q=0', () => {
    expect(negotiateLanguage('pt-BR, ja;q=0.9, nl;q=0.2')).toBe('nl');
    expect(negotiateLanguage('de;q=0, es;q=0.1')).toBe('es');
    expect(negotiateLanguage('nl;q=0')).toBe('en');
    expect(negotiateLanguage('pt-PT, ru')).toBe('en');
  });

  it('reads * as the fallback', () => {
    expect(negotiateLanguage('pt, *;q=0.5')).toBe('en');
    expect(negotiateLanguage('*;q=0.5, nl;q=0.6')).toBe('nl');
    expect(negotiateLanguage('*', 'fr')).toBe('fr');
  });

  it('falls back to English for an absent, empty or junk header, and skips junk entries', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage(null)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage(' , ;q=1, ,')).toBe('en');
    expect(negotiateLanguage('<script>alert(1)</script>')).toBe('en');
    expect(negotiateLanguage('de;q=2, nl;q=abc, fr;q=0.5.1, es_ES, it;q=0.4')).toBe('it');
    expect(negotiateLanguage('x'.repeat(5000))).toBe('en');
    expect(negotiateLanguage(`${'xx,'.repeat(100)}de`)).toBe('en');
  });

  it('reads a header sent twice as one list', () => {
    expect(negotiateLanguage(['pt', 'nl-BE;q=0.8'])).toBe('nl');
  });

  it('tolerates whitespace and other parameters', () => {
    expect(negotiateLanguage('  es-ES ;  q=0.9 , de ; level=1 ; q=0.95 ')).toBe('de');
  });
});
