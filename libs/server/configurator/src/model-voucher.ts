import { sql } from 'drizzle-orm';
import { customBikeDiscountable, isDiscountUsable, type CustomizerModel, type DiscountableItem, type LocaleEntry, type ModelVoucher } from '@bike/shared/domain';
import { applicableVoucher } from '@bike/shared/domain/shopper-price';
import { rowsOf, VersionedReadCache, type Db } from '@bike/server/core';
import { findDiscount, isForSite } from '@bike/server/catalogue';

/**
 * The voucher a configured bike is priced with (issue 32 item 3): the shopper's code, else the
 * locale's own voucher, as the catalogue's prices and the order take it. A model answer (and a
 * concept's price) carries its terms and the builds it applies to, so the configurator, the
 * compare column, the concept page and the PDF sheet show what the cart will charge.
 */

interface BuildFactsRow { externalid: string; category: string; brandkey: string; familycode: string; range: string | null; range_code: string | null }

// What the discount rules read of a model's builds; read once until the catalogue changes.
const buildFacts = new VersionedReadCache<Map<string, DiscountableItem>>({ kinds: ['catalogue'], maxEntries: 2000, ttlMs: 10 * 60_000 });

const factsOf = (db: Db, model: Pick<CustomizerModel, 'code' | 'brand'>) =>
  buildFacts.read(db, `${model.brand}:${model.code}`, async () => {
    const rows = rowsOf<BuildFactsRow>(await db.execute(sql`
      select externalid, category, brandkey, familycode, range, range_code from items
       where platform_code = ${model.code} and brandkey = ${model.brand} and itemtype = 'bike'`));
    return new Map(rows.map((r) => [r.externalid, { externalid: r.externalid, category: r.category, brandkey: r.brandkey, familycode: r.familycode, range: r.range, rangeCode: r.range_code }]));
  });

/** The voucher of a model at a locale: the asked code (already normalised), else the locale's; null when none applies to any build. */
export async function modelVoucher(db: Db, model: CustomizerModel, locale: LocaleEntry, asked?: string | null): Promise<ModelVoucher | null> {
  const code = asked || locale.voucher;
  if (!code) return null;
  const discount = await findDiscount(db, code);
  if (!discount || !isDiscountUsable(discount, locale) || !isForSite(discount, model.brand)) return null;
  const facts = await factsOf(db, model);
  const builds = model.builds
    .filter((b) => {
      const item = facts.get(b.externalid);
      return !!item && applicableVoucher(discount, customBikeDiscountable(item), locale) !== null;
    })
    .map((b) => b.externalid);
  if (builds.length === 0) return null;
  return { code: discount.code, config_1: discount.config_1, freeShipping: discount.freeShipping, builds };
}

/** The model with its voucher at the locale (a copy: cached models are shared and never changed). */
export async function withModelVoucher(db: Db, model: CustomizerModel, locale: LocaleEntry, asked?: string | null): Promise<CustomizerModel> {
  return { ...model, voucher: await modelVoucher(db, model, locale, asked) };
}
