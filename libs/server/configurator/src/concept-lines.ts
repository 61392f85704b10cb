import { sql } from 'drizzle-orm';
import {
  buildOf, CONCEPT_ITEM_PREFIX, deliveryEstimate, invalidChoice, PART_SLOTS, priceConfiguration, type ConfigurationChoices,
} from '@bike/shared/domain';
import { readConceptCode } from '@bike/shared/domain/concept-code';
import { ApiError, rowsOf, type Db } from '@bike/server/core';
import type { Language } from '@bike/shared/i18n/locales';
import { conceptImage } from './concept-view';
import { readCustomizerModel } from './customizer-model';

/**
 * A custom bike as a cart or order line (issue 12 item 9): the line's id is the concept's code
 * under CONCEPT_ITEM_PREFIX; the server prices it from the concept's choices with its own price
 * list (never the cart's figure) and says what the factory must take from stock: the frame when
 * it has the build in the size (else the frame is built to order), and the chosen parts it has.
 */
export interface ConceptLine {
  askedId: string;
  code: string;
  choices: ConfigurationChoices;
  /** The catalogue configuration the bike is built from, and the size. */
  itemId: number;
  sizeId: number | null;
  buildExternalid: string;
  title: string;
  image: string;
  unitPriceCents: number;
  /** Working days until it ships (the delivery estimate); null when it cannot ship within the promise. */
  workdays: number | null;
  frameStocked: boolean;
  /** Chosen parts the factory has, with how many. */
  stockedParts: { code: string; qty: number }[];
}

export const isConceptLineId = (id: string): boolean => id.startsWith(CONCEPT_ITEM_PREFIX);

interface BuildRow { item_id: number; size_id: number | null }

/** The lines of the asked concept ids of a brand, priced in the currency; unknown or unbuildable ones are left out. */
export async function resolveConceptLines(
  db: Db,
  ids: string[],
  brand: string,
  locale: { code: string; currency: string; language: string; vat: number },
): Promise<Map<string, ConceptLine>> {
  const lines = new Map<string, ConceptLine>();
  for (const askedId of new Set(ids.filter(isConceptLineId))) {
    const read = readConceptCode(askedId.slice(CONCEPT_ITEM_PREFIX.length));
    if (!read.ok) continue;
    const [row] = rowsOf<{ code: string; model: string; choices: ConfigurationChoices }>(
      await db.execute(sql`select code, model, choices from concepts where code = ${read.code} and brand = ${brand}`),
    );
    if (!row) continue;
    const model = await readCustomizerModel(db, row.model, brand, { code: locale.code, currency: locale.currency, vat: locale.vat, language: locale.language as Language });
    if (!model || invalidChoice(model, row.choices) !== null) continue;
    const build = buildOf(model, row.choices)!;
    const [sized] = rowsOf<BuildRow>(await db.execute(sql`
      select i.id as item_id, z.id as size_id from items i left join item_sizes z on z.item_id = i.id and z.size = ${row.choices.size}
      where i.externalid = ${build.externalid}`));
    if (!sized) continue;
    const delivery = deliveryEstimate(model, row.choices);
    const codes = PART_SLOTS.map((slot) => row.choices[slot]).filter(Boolean);
    const stocked = rowsOf<{ code: string; stock_qty: number }>(await db.execute(sql`
      select code, stock_qty from customizer_parts where code = any(${sql.param(codes)}::text[]) and stock_qty > 0`));
    lines.set(askedId, {
      askedId, code: row.code, choices: row.choices, itemId: Number(sized.item_id), sizeId: sized.size_id === null ? null : Number(sized.size_id),
      buildExternalid: build.externalid, title: model.title, image: conceptImage(model, row.choices),
      unitPriceCents: Math.round(priceConfiguration(model, row.choices).total * 100),
      workdays: delivery.withinPromise ? delivery.weeks * 5 : null,
      frameStocked: build.factory[row.choices.size] !== undefined,
      stockedParts: stocked.map((p) => ({ code: p.code, qty: Number(p.stock_qty) })),
    });
  }
  return lines;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Tx = any;

/** Thrown when a part ran out between the cart check and the order (the order rolls back). */
export class PartsOutOfStockError extends ApiError {
  constructor(index: number) {
    super(409, 'OUT_OF_STOCK', 'Some items are no longer available in the asked quantity', 'outOfStock', [{ path: `orderlines.${index}.quantity`, message: 'noLongerAvailable' }]);
  }
}

/**
 * Takes an order's custom bikes' parts from the factory's parts stock inside the order's
 * transaction: rows locked in code order (no deadlock between two orders), guarded decrements,
 * every part or none; each recorded in part_reservations so it is put back once.
 */
export async function reserveParts(tx: Tx, orderUuid: string, lines: { index: number; parts: string[]; qty: number }[]): Promise<void> {
  const need = new Map<string, { qty: number; index: number }>();
  for (const line of lines) for (const code of line.parts) need.set(code, { qty: (need.get(code)?.qty ?? 0) + line.qty, index: need.get(code)?.index ?? line.index });
  if (need.size === 0) return;
  const codes = [...need.keys()].sort();
  await tx.execute(sql`select code from customizer_parts where code = any(${sql.param(codes)}::text[]) order by code for update`);
  for (const code of codes) {
    const { qty, index } = need.get(code)!;
    const taken = rowsOf(await tx.execute(sql`update customizer_parts set stock_qty = stock_qty - ${qty} where code = ${code} and stock_qty >= ${qty} returning code`));
    if (taken.length === 0) throw new PartsOutOfStockError(index);
    await tx.execute(sql`insert into part_reservations (order_uuid, part_code, qty) values (${orderUuid}::uuid, ${code}, ${qty})`);
  }
}

/** Puts an order's unreleased parts back (once); answers the number of units released. */
export async function releaseParts(tx: Tx, orderUuid: string): Promise<number> {
  const released = rowsOf<{ part_code: string; qty: number }>(await tx.execute(sql`
    update part_reservations set released_at = now() where order_uuid = ${orderUuid}::uuid and released_at is null returning part_code, qty`));
  if (released.length === 0) return 0;
  const byCode = new Map<string, number>();
  for (const r of released) byCode.set(r.part_code, (byCode.get(r.part_code) ?? 0) + Number(r.qty));
  const codes = [...byCode.keys()].sort();
  await tx.execute(sql`select code from customizer_parts where code = any(${sql.param(codes)}::text[]) order by code for update`);
  await tx.execute(sql`
    update customizer_parts p set stock_qty = p.stock_qty + a.n
      from unnest(${sql.param(codes)}::text[], ${sql.param(codes.map((c) => byCode.get(c)!))}::int[]) as a(code, n)
     where p.code = a.code`);
  return released.reduce((n, r) => n + Number(r.qty), 0);
}
