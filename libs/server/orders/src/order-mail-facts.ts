import { sql } from 'drizzle-orm';
import { PART_SLOTS } from '@bike/shared/domain';
import { rowsOf, type Db } from '@bike/server/core';
import { catalogueLanguage, inLanguage } from '@bike/server/catalogue';
import type { OrderLineConfiguration } from './schema';

/**
 * What an order mail names beyond the order's view (issue 33): each line's colour (a bike's
 * design, an accessory's colour) and a custom bike's build (groupset and chosen parts), in the
 * mail's language, and, once it ships, the frame numbers. Read after the order's change has
 * committed, in at most three small queries by the order's id, so a mail costs the same for any
 * number of lines. The mail templates themselves stay pure (order-summary-mail.ts).
 */
export interface OrderMailLineFacts {
  colour: string | null;
  /** A custom bike's choices by name (groupset, wheels, cockpit, saddle); empty for a catalogue line. */
  build: string[];
}

export interface OrderMailFacts {
  /** By the line's external id (an order holds each external id once). */
  lines: ReadonlyMap<string, OrderMailLineFacts>;
}

export interface ShippedSerial {
  serial: string;
  title: string;
  size: string | null;
}

interface LineRow {
  externalid: string;
  colour: string | null;
  groupset: string | null;
  configuration: OrderLineConfiguration | string | null;
}

export async function orderMailFactsOf(db: Db, orderUuid: string, language: string): Promise<OrderMailFacts> {
  const lang = catalogueLanguage(language);
  // A bike's colour is its design's name (paint_des, translated); an accessory names a colour
  // code in its attributes, labelled per language like the shop's colour filter.
  const rows = rowsOf<LineRow>(
    await db.execute(sql`
      select l.externalid, l.configuration, i.groupset,
             coalesce(${inLanguage('i', 'paint_des', lang)}, c.label, i.attributes ->> 'colour') as colour
        from order_lines l
        left join items i on i.id = l.item_id
        left join attribute_translations c on c.attribute_code = 'colour' and c.value = i.attributes ->> 'colour' and c.language = ${lang}
       where l.order_uuid = ${orderUuid}
       order by l.position`),
  );
  const configurations = rows.map((r) => (typeof r.configuration === 'string' ? (JSON.parse(r.configuration) as OrderLineConfiguration) : r.configuration));
  const partCodes = [...new Set(configurations.flatMap((c) => (c ? PART_SLOTS.map((slot) => c.choices[slot]).filter((code): code is string => !!code) : [])))];
  const partNames = partCodes.length
    ? new Map(
        rowsOf<{ code: string; name: string }>(
          await db.execute(sql`select code, coalesce(texts ->> ${lang}::text, name) as name from customizer_parts where code = any(${sql.param(partCodes)}::text[])`),
        ).map((p) => [p.code, p.name]),
      )
    : new Map<string, string>();
  return {
    lines: new Map(
      rows.map((r, i) => {
        const configuration = configurations[i];
        const parts = configuration ? PART_SLOTS.map((slot) => configuration.choices[slot]).filter((code): code is string => !!code).map((code) => partNames.get(code) ?? code) : [];
        const build = configuration ? [r.groupset, ...parts].filter((name): name is string => !!name) : [];
        return [r.externalid, { colour: r.colour || null, build }];
      }),
    ),
  };
}

/** The frame numbers an order's bikes got when it shipped (bike-serials.ts), in line order. */
export async function shippedSerialsOf(db: Db, orderUuid: string): Promise<ShippedSerial[]> {
  return rowsOf<ShippedSerial>(
    await db.execute(sql`
      select s.serial, s.title, s.size from bike_serials s
        left join order_lines l on l.order_uuid = s.order_uuid and l.externalid = s.externalid
       where s.order_uuid = ${orderUuid}
       order by l.position, s.serial`),
  );
}
