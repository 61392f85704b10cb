import { eq } from 'drizzle-orm';
import type { Db } from '@bike/server/core';
import { users } from '@bike/server/accounts';
import { catalogueLanguage } from '@bike/server/catalogue';
import { findSerial } from '@bike/server/orders';
import { withDesignsIn } from './design-names';
import type { BikeRegistrationRow } from './schema';
import { warrantyMailLocale, type MailBike, type WarrantyMailReader } from './warranty-mails';

/**
 * What a warranty mail says about a registration, read fresh for its rider: the account (name,
 * address and language setting) and the bike as the factory recorded it, its paint in the language
 * the mail is written in (not the admin's, when an admin's decision sends it). Undefined when the
 * account or the serial is gone.
 */
export async function warrantyMailFacts(db: Db, row: BikeRegistrationRow): Promise<{ reader: WarrantyMailReader; bike: MailBike } | undefined> {
  const [reader] = await db.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, row.userId));
  const serial = await findSerial(db, row.serial);
  if (!reader?.email || !serial) return undefined;
  const language = catalogueLanguage(warrantyMailLocale(reader, row.locale).slice(0, 2));
  const [named] = await withDesignsIn(db, [serial], language);
  return {
    reader,
    bike: {
      title: serial.title,
      model: serial.model ?? null,
      size: serial.size ?? null,
      design: named?.design ?? serial.design ?? null,
      serial: serial.serial,
      purchaseDate: row.purchaseDate,
      dealer: serial.dealer?.name ?? null,
    },
  };
}
