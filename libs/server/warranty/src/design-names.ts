import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { localeOf, rowsOf, type Db } from '@bike/server/core';
import { catalogueLanguage } from '@bike/server/catalogue';
import type { Language } from '@bike/shared/i18n/locales';

/**
 * A sold bike keeps its paint name as the catalogue wrote it when the bike left the factory, in
 * English (bike_serials.design, items.paint_des); a page shows it in the reader's language, as the
 * bike page does ("Gitzwart / Marineblauw", not "Jet Black / Navy"). The catalogue item the bike
 * was built as holds the name in each language. Its translation is used only while that item
 * still names the same design in English, so a renamed or re-seeded catalogue never relabels a
 * bike that was sold; otherwise, and in English, the stored name stays.
 */
export interface DesignOfBike {
  /** The configuration's external id (spec: configurationId): the catalogue item the bike was built as. */
  configurationId: string | null;
  design: string | null;
}

interface TranslatedRow {
  externalid: string;
  english: string | null;
  translated: string | null;
}

const keyOf = (configurationId: string, design: string) => `${configurationId}\u0000${design}`;

/** One query for any number of bikes: their paint names in the language, by bike. */
export async function designNamesIn(db: Db, bikes: readonly DesignOfBike[], language: Language): Promise<(bike: DesignOfBike) => string | null> {
  const asked = bikes.filter((b): b is { configurationId: string; design: string } => !!b.configurationId && !!b.design);
  if (language === 'en' || asked.length === 0) return (bike) => bike.design;
  const ids = [...new Set(asked.map((b) => b.configurationId))];
  const rows = rowsOf<TranslatedRow>(
    await db.execute(sql`
      select i.externalid, i.paint_des as english, i.texts -> ${language}::text ->> 'paint_des' as translated
        from items i
       where i.externalid in (select unnest(${sql.param(ids)}::text[]))`),
  );
  const names = new Map(rows.filter((r) => r.english && r.translated).map((r) => [keyOf(r.externalid, r.english!), r.translated!]));
  return (bike) => (bike.configurationId && bike.design ? names.get(keyOf(bike.configurationId, bike.design)) ?? bike.design : bike.design);
}

/** The bikes with their paint named in the language (copies; the inputs are left as they are). */
export async function withDesignsIn<T extends DesignOfBike>(db: Db, bikes: readonly T[], language: Language): Promise<T[]> {
  const nameOf = await designNamesIn(db, bikes, language);
  return bikes.map((bike) => ({ ...bike, design: nameOf(bike) }));
}

/** The language a call's `?locale=` asks its answer in ('nl_BE' → nl); English without one. */
export const readerLanguage = (request: FastifyRequest): Language => catalogueLanguage(localeOf(request).slice(0, 2));
