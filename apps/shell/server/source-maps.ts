import type { FastifyInstance } from 'fastify';

/**
 * Source maps (*.map beside every bundle) hand out the original sources. A production
 * deployment answers them 404 unless SOURCE_MAPS=1 (config.sourceMaps); a development run and
 * the e2e run keep them for readable stack traces.
 */
export function registerSourceMapGate(app: FastifyInstance, served: boolean): void {
  if (served) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0]!.endsWith('.map')) {
      return reply.code(404).send({ error: { status: 404, code: 'NOT_FOUND', name: 'notFound', message: 'Not found' } });
    }
  });
}
