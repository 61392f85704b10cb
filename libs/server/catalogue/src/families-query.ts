import { sql } from 'drizzle-orm';
import type { Configuration, Family, MenuFamily, MenuPlatform, Platform } from '@bike/shared/domain';
import { rowsOf, timestampOf, type Db } from '@bike/server/core';
import type { Language } from '@bike/shared/i18n/locales';
import { inLanguage, itemTextColumns, platformTechnology } from './catalogue-texts';
import { toMajor } from './money';

interface FamilyRow { code: string; brand: Family['brand']; title: string; category: string; frameplatformdetails: Record<string, unknown>; range_codes: string[]; position: number }
interface PlatformRow { code: string; family_code: string; model: string; title: string; technology: string[]; archived: boolean; enddate_new_label: string | Date | null; menu_subtitle: string | null; has_customizer: boolean; expected_date?: string | Date | null }
interface ConfigurationRow {
  id: number; externalid: string; platform_code: string; groupset: string | null; groupset_code: string | null; paint_des: string | null;
  size: string | null; sizes: string[] | string; image: string | null; created_at: string | Date; msrp_cents: number | string | null; oldmsrp_cents: number | string | null;
}

/** An ISO timestamp from either driver's answer (timestampOf); text it cannot read stays as it is. */
function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  const date = timestampOf(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/**
 * Bike families of a brand with their platforms and the configurations priced in one currency
 * (GET /V1/families). Three queries whatever the catalogue size; stitched in memory.
 */
export async function bikeFamilies(db: Db, brand: string, currency: string, language: Language = 'en'): Promise<Family[]> {
  const [families, platforms, configurations] = await Promise.all([
    db.execute(sql`select code, brand, title, category, frameplatformdetails, range_codes, position
                     from families where brand = ${brand} and kind = 'bike' order by position, code`),
    db.execute(sql`select pl.code, pl.family_code, pl.model, pl.title, ${platformTechnology(language)} as technology, pl.archived, pl.enddate_new_label,
                          ${inLanguage('pl', 'menu_subtitle', language)} as menu_subtitle, pl.has_customizer, pl.expected_date
                     from platforms pl where pl.brand = ${brand} order by pl.position, pl.code`),
    db.execute(sql`select i.id, i.externalid, i.platform_code, i.groupset, i.groupset_code, ${itemTextColumns(language, ['paint_des'])}, i.size, i.image, i.created_at,
                          p.msrp_cents, p.oldmsrp_cents,
                          (select coalesce(json_agg(s.size order by s.position), '[]'::json) from item_sizes s where s.item_id = i.id) as sizes
                     from items i
                     left join prices p on p.item_id = i.id and p.currency = ${currency}
                    where i.brandkey = ${brand} and i.itemtype = 'bike'
                    order by i.platform_code, i.id`),
  ]);
  const configsByPlatform = new Map<string, Configuration[]>();
  for (const c of rowsOf<ConfigurationRow>(configurations)) {
    const list = configsByPlatform.get(c.platform_code) ?? [];
    list.push({
      id: c.id, externalid: c.externalid, groupset: c.groupset, groupsetCode: c.groupset_code, paint_des: c.paint_des, size: c.size,
      sizes: typeof c.sizes === 'string' ? JSON.parse(c.sizes) : c.sizes, msrp: toMajor(c.msrp_cents), oldmsrp: toMajor(c.oldmsrp_cents),
      currency, date: isoDate(c.created_at) as string, image: c.image,
    });
    configsByPlatform.set(c.platform_code, list);
  }
  const platformsByFamily = new Map<string, Platform[]>();
  for (const p of rowsOf<PlatformRow>(platforms)) {
    const list = platformsByFamily.get(p.family_code) ?? [];
    list.push({
      code: p.code, model: p.model, title: p.title, technology: p.technology, archived: p.archived,
      enddate_new_label: isoDate(p.enddate_new_label), menu_subtitle: p.menu_subtitle, has_customizer: p.has_customizer,
      expected_date: isoDate(p.expected_date ?? null), configurations: configsByPlatform.get(p.code) ?? [],
    });
    platformsByFamily.set(p.family_code, list);
  }
  return rowsOf<FamilyRow>(families).map((f) => ({
    code: f.code, brand: f.brand, title: f.title, category: f.category, frameplatformdetails: f.frameplatformdetails,
    rangeCodes: f.range_codes, position: f.position, platforms: platformsByFamily.get(f.code) ?? [],
  }));
}

interface MenuPlatformRow extends PlatformRow {
  configuration_count: number; from_cents: number | string | null; image: string | null;
}

/**
 * The menu view of GET /V1/families (view=menu): families with their platforms, each with the
 * number of configurations, the lowest price in the currency and one image, and no
 * configurations, so it is small enough to embed in every page. Two queries.
 */
export async function menuFamilies(db: Db, brand: string, currency: string, language: Language = 'en'): Promise<MenuFamily[]> {
  const [families, platforms] = await Promise.all([
    db.execute(sql`select code, brand, title, category, position
                     from families where brand = ${brand} and kind = 'bike' order by position, code`),
    db.execute(sql`select pl.code, pl.family_code, pl.model, pl.title, pl.archived, pl.enddate_new_label,
                          ${inLanguage('pl', 'menu_subtitle', language)} as menu_subtitle, pl.has_customizer,
                          count(i.id)::int as configuration_count, min(p.msrp_cents) as from_cents,
                          (array_agg(i.image order by i.id) filter (where i.image is not null))[1] as image
                     from platforms pl
                     left join items i on i.platform_code = pl.code and i.brandkey = pl.brand and i.itemtype = 'bike'
                     left join prices p on p.item_id = i.id and p.currency = ${currency}
                    where pl.brand = ${brand}
                    group by pl.id
                    order by pl.position, pl.code`),
  ]);
  const byFamily = new Map<string, MenuPlatform[]>();
  for (const p of rowsOf<MenuPlatformRow>(platforms)) {
    const list = byFamily.get(p.family_code) ?? [];
    list.push({
      code: p.code, model: p.model, title: p.title, archived: p.archived, enddate_new_label: isoDate(p.enddate_new_label),
      menu_subtitle: p.menu_subtitle, has_customizer: p.has_customizer, configurationCount: Number(p.configuration_count),
      fromPrice: toMajor(p.from_cents), currency, image: p.image,
    });
    byFamily.set(p.family_code, list);
  }
  return rowsOf<Pick<FamilyRow, 'code' | 'brand' | 'title' | 'category' | 'position'>>(families).map((f) => ({
    code: f.code, brand: f.brand, title: f.title, category: f.category, position: f.position, platforms: byFamily.get(f.code) ?? [],
  }));
}
