import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  cartAvailabilitySchema, checkoutSchema, fromCents, lacksFrameSize, lineAllowances, LOCALE_PATTERN, vatDeductionFor, type VatCheckResult, type CartAvailability, type CartAvailabilityLine,
  type CheckoutSnapshot, type DeliveryMethodCode,
} from '@bike/shared/domain';
import { ApiError, badRequest, brandOf, clientIp, enforceLimits, parseInput, sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { createOrderLimiters } from './order-limits';
import { findDiscount, itemsByIds, requireLocale, voucherFor } from '@bike/server/catalogue';
import { optionalUser } from '@bike/server/accounts';
import { discountableOf, sellableStock, resolveItems, stockFor } from './order-items';
import { priceCart } from './order-pricing';
import type { OrdersDeps } from './orders-deps';
import { checkouts } from './schema';

const localeQuery = v.object({
  locale: v.optional(v.pipe(v.string(), v.regex(LOCALE_PATTERN, 'locale is invalid (expected e.g. nl_BE)')), 'en_INT'),
});

export async function registerCartRoutes(app: FastifyInstance, ctx: ServerContext, deps: OrdersDeps): Promise<void> {
  const limits = createOrderLimiters(sharedLimiterOptions(ctx));
  /**
   * Spec point 4/5 availability check. Per line: noLongerAvailable (unknown, unpriced or no
   * sellable stock), sizeRequired (a bike that names no frame size), maxQuantity (above the
   * line limit, CART_MAX_QTY_*), remaining (fewer units left than asked), deliveryDate (the lead
   * time grew beyond what the shopper was shown).
   */
  app.post('/consumer/v1/items/cart/availability', { schema: { summary: 'Cart availability check', tags: ['orders'] } as object }, async (request, reply) => {
    await enforceLimits(reply, [limits.cartPerIp, clientIp(request)]);
    const { locale: code } = parseInput(localeQuery, request.query);
    const locale = await requireLocale(ctx.db, code);
    const brand = brandOf(request, ctx.config);
    const input = parseInput(cartAvailabilitySchema, request.body);
    const resolved = await resolveItems(ctx.db, input.cartItems.map((c) => c.id), brand, locale);
    const levels = await sellableStock(ctx.db, [...resolved.values()]);
    const priced = await itemsByIds(ctx.db, [...new Set([...resolved.values()].map((r) => r.itemId))], { locale, brand });
    const byId = new Map(priced.map((p) => [p.id, p]));
    // The catalogue prices the builds with the locale's voucher; a custom bike takes it on its own price.
    const localeVoucher = locale.voucher && [...resolved.values()].some((r) => r.custom) ? await findDiscount(ctx.db, locale.voucher) : null;
    // The per-item and per-order caps of order-quantities.ts, line by line as the order would count them.
    const allowances = lineAllowances(input.cartItems.map((line) => {
      const item = resolved.get(line.id);
      // A line that cannot be ordered (unknown, unpriced, a bike without a size) takes nothing of the limits.
      return item && item.unitPriceCents !== null && !lacksFrameSize(item) ? { itemKey: String(item.itemId), itemtype: item.itemtype, qty: line.qty } : { itemKey: `-${line.id}`, itemtype: 'none', qty: 0 };
    }));
    const items: CartAvailabilityLine[] = input.cartItems.map((line, index) => {
      const item = resolved.get(line.id);
      const build = item ? (byId.get(item.itemId) ?? null) : null;
      // A custom bike shows its own name, picture and price (with the voucher on that price), not its catalogue build's.
      const customPrice = (msrp: number) => ({
        msrp, oldmsrp: null, currency: build!.$$price.currency,
        voucher: voucherFor(localeVoucher, discountableOf(item!), locale, brand, msrp).voucher,
      });
      const shown = build && item?.custom
        ? { ...build, externalid: line.id, title: item.title, image: item.image, $$price: customPrice(item.unitPriceCents! / 100) }
        : build;
      if (!item || item.unitPriceCents === null) {
        return { id: line.id, available: false, qty: line.qty, maxQty: 0, remaining: 0, message: 'noLongerAvailable', workdays: null, item: shown };
      }
      // A bike without a frame size cannot be ordered until the shopper picks one; its item stays for the bike page link.
      if (lacksFrameSize(item)) return { id: line.id, available: false, qty: line.qty, maxQty: 0, remaining: 0, message: 'sizeRequired', workdays: null, item: shown };
      const stock = stockFor(levels, item);
      const limit = allowances[index]!.max;
      const maxQty = Math.min(limit, stock.qty);
      const base = { id: line.id, qty: line.qty, maxQty, remaining: maxQty, workdays: stock.workdays, item: shown };
      if (stock.qty <= 0) return { ...base, available: false, message: 'noLongerAvailable' };
      if (line.qty > maxQty) return { ...base, available: true, message: stock.qty >= limit ? 'maxQuantity' : 'remaining' };
      if (line.workdays != null && stock.workdays !== null && stock.workdays > line.workdays) return { ...base, available: true, message: 'deliveryDate' };
      return { ...base, available: true, message: null };
    });
    const result: CartAvailability = {
      items,
      checkout: { bikes: locale.checkoutBikes, accessories: locale.checkoutAccessories, discountCheckout: locale.allowDiscountCheckout },
    };
    return { result };
  });

  /**
   * VAT number check for business customers (offline by default, VIES with VAT_CHECK=vies). With
   * ?locale= it also says how an order there would treat the VAT (deducted, charged, or charged
   * and held for review): the invoice address is in the locale's country (order-address.ts).
   */
  app.get<{ Params: { vat: string }; Querystring: { locale?: string } }>('/consumer/v1/order/checkVAT/:vat', { schema: { summary: 'Check a VAT number', tags: ['orders'] } as object }, async (request, reply) => {
    await enforceLimits(reply, [limits.vatPerIp, clientIp(request)]);
    const vat = request.params.vat;
    if (vat.length > 40) throw badRequest('VALIDATION_ERROR', 'vat: VAT number is too long');
    const code = request.query.locale;
    if (code !== undefined && (typeof code !== 'string' || !LOCALE_PATTERN.test(code))) throw badRequest('VALIDATION_ERROR', 'locale is invalid (expected e.g. nl_BE)');
    const checked = await deps.vat.check(vat);
    if (!code) return { result: checked satisfies VatCheckResult };
    const locale = await requireLocale(ctx.db, code);
    const decision = vatDeductionFor({
      customerType: 'business',
      intracommunity: locale.intracommunity,
      invoiceCountry: locale.countrycode,
      sellerCountry: deps.config.sellerCountry,
      number: { countrycode: checked.countrycode, registration: checked.registration },
    });
    return { result: { ...checked, deduction: decision.deduction, reason: decision.reason } satisfies VatCheckResult };
  });

  /** A server-priced snapshot of the cart (spec point 7); failures answer CHECKOUT_CREATE_ERROR. */
  app.post('/v1/checkouts', { schema: { summary: 'Create a priced checkout snapshot', tags: ['orders'] } as object }, async (request, reply) => {
    await enforceLimits(reply, [limits.cartPerIp, clientIp(request)]);
    const input = parseInput(checkoutSchema, request.body);
    const headerBrand = brandOf(request, ctx.config);
    const brand = input.brand && input.brand === headerBrand ? input.brand : headerBrand;
    try {
      const locale = await requireLocale(ctx.db, input.lang);
      const shippingMethod: DeliveryMethodCode | undefined =
        input.shippingMethod ?? (['CONSUMER', 'DEALER'] as const).find((c) => locale.deliverymethods.some((m) => m.code === c));
      if (!shippingMethod) throw badRequest('CHECKOUT_CREATE_ERROR', 'Checkout is not available in this country');
      const priced = await priceCart(ctx.db, {
        brand, locale, lines: input.items, discountCode: input.discountcode, shippingMethod, customer: { type: 'consumer' }, linePath: 'items',
        shopperUserId: (await optionalUser(request, ctx))?.id ?? null,
      });
      const t = priced.totals;
      const snapshot: Omit<CheckoutSnapshot, 'id'> = {
        locale: locale.code,
        lines: priced.items.map((item, i) => ({
          externalid: priced.lines[i]!.id, qty: t.lines[i]!.qty, title: item.title, image: item.image, itemtype: item.itemtype,
          unitPrice: fromCents(t.lines[i]!.unitPrice), discount: fromCents(t.lines[i]!.discount), total: fromCents(t.lines[i]!.total),
        })),
        totals: {
          currency: t.currency, subtotal: fromCents(t.subtotal), discount: fromCents(t.discount), shipping: fromCents(t.shipping),
          vat: fromCents(t.vat), vatRate: t.vatRate, vatDeducted: t.vatDeducted, freeShipping: t.freeShipping, toPay: fromCents(t.toPay),
          lines: t.lines.map((l) => ({ externalid: l.externalid, qty: l.qty, unitPrice: fromCents(l.unitPrice), discount: fromCents(l.discount), total: fromCents(l.total) })),
        },
      };
      const [row] = await ctx.db.insert(checkouts).values({ brand, locale: locale.code, snapshot, redirectPath: input.redirect || null }).returning({ uuid: checkouts.uuid });
      reply.code(201);
      return { result: { id: row!.uuid, ...snapshot } satisfies CheckoutSnapshot };
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        throw new ApiError(error.status, 'CHECKOUT_CREATE_ERROR', error.message, error.errorName, error.issues);
      }
      throw error;
    }
  });
}
