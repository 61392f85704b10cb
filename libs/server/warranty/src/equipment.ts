import { desc, eq, inArray, sql } from 'drizzle-orm';
// Bikes count as bought once their order is paid or further (SOLD_ORDER_STATUSES), never a cancelled or unpaid one.
import { frameWarranty, SOLD_ORDER_STATUSES, type EquipmentBike } from '@bike/shared/domain';
import type { Language } from '@bike/shared/i18n/locales';
import { rowsOf, type Db } from '@bike/server/core';
import type { AuthenticatedUser } from '@bike/server/accounts';
import { bikeSerials, type BikeSerialRow } from '@bike/server/orders';
import { withDesignsIn } from './design-names';
import { soldBikeOf } from './registration-view';
import { bikeRegistrations, type BikeRegistrationRow } from './schema';


interface BoughtLine {
  order_uuid: string;
  public_id: string;
  created_at: Date | string;
  dealer: { customerid: string; name: string | null } | null;
  externalid: string;
  quantity: number;
  title: string;
  image: string | null;
  platform_code: string | null;
  paint_des: string | null;
  groupset: string | null;
  item_externalid: string | null;
  size: string | null;
}

const isoDay = (value: Date | string): string => new Date(value).toISOString().slice(0, 10);

/**
 * GET /b2c/v1/equipment: the bikes the user bought online on this brand's shop (with their
 * serial once shipped, or still on the way) and the bikes they registered (bought anywhere).
 * Each carries spec point 3's order info for warranty and the frame warranty it has today, its
 * paint named in the reader's language.
 */
export async function equipmentOf(db: Db, user: AuthenticatedUser, brand: string, language: Language = 'en'): Promise<EquipmentBike[]> {
  // The same rule as the orders list: guest orders of the address count once it is verified.
  const owner = user.emailVerified ? sql`(o.user_id = ${user.id} or o.customer_email = ${user.email.toLowerCase()})` : sql`o.user_id = ${user.id}`;
  const lines = rowsOf<BoughtLine>(
    await db.execute(sql`
      select o.uuid as order_uuid, o.public_id, o.created_at, o.dealer,
             l.externalid, l.quantity, l.title, l.image,
             i.platform_code, i.paint_des, i.groupset, i.externalid as item_externalid, s.size
        from orders o
        join order_lines l on l.order_uuid = o.uuid and l.itemtype = 'bike'
        left join items i on i.id = l.item_id
        left join item_sizes s on s.id = l.size_id
       where ${owner} and o.brand = ${brand} and o.status in (${sql.join(SOLD_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `)})
       order by o.created_at desc, l.position
       limit 200`),
  );
  const registrations = await db.select().from(bikeRegistrations).where(eq(bikeRegistrations.userId, user.id)).orderBy(desc(bikeRegistrations.createdAt));
  // The newest registration of a serial is the one that counts (a rejected one may be followed by another).
  const registrationBySerial = new Map<string, BikeRegistrationRow>();
  for (const r of registrations) if (!registrationBySerial.has(r.serial)) registrationBySerial.set(r.serial, r);

  const orderUuids = [...new Set(lines.map((l) => l.order_uuid))];
  const serials: BikeSerialRow[] = orderUuids.length ? await db.select().from(bikeSerials).where(inArray(bikeSerials.orderUuid, orderUuids)) : [];
  const registeredSerials = [...registrationBySerial.keys()];
  const registeredRows: BikeSerialRow[] = registeredSerials.length ? await db.select().from(bikeSerials).where(inArray(bikeSerials.serial, registeredSerials)) : [];

  const bikes: EquipmentBike[] = [];
  const listed = new Set<string>();
  for (const line of lines) {
    // Serials of this line's units, in the order they were given; the rest are still on the way.
    const own = serials.filter((s) => s.orderUuid === line.order_uuid && s.externalid === line.externalid && !listed.has(s.serial));
    for (let unit = 0; unit < line.quantity; unit++) {
      const serial = own[unit];
      const orderDate = isoDay(line.created_at);
      if (serial) {
        listed.add(serial.serial);
        bikes.push(withWarranty({ ...soldBikeOf(serial), orderId: line.public_id, orderDate }, serial.serial, orderDate, registrationBySerial.get(serial.serial)));
      } else {
        bikes.push({
          model: line.platform_code, title: line.title, size: line.size, design: line.paint_des, groupset: line.groupset,
          configurationId: line.item_externalid, externalId: line.externalid, image: line.image, dealer: line.dealer,
          serialNumber: null, orderId: line.public_id, orderDate, purchaseDate: orderDate, warrantyDate: null, warranty: null, registration: null,
        });
      }
    }
  }
  for (const serial of registeredRows) {
    if (listed.has(serial.serial) || serial.brand !== brand) continue;
    const registration = registrationBySerial.get(serial.serial)!;
    bikes.push(withWarranty({ ...soldBikeOf(serial), orderId: null, orderDate: null }, serial.serial, registration.purchaseDate, registration));
  }
  return withDesignsIn(db, bikes, language);
}

function withWarranty(
  bike: Omit<EquipmentBike, 'serialNumber' | 'purchaseDate' | 'warrantyDate' | 'warranty' | 'registration'>,
  serial: string,
  orderDate: string,
  registration: BikeRegistrationRow | undefined,
): EquipmentBike {
  // A registration states when the rider bought the bike; an online order's date is its own.
  const purchaseDate = registration?.purchaseDate ?? orderDate;
  const warranty = frameWarranty(purchaseDate, registration?.status ?? null);
  return {
    ...bike,
    serialNumber: serial,
    purchaseDate,
    warrantyDate: warranty.until,
    warranty,
    registration: registration ? { id: registration.id, status: registration.status } : null,
  };
}
