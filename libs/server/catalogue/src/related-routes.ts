import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { relatedItemsBodySchema } from '@bike/shared/domain';
import { brandOf, parseInput, rowsOf, type Db, type ServerContext } from '@bike/server/core';
import { fetchErrors } from './fetch-error';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';
import { shopItemsByIds } from './shop-rows';

/** At most this many related items per answer (a cart or compare list asks for several items at once). */
const MAX_RELATED = 24;

/**
 * Items related to a set of items (item or size external ids): alternatives before
 * accessories, then by the relation's position; de-duplicated, never one of the asked items.
 */
async function relatedIds(db: Db, brand: string, externalIds: string[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with asked as (
        select i.id from items i where i.externalid = any(${sql.param(externalIds)}::text[]) and i.brandkey = ${brand}
        union
        select z.item_id from item_sizes z join items i on i.id = z.item_id
         where z.externalid = any(${sql.param(externalIds)}::text[]) and i.brandkey = ${brand}
      )
      select r.related_item_id as id
        from item_relations r
       where r.item_id in (select id from asked) and r.related_item_id not in (select id from asked)
       group by r.related_item_id
       order by min(case r.kind when 'alternative' then 0 else 1 end), min(r.position), r.related_item_id
       limit ${MAX_RELATED}`),
  );
  return rows.map((r) => Number(r.id));
}

/** POST /consumer/v1/items/related { ids, locale } (spec point 7). */
export async function registerRelatedRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'POST',
    url: '/consumer/v1/items/related',
    summary: 'Items related to up to 20 items (external ids): alternatives and accessories, de-duplicated, priced in the locale currency',
    tags: ['items'],
    handler: async (request) => {
      const body = parseInput(relatedItemsBodySchema, request.body === undefined ? {} : request.body);
      const locale = await requireLocale(ctx.db, body.locale);
      const brand = brandOf(request, ctx.config);
      const items = await fetchErrors('BIKE_FETCH_ERROR', 'Error fetching related items', async () =>
        shopItemsByIds(ctx.db, await relatedIds(ctx.db, brand, [...new Set(body.ids)]), { locale, brand }),
      );
      return result(items);
    },
  });
}
