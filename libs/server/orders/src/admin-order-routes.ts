/**
 * The admin's order calls (issue 15 items 1, 3 and 6). Each checks the admin role read from
 * the database (requireAdmin: 401 without a session, 403 for any other role), and every change
 * writes its audit entry in the transaction that makes it.
 *
 *   GET  /b2c/v1/admin/orders                    the list: search, filters, sort, page
 *   GET  /b2c/v1/admin/orders/export.csv         the same filters as CSV (at most 100,000 rows)
 *   GET  /b2c/v1/admin/orders/{uuid}             one order with lines, payments and history
 *   POST /b2c/v1/admin/orders/{uuid}/status      {status}: a move of the transition table, else 409
 *   POST /b2c/v1/admin/orders/{uuid}/transfer-paid   the bank transfer arrived
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_ORDERS_CSV_MAX, ADMIN_ORDER_FILTER_KEYS, adminOrdersQuerySchema, isOrderStatus } from '@bike/shared/domain';
import type { AdminAuditAction } from '@bike/shared/domain/admin-audit';
import { ApiError, badRequest, parseInput, type ServerContext } from '@bike/server/core';
import { requireAdmin, type AuthenticatedUser } from '@bike/server/accounts';
import { recordAdminAction } from '@bike/server/audit';
import { payments } from './schema';
import { findOrder, type OrderRow } from './order-view';
import { adminOrderBatches, adminOrdersPage, countAdminOrders } from './admin-order-list';
import { adminOrderDetail, ORDER_SUBJECT } from './admin-order-detail';
import { csvHeader, csvRows } from './order-csv';
import { applyPaymentOutcome } from './order-payments';
import { moveOrderStatus } from './order-status-changes';
import type { OrderChangeOptions, OrdersDeps } from './orders-deps';
import type { Tx } from './stock-reservations';

const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'This order does not exist');
const transferNotWaiting = () => new ApiError(409, 'TRANSFER_NOT_WAITING', 'This order has no bank transfer waiting for its money', 'transferNotWaiting');

/** The audit entry of an order change, written in its transaction. */
const auditedAs = (admin: AuthenticatedUser, action: Extract<AdminAuditAction, `order.${string}`>): OrderChangeOptions => ({
  onChanged: (tx: Tx, before: OrderRow, after: OrderRow) =>
    recordAdminAction(tx, {
      admin,
      action,
      subjectType: ORDER_SUBJECT,
      subjectId: before.uuid,
      before: { status: before.status, paymentStatus: before.paymentStatus },
      after: { status: after.status, paymentStatus: after.paymentStatus },
    }),
});

export async function registerAdminOrderRoutes(app: FastifyInstance, ctx: ServerContext, deps: OrdersDeps): Promise<void> {
  const existingOrder = async (uuid: string) => {
    const order = await findOrder(ctx.db, uuid);
    if (!order) throw orderNotFound();
    return order;
  };

  app.get('/b2c/v1/admin/orders', { schema: { summary: 'Orders for the admin: search, filters, sort and page', tags: ['admin', 'orders'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    const query = parseInput(adminOrdersQuerySchema, request.query ?? {});
    reply.header('cache-control', 'no-store');
    return { result: await adminOrdersPage(ctx.db, query) };
  });

  app.get('/b2c/v1/admin/orders/export.csv', { schema: { summary: 'The filtered order list as CSV (admin)', tags: ['admin', 'orders'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    const query = parseInput(adminOrdersQuerySchema, request.query ?? {});
    const filters = Object.fromEntries(ADMIN_ORDER_FILTER_KEYS.map((k) => [k, query[k]]));
    const matching = await countAdminOrders(ctx.db, filters);
    if (matching > ADMIN_ORDERS_CSV_MAX) {
      throw badRequest('EXPORT_TOO_LARGE', `The filters match ${matching} orders; an export holds at most ${ADMIN_ORDERS_CSV_MAX}. Narrow the dates or add a filter.`);
    }
    const day = new Date().toISOString().slice(0, 10);
    async function* lines() {
      // A byte-order mark first: spreadsheet programs then read the names' accents right.
      yield `\uFEFF${csvHeader()}`;
      for await (const batch of adminOrderBatches(ctx.db, filters)) yield csvRows(batch);
    }
    reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`);
    return reply.send(Readable.from(lines()));
  });

  app.get<{ Params: { uuid: string } }>('/b2c/v1/admin/orders/:uuid', { schema: { summary: 'One order with its lines, payments and history (admin)', tags: ['admin', 'orders'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    const order = await existingOrder(request.params.uuid);
    reply.header('cache-control', 'no-store');
    return { result: await adminOrderDetail(ctx.db, order) };
  });

  /** Fulfilment moves along the status table; a forbidden move is a 409 that names it. */
  app.post<{ Params: { uuid: string } }>('/b2c/v1/admin/orders/:uuid/status', { schema: { summary: 'Move an order to another status (admin)', tags: ['admin', 'orders'] } as object }, async (request, reply) => {
    const admin = await requireAdmin(request, ctx);
    const body = request.body as { status?: unknown } | null;
    if (!body || typeof body !== 'object' || !isOrderStatus(body.status)) throw badRequest('VALIDATION_ERROR', 'status: Status is invalid');
    // moveOrderStatus answers 404 for an unknown or malformed id itself.
    await moveOrderStatus(deps, request.params.uuid, body.status, auditedAs(admin, 'order.status'));
    reply.header('cache-control', 'no-store');
    return { result: await adminOrderDetail(ctx.db, await existingOrder(request.params.uuid)) };
  });

  /** The money of a bank transfer arrived: the order is paid (and the buyer gets the paid mail). */
  app.post<{ Params: { uuid: string } }>('/b2c/v1/admin/orders/:uuid/transfer-paid', { schema: { summary: 'Mark a bank transfer paid (admin)', tags: ['admin', 'orders'] } as object }, async (request, reply) => {
    const admin = await requireAdmin(request, ctx);
    const order = await existingOrder(request.params.uuid);
    const [waiting] = await ctx.db
      .select({ uuid: payments.uuid })
      .from(payments)
      .where(and(eq(payments.orderUuid, order.uuid), eq(payments.status, 'waiting_transfer')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!waiting || order.status !== 'pending') throw transferNotWaiting();
    const outcome = await applyPaymentOutcome(deps, waiting.uuid, 'paid', auditedAs(admin, 'order.transferPaid'));
    if (!outcome.changed || outcome.order?.status !== 'paid') throw transferNotWaiting();
    reply.header('cache-control', 'no-store');
    return { result: await adminOrderDetail(ctx.db, outcome.order) };
  });
}
