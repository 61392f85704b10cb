import type { CheckoutPaymentMethod, ShippingMethod } from '@bike/shared/domain';
import type { Cart, CartLine } from '@bike/shared/store';
import type { CheckoutAddress, CheckoutSession } from './checkout-session';

/**
 * The order payload of spec point 7 (POST /consumer/v1/orders), built from the cart and the
 * checkout session. It carries no amounts: the API prices every line, discount, tax and
 * shipping itself from its own data.
 */
export interface OrderConsumer {
  customerType: 'consumer' | 'business';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company?: string;
  vatNumber?: string;
  invoiceAddress: CheckoutAddress;
  shippingAddressSameAsInvoice: boolean;
  shippingAddress?: CheckoutAddress;
  createAccount?: boolean;
  password?: string;
}

export interface OrderLinePayload {
  externalid: string;
  range: string;
  model: string;
  category: string;
  family: string;
  shippingmethod: ShippingMethod;
  quantity: number;
}

export interface OrderPayload {
  remarks: string;
  consumer: OrderConsumer;
  discountcode?: string;
  dealer?: { customerid: string };
  deliverylocation?: string;
  orderlines: OrderLinePayload[];
  locale: string;
  shippingMethod: ShippingMethod;
  shipping: { consumer?: CheckoutAddress; dealer?: { customerid: string } };
  brand: string;
  redirect: string;
  authRedirect: string;
  paymentMethod: CheckoutPaymentMethod;
}

export interface OrderPayloadInput {
  lines: CartLine[];
  cart: Pick<Cart, 'details' | 'location' | 'remark'>;
  session: CheckoutSession;
  password: string;
  locale: string;
  brand: string;
  discountCode: string | null;
  paymentMethod: CheckoutPaymentMethod;
}

export class IncompleteCheckoutError extends Error {}

/** Where the payment page sends the shopper back to (the API appends ?order={uuid}). */
export const orderReturnPath = (locale: string) => `/${locale}/checkout/order`;
export const accountOrdersPath = (locale: string) => `/${locale}/account/orders`;

export function buildOrderPayload(input: OrderPayloadInput): OrderPayload {
  const { session, cart } = input;
  const details = session.details;
  const method = cart.location?.shippingMethod;
  if (!details || !method) throw new IncompleteCheckoutError('checkout details or delivery method missing');
  const dealer = method === 'DEALER' ? cart.location?.dealer : null;
  if (method === 'DEALER' && !dealer?.customerid) throw new IncompleteCheckoutError('dealer missing');

  const invoiceAddress: CheckoutAddress = {
    street: details.street,
    number: details.number,
    postalCode: details.postalCode,
    city: details.city,
    country: details.country,
  };
  // A dealer delivery goes to the dealer; the invoice address is the shopper's own.
  const sameAsInvoice = method === 'DEALER' ? true : cart.details?.shippingAddressSameAsInvoice !== false || !session.shippingAddress;
  const business = details.customerType === 'business';

  const consumer: OrderConsumer = {
    customerType: details.customerType,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    phone: details.phone,
    ...(business ? { company: details.company, vatNumber: details.vatNumber } : {}),
    invoiceAddress,
    shippingAddressSameAsInvoice: sameAsInvoice,
    ...(sameAsInvoice ? {} : { shippingAddress: { ...session.shippingAddress! } }),
    ...(details.createAccount && input.password ? { createAccount: true, password: input.password } : {}),
  };

  return {
    remarks: (cart.remark ?? '').trim(),
    consumer,
    ...(input.discountCode ? { discountcode: input.discountCode } : {}),
    ...(dealer ? { dealer: { customerid: dealer.customerid }, deliverylocation: [dealer.name, dealer.city].filter(Boolean).join(', ') } : {}),
    orderlines: input.lines.map((line) => ({
      externalid: line.id,
      range: line.range ?? line.rangeCode ?? '',
      model: line.title,
      category: line.category ?? (line.itemtype === 'bike' ? 'bikes' : 'accessories'),
      family: line.familycode ?? '',
      shippingmethod: method,
      quantity: line.qty,
    })),
    locale: input.locale,
    shippingMethod: method,
    shipping: dealer ? { dealer: { customerid: dealer.customerid } } : { consumer: sameAsInvoice ? invoiceAddress : { ...session.shippingAddress! } },
    brand: input.brand,
    redirect: orderReturnPath(input.locale),
    authRedirect: accountOrdersPath(input.locale),
    paymentMethod: input.paymentMethod,
  };
}
