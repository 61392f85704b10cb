import * as v from 'valibot';

/**
 * Spec point 3 "Locale entry": the shop's own fields (code, iso, language file) plus the fields
 * the backend keeps per country. Served by GET /b2c/v1/countries.
 */
export const DELIVERY_METHOD_CODES = ['DEALER', 'CONSUMER'] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHOD_CODES)[number];

export interface DeliveryMethod {
  code: DeliveryMethodCode;
  /** Shipping price per bike (DEALER/CONSUMER) in the locale currency, major units. */
  price: number;
  /** Accessories ship free from this amount (after discounts), spec point 9. */
  minimumOrderPrice: number;
}

/** Generic payment kinds (card, banktransfer, onlinebanking, wallet), as in the i18n locale table. */
export type PaymentMethod = string;

export interface LocaleEntry {
  code: string;
  iso: string;
  language: string;
  file: string;
  backend_code: string;
  countrycode: string;
  currency: string;
  vat: number;
  intracommunity: boolean;
  deliverymethods: DeliveryMethod[];
  checkoutBikes: boolean;
  checkoutAccessories: boolean;
  allowDiscountCheckout: boolean;
  dealers: boolean;
  accessories: boolean;
  paymentMethods: PaymentMethod[];
  voucher: string | null;
}

export const deliveryMethodSchema = v.object({
  code: v.picklist(DELIVERY_METHOD_CODES),
  price: v.pipe(v.number(), v.minValue(0)),
  minimumOrderPrice: v.pipe(v.number(), v.minValue(0)),
});

