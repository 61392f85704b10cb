import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { isOrderStatus, isSafeRedirectPath, placeOrderSchema, registerSchema, type PlaceOrderInput } from '@bike/shared/domain';
import { ApiError, badRequest, brandOf, clientIp, enforceLimits, isBrandKey, parseInput, type ServerContext } from '@bike/server/core';
import { createOrderLimiters } from './order-limits';
import { requireLocale } from '@bike/server/catalogue';
import { optionalUser, requireAdmin, requireUser, users } from '@bike/server/accounts';
import { findOrder, orderByIdempotencyKey, orderViewOf, ordersOfUser } from './order-view';
import { cancelOrder, moveOrderStatus, placeOrder, retryPayment, type OrdersDeps } from './order-service';

const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

const emailAlreadyInUse = () =>
  new ApiError(409, 'EMAIL_ALREADY_REGISTERED', 'An account already exists for this email address. Please log in or disable create account.', 'emailAlreadyInUse');

const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'This order does not exist');

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return null;
  if (!IDEMPOTENCY_PATTERN.test(value)) throw badRequest('INVALID_IDEMPOTENCY_KEY', 'Idempotency-Key must be 8 to 200 letters, digits or -_.: (a UUID is best)');
  return value;
}

/** The registration the order asks for, checked before the order is placed (so a bad password fails first). */
function accountRegistration(input: PlaceOrderInput) {
  const c = input.consumer;
  if (!c.createAccount) return null;
  const body = {
    email: c.email, password: c.password ?? '', firstName: c.firstName, lastName: c.lastName, phone: c.phone, locale: input.locale,
    addresses: {
      invoice: c.invoiceAddress,
      shipping: c.shippingAddressSameAsInvoice === false && c.shippingAddress ? c.shippingAddress : c.invoiceAddress,
    },
  };
  const result = v.safeParse(registerSchema, body);
  if (!result.success) {
    const issues = result.issues.map((i) => ({ path: `consumer.${(i.path ?? []).map((p) => String(p.key)).join('.')}`, message: i.message }));
    throw badRequest('VALIDATION_ERROR', issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues);
  }
  return body;
}

export async function registerOrderRoutesOnly(app: FastifyInstance, ctx: ServerContext, deps: OrdersDeps): Promise<void> {
  /**
   * Spec point 7 order placement. Idempotency-Key (recommended: a UUID per checkout attempt): a
   * repeat returns the first order (200, header idempotent-replayed: true) instead of a second one.
   */
  const limits = createOrderLimiters(ctx.config.rateLimits);
  app.post('/consumer/v1/orders', { schema: { summary: 'Place an order', tags: ['orders'] } as object }, async (request, reply) => {
    enforceLimits(reply, [limits.placePerIp, clientIp(request)]);
    const idempotencyKey = idempotencyKeyOf(request);
    const input = parseInput(placeOrderSchema, request.body);
    const headerBrand = brandOf(request, ctx.config);
    if (input.brand && (!isBrandKey(input.brand) || input.brand !== headerBrand) && request.headers['x-brand']) {
      throw badRequest('INVALID_BRAND', 'brand does not match the x-brand header');
    }
    const brand = input.brand && isBrandKey(input.brand) ? input.brand : headerBrand;
    const locale = await requireLocale(ctx.db, input.locale);
    const registration = accountRegistration(input);
    const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
    if (registration) {
      // A retried request whose first attempt created the account must still replay, so an
      // existing email only refuses a request that is not a replay.
      const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.consumer.email));
      const replay = existing && idempotencyKey ? await orderByIdempotencyKey(ctx.db, brand, idempotencyKey) : undefined;
      if (existing && !replay) throw emailAlreadyInUse();
    }
    const user = await optionalUser(request, ctx);
    const placed = await placeOrder(deps, input, { brand, locale, idempotencyKey, requestHash, userId: user?.id ?? null });

    if (registration && !placed.replayed) {
      // The account is created through the accounts API itself (validation, hashing, activation
      // mail, its rate limits counted against the shopper's address). The order stands either way.
      const created = await request.server
        .inject({ method: 'POST', url: '/b2c/v1/users', payload: registration, remoteAddress: request.ip, headers: { 'x-brand': brand } })
        .catch((error: unknown) => ({ statusCode: 500, body: String(error) }));
      if (created.statusCode !== 201) request.log.warn({ status: created.statusCode }, 'account creation after order failed');
    }
    reply.header('cache-control', 'no-store');
    if (placed.replayed) reply.header('idempotent-replayed', 'true');
    reply.code(placed.replayed ? 200 : 201);
    return { result: { order: placed.order, payment: placed.payment } };
  });

  /** Anyone holding the uuid (the order page after payment); no personal data beyond name and city. */
  app.get<{ Params: { uuid: string } }>('/consumer/v1/orders/:uuid', { schema: { summary: 'One order', tags: ['orders'] } as object }, async (request, reply) => {
    const order = await findOrder(ctx.db, request.params.uuid);
    if (!order) throw orderNotFound();
    reply.header('cache-control', 'no-store');
    return { result: await orderViewOf(ctx.db, order) };
  });

  app.get<{ Params: { uuid: string }; Querystring: { redirect?: string } }>(
    '/consumer/v1/orders/:uuid/retry',
    { schema: { summary: 'A new payment for an unpaid order', tags: ['orders'] } as object },
    async (request, reply) => {
      const redirect = request.query.redirect;
      if (redirect !== undefined && redirect !== '' && !isSafeRedirectPath(redirect)) throw badRequest('VALIDATION_ERROR', 'redirect must be a path on this site');
      const payment = await retryPayment(deps, request.params.uuid, redirect || null);
      reply.header('cache-control', 'no-store');
      return { result: { payment } };
    },
  );

  app.post<{ Params: { uuid: string } }>('/consumer/v1/orders/:uuid/cancel', { schema: { summary: 'Cancel an unpaid order', tags: ['orders'] } as object }, async (request) => ({
    result: await cancelOrder(deps, request.params.uuid),
  }));

  /** The signed-in user's orders (account page), newest first. */
  app.get('/consumer/v1/orders', { schema: { summary: 'Orders of the signed-in user', tags: ['orders'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    reply.header('cache-control', 'no-store');
    return { result: await ordersOfUser(ctx.db, user) };
  });

  /** Fulfilment moves along the status table (admin only); a forbidden move is a 409. */
  app.post<{ Params: { uuid: string } }>('/b2c/v1/admin/orders/:uuid/status', { schema: { summary: 'Move an order to another status', tags: ['orders'] } as object }, async (request) => {
    await requireAdmin(request, ctx);
    const body = request.body as { status?: unknown } | null;
    if (!body || !isOrderStatus(body.status)) throw badRequest('VALIDATION_ERROR', 'status: Status is invalid');
    return { result: await moveOrderStatus(deps, request.params.uuid, body.status) };
  });
}
