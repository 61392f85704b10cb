import { sql } from 'drizzle-orm';
import { singleLine } from '@bike/shared/domain';
import type { Language } from '@bike/shared/i18n/locales';
import { rowsOf, type Db } from '@bike/server/core';
import type { ItemTexts } from './catalogue-texts';

/**
 * The bike or product a dealer request is about, as both its mails name it. The form sends the
 * item's code (one design, i.e. one colour); a size's own code (ITEM-M) names the size too. The
 * dealer and the shopper may read different languages, so the row keeps the item's translations.
 */
export interface RequestedItemRow {
  externalid: string;
  title: string;
  paint_des: string | null;
  /** The size the code names (a size's code), else the item's own size (an accessory's), else null. */
  size: string | null;
  texts: ItemTexts | null;
}

/** The item in one language: title and colour as the shop shows them there, English where it has no translation. */
export interface RequestedItem {
  externalid: string;
  title: string;
  colour: string | null;
  size: string | null;
}

/** An item of the brand by its code or one of its sizes' codes; null when there is none. */
export async function findRequestedItem(db: Db, code: string, brand: string): Promise<RequestedItemRow | null> {
  const rows = rowsOf<RequestedItemRow>(
    await db.execute(sql`
      select i.externalid, i.title, i.paint_des, i.size, i.texts from items i where i.externalid = ${code} and i.brandkey = ${brand}
      union all
      select i.externalid, i.title, i.paint_des, s.size, i.texts from item_sizes s join items i on i.id = s.item_id
       where s.externalid = ${code} and i.brandkey = ${brand}
      limit 1`),
  );
  return rows[0] ?? null;
}

/** Each value one line: a title from the database must not start a line of its own in the mail. */
export function requestedItemIn(row: RequestedItemRow, language: Language): RequestedItem {
  const texts = row.texts?.[language];
  const colour = texts?.paint_des ?? row.paint_des;
  return {
    externalid: singleLine(row.externalid),
    title: singleLine(texts?.title ?? row.title),
    colour: colour ? singleLine(colour) : null,
    size: row.size ? singleLine(row.size) : null,
  };
}
