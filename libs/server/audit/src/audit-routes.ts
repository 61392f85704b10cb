import type { FastifyInstance } from 'fastify';
import { adminAuditQuerySchema } from '@bike/shared/domain/admin-audit';
import { parseInput, type ServerContext } from '@bike/server/core';
import { requireAdmin } from '@bike/server/accounts';
import { adminAuditPage } from './audit-query';

/**
 * GET /b2c/v1/admin/audit?who=&action=&subject=&target=&from=&to=&page= (issue 32): the
 * site-wide audit log, newest first, 50 a page. The admin role is read from the database: 401
 * without a session, 403 for any other role; a bad filter is a 400 naming it.
 */
export async function registerAuditRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/b2c/v1/admin/audit', { schema: { summary: 'What admins did, newest first: filters by admin, action, target and dates (admin)', tags: ['admin'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    const query = parseInput(adminAuditQuerySchema, request.query ?? {});
    reply.header('cache-control', 'no-store');
    return { result: await adminAuditPage(ctx.db, query) };
  });
}
