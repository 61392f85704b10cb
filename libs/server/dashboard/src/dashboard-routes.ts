import type { FastifyInstance } from 'fastify';
import { adminDashboardQuerySchema, DASHBOARD_CACHE_SECONDS, type AdminDashboard } from '@bike/shared/domain';
import { LruCache, parseInput, type ServerContext } from '@bike/server/core';
import { requireAdmin } from '@bike/server/accounts';
import { adminDashboard, dashboardRange } from './dashboard-query';

/**
 * GET /b2c/v1/admin/dashboard?from=&to=&brand= (spec point 7): the admin's numbers for a period
 * of at most 366 days (default: the last 30), read at most every 30 s. Admin role read from the database: 401 without a
 * session, 403 for any other role; bad dates or brands are a 400.
 */
export async function registerDashboardRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  // One read per period and brand every 30 s, however many admins look (the page says when the
  // numbers were read); a failed read is not kept.
  const answers = new LruCache<Promise<AdminDashboard>>(50, DASHBOARD_CACHE_SECONDS * 1000);
  app.get('/b2c/v1/admin/dashboard', { schema: { summary: 'Orders, revenue, registrations, moderation and stock for a period (admin)', tags: ['admin'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    const query = parseInput(adminDashboardQuerySchema, request.query ?? {});
    reply.header('cache-control', 'no-store');
    const range = dashboardRange(query);
    const key = `${range.from}|${range.to}|${range.brand ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = adminDashboard(ctx.db, range);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return { result: await answer };
  });
}
