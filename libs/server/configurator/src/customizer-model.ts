import { sql } from 'drizzle-orm';
import {
  middleSizeIndex, PART_SLOTS, type BikeCategory, type ConfigurationChoices, type CustomizerBuild, type CustomizerDesign, type CustomizerModel,
  type CustomizerPart, type CustomizerSize, type PartSlot,
} from '@bike/shared/domain';
import { rowsOf, VersionedReadCache, type Db } from '@bike/server/core';
import { inLanguage, toMajor } from '@bike/server/catalogue';
import type { Language } from '@bike/shared/i18n/locales';

/**
 * The model the configurator steps through, read from the catalogue: a platform with a
 * customizer, its configurations (one per groupset and design) priced in the locale's currency,
 * their factory stock per size, the sizes with their stack and reach, and the parts its category
 * takes. The catalogue's picture of a configuration names the drawing's shape and the design's
 * two colours (/media/bikes/{shape}/{frame}-{accent}.svg), so the preview draws the same bike.
 */
export interface ModelLocale { code: string; currency: string; vat: number; language: Language }

interface PlatformRow { code: string; title: string; family: string; category: string; brand: string }
interface ItemRow { id: number; externalid: string; groupset_code: string; groupset: string; paint_des: string; image: string | null; attributes: Record<string, string>; msrp_cents: string | number | null }
interface SizeRow { item_id: number; size: string; position: number }
interface FactoryRow { item_id: number; size: string; workdays: number }
interface PartRow { code: string; slot: string; drawing: string; name: string; price_cents: string | number | null; standard: boolean; stock_qty: number; restock_workdays: number }

const PICTURE = /\/media\/bikes\/([a-z]+)\/([0-9a-f]{6})-([0-9a-f]{6})\.svg$/;

/** The design's code is the last part of a configuration's external id (…-KDS12-P0105). */
const designCodeOf = (externalid: string): string => externalid.slice(externalid.lastIndexOf('-') + 1);

function sizesWithGeometry(sizes: string[], geometryJson: string | undefined): CustomizerSize[] {
  let geometry: { stack?: Record<string, number>; reach?: Record<string, number> } = {};
  try {
    geometry = geometryJson ? JSON.parse(geometryJson) : {};
  } catch {
    // A catalogue item without a readable table still configures; the size finder then stays quiet.
  }
  return sizes.map((code) => ({ code, stack: geometry.stack?.[code] ?? null, reach: geometry.reach?.[code] ?? null }));
}

