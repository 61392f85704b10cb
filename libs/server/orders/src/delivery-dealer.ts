import { sql } from 'drizzle-orm';
import { allowedAddressCountries, type LocaleEntry } from '@bike/shared/domain';
import { ApiError, badRequest, rowsOf, type Db } from '@bike/server/core';

/**
 * The dealer a dealer-delivery order goes to. The customer id comes from the request, so the
 * server checks what the checkout's picker already filters on (apps/shop/src/checkout/dealer-list.ts):
 * an active dealer, not a rental point (the spec's checkout offers "delivery at a dealer"; a
 * rental point neither sells nor hands over bikes), in the locale's country (the order is priced,
 * taxed and shipped for that market, like the addresses in order-address.ts), selling the
 * order's brand.
 */
export interface DeliveryDealer {
  id: number;
  name: string;
}

export const dealerNotAllowed = (locale: Pick<LocaleEntry, 'code' | 'countrycode'>, brand: string) => {
  const countries = allowedAddressCountries(locale);
  const where = countries.length ? `a ${brand} dealer in ${countries.join(', ')}` : `a dealer on your country's site`;
  return new ApiError(400, 'DEALER_NOT_ALLOWED', `This dealer cannot receive orders from ${locale.code}: choose ${where}`, 'dealerNotAllowed', [
    { path: 'dealer.customerid', message: 'dealerNotAllowed' },
  ]);
};

export async function deliveryDealerFor(db: Db, customerid: string | null | undefined, order: { brand: string; locale: LocaleEntry }): Promise<DeliveryDealer> {
  if (!customerid) throw badRequest('DEALER_NOT_FOUND', 'The chosen dealer does not exist');
  const countries = allowedAddressCountries(order.locale);
  // A customer id is unique only with its extid: one of its rows must qualify.
  const rows = rowsOf<{ id: number; name: string; qualifies: boolean }>(
    await db.execute(sql`
      select id, name,
             (type = 'dealer' and country = any(${sql.param(countries)}::text[]) and brands @> ${JSON.stringify([order.brand])}::jsonb) as qualifies
        from dealers
       where cusid = ${customerid} and active
       order by qualifies desc, id
       limit 1`),
  );
  const row = rows[0];
  if (!row) throw badRequest('DEALER_NOT_FOUND', 'The chosen dealer does not exist');
  if (!row.qualifies) throw dealerNotAllowed(order.locale, order.brand);
  return { id: Number(row.id), name: row.name };
}
