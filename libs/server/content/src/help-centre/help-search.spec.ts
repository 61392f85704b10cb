import { createContentTestApp, type ContentTestApp } from '../test-app';
import { HELPDESK_PREFIX } from './help-centre-routes';

/**
 * The words (issue 32 item 10), each with the article a shopper means, on the seeded
 * help centre through the API (the brand filter included). Each of these found nothing, or the
 * wrong article, with the PostgreSQL full-text search this replaced.
 */
describe('help-centre search finds what shoppers mean', () => {
  let t: ContentTestApp;
  beforeAll(async () => {
    t = await createContentTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const ids = async (language: string, term: string): Promise<number[]> => {
    const response = await t.app.inject({ method: 'GET', url: `${HELPDESK_PREFIX}/search/solutions/${language}?term=${encodeURIComponent(term)}` });
    return response.json().result.map((a: { id: number }) => a.id);
  };

  it.each([
    ['nl', 'retourneren', 103, 'Hoe stuur ik een artikel terug? (folder Retourneren, text "terugsturen")'],
    ['nl', 'levertijd', 101, 'Hoe lang duurt de levering? (synonym levering)'],
    ['nl', 'framenummer', 105, 'Waar vind ik mijn serienummer? (synonym serienummer)'],
    ['de', 'Überweisung', 108, 'Bezahlen per Banküberweisung (compound head)'],
    ['de', 'Lieferzeit', 101, 'Wie lange dauert die Lieferung? (synonym Lieferung)'],
    ['de', 'Fahrräder', 102, 'Kann ich mein Rad beim Händler abholen? (synonym Rad, in the title)'],
    ['de', 'Rückgabe', 103, 'Wie schicke ich einen Artikel zurück? (folder Rücksendungen) before the sizing article'],
  ])('%s "%s" finds article %i first: %s', async (language, term, expected) => {
    expect((await ids(language, term))[0]).toBe(expected);
  });

  it('still lists the sizing article for "Rückgabe", after the returns article (its text names the kit’s return)', async () => {
    const found = await ids('de', 'Rückgabe');
    expect(found.indexOf(103)).toBeLessThan(found.indexOf(106));
  });

  it('tolerates typos and missing umlauts', async () => {
    expect((await ids('nl', 'levertjid'))[0]).toBe(101);
    expect((await ids('de', 'Uberweisung'))[0]).toBe(108);
    expect((await ids('de', 'Rahmennumer'))[0]).toBe(105);
    expect((await ids('en', 'warrenty'))[0]).toBe(104);
  });

  it('splits a compound the index does not hold into parts it does', async () => {
    // "Lieferdienst" is neither in the texts nor a synonym: "Liefer" + "dienst" finds the delivery texts.
    expect(await ids('de', 'Lieferdienst')).toContain(101);
  });

  it('reads a typed phrase as one synonym ("bank transfer", "numéro de série")', async () => {
    expect((await ids('en', 'bank transfer'))[0]).toBe(108);
    expect((await ids('fr', 'numéro de cadre'))[0]).toBe(105);
    expect((await ids('es', 'plazo de entrega'))[0]).toBe(101);
    expect((await ids('it', 'bonifico bancario'))[0]).toBe(108);
  });

  it('never matches the brand markers of titles', async () => {
    expect(await ids('en', 'global')).toEqual([]);
  });
});