/** The model, or null when the brand has no configurable, live platform of that code. */
export async function loadCustomizerModel(db: Db, code: string, brand: string, locale: ModelLocale): Promise<CustomizerModel | null> {
  const [platform] = rowsOf<PlatformRow>(await db.execute(sql`
    select pl.code, pl.title, f.title as family, f.category, pl.brand
    from platforms pl join families f on f.code = pl.family_code
    where pl.code = ${code} and pl.brand = ${brand} and pl.has_customizer and not pl.archived and f.kind = 'bike'`));
  if (!platform) return null;
  const language = locale.language;
  const items = rowsOf<ItemRow>(await db.execute(sql`
    select i.id, i.externalid, i.groupset_code, i.groupset, ${inLanguage('i', 'paint_des', language)} as paint_des, i.image, i.attributes, p.msrp_cents
    from items i left join prices p on p.item_id = i.id and p.currency = ${locale.currency}
    where i.platform_code = ${code} and i.itemtype = 'bike' and i.category = 'bikes'
    order by p.msrp_cents nulls last, i.groupset_code, i.externalid`)).filter((i) => i.msrp_cents !== null && PICTURE.test(i.image ?? ''));
  if (items.length === 0) return null;
  const ids = items.map((i) => i.id);
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const sizeRows = rowsOf<SizeRow>(await db.execute(sql`select item_id, size, position from item_sizes where item_id in (${idList}) order by position`));
  const factoryRows = rowsOf<FactoryRow>(await db.execute(sql`
    select s.item_id, z.size, min(s.workdays)::int as workdays
    from stock s join item_sizes z on z.id = s.size_id
    where s.item_id in (${idList}) and s.dealer_id is null and s.qty > 0
    group by s.item_id, z.size`));
  const parts = rowsOf<PartRow>(await db.execute(sql`
    select code, slot, drawing, coalesce(texts ->> ${language}::text, name) as name, (prices ->> ${locale.currency}::text)::bigint as price_cents,
           standard, stock_qty, restock_workdays
    from customizer_parts where categories @> ${JSON.stringify([platform.category])}::jsonb
    order by position`)).filter((p) => p.price_cents !== null);

  const sizeCodes = [...new Set(sizeRows.map((s) => s.size))];
  const designs = new Map<string, CustomizerDesign>();
  const groupsets = new Map<string, string>();
  const builds: CustomizerBuild[] = [];
  let shape = 'road';
  for (const item of items) {
    const [, drawnAs, frame, accent] = PICTURE.exec(item.image!)!;
    shape = drawnAs!;
    const design = designCodeOf(item.externalid);
    if (!designs.has(design)) designs.set(design, { code: design, name: item.paint_des, frame: frame!, accent: accent! });
    if (!groupsets.has(item.groupset_code)) groupsets.set(item.groupset_code, item.groupset);
    const factory: Record<string, number> = {};
    for (const f of factoryRows) if (f.item_id === item.id) factory[f.size] = f.workdays;
    builds.push({ groupset: item.groupset_code, design, externalid: item.externalid, price: toMajor(item.msrp_cents)!, factory });
  }
  const bySlot = Object.fromEntries(PART_SLOTS.map((slot) => [slot, [] as CustomizerPart[]])) as Record<PartSlot, CustomizerPart[]>;
  for (const p of parts) {
    if (!(PART_SLOTS as readonly string[]).includes(p.slot)) continue;
    bySlot[p.slot as PartSlot].push({
      code: p.code, name: p.name, drawing: p.drawing, price: toMajor(p.price_cents)!, workdays: p.stock_qty > 0 ? 0 : p.restock_workdays, standard: p.standard,
    });
  }
  // A slot the category has no parts for is not a step; a model needs a standard part in each step it shows.
  for (const slot of PART_SLOTS) bySlot[slot].sort((a, b) => Number(b.standard) - Number(a.standard));
  const cheapest = builds[0]!;
  const defaults: ConfigurationChoices = {
    groupset: cheapest.groupset,
    design: cheapest.design,
    size: sizeCodes[middleSizeIndex(sizeCodes.length)] ?? '',
    wheels: bySlot.wheels[0]?.code ?? '',
    cockpit: bySlot.cockpit[0]?.code ?? '',
    saddle: bySlot.saddle[0]?.code ?? '',
  };
  return {
    code: platform.code,
    title: platform.title,
    family: platform.family,
    category: platform.category as BikeCategory,
    shape,
    brand: platform.brand,
    locale: locale.code,
    currency: locale.currency,
    vatRate: locale.vat,
    groupsets: [...groupsets].map(([gcode, name]) => ({ code: gcode, name })),
    sizes: sizesWithGeometry(sizeCodes, items[0]!.attributes['geometry']),
    designs: [...designs.values()],
    parts: bySlot,
    builds,
    defaults,
  };
}

// Models are read on every configurator page, concept and cart check: kept until the catalogue or stock moves.
const models = new VersionedReadCache<CustomizerModel | null>({ kinds: ['catalogue', 'stock'], maxEntries: 2000, ttlMs: 60_000 });

/** The model through the cache (values are shared: never mutate one). */
export const readCustomizerModel = (db: Db, code: string, brand: string, locale: ModelLocale): Promise<CustomizerModel | null> =>
  models.read(db, `${brand}:${code}:${locale.code}:${locale.currency}:${locale.language}:${locale.vat}`, () => loadCustomizerModel(db, code, brand, locale));
