import type { FastifyInstance, FastifySchema } from 'fastify';
import { abstractSvg } from './abstract-svg';

/** GET /media/content/{name}.svg: the generated artwork of the seeded content (cacheable for a day). */
export async function registerContentMediaRoute(app: FastifyInstance): Promise<void> {
  const schema = { summary: 'Generated content image ({name}.svg)', tags: ['content'] } as FastifySchema;
  app.get<{ Params: { file: string } }>('/media/content/:file', { schema }, async (request, reply) => {
    const match = /^([a-zA-Z0-9-]{1,80})\.svg$/.exec(request.params.file);
    if (!match) {
      return reply.status(404).send({
        error: { status: 404, code: 'MEDIA_NOT_FOUND', name: 'notFound', message: 'No such image' },
      });
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(abstractSvg(match[1]));
  });
}
