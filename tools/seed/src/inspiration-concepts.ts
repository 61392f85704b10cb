/**
 * Concepts for the content's inspirations: every configuration of a configurable platform gets a
 * concept with a code derived from its external id, so the code an inspiration, the home page or
 * a platform page shows always loads in the configurator, and stays the same on every seed.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { canonicalConfiguration, conceptCodeFrom, middleSizeIndex, type BikeCategory, type ConfigurationChoices } from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import { CUSTOMIZER_PARTS } from './customizer-parts';
import type { SeedData } from './generate';

export interface SeedConcept { code: string; brand: string; model: string; externalid: string; choices: ConfigurationChoices }

/** The code of a configuration's inspiration concept: the first bytes of a hash of its external id. */
export const inspirationCode = (externalid: string): string => conceptCodeFrom(createHash('sha256').update(`inspiration:${externalid}`).digest());

/** The part a bike of the category comes with in a slot (the configurator's default). */
function standardPart(category: BikeCategory, slot: 'wheels' | 'cockpit' | 'saddle'): string {
  return CUSTOMIZER_PARTS.find((p) => p.slot === slot && p.standard && p.categories.includes(category))?.code ?? '';
}

export function inspirationConcepts(data: SeedData): SeedConcept[] {
  const categoryOf = new Map(data.families.map((f) => [f['code'] as string, f['category'] as BikeCategory]));
  const configurable = new Map(data.platforms.filter((p) => p['has_customizer'] && !p['archived']).map((p) => [p['code'] as string, categoryOf.get(p['family_code'] as string)!]));
  const sizesOf = new Map<number, string[]>();
  for (const s of data.item_sizes) sizesOf.set(s['item_id'] as number, [...(sizesOf.get(s['item_id'] as number) ?? []), s['size'] as string]);
  return data.items
    .filter((i) => i['category'] === 'bikes' && configurable.has(i['platform_code'] as string))
    .map((item) => {
      const externalid = item['externalid'] as string;
      const category = configurable.get(item['platform_code'] as string)!;
      const sizes = sizesOf.get(item['id'] as number) ?? [];
      return {
        code: inspirationCode(externalid), brand: item['brandkey'] as string, model: item['platform_code'] as string, externalid,
        choices: {
          groupset: item['groupset_code'] as string, design: externalid.slice(externalid.lastIndexOf('-') + 1),
          size: sizes[middleSizeIndex(sizes.length)] ?? '',
          wheels: standardPart(category, 'wheels'), cockpit: standardPart(category, 'cockpit'), saddle: standardPart(category, 'saddle'),
        },
      };
    });
}

/**
 * Writes the inspirations as visible concepts owned by nobody (neither session nor profile). A
 * code already there is kept, so re-seeding never breaks a shared link. The checksum is the API's
 * (sha256 of the canonical configuration; the configurator's API spec loads every one of these).
 */
export async function writeInspirationConcepts(db: Db, list: SeedConcept[]): Promise<number> {
  if (list.length === 0) return 0;
  const column = <T>(f: (c: SeedConcept) => T) => sql.param(list.map(f));
  const written = await db.execute(sql`
    insert into concepts (code, brand, model, choices, configuration_checksum, visible)
    select code, brand, model, choices, checksum, true
    from unnest(${column((c) => c.code)}::text[], ${column((c) => c.brand)}::text[], ${column((c) => c.model)}::text[],
                ${column((c) => JSON.stringify(c.choices))}::jsonb[],
                ${column((c) => createHash('sha256').update(canonicalConfiguration(c.model, c.choices)).digest('hex'))}::text[])
         as t(code, brand, model, choices, checksum)
    on conflict do nothing
    returning id`);
  return rowsOf(written).length;
}
