import { sql } from 'drizzle-orm';
import {
  conceptWords, readCacheMs, rowsOf, TextSearchIndex, VersionedReadCache, type Db, type SearchDocument, type SearchLanguage, type SynonymConcept,
} from '@bike/server/core';
import type { Language } from '@bike/shared/i18n/locales';
import { inLanguage } from './catalogue-texts';

/**
 * The catalogue as the site-wide search sees it: a brand's bike models (one hit per platform,
 * not one per groupset and paint) and its accessories, in the page's language, in the same
 * in-memory text index as the help centre (synonyms, compounds, typos). A model is found by its
 * name, its family, its kind of bike in the page's words ("Rennrad", "racefiets", "Fahrräder")
 * and its groupsets; an accessory by its title and text. One index per (brand, language), kept
 * until the catalogue version moves.
 */
export interface CatalogueSearchHit {
  kind: 'bike' | 'accessory';
  title: string;
  /** The page under the locale prefix: the model's platform page, or the accessory's page. */
  path: string;
  /** The family (bikes) or nothing. */
  detail: string | null;
  image: string | null;
}

interface PlatformRow { code: string; title: string; family_code: string; family: string; category: string; groupsets: string | null; image: string | null }
interface AccessoryRow { externalid: string; title: string; description: string | null; image: string | null }

/** The synonym concept of each bike category (the others are found by their own name). */
const CATEGORY_CONCEPT: Record<string, SynonymConcept> = { road: 'road', gravel: 'gravel', mountain: 'mountain', 'e-bikes': 'ebike' };

const indexes = new VersionedReadCache<TextSearchIndex<CatalogueSearchHit>>({
  kinds: ['catalogue'],
  maxEntries: 48,
  ttlMs: readCacheMs(),
  // The large seed's biggest brand is some 3 MB an index.
  maxSize: 96 * 1024 * 1024,
  sizeOf: (index) => index.bytes,
});

async function buildCatalogueIndex(db: Db, brand: string, language: Language): Promise<TextSearchIndex<CatalogueSearchHit>> {
  const [platforms, accessories] = await Promise.all([
    db.execute(sql`
      select pl.code, pl.title, pl.family_code, f.title as family, f.category,
             (select string_agg(distinct i.groupset, ' ') from items i where i.platform_code = pl.code) as groupsets,
             (select i.image from items i where i.platform_code = pl.code and i.category = 'bikes' order by i.id limit 1) as image
        from platforms pl join families f on f.code = pl.family_code
       where pl.brand = ${brand} and not pl.archived and f.kind = 'bike'
         and exists (select 1 from items i where i.platform_code = pl.code and i.category = 'bikes')
       order by f.position, pl.position, pl.code`),
    db.execute(sql`
      select i.externalid, ${inLanguage('i', 'title', language)} as title, ${inLanguage('i', 'description', language)} as description, i.image
        from items i
       where i.brandkey = ${brand} and i.itemtype = 'accessory' and i.category = 'accessories'
       order by i.priority desc, i.id`),
  ]);
  const bikeWords = conceptWords('bike', language).join(' ');
  const documents: SearchDocument<CatalogueSearchHit>[] = [
    ...rowsOf<PlatformRow>(platforms).map((p) => {
      const concept = CATEGORY_CONCEPT[p.category];
      return {
        value: { kind: 'bike' as const, title: p.title, path: `bikes/platform/${p.family_code}/${p.code}`, detail: p.family, image: p.image },
        fields: [
          { text: p.title, weight: 3 },
          { text: `${p.family} ${p.category} ${concept ? conceptWords(concept, language).join(' ') : ''}`, weight: 2 },
          { text: `${bikeWords} ${p.groupsets ?? ''}`, weight: 1 },
        ],
      };
    }),
    ...rowsOf<AccessoryRow>(accessories).map((a) => ({
      value: { kind: 'accessory' as const, title: a.title, path: `accessories/${a.externalid}`, detail: null, image: a.image },
      fields: [
        { text: a.title, weight: 3 },
        { text: conceptWords('accessory', language).join(' '), weight: 1 },
        { text: a.description ?? '', weight: 1 },
      ],
    })),
  ];
  return new TextSearchIndex(documents, language as SearchLanguage);
}

/** Bike models and accessories of the brand matching every word of the term, best first (both kinds mixed). */
export async function searchCatalogue(db: Db, brand: string, language: Language, term: string, limit = 200): Promise<CatalogueSearchHit[]> {
  const index = await indexes.read(db, `${brand}:${language}`, () => buildCatalogueIndex(db, brand, language));
  return index.search(term, limit).map((hit) => hit.value);
}
