import { expect, type APIRequestContext } from '@playwright/test';
import { sellableBikeSize } from './shop';

/**
 * Orders placed straight through the API (POST /consumer/v1/orders), for tests about what
 * happens after the checkout: the order page, the mail link, the lookup, the account. The
 * checkout journey itself is checkout.spec.ts.
 */
export interface Address {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface PlacedGuestOrder {
  uuid: string;
  id: string;
  email: string;
  price: number;
  orderToken: string;
  paymentUrl: string;
  /** The bike's title and the size ordered. */
  title: string;
  size: string;
  dealer: { name: string; street: string; number: string; postalCode: string; city: string } | null;
}

/** A priced bike of the brand in a size that can be ordered now (a bike line names its size; the cart's availability check says which). */
async function sizedBike(request: APIRequestContext, locale: string) {
  const bike = await sellableBikeSize(request, locale);
  return { externalid: bike.id, title: bike.item.title as string, size: bike.size };
}

/** Dealers of the locale's country near a point (the checkout's pick-up step asks the same). */
async function dealersNear(request: APIRequestContext, locale: string, country: string, at: { lat: number; lng: number }) {
  const res = await request.get(`/b2c/v1/dealers?lat=${at.lat}&lng=${at.lng}&locale=${locale}&type=dealer&country=${country}&limit=10`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).result as Array<{ cusid: string; name: string; street: string; number: string; postalCode: string; city: string }>;
}

export async function placeOrderByApi(
  request: APIRequestContext,
  options: {
    locale: string;
    address: Address;
    shippingMethod: 'CONSUMER' | 'DEALER';
    paymentMethod: 'online' | 'banktransfer';
    near?: { lat: number; lng: number };
    bearer?: string;
    email?: string;
  },
): Promise<PlacedGuestOrder> {
  const bike = await sizedBike(request, options.locale);
  const email = options.email ?? `guest-${options.locale.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const candidates = options.shippingMethod === 'DEALER' ? await dealersNear(request, options.locale, options.address.country, options.near!) : [null];
  for (const dealer of candidates) {
    const body = {
      consumer: {
        customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email, phone: '+32 470 12 34 56',
        invoiceAddress: options.address, shippingAddressSameAsInvoice: true,
      },
      orderlines: [{ externalid: bike.externalid, quantity: 1, shippingmethod: options.shippingMethod }],
      locale: options.locale,
      shippingMethod: options.shippingMethod,
      dealer: dealer ? { customerid: dealer.cusid } : null,
      brand: 'ardenne',
      redirect: `/${options.locale}/checkout/order`,
      paymentMethod: options.paymentMethod,
    };
    const res = await request.post('/consumer/v1/orders', { data: body, headers: options.bearer ? { authorization: `Bearer ${options.bearer}` } : {} });
    // A dealer of another brand or a rental point is refused: the next one near.
    if (dealer && res.status() === 400 && /DEALER_NOT_ALLOWED/.test(await res.text())) continue;
    expect(res.status(), await res.text()).toBe(201);
    const { order, payment, orderToken } = (await res.json()).result;
    return { uuid: order.uuid, id: order.id, email, price: order.price, orderToken, paymentUrl: payment.url, title: bike.title, size: bike.size, dealer };
  }
  throw new Error('no dealer near that takes this order');
}

/** The "view your order" link of the order confirmation mail (with its #token= fragment). */
export async function mailedOrderLink(request: APIRequestContext, email: string): Promise<URL> {
  const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result as Array<{ text: string }>;
  const link = mails.map((m) => m.text.match(/https?:\/\/\S+\/checkout\/order\/[0-9a-f-]{36}#token=\S+/)?.[0]).find(Boolean);
  expect(link, 'order confirmation mail with a link').toBeTruthy();
  return new URL(link!);
}
