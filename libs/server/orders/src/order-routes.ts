import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { safeRedirectPath, placeOrderSchema, registerSchema, type PlaceOrderInput } from '@bike/shared/domain';
import { ApiError, badRequest, brandOf, CHANGES_STATE, clientIp, enforceLimits, isBrandKey, parseInput, sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { createOrderLimiters } from './order-limits';
import { requireLocale } from '@bike/server/catalogue';
import { optionalUser, refuseWeakPassword, requireUser, users } from '@bike/server/accounts';
import { findOrder, orderByIdempotencyKey, orderViewOf, ordersOfUser, toOrderStatusView, type OrderRow } from './order-view';
import { orderProof, requireOrderProof } from './order-access';
import { retryPayment } from './order-payments';
import { placeOrder } from './order-placement';
import { cancelOrder } from './order-status-changes';
import type { OrdersDeps } from './orders-deps';
import { registerOrderLookupRoute } from './order-lookup';

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
  // The server's half of the password rules (the breached-password list), before the order exists.
  refuseWeakPassword(body.password, [body.email], 'consumer.password');
  return body;
}

export async function registerOrderRoutesOnly(app: FastifyInstance, ctx: ServerContext, deps: OrdersDeps): Promise<void> {
  /**
   * Spec point 7 order placement. Idempotency-Key (recommended: a UUID per checkout attempt): a
   * repeat returns the first order (200, header idempotent-replayed: true) instead of a second one.
   */
  const limits = createOrderLimiters(sharedLimiterOptions(ctx));
  app.post('/consumer/v1/orders', { schema: { summary: 'Place an order', tags: ['orders'] } as object }, async (request, reply) => {
    await enforceLimits(reply, [limits.placePerIp, clientIp(request)]);
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
    const placed = await placeOrder(deps, input, { brand, locale, idempotencyKey, requestHash, userId: user?.id ?? null, clientAddress: clientIp(request) });

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
    // The order token is in this answer only (and in a replay's): the browser keeps it for retry and cancel.
    return { result: { order: placed.order, payment: placed.payment, orderToken: placed.orderToken } };
  });

  /** The order, after its proof; 404 before any proof check for an unknown uuid. */
  const provenOrder = async (request: FastifyRequest<{ Params: { uuid: string } }>): Promise<OrderRow> => {
    const order = await findOrder(ctx.db, request.params.uuid);
    if (!order) throw orderNotFound();
    await requireOrderProof(request, ctx, order);
    return order;
  };

  /**
   * The buyer (order token in x-order-token, or the signed-in owner) sees the order with its
   * lines, amounts, name and city. Anyone else holding only the uuid (it travels in payment
   * return URLs and mails) sees its status and number, nothing personal: enough for a shopper
   * who paid in a banking app that opened another browser.
   */
  app.get<{ Params: { uuid: string } }>('/consumer/v1/orders/:uuid', { schema: { summary: 'One order', tags: ['orders'] } as object }, async (request, reply) => {
    const order = await findOrder(ctx.db, request.params.uuid);
    if (!order) throw orderNotFound();
    reply.header('cache-control', 'no-store');
    const { proof } = await orderProof(request, ctx, order);
    return { result: proof ? await orderViewOf(ctx.db, order) : toOrderStatusView(order) };
  });

  /**
   * A new payment changes state (earlier payments closed, stock reserved again), which a GET
   * must not do for a link prefetcher or a crawler. The spec's GET path is kept for API
   * clients, but like the POST it works only with proof: prefetchers send no x-order-token
   * header and no session, so they get a 401 and nothing changes. The shop's own page uses POST.
   */
  const retry = async (request: FastifyRequest<{ Params: { uuid: string }; Querystring: { redirect?: string } }>, reply: FastifyReply) => {
    const body = request.body as { redirect?: unknown } | null | undefined;
    const redirect = request.query.redirect ?? (typeof body?.redirect === 'string' ? body.redirect : undefined);
    // The normalised path is stored, never the raw one (safeRedirectPath in shared domain).
    const safeRedirect = redirect === undefined || redirect === '' ? null : safeRedirectPath(redirect);
    if (redirect !== undefined && redirect !== '' && safeRedirect === null) throw badRequest('VALIDATION_ERROR', 'redirect must be a path on this site');
    await provenOrder(request);
    const payment = await retryPayment(deps, request.params.uuid, safeRedirect);
    reply.header('cache-control', 'no-store');
    return { result: { payment } };
  };
  // A GET that changes state: refused when another site links or navigates to it (CHANGES_STATE).
  app.get<{ Params: { uuid: string }; Querystring: { redirect?: string } }>(
    '/consumer/v1/orders/:uuid/retry',
    { config: CHANGES_STATE, schema: { summary: 'A new payment for an unpaid order (needs the order token or the owner\'s session; refused from another site)', tags: ['orders'] } as object },
    retry,
  );
  app.post<{ Params: { uuid: string }; Querystring: { redirect?: string } }>(
    '/consumer/v1/orders/:uuid/retry',
    { schema: { summary: 'A new payment for an unpaid order (needs the order token or the owner\'s session)', tags: ['orders'] } as object },
    retry,
  );

  app.post<{ Params: { uuid: string } }>(
    '/consumer/v1/orders/:uuid/cancel',
    { schema: { summary: 'Cancel an unpaid order (needs the order token or the owner\'s session)', tags: ['orders'] } as object },
    async (request, reply) => {
      await provenOrder(request);
      await cancelOrder(deps, request.params.uuid);
      reply.header('cache-control', 'no-store');
      // The whole view (sizes, dealer address), as GET answers it: the page shows it in place.
      return { result: await orderViewOf(ctx.db, (await findOrder(ctx.db, request.params.uuid))!) };
    },
  );

  await registerOrderLookupRoute(app, ctx);

  /** The signed-in user's orders (account page), newest first. */
  app.get('/consumer/v1/orders', { schema: { summary: 'Orders of the signed-in user', tags: ['orders'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    reply.header('cache-control', 'no-store');
    return { result: await ordersOfUser(ctx.db, user) };
  });
}
