import type { FastifyInstance } from 'fastify';
import { adminDashboardQuerySchema } from '@bike/shared/domain';
import { parseInput, type ServerContext } from '@bike/server/core';
import { requireAdmin } from '@bike/server/accounts';
import { adminDashboard, dashboardRange } from './dashboard-query';

/**
 * GET /b2c/v1/admin/dashboard?from=&to=&brand= (spec point 7): the admin's numbers for a period
 * of at most 366 days (default: the last 30). Admin role read from the database: 401 without a
 * session, 403 for any other role; bad dates or brands are a 400.
 */
export async function registerDashboardRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/b2c/v1/admin/dashboard', { schema: { summary: 'Orders, revenue, registrations, moderation and stock for a period (admin)', tags: ['admin'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    const query = parseInput(adminDashboardQuerySchema, request.query ?? {});
    reply.header('cache-control', 'no-store');
    return { result: await adminDashboard(ctx.db, dashboardRange(query)) };
  });
}
